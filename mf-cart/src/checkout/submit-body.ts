import type { DeliveryCode, PaymentType } from '@shop/shared/contract/checkout';
import type { OrderSubmitBody } from '@shop/shared/contract/checkout-submit';
import type { CheckoutDraft } from '../store/checkout-draft';

const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

/**
 * The spec's order submit payload (section 3) from what the customer typed, keys verbatim. The
 * server computes every price itself; nothing here is a price. The password fields of an account
 * created at checkout travel only as the account's own call, never in the order.
 */
export function submitBodyOf(draft: CheckoutDraft): OrderSubmitBody {
  const { billing, delivery_address: deliveryAddress, info } = draft;
  const company = billing.invoice_on_company;
  const needsAddress = draft.type_delivery_code === 'courier' || draft.type_delivery_code === 'liftago';
  return {
    type_payment: draft.type_payment as PaymentType,
    payment_company: orNull(draft.payment_company),
    installment: draft.type_payment === 'installments' && draft.installment !== '' ? Number(draft.installment) : null,
    order_billing_address: {
      first_name: billing.first_name,
      last_name: billing.last_name,
      city: billing.city,
      district: billing.district,
      postcode: billing.postcode,
      phone: billing.phone,
      address: billing.address,
      email: billing.email,
      invoice_on_company: company,
      company: company ? billing.company : '',
      tin: company ? billing.tin : '',
      vatn: company ? billing.vatn : '',
    },
    order_info: {
      consent_to_terms_of_service: info.consent_to_terms_of_service as true,
      consent_marketing: info.consent_marketing,
      consent_heureka_review: info.consent_heureka_review,
      create_account: info.create_account,
      birth_date: info.birth_date,
      note: info.note,
      subscribe_promotions_info: info.subscribe_promotions_info,
      internal_order_number: info.internal_order_number,
    },
    token: draft.token,
    type_delivery_code: draft.type_delivery_code as DeliveryCode,
    store: draft.type_delivery_code === 'pickup_point' ? orNull(draft.pickup_point) : orNull(draft.store),
    timeslot: draft.type_delivery_code === 'store' ? orNull(draft.timeslot) : null,
    order_delivery_address:
      needsAddress && deliveryAddress.different
        ? {
            first_name: deliveryAddress.first_name,
            last_name: deliveryAddress.last_name,
            address: deliveryAddress.street,
            city: deliveryAddress.city,
            postcode: deliveryAddress.postcode,
            phone: deliveryAddress.phone,
            company: deliveryAddress.company,
            district: deliveryAddress.village,
          }
        : null,
    transaction_id: null,
  };
}
