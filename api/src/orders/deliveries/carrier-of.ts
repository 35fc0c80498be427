import type { Market } from '@shop/shared/contract/common';
import type { CarrierCode } from '@shop/shared/contract/order-deliveries';

/**
 * Who carries an order's packages in each market, by the way of delivery the customer chose. Store
 * pickup and e-licences have no carrier: nothing is handed over (O-X1).
 */
export const CARRIER_BY_DELIVERY: Record<Market, Partial<Record<string, CarrierCode>>> = {
  CZ: { pickup_point: 'zasilkovna', courier: 'ppl', liftago: 'liftago' },
  RO: { pickup_point: 'sameday', courier: 'fan', liftago: 'liftago' },
};

export function carrierOf(market: Market, deliveryCode: string, packageKind: string): CarrierCode | null {
  if (packageKind === 'e_licence') return null;
  return CARRIER_BY_DELIVERY[market][deliveryCode] ?? null;
}
