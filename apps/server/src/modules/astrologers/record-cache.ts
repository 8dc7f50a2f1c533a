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
  private readonly entries = new Map<number, { json: string; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The JSON of each id, in the order given; ids `load` does not return (no such astrologer)
   * are left out. `load` is called once, with the ids missing or expired.
   */
  async getMany(
    ids: readonly number[],
    load: (ids: number[]) => Promise<Map<number, string>>,
  ): Promise<string[]> {
    const now = this.now();
    const found = new Map<number, string>();
    const missing: number[] = [];
    for (const id of ids) {
      const entry = this.entries.get(id);
      if (entry && now - entry.at <= this.ttlMs) {
        this.entries.delete(id);
        this.entries.set(id, entry);
        found.set(id, entry.json);
      } else {
        missing.push(id);
      }
    }
    if (missing.length > 0) {
      const loaded = await load(missing);
      const at = this.now();
      for (const [id, json] of loaded) {
        found.set(id, json);
        this.entries.delete(id);
        this.entries.set(id, { json, at });
      }
      while (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.entries.delete(oldest);
      }
    }
    const out: string[] = [];
    for (const id of ids) {
      const json = found.get(id);
      if (json !== undefined) out.push(json);
    }
    return out;
  }

  clear(): void {
    this.entries.clear();
  }
}
