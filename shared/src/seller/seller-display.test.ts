import { sellerPhone } from './seller-display';

test('the seller phone reads as the market writes it', () => {
  expect(sellerPhone('+420225555100')).toBe('+420 225 555 100');
  expect(sellerPhone('+40215550100')).toBe('+40 21 555 0100');
  expect(sellerPhone('+40264555010')).toBe('+40 264 555 010');
  expect(sellerPhone('+40721234567')).toBe('+40 721 234 567');
});
