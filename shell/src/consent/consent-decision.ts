import { useEffect, useState } from 'react';
import { lastValue, publish, subscribe } from '@shop/shared/bus/bus';
import type { ConsentChoice } from '@shop/shared/consent/consent-choice';
import { readStoredConsent, storeConsent } from '@shop/shared/consent/consent-storage';

/** At start-up: a remembered choice goes on the bus before anything can be tracked; none means the banner asks. */
export function restoreConsent(): void {
  const stored = readStoredConsent();
  if (stored) publish('analytics-consent', stored);
}

/** Remembers the visitor's choice and applies it on the page at once (the data-layer gate reads the bus). */
export function decideConsent(choice: ConsentChoice): void {
  storeConsent(choice);
  publish('analytics-consent', choice);
}

/** The visitor's current choice, or null while undecided. */
export function useConsent(): ConsentChoice | null {
  const [choice, setChoice] = useState<ConsentChoice | null>(() => lastValue('analytics-consent') ?? null);
  useEffect(() => subscribe('analytics-consent', setChoice), []);
  return choice;
}
