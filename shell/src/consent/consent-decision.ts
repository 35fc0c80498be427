import { useSyncExternalStore } from 'react';
import { lastValue, publish, subscribe } from '@shop/shared/bus/bus';
import type { ConsentChoice } from '@shop/shared/consent/consent-choice';
import { readStoredConsent, storeConsent } from './consent-storage';

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

const subscribeToConsent = (onChange: () => void) => subscribe('analytics-consent', onChange);
let lastSnapshot: ConsentChoice | null = null;
/** The same object while the choice is unchanged (the bus parses a new copy each time), as useSyncExternalStore needs. */
function currentConsent(): ConsentChoice | null {
  const now = lastValue('analytics-consent') ?? null;
  if (JSON.stringify(now) !== JSON.stringify(lastSnapshot)) lastSnapshot = now;
  return lastSnapshot;
}
/** The server renders for every visitor (a cached page): undecided, so the banner is in the HTML for a first visit. */
const serverConsent = () => null;

/** The visitor's current choice, or null while undecided (and in the server's HTML; hydration then takes the choice). */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribeToConsent, currentConsent, serverConsent);
}
