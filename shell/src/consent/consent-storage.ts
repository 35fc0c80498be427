import * as v from 'valibot';
import { ConsentChoiceSchema, type ConsentChoice } from '@shop/shared/consent/consent-choice';

/** localStorage key; the version lets a changed list of purposes ask everybody again. */
export const CONSENT_STORAGE_KEY = 'shop.consent.v1';

const StoredConsentSchema = v.object({ ...ConsentChoiceSchema.entries, decided_at: v.string() });

/** The visitor's remembered choice, or null when they have not decided yet (or storage is unreadable). */
export function readStoredConsent(storage: Storage | undefined = globalThis.localStorage): ConsentChoice | null {
  try {
    const raw = storage?.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(StoredConsentSchema, JSON.parse(raw));
    return parsed.success ? { analytics: parsed.output.analytics, marketing: parsed.output.marketing } : null;
  } catch {
    return null;
  }
}

/** Remembers the choice with its time (a consent must be demonstrable, GDPR art. 7(1)). */
export function storeConsent(choice: ConsentChoice, now: Date = new Date(), storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: choice.analytics, marketing: choice.marketing, decided_at: now.toISOString() }));
  } catch {
    // Private mode with storage full or blocked: the choice holds for this page view; the banner asks again next time.
  }
}
