import type { BuyoutDetail } from '../contract/buyout-detail';
import { czechSeller } from '../validation/sample-sellers';
import { sampleAppraisal } from './appraisal.fixture';

/**
 * Test data shaped like a seeded buyout: an iPhone 13 sold online at grade B for 6 150, checked in the shop and
 * waiting for staff to pay or make a counter-offer. The customer's page and the staff desk both show it.
 */
export function sampleBuyoutDetail(): BuyoutDetail {
  const appraisal = sampleAppraisal();
  appraisal.device_conditions['1']!.value = ['scratched'];
  appraisal.device_conditions['2']!.value = ['like_new'];
  return {
    id: 12,
    product_type_choice: { value: 'mobilni-telefony', label: 'Mobilní telefony' },
    manufacturer_choice: { value: 'apple', label: 'Apple' },
    product_model_choice: { value: 'apple-iphone-13', label: 'iPhone 13' },
    product_color_choice: { value: 'apple-iphone-13-blue', label: 'Modrá' },
    ...appraisal,
    conditions_appraisal_result: { id: 3, quality: 'B', price: 6000, url: '/kvalita/b/' },
    // As stored: the date in ISO form, the phone number in E.164.
    customer_data: { ...czechSeller, gender: 'male', identity_valid_to: '2030-02-01', phone_number: '+420601123456' },
    pickup_address: null,
    buyout_device: { imei: '490154203237518', serial_number: '', note: '' },
    status: 'inspected',
    status_history: [
      { status: 'created', changed_at: '2026-11-02T10:00:00.000Z', price: 6150, regrade: null },
      { status: 'inspected', changed_at: '2026-11-05T10:00:00.000Z', price: null, regrade: null },
    ],
    price: 6150,
    original_price: 6150,
    counter_offer_price: null,
    created_at: '2026-11-02T10:00:00.000Z',
  };
}
