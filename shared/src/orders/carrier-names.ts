import type { CarrierCode } from '../contract/order-deliveries';

/** Carriers by their own brand names, the same in every language. */
export const CARRIER_NAMES: Record<CarrierCode, string> = {
  zasilkovna: 'Zásilkovna',
  ppl: 'PPL',
  liftago: 'Liftago',
  sameday: 'Sameday',
  fan: 'FAN Courier',
};
