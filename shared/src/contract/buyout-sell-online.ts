import * as v from 'valibot';
import { SaleTokenSchema } from '../buyout/sale-token';
import type { TodayOption } from '../validation/calendar';
import { buyoutDeviceSchema, customerDataSchema, pickupAddressSchema } from '../validation/personal-info';
import { appraisalPostEntries } from './buyout-flow';
import type { Market } from './common';

// Apart from buyout.ts because the market rules pull in phone and IBAN validation (libphonenumber-js, ibantools):
// the buyout's first step and the partner embed load the contract, the sell-online form's lazy chunk loads this.

/** The full sell-online rule of one market; the server validates `buyout.sell-online` with it, the form before posting. */
export function sellOnlineBodySchema(market: Market, options: TodayOption = {}) {
  return v.object(
    {
      customer_data: customerDataSchema(market, options),
      /** Null unless the customer chose an alternative pickup address. */
      pickup_address: v.nullable(pickupAddressSchema(market)),
      buyout_device: buyoutDeviceSchema(),
      ...appraisalPostEntries,
      sale_token: SaleTokenSchema,
    },
    'required',
  );
}
export type SellOnlineRule = typeof sellOnlineBodySchema;
