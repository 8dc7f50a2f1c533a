import { LRUCache } from 'lru-cache';

/**
 * Values computed from the directory, kept for a short time: the match count of each filter
 * (totalElements needs an exact count, and counting is the one part of a list request that grows
 * with the directory: at 1,000,000 astrologers "Tarot" counts 226,910 rows while its page reads
 * 65) and the ids of each page. The directory changes only when it is seeded, so a value a few
 * seconds old is as good as a fresh one.
 *
 * - Fresh (younger than `ttlMs`): served from memory.
 * - Stale: served from memory at once while one background query refreshes it, so no request
 *   waits for a recount once a key has been seen.
 * - A ttlMs of 0 turns the cache off: every get runs its own load.
 * - Missing: the first request counts; concurrent requests for the same key wait for that one
 *   query instead of starting their own (100 clients opening the same list make one count).
 * - At most `maxEntries` keys (least recently used go first), so random filters cannot grow
 *   memory without bound; with `bytes`, also at most `bytes.max` bytes of values as
 *   `bytes.of` counts them (whole responses differ in size a hundredfold).
 */
export class SwrCache<T> {
  // Values are boxed: a cached value may be null (a slug no astrologer has), which LRUCache
  // cannot hold, and `undefined` from a fetch then only ever means "no value".
  private readonly cache: LRUCache<string, { value: T }, () => Promise<T>>;

  constructor(
    private readonly ttlMs: number,
    maxEntries: number,
    now: () => number = Date.now,
    bytes?: { max: number; of(value: T): number },
  ) {
    this.cache = new LRUCache({
      max: maxEntries,
      ...(bytes
        ? { maxSize: bytes.max, sizeCalculation: (box) => Math.max(1, bytes.of(box.value)) }
        : {}),
      // A TTL of 0 never reaches the cache (see get); LRUCache reads 0 as "never stale".
      ttl: Math.max(ttlMs, 1),
      // Check the clock on every read, so an entry is stale the moment it is older than ttlMs.
      ttlResolution: 0,
      perf: { now },
      // Stale: answer the old value at once while one background load refreshes it.
      allowStale: true,
      noDeleteOnStaleGet: true,
      // A failed refresh keeps the old value (the next request tries again); a failed first
      // load is not cached and rejects.
      noDeleteOnFetchRejection: true,
      // A load still running when newer keys push its entry out still answers its callers.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    });
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    // Concurrent gets of a missing or stale key share one load (LRUCache's single flight).
    const box = await this.cache.fetch(key, { context: load });
    return box === undefined ? load() : box.value;
  }

  clear(): void {
    this.cache.clear();
  }
}
