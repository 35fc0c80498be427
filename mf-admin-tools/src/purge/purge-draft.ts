import { DEFAULT_PURGE_KEYS, type PurgeBody } from '@shop/shared/contract/purge';

/** The modal's four tabs (spec 2: Default, URL, Key, Purge All). */
export const PURGE_TABS = ['default', 'url', 'key', 'full'] as const;
export type PurgeTab = (typeof PURGE_TABS)[number];

/** What staff typed, kept across tab switches, closing the modal and failed purges. */
export interface PurgeDraft {
  url: string;
  keysText: string;
  softPurge: boolean;
}

export const emptyPurgeDraft: PurgeDraft = { url: '', keysText: '', softPurge: false };

/** Keys as typed: one per line, or separated by spaces or commas (as copied from a Surrogate-Key header or a list). */
export function typedKeys(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

/** The purge request of a tab (checklist AT-P7). Purge All is never soft: Fastly has no soft purge_all. */
export function purgeRequestOf(tab: PurgeTab, draft: PurgeDraft): PurgeBody {
  if (tab === 'default') return { mode: 'key', keys: [...DEFAULT_PURGE_KEYS], url: '', soft_purge: draft.softPurge };
  if (tab === 'url') return { mode: 'url', keys: [], url: draft.url.trim(), soft_purge: draft.softPurge };
  if (tab === 'key') return { mode: 'key', keys: typedKeys(draft.keysText), url: '', soft_purge: draft.softPurge };
  return { mode: 'full', keys: [], url: '', soft_purge: false };
}
