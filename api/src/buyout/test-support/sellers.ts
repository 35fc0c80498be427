import type { PickedDevice } from './buyout-requests';
import { newSaleToken } from '@shop/shared/buyout/sale-token';
import { czechSeller } from '@shop/shared/validation/sample-sellers';
import { appraisalPost } from './buyout-requests';

let imeiSerial = 0;

/** A valid IMEI (Luhn check digit) no other sale of this process used: an open buyout holds its IMEI. */
export function uniqueImei(): string {
  imeiSerial += 1;
  const body = `49015420${String(process.pid % 1000).padStart(3, '0')}${String(imeiSerial).padStart(3, '0')}`.slice(0, 14);
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const digit = Number(body[body.length - 1 - index]);
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A sell-online body as a fresh form sends it: its own sale token and a device (IMEI) not sold before. */
export function sellOnlineBody(device: PickedDevice, customer: object = czechSeller, overrides: object = {}) {
  return {
    customer_data: customer,
    pickup_address: null,
    buyout_device: { imei: uniqueImei(), serial_number: '', note: '' },
    ...appraisalPost(device),
    sale_token: newSaleToken(),
    ...overrides,
  };
}
