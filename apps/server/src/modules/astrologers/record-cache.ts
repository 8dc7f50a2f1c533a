import { LRUCache } from 'lru-cache';

/**
 * Astrologer records as serialized JSON, by id, kept for a short time.
 *
 * A list page is two queries: the ids (an index walk) and the records of those ids. The second
 * is the expensive one on the embedded database: PGlite decodes every field of every row in
 * JavaScript on the server's only thread, and 18 rows of 19 columns with their albums (about
 * 18 KB, mostly bios) took 1.0-1.3 ms against 0.13 ms for the 18 ids (measured, 13,000 rows).
 * Records change only when the directory is seeded, so the JSON of a record read a few seconds
 * ago is the JSON it would be now; popular pages reuse the same few hundred records.
 *
 * Entries older than `ttlMs` are read again; at most `maxEntries` are kept (least recently
 * used go first).
 */
export class RecordCache {
  private readonly cache: LRUCache<number, string>;

  constructor(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
    this.cache = new LRUCache({
      max: maxEntries,
      ttl: ttlMs,
      // Check the clock on every read, so an entry expires the moment it is older than ttlMs.
      ttlResolution: 0,
      perf: { now },
    });
  }

  /**
   * The JSON of each id, in the order given; ids `load` does not return (no such astrologer)
   * are left out. `load` is called once, with the ids missing or expired.
   */
  async getMany(
    ids: readonly number[],
    load: (ids: number[]) => Promise<Map<number, string>>,
  ): Promise<string[]> {
    const found = new Map<number, string>();
    const missing: number[] = [];
    for (const id of ids) {
      // get() makes the id the most recently used, and drops it if expired.
      const json = this.cache.get(id);
      if (json === undefined) missing.push(id);
      else found.set(id, json);
    }
    if (missing.length > 0) {
      for (const [id, json] of await load(missing)) {
        found.set(id, json);
        this.cache.set(id, json);
      }
    }
    const out: string[] = [];
    for (const id of ids) {
      const json = found.get(id);
      if (json !== undefined) out.push(json);
    }
    return out;
  }

  /** Remembers the JSON of a record read some other way (a profile by its slug). */
  put(id: number, json: string): void {
    this.cache.set(id, json);
  }

  /** Forgets one record (it changed: the next read loads it again). */
  delete(id: number): void {
    this.cache.delete(id);
  }

  clear(): void {
    this.cache.clear();
  }
}
