import { LRUCache } from 'lru-cache';

/**
 * Values computed from the directory, kept for a short time: the match count of each filter
 * (totalElements needs an exact count, and counting is the one part of a list request that grows
 * with the directory: at 1,000,000 astrologers "Tarot" counts 226,910 rows while its page reads
 * 65) and whole answers as sent. The directory changes only when it is seeded, so a value a few
 * seconds old is as good as a fresh one.
 *
 * - Fresh (younger than its TTL): served from memory.
 * - Stale: served from memory at once while one background load refreshes it, so no request
 *   waits for a recount once a key has been seen.
 * - A TTL of 0 turns the cache off: every get runs its own load. A get may give its own TTL
 *   (Infinity: never stale, for values that cannot change until the cache is cleared).
 * - Missing: the first request loads; concurrent requests for the same key wait for that one
 *   load instead of starting their own (100 clients opening the same list make one count).
 * - A failed refresh keeps the old value (the next request tries again); a failed first load is
 *   not cached and rejects.
 * - At most `maxEntries` keys (least recently used go first), so random filters cannot grow
 *   memory without bound; with `bytes`, also at most `bytes.max` bytes of values as
 *   `bytes.of` counts them (whole responses differ in size a hundredfold).
 *
 * Staleness and single flight are kept here rather than with LRUCache's `fetch`, whose abort
 * signals and promise wrappers cost a page built from memory about a third of its CPU
 * (profiled); LRUCache only bounds the entries.
 */
export class SwrCache<T> {
  // Values are boxed with the time they were loaded: a cached value may be null (a slug no
  // astrologer has), which LRUCache cannot hold.
  private readonly cache: LRUCache<string, { value: T; loadedAt: number; ttlMs: number }>;
  /** Loads under way, by key: what concurrent gets of a missing or stale key share. */
  private readonly loading = new Map<string, Promise<T>>();
  /** Bumped by clear(): a load begun before it must not store what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    maxEntries: number,
    private readonly now: () => number = Date.now,
    bytes?: { max: number; of(value: T): number },
  ) {
    this.cache = new LRUCache({
      max: maxEntries,
      ...(bytes
        ? { maxSize: bytes.max, sizeCalculation: (box) => Math.max(1, bytes.of(box.value)) }
        : {}),
    });
  }

  get(key: string, load: () => Promise<T>, ttlMs = this.ttlMs): Promise<T> {
    if (ttlMs <= 0) return load();
    const box = this.cache.get(key);
    if (box === undefined) return this.load(key, load, ttlMs);
    if (this.now() - box.loadedAt > box.ttlMs) {
      // Stale: refreshed in the background; a failure leaves the old value for the next get.
      this.load(key, load, ttlMs).catch(() => {});
    }
    return Promise.resolve(box.value);
  }

  private load(key: string, load: () => Promise<T>, ttlMs: number): Promise<T> {
    let pending = this.loading.get(key);
    if (pending === undefined) {
      const generation = this.generation;
      pending = load()
        .then((value) => {
          // Not after clear(), nor after delete(key): it may have read what they forgot.
          if (generation === this.generation && this.loading.get(key) === pending) {
            this.cache.set(key, { value, loadedAt: this.now(), ttlMs });
          }
          return value;
        })
        .finally(() => {
          if (this.loading.get(key) === pending) this.loading.delete(key);
        });
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** The value of a key if it is cached and fresh, without loading anything. */
  fresh(key: string): T | undefined {
    const box = this.cache.get(key);
    return box !== undefined && this.now() - box.loadedAt <= box.ttlMs ? box.value : undefined;
  }

  /** Forgets one key's value, and its load under way (the next get loads afresh). */
  delete(key: string): void {
    this.cache.delete(key);
    this.loading.delete(key);
  }

  /** Forgets every value, and the loads under way (new gets start their own). */
  clear(): void {
    this.generation++;
    this.cache.clear();
    this.loading.clear();
  }
}
