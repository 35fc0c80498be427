import { orderAddressOf } from './order-address';

const access = 'a'.repeat(43);

test('the order number and access come from the thank-you address of the market', () => {
  expect(orderAddressOf('CZ', { pathname: `/dekujeme/E000000123/${access}/`, search: '' })).toEqual({ orderNumber: 'E000000123', access });
  expect(orderAddressOf('RO', { pathname: `/multumim/E000000123/${access}/`, search: '' })).toEqual({ orderNumber: 'E000000123', access });
});

test('a gateway that can only add a query lands on the same order', () => {
  expect(orderAddressOf('CZ', { pathname: '/dekujeme/', search: `?order=E000000123&access=${access}` })).toEqual({ orderNumber: 'E000000123', access });
});

test('a malformed or foreign address names no order', () => {
  expect(orderAddressOf('CZ', { pathname: `/dekujeme/123/${access}/`, search: '' })).toBeNull();
  expect(orderAddressOf('CZ', { pathname: '/dekujeme/E000000123/short/', search: '' })).toBeNull();
  expect(orderAddressOf('CZ', { pathname: `/kosik/E000000123/${access}/`, search: '' })).toBeNull();
});
