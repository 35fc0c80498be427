import type { Market } from '@shop/shared/contract/common';
import { DEFAULT_COUNTRY_ID } from '@shop/shared/buyout/default-country';

/** The sell-online form's fields under their form-side names (spec section 3, personal info). */
export interface PersonalInfo {
  imei: string;
  serialNumber: string;
  note: string;
  birthNumber: string;
  identityCardNumber: string;
  identityReleasedBy: string;
  identityValidTo: string;
  titleBeforeName: string;
  firstName: string;
  lastName: string;
  gender: string;
  district: string;
  street: string;
  city: string;
  country: string;
  postcode: string;
  phoneNumber: string;
  nationality: string;
  placeOfBirth: string;
  email: string;
  bankAccountNumber: string;
  bankCode: string;
  /** The device is picked up somewhere else than the seller's address. */
  pickupAltAddress: boolean;
  altDistrict: string;
  altStreet: string;
  altCity: string;
  altPostcode: string;
  altCountry: string;
}

export type PersonalInfoTextField = Exclude<keyof PersonalInfo, 'pickupAltAddress'>;

type PayloadGroup = 'customer_data' | 'pickup_address' | 'buyout_device';

/** Where each form field travels in the sell-online payload, and so where its 400 messages come back. */
export const PAYLOAD_PATH: Readonly<Record<PersonalInfoTextField, readonly [PayloadGroup, string]>> = {
  imei: ['buyout_device', 'imei'],
  serialNumber: ['buyout_device', 'serial_number'],
  note: ['buyout_device', 'note'],
  birthNumber: ['customer_data', 'personal_identification_number'],
  identityCardNumber: ['customer_data', 'identity_card_number'],
  identityReleasedBy: ['customer_data', 'identity_released_by'],
  identityValidTo: ['customer_data', 'identity_valid_to'],
  titleBeforeName: ['customer_data', 'degree_before_name'],
  firstName: ['customer_data', 'first_name'],
  lastName: ['customer_data', 'last_name'],
  gender: ['customer_data', 'gender'],
  district: ['customer_data', 'district'],
  street: ['customer_data', 'street'],
  city: ['customer_data', 'city'],
  country: ['customer_data', 'country'],
  postcode: ['customer_data', 'postcode'],
  phoneNumber: ['customer_data', 'phone_number'],
  nationality: ['customer_data', 'nationality'],
  placeOfBirth: ['customer_data', 'place_of_birth'],
  email: ['customer_data', 'e_mail'],
  bankAccountNumber: ['customer_data', 'bank_account_full_number'],
  bankCode: ['customer_data', 'bank_code'],
  altDistrict: ['pickup_address', 'district'],
  altStreet: ['pickup_address', 'street'],
  altCity: ['pickup_address', 'city'],
  altPostcode: ['pickup_address', 'postcode'],
  altCountry: ['pickup_address', 'country'],
};

/** An empty form with the market's default country (spec section 3) in every country select. */
export function emptyPersonalInfo(market: Market): PersonalInfo {
  const country = String(DEFAULT_COUNTRY_ID[market]);
  const blank = Object.fromEntries(Object.keys(PAYLOAD_PATH).map((field) => [field, ''])) as Record<PersonalInfoTextField, string>;
  return { ...blank, country, nationality: country, altCountry: country, pickupAltAddress: false };
}

function group(info: PersonalInfo, name: PayloadGroup): Record<string, string> {
  const entries = (Object.entries(PAYLOAD_PATH) as [PersonalInfoTextField, readonly [PayloadGroup, string]][])
    .filter(([, [groupName]]) => groupName === name)
    .map(([field, [, key]]) => [key, info[field]]);
  return Object.fromEntries(entries);
}

/**
 * The payload groups as typed: the server validates the same text with the same schemas, so
 * its messages match the client's. `pickup_address` is null unless an alternative address is chosen.
 */
export function personalInfoPayload(info: PersonalInfo) {
  return {
    customer_data: group(info, 'customer_data'),
    pickup_address: info.pickupAltAddress ? group(info, 'pickup_address') : null,
    buyout_device: group(info, 'buyout_device'),
  };
}
