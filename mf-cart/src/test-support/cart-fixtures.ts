import type { Cart, CartLine, CartProduct } from '@shop/shared/contract/cart';

export function cartProduct(code: string, overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: 7,
    code,
    seo_name: code.toLowerCase(),
    long_name: `Apple ${code} 128GB`,
    short_name: code,
    price: 9990,
    common_price: null,
    lowest_price_30_days: null,
    type_device_name: 'Mobilní telefony',
    manufacturer_name: 'Apple',
    quality_name: null,
    picture: `/api/new/catalogue/images/${code.toLowerCase()}.svg`,
    is_e_licence: false,
    is_device: true,
    ...overrides,
  };
}

export function cartLine(id: number, code: string, overrides: Partial<CartLine> = {}): CartLine {
  return {
    id,
    productSeoName: code.toLowerCase(),
    parent_id: null,
    product: cartProduct(code),
    quantity: 1,
    unit_price: 9990,
    line_price: 9990,
    available_quantity: 5,
    insurances: [],
    warranty: null,
    prolong_warranty: null,
    installment: null,
    buyout_bonus: null,
    ...overrides,
  };
}

/** A cart with the given lines in one own-stock package; the count is the pieces. */
export function cartWith(lines: CartLine[]): Cart {
  const items = lines.reduce((sum, line) => sum + line.line_price, 0);
  return {
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    currency: 'CZK',
    packages: lines.length === 0 ? [] : [{ id: 1, kind: 'own_stock', delivery_days: 0, items: lines }],
    codes: [],
    totals: { items, discounts: 0, buyout_bonus: 0, total: items, vat: Math.round((items * 21) / 121) },
    price_changed_item_ids: [],
  };
}
