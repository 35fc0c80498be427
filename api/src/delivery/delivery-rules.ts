import type { DeliveryCode, DeliveryMethod, PaymentMethod, PaymentType } from '@shop/shared/contract/checkout';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { Cart } from '@shop/shared/contract/cart';
import { translate } from '../i18n/server-i18n';

// Delivery and payment prices are the shop's configuration per market (whole CZK / Lei).

const DELIVERY_PRICES: Record<Market, Record<DeliveryCode, number>> = {
  CZ: { store: 0, pickup_point: 69, courier: 119, liftago: 199, e_licence: 0 },
  RO: { store: 0, pickup_point: 12, courier: 20, liftago: 35, e_licence: 0 },
};
/** Free delivery from this order total (not for Liftago). */
const FREE_DELIVERY_FROM: Record<Market, number> = { CZ: 5000, RO: 1000 };
const PAYMENT_PRICES: Record<Market, Record<PaymentType, number>> = {
  CZ: { card: 0, bank_transfer: 0, cod: 39, in_store: 0, installments: 0, google_pay: 0, apple_pay: 0 },
  RO: { card: 0, bank_transfer: 0, cod: 8, in_store: 0, installments: 0, google_pay: 0, apple_pay: 0 },
};

export const DELIVERY_CODES: readonly DeliveryCode[] = ['store', 'pickup_point', 'courier', 'liftago', 'e_licence'];
export const PAYMENT_TYPES: readonly PaymentType[] = ['card', 'bank_transfer', 'cod', 'in_store', 'installments', 'google_pay', 'apple_pay'];

const NEEDS: Record<DeliveryCode, DeliveryMethod['needs']> = { store: 'store', pickup_point: 'pickup_point', courier: 'address', liftago: 'address', e_licence: 'email' };

export function onlyELicences(cart: Cart): boolean {
  return cart.packages.length > 0 && cart.packages.every((pack) => pack.kind === 'e_licence');
}

/** Why a delivery cannot take this cart, or null. E-licences only go by e-mail; goods never do. Liftago takes own stock only. */
export function deliveryProblem(code: DeliveryCode, cart: Cart | null): string | null {
  if (!cart) return null;
  const eOnly = onlyELicences(cart);
  if (code === 'e_licence') return eOnly ? null : 'goods';
  if (eOnly) return 'e_licence_only';
  if (code === 'liftago' && cart.packages.some((pack) => pack.kind === 'external')) return 'external_stock';
  return null;
}

export function deliveryPrice(market: Market, code: DeliveryCode, total: number): number {
  if (code !== 'liftago' && total >= FREE_DELIVERY_FROM[market]) return 0;
  return DELIVERY_PRICES[market][code];
}

export function deliveryMethods(market: Market, locale: Locale, cart: Cart | null): DeliveryMethod[] {
  return DELIVERY_CODES.map((code) => {
    const problem = deliveryProblem(code, cart);
    return {
      code,
      name: translate(locale, `checkout.delivery.${code}`),
      price: deliveryPrice(market, code, cart?.totals.total ?? 0),
      available: problem === null,
      reason: problem === null ? null : translate(locale, 'checkout.delivery_unavailable'),
      needs: NEEDS[code],
    };
  });
}

/** Payments a delivery allows: cash on delivery needs a parcel, paying in the store needs the store. */
export function paymentAllowed(type: PaymentType, delivery: DeliveryCode | undefined | null): boolean {
  if (type === 'cod') return delivery !== 'e_licence' && delivery !== 'store' && delivery !== 'liftago';
  if (type === 'in_store') return delivery === undefined || delivery === null || delivery === 'store';
  return true;
}

export function paymentPrice(market: Market, type: PaymentType): number {
  return PAYMENT_PRICES[market][type];
}

export function paymentMethods(market: Market, locale: Locale, delivery: DeliveryCode | undefined | null): PaymentMethod[] {
  return PAYMENT_TYPES.map((type) => ({
    type_payment: type,
    name: translate(locale, `checkout.payment.${type}`),
    price: paymentPrice(market, type),
    available: paymentAllowed(type, delivery),
    needs_browser_support: type === 'google_pay' || type === 'apple_pay',
    has_sub_payments: type === 'installments',
  }));
}
