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
 *   memory without bound.
 */
export class SwrCache<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();
  private readonly pending = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry) {
      // Re-insert: Map keeps insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (this.now() - entry.at > this.ttlMs) {
        // A failed background refresh keeps the old value; the next request tries again.
        this.refresh(key, load).catch(() => {});
      }
      return entry.value;
    }
    return this.refresh(key, load);
  }

  private refresh(key: string, load: () => Promise<T>): Promise<T> {
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const promise = load()
      .then((value) => {
        this.entries.delete(key);
        this.entries.set(key, { value, at: this.now() });
        while (this.entries.size > this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest === undefined) break;
          this.entries.delete(oldest);
        }
        return value;
      })
      .finally(() => {
        this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
  }
}
