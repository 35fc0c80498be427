import type { PickedDevice } from './buyout-requests';
import { czechSeller } from '@shop/shared/validation/sample-sellers';
import { appraisalPost } from './buyout-requests';

export function sellOnlineBody(device: PickedDevice, customer: object = czechSeller, overrides: object = {}) {
  return {
    customer_data: customer,
    pickup_address: null,
    buyout_device: { imei: '490154203237518', serial_number: '', note: '' },
    ...appraisalPost(device),
    ...overrides,
  };
}
