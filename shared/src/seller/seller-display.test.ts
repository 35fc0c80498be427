import { DEVELOPMENT_SELLERS } from './development-sellers';
import { sellerPhone, sellerSeat } from './seller-display';

test('the seller phone reads as the market writes it', () => {
  expect(sellerPhone('+420225555100')).toBe('+420 225 555 100');
  expect(sellerPhone('+40215550100')).toBe('+40 21 555 0100');
  expect(sellerPhone('+40264555010')).toBe('+40 264 555 010');
  expect(sellerPhone('+40721234567')).toBe('+40 721 234 567');
});

test('the seat names a Bucharest sector once, in place of the city; elsewhere the county follows the city', () => {
  expect(sellerSeat(DEVELOPMENT_SELLERS.RO)).toBe('Strada Academiei 7, 010011 București, Sector 1');
  expect(sellerSeat({ ...DEVELOPMENT_SELLERS.RO, street: 'Strada Memorandumului 1', postcode: '400114', city: 'Cluj-Napoca', county: 'Cluj' })).toBe('Strada Memorandumului 1, 400114 Cluj-Napoca, Cluj');
  expect(sellerSeat(DEVELOPMENT_SELLERS.CZ)).toBe('Vodičkova 699/30, 110 00 Praha 1');
});
