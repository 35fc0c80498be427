import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { loadSearchReference, type SearchReference } from './query-analysis';

/**
 * The phrase groups as last stemmed, per market. Stemming them is most of a term's analysis, and they change only
 * when staff save a synonym group or a kind is renamed; every analysis reads their digest (`referenceDigest`), so
 * a change made through any server is seen by the next search on every server, with no purge to miss.
 */
const stemmed = new Map<Market, SearchReference>();
/** One load per market and digest, however many searches ask for it at once. */
const loading = new Map<string, Promise<SearchReference>>();

/** The market's reference whose digest is `reference`, from memory unless it changed. */
export async function searchReference(db: Db, market: Market, reference: string): Promise<SearchReference> {
  const kept = stemmed.get(market);
  if (kept?.reference === reference) return kept;
  const key = `${market}\0${reference}`;
  let load = loading.get(key);
  if (!load) {
    load = loadSearchReference(db, market).finally(() => loading.delete(key));
    loading.set(key, load);
  }
  const loaded = await load;
  // Another change may have landed between the two reads: the digest read with the groups is the one kept.
  stemmed.set(market, loaded);
  return loaded;
}
