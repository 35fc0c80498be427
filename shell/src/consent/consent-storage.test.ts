import { CONSENT_STORAGE_KEY, readStoredConsent, storeConsent } from './consent-storage';

afterEach(() => localStorage.clear());

test('no stored choice means undecided', () => {
  expect(readStoredConsent()).toBeNull();
});

test('a stored choice reads back, with the time it was made kept beside it', () => {
  storeConsent({ analytics: true, marketing: false }, new Date('2026-05-03T10:00:00Z'));
  expect(readStoredConsent()).toEqual({ analytics: true, marketing: false });
  expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ decided_at: '2026-05-03T10:00:00.000Z' });
});

test('a tampered or foreign value counts as undecided, never as consent', () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, '{"analytics":"yes","marketing":true}');
  expect(readStoredConsent()).toBeNull();
  localStorage.setItem(CONSENT_STORAGE_KEY, 'not json');
  expect(readStoredConsent()).toBeNull();
});
