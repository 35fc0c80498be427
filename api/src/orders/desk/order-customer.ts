import type { OrderAddress } from '../../db/schema/cart';

const text = (address: OrderAddress, key: string): string => {
  const value = address[key];
  return typeof value === 'string' ? value : '';
};

export function customerName(address: OrderAddress): string {
  return `${text(address, 'first_name')} ${text(address, 'last_name')}`.trim();
}

/** The company of a company invoice, else null. */
export function customerCompany(address: OrderAddress): string | null {
  return address.invoice_on_company === true && text(address, 'company') !== '' ? text(address, 'company') : null;
}

/** The billing address on one line, as staff read it out or copy it. */
export function addressLine(address: OrderAddress): string {
  return [text(address, 'address'), `${text(address, 'postcode')} ${text(address, 'city')}`.trim(), text(address, 'district')].filter((part) => part !== '').join(', ');
}

export function customerPhone(address: OrderAddress): string {
  return text(address, 'phone');
}
