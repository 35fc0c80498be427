import { CHECKOUT_STORAGE_KEY, createCheckoutStore } from './checkout-store';

beforeEach(() => window.sessionStorage.clear());

test('every typed value and the token survive a reload (a new store on the same session)', () => {
  const first = createCheckoutStore();
  first.getState().chooseDelivery('courier');
  first.getState().updateBilling({ first_name: 'Jana', tin: '2787432' });
  first.getState().updateInfo({ note: 'Zvonit dvakrát' });
  const token = first.getState().draft.token;

  const afterReload = createCheckoutStore();
  expect(afterReload.getState().draft.type_delivery_code).toBe('courier');
  expect(afterReload.getState().draft.billing).toMatchObject({ first_name: 'Jana', tin: '2787432' });
  expect(afterReload.getState().draft.info.note).toBe('Zvonit dvakrát');
  expect(afterReload.getState().draft.token).toBe(token);
  expect(JSON.parse(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY)!).state.draft.token).toBe(token);
});

test('the token fits the contract (16-64 letters, digits, - and _)', () => {
  expect(createCheckoutStore().getState().draft.token).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
});

test('another delivery drops the store, slot, point and payment chosen for the old one', () => {
  const store = createCheckoutStore();
  store.getState().chooseDelivery('store');
  store.getState().updateDraft({ store: 'praha-centrum', timeslot: '2026-11-24T15:00', type_payment: 'in_store' });
  store.getState().chooseDelivery('store');
  expect(store.getState().draft.store).toBe('praha-centrum');

  store.getState().chooseDelivery('pickup_point');
  expect(store.getState().draft).toMatchObject({ type_delivery_code: 'pickup_point', store: '', timeslot: '', type_payment: '' });
});

test('a placed order starts a new attempt with a new token, keeping the contact for the next purchase', () => {
  const store = createCheckoutStore();
  store.getState().updateBilling({ email: 'jana@example.cz' });
  store.getState().updateInfo({ consent_to_terms_of_service: true });
  const token = store.getState().draft.token;

  store.getState().orderPlaced();
  expect(store.getState().draft.token).not.toBe(token);
  expect(store.getState().draft.billing.email).toBe('jana@example.cz');
  expect(store.getState().draft.info.consent_to_terms_of_service).toBe(false);
});
