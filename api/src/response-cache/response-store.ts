/** One stored answer, exactly as it was sent (already compressed for its encoding). */
export interface StoredResponse {
  headers: Record<string, string>;
  body: Buffer;
  /** URL path, for purging by URL whatever the language or encoding. */
  path: string;
  keys: readonly string[];
  expiresAt: number;
  /** Soft-purged: still answers while one request fetches a fresh copy. */
  stale: boolean;
  refreshing: boolean;
}

export type PurgeTarget = { keys: readonly string[] } | { url: string } | { all: true };

export interface PurgeRequest {
  target: PurgeTarget;
  /** Soft: mark stale and refresh on the next request instead of dropping (CDN soft purge). */
  soft: boolean;
}

export type Lookup = { hit: StoredResponse } | { miss: true };

/**
 * The API's in-memory answer cache: bounded, least recently used out first, entries expiring
 * with their Cache-Control max-age and purgeable by the surrogate keys the CDN uses.
 */
export class ResponseStore {
  private readonly entries = new Map<string, StoredResponse>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** A fresh entry; a stale one only while another request is already refreshing it. */
  lookup(key: string): Lookup {
    const entry = this.entries.get(key);
    if (!entry) return { miss: true };
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return { miss: true };
    }
    if (entry.stale) {
      if (entry.refreshing) return { hit: entry };
      entry.refreshing = true;
      return { miss: true };
    }
    // Re-inserting keeps Map order as recency order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { hit: entry };
  }

  /** A fresh entry, or nothing: a stale one is left for a request that will refresh it (no side effects). */
  peek(key: string): StoredResponse | undefined {
    const entry = this.entries.get(key);
    return entry && !entry.stale && entry.expiresAt > this.now() ? entry : undefined;
  }

  store(key: string, response: Omit<StoredResponse, 'stale' | 'refreshing'>): void {
    this.entries.delete(key);
    this.entries.set(key, { ...response, stale: false, refreshing: false });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** A refresh that did not produce a cacheable answer lets the next request try again. */
  refreshFailed(key: string): void {
    const entry = this.entries.get(key);
    if (entry) entry.refreshing = false;
  }

  /** Returns how many entries it dropped or marked stale. */
  purge({ target, soft }: PurgeRequest): number {
    let count = 0;
    for (const [key, entry] of this.entries) {
      if (!matches(entry, target)) continue;
      count += 1;
      if (soft) entry.stale = true;
      else this.entries.delete(key);
    }
    return count;
  }
}

function matches(entry: StoredResponse, target: PurgeTarget): boolean {
  if ('all' in target) return true;
  if ('url' in target) return entry.path === new URL(target.url, 'http://shop.invalid').pathname;
  return target.keys.some((key) => entry.keys.includes(key));
}
