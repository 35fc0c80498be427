import { createI18n } from '@shop/shared/i18n/create-i18n';
import { fieldErrorsAt } from '@shop/shared/http/api-error';
import { catalogs } from '../locales/catalogs';
import { emptyCheckoutDraft, type CheckoutDraft } from '../store/checkout-draft';
import { submitBodyOf } from './submit-body';
import { checkoutErrors } from './validate-draft';

const cs = createI18n('cs', catalogs);

function czechCompanyDraft(tin: string): CheckoutDraft {
  const draft = emptyCheckoutDraft('0f6c2c1e-5a43-4a3e-9d1b-2b0c1d3e4f50');
  return {
    ...draft,
    type_delivery_code: 'store',
    store: 'praha-centrum',
    timeslot: '2026-11-24T15:00',
    type_payment: 'card',
    billing: {
      ...draft.billing,
      first_name: 'Jana',
      last_name: 'Nováková',
      email: 'jana@example.cz',
      phone: '+420 777 123 456',
      address: 'Vodičkova 12',
      city: 'Praha',
      postcode: '110 00',
      invoice_on_company: true,
      company: 'Nováková s.r.o.',
      tin,
      vatn: '',
    },
    info: { ...draft.info, consent_to_terms_of_service: true },
  };
}

test('a complete Czech company order passes, with the IČO check digit right', () => {
  expect(checkoutErrors(czechCompanyDraft('25596641'), 'CZ', cs)).toBeNull();
});

test('an IČO with a wrong check digit is refused at its field, in Czech', () => {
  const errors = checkoutErrors(czechCompanyDraft('25596642'), 'CZ', cs);
  expect(fieldErrorsAt(errors, ['order_billing_address', 'tin'])).toEqual(['Neplatné IČO.']);
});

test('nothing chosen yet: delivery, payment and terms are asked for where they are chosen', () => {
  const errors = checkoutErrors(emptyCheckoutDraft('0f6c2c1e-5a43-4a3e-9d1b-2b0c1d3e4f50'), 'CZ', cs);
  expect(fieldErrorsAt(errors, ['type_delivery_code'])).toEqual(['Vyberte prosím způsob doručení.']);
  expect(fieldErrorsAt(errors, ['type_payment'])).toEqual(['Vyberte prosím způsob platby.']);
  expect(fieldErrorsAt(errors, ['order_info', 'consent_to_terms_of_service'])).not.toEqual([]);
  expect(fieldErrorsAt(errors, ['order_billing_address', 'first_name'])).not.toEqual([]);
});

test('a pickup point delivery needs a point, sent as `store`', () => {
  const draft = { ...czechCompanyDraft('25596641'), type_delivery_code: 'pickup_point', store: '', timeslot: '' };
  expect(fieldErrorsAt(checkoutErrors(draft, 'CZ', cs), ['store'])).toEqual(['Vyberte prosím výdejní místo.']);
  const body = submitBodyOf({ ...draft, pickup_point: 'ZB-1234', store: 'praha-centrum', timeslot: '2026-11-24T15:00' });
  expect(body).toMatchObject({ type_delivery_code: 'pickup_point', store: 'ZB-1234', timeslot: null });
});

test('the payload keeps the spec keys and leaves the company out of a personal order', () => {
  const body = submitBodyOf({ ...czechCompanyDraft('25596641'), billing: { ...czechCompanyDraft('25596641').billing, invoice_on_company: false } });
  expect(Object.keys(body).sort()).toEqual(
    ['installment', 'order_billing_address', 'order_delivery_address', 'order_info', 'payment_company', 'store', 'timeslot', 'token', 'transaction_id', 'type_delivery_code', 'type_payment'].sort(),
  );
  expect(body.order_billing_address).toMatchObject({ invoice_on_company: false, company: '', tin: '', vatn: '' });
  expect(body.order_delivery_address).toBeNull();
});

test('a Romanian CUI is checked by its own key', () => {
  const draft = czechCompanyDraft('18547290');
  const romanian = { ...draft, billing: { ...draft.billing, phone: '0721 234 567', postcode: '010011', district: 'București, Sector 1', vatn: 'RO18547290' } };
  expect(checkoutErrors(romanian, 'RO', createI18n('ro', catalogs))).toBeNull();
  expect(fieldErrorsAt(checkoutErrors({ ...romanian, billing: { ...romanian.billing, tin: '18547291' } }, 'RO', createI18n('ro', catalogs)), ['order_billing_address', 'tin'])).toHaveLength(1);
});

function romanianCourierDraft(district: string, postcode: string): CheckoutDraft {
  const draft = czechCompanyDraft('');
  return {
    ...draft,
    type_delivery_code: 'courier',
    store: '',
    timeslot: '',
    billing: { ...draft.billing, phone: '0721 234 567', address: 'Strada Mare 3', city: 'București', district, postcode, invoice_on_company: false, company: '', tin: '' },
  };
}

test('Romanian courier order: the county is required and must agree with a Bucharest postcode, said in Romanian', () => {
  const ro = createI18n('ro', catalogs);
  expect(fieldErrorsAt(checkoutErrors(romanianCourierDraft('', '010011'), 'RO', ro), ['order_billing_address', 'district'])).toEqual(['Acest câmp este obligatoriu.']);
  expect(fieldErrorsAt(checkoutErrors(romanianCourierDraft('Cluj', '010011'), 'RO', ro), ['order_billing_address', 'district'])).toEqual(['Județul sau sectorul nu corespunde codului poștal.']);
  expect(checkoutErrors(romanianCourierDraft('București, Sector 1', '010011'), 'RO', ro)).toBeNull();
});
