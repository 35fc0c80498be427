import * as v from 'valibot';
import { LocaleSchema, type Locale } from '../contract/common';
import { AnalyticsEventSchema, type AnalyticsEvent } from './analytics-event';
import { ConsentChoiceSchema, type ConsentChoice } from '../consent/consent-choice';

/**
 * The topics widgets talk about. The transport is `window` CustomEvents named `shop:<topic>`
 * with the payload in `detail`, so bundles built at different times (and a partner page's
 * own script) can take part without sharing this module.
 */
export interface BusTopics {
  'cart-count': number;
  locale: Locale;
  analytics: AnalyticsEvent;
  /** The visitor's tracking consent: the shell's banner, or a partner page that asked its visitors (docs/embedding.md). */
  'analytics-consent': ConsentChoice;
}
export type BusTopic = keyof BusTopics;

/** Topics that describe a state rather than a happening: a late subscriber gets the last value at once. */
export type ReplayedTopic = 'cart-count' | 'locale' | 'analytics-consent';
const REPLAYED_TOPICS: readonly BusTopic[] = ['cart-count', 'locale', 'analytics-consent'] satisfies ReplayedTopic[];

// Another bundle may publish anything under our event names; handlers only see payloads that fit.
const payloadSchemas: { [T in BusTopic]: v.GenericSchema<unknown, BusTopics[T]> } = {
  'cart-count': v.pipe(v.number(), v.integer(), v.minValue(0)),
  locale: LocaleSchema,
  analytics: AnalyticsEventSchema,
  'analytics-consent': ConsentChoiceSchema,
};

/** Window property holding the last values, so two copies of this module replay the same state. */
export const BUS_STATE_PROPERTY = '__shopBusLastValues';

type LastValues = Partial<Pick<BusTopics, ReplayedTopic>>;

function lastValues(): LastValues {
  const host = window as unknown as Record<typeof BUS_STATE_PROPERTY, LastValues | undefined>;
  host[BUS_STATE_PROPERTY] ??= {};
  return host[BUS_STATE_PROPERTY];
}

export function isReplayedTopic(topic: BusTopic): topic is ReplayedTopic {
  return REPLAYED_TOPICS.includes(topic);
}

export function eventName(topic: BusTopic): string {
  return `shop:${topic}`;
}

export function publish<T extends BusTopic>(topic: T, payload: BusTopics[T]): void {
  if (typeof window === 'undefined') return;
  if (isReplayedTopic(topic)) Object.assign(lastValues(), { [topic]: payload });
  window.dispatchEvent(new CustomEvent(eventName(topic), { detail: payload }));
}

/** The value a late subscriber of a state topic would be given, if any was published. */
export function lastValue<T extends ReplayedTopic>(topic: T): BusTopics[T] | undefined {
  if (typeof window === 'undefined') return undefined;
  const value = lastValues()[topic];
  const checked = v.safeParse(payloadSchemas[topic], value);
  return checked.success ? checked.output : undefined;
}

/** Calls `handler` for each payload published on `topic` (and at once with the last one of a state topic). */
export function subscribe<T extends BusTopic>(topic: T, handler: (payload: BusTopics[T]) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const schema = payloadSchemas[topic];
  const listener = (event: Event) => {
    const checked = v.safeParse(schema, (event as CustomEvent<unknown>).detail);
    if (!checked.success) return;
    // A partner page switches language with a plain window event, not `publish`: remembered here,
    // a widget added later still starts in the page's current language.
    if (isReplayedTopic(topic)) Object.assign(lastValues(), { [topic]: checked.output });
    handler(checked.output as BusTopics[T]);
  };
  window.addEventListener(eventName(topic), listener);
  if (isReplayedTopic(topic)) {
    const replay = lastValue(topic);
    if (replay !== undefined) handler(replay as BusTopics[T]);
  }
  return () => window.removeEventListener(eventName(topic), listener);
}
