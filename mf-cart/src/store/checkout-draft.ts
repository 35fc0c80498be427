/**
 * The checkout as typed, key for key as the order submit payload names it (spec section 3), kept
 * as text so nothing the customer typed is changed or lost by an error, a reload or a failed payment.
 */
export interface BillingDraft {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  district: string;
  postcode: string;
  invoice_on_company: boolean;
  company: string;
  tin: string;
  vatn: string;
}

export interface DeliveryAddressDraft {
  /** Off: the goods go to the billing address. */
  different: boolean;
  first_name: string;
  last_name: string;
  street: string;
  /** The spec's address "village" (section 3); the payload calls it `district`. */
  village: string;
  city: string;
  postcode: string;
  company: string;
  phone: string;
}

export interface OrderInfoDraft {
  consent_to_terms_of_service: boolean;
  consent_marketing: boolean;
  /** CZ only; Heureka's rules make it an opt-out (docs/checkout.md). */
  consent_heureka_review: boolean;
  /** The server creates the account and e-mails a link to set its password (docs/cart.md). */
  create_account: boolean;
  /** As typed in the date input (DD.MM.YYYY); turned into ISO only for the payload. */
  birth_date: string;
  note: string;
  subscribe_promotions_info: boolean;
  internal_order_number: string;
}

export interface CheckoutDraft {
  type_delivery_code: string;
  store: string;
  timeslot: string;
  /** The chosen pickup point (carrier's dispensing place) and the term that found it. */
  pickup_point: string;
  pickup_search: string;
  type_payment: string;
  payment_company: string;
  installment: string;
  billing: BillingDraft;
  delivery_address: DeliveryAddressDraft;
  info: OrderInfoDraft;
  /** One per checkout attempt, reused by every retry and double click (the server's idempotency key). */
  token: string;
}

export const emptyBilling = (): BillingDraft => ({
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  district: '',
  postcode: '',
  invoice_on_company: false,
  company: '',
  tin: '',
  vatn: '',
});

export const emptyDeliveryAddress = (): DeliveryAddressDraft => ({
  different: false,
  first_name: '',
  last_name: '',
  street: '',
  village: '',
  city: '',
  postcode: '',
  company: '',
  phone: '',
});

export const emptyOrderInfo = (): OrderInfoDraft => ({
  consent_to_terms_of_service: false,
  consent_marketing: false,
  consent_heureka_review: true,
  create_account: false,
  birth_date: '',
  note: '',
  subscribe_promotions_info: false,
  internal_order_number: '',
});

export const emptyCheckoutDraft = (token: string): CheckoutDraft => ({
  type_delivery_code: '',
  store: '',
  timeslot: '',
  pickup_point: '',
  pickup_search: '',
  type_payment: '',
  payment_company: '',
  installment: '',
  billing: emptyBilling(),
  delivery_address: emptyDeliveryAddress(),
  info: emptyOrderInfo(),
  token,
});
