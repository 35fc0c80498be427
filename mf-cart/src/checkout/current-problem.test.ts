import { createI18n } from '@shop/shared/i18n/create-i18n';
import { fieldErrorsAt } from '@shop/shared/http/api-error';
import { catalogs } from '../locales/catalogs';
import { emptyCheckoutDraft, type CheckoutDraft } from '../store/checkout-draft';
import { currentProblem } from './current-problem';
import { checkoutErrors } from './validate-draft';

const cs = createI18n('cs', catalogs);

function draftWith(email: string, phone: string): CheckoutDraft {
  const draft = emptyCheckoutDraft('0f6c2c1e-5a43-4a3e-9d1b-2b0c1d3e4f50');
  return {
    ...draft,
    type_delivery_code: 'courier',
    type_payment: 'card',
    billing: { ...draft.billing, first_name: 'Jana', last_name: 'Nováková', email, phone, address: 'Karlova 12', city: 'Praha', postcode: '110 00' },
    info: { ...draft.info, consent_to_terms_of_service: true },
  };
}

test('the browser check runs again on the current draft: a fixed field loses its message, the rest stay, all fixed is no problem', () => {
  const refused = draftWith('jana@', '12');
  const problem = { kind: 'fields' as const, fieldErrors: checkoutErrors(refused, 'CZ', cs)!, draft: refused };
  expect(currentProblem(problem, refused, 'CZ', cs)).toBe(problem);
  const emailFixed = currentProblem(problem, draftWith('jana@example.cz', '12'), 'CZ', cs);
  expect(fieldErrorsAt(emailFixed?.kind === 'fields' ? emailFixed.fieldErrors : null, ['order_billing_address', 'email'])).toEqual([]);
  expect(fieldErrorsAt(emailFixed?.kind === 'fields' ? emailFixed.fieldErrors : null, ['order_billing_address', 'phone'])).toEqual(['Neplatné telefonní číslo.']);
  expect(currentProblem(problem, draftWith('jana@example.cz', '601 123 456'), 'CZ', cs)).toBeNull();
});

test("the server's field messages go with the first change; a failure stays until the next submit", () => {
  const sent = draftWith('jana@example.cz', '601 123 456');
  const changed = draftWith('jana@example.cz', '601 123 457');
  const invalid = { kind: 'server' as const, error: { kind: 'invalid' as const, fieldErrors: { order_billing_address: { postcode: ['PSČ neodpovídá městu.'] } } }, draft: sent };
  expect(currentProblem(invalid, sent, 'CZ', cs)).toBe(invalid);
  expect(currentProblem(invalid, changed, 'CZ', cs)).toBeNull();
  const failed = { kind: 'server' as const, error: { kind: 'failed' as const, message: null }, draft: sent };
  expect(currentProblem(failed, changed, 'CZ', cs)).toBe(failed);
});
