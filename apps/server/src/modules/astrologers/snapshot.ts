import type { AstrologerService, AstrologerSort } from '@nakshatra/contracts';
import { LRUCache } from 'lru-cache';
import type { DirectoryFilter, DirectoryVersion, FilterableRecord } from './repository.ts';

/**
 * A small directory held in memory: every record's JSON and what the filters and sorts read,
 * answering counts, pages and profiles without a query.
 *
 * Why: each embedded-database query costs 0.2-0.6 ms of CPU on the server's one thread whatever
 * it reads (PGlite runs PostgreSQL in WebAssembly, its files through Node), and a page not seen
 * before took several (measured on 13,000 rows: a count of skill and language 5-7 ms of CPU, a
 * page of ids 3.5-6.5 ms, 18 records 5 ms), so the long tail of distinct filters, not the cached
 * popular pages, set the directory's throughput. The same answers from memory take
 * microseconds: 13,000 records are about 18 MB of JSON.
 *
 * The rules are the SQL's (repository.ts), on the values the database computed: `facets` and
 * `search_text` are its generated columns, so a facet or a substring matches here exactly when
 * `facets @> ...` and `strpos(search_text, q) > 0` match there, and each sort is the ORDER BY of
 * SORT_SQL (every column is NOT NULL, so its NULLS LAST never applies). The directory tests run
 * the same oracle against both (astrologers.test.ts).
 */
/**
 * Filters with a q or a price whose matching rows are remembered: each tests every row once, and
 * the pages and sorts of one filter share its set (facets alone are a few ANDs per 32 rows, not
 * worth keeping). 4,096 sets of 13,000 bits are 6.7 MB.
 */
const MATCHES_MAX_ENTRIES = 4_096;

export class DirectorySnapshot {
  readonly size: number;
  private readonly ids: Int32Array;
  private readonly orders: Int32Array;
  private readonly ratingTenths: Int32Array;
  private readonly experienceYears: Int32Array;
  private readonly price: Int32Array;
  private readonly callPrice: Int32Array;
  private readonly searchText: string[];
  private readonly json: string[];
  /** 32-bit words of a row set (bit `row & 31` of word `row >> 5`). */
  private readonly words: number;
  /** Each facet token's rows, as a bit set. */
  private readonly facetRows = new Map<string, Int32Array>();
  private readonly allRows: Int32Array;
  private readonly rowOfId = new Map<number, number>();
  private readonly rowOfSlug = new Map<string, number>();
  /** Row indexes in each sort's order, built on first use. */
  private readonly sorted = new Map<string, Int32Array>();
  private readonly matches = new LRUCache<string, Int32Array>({ max: MATCHES_MAX_ENTRIES });

  /**
   * @param records - the directory's records, any order
   * @param toJson - the API JSON of a record (the same mapper the SQL path serialises with)
   * @param version - what the database said identifies these records (DirectoryVersion)
   */
  constructor(
    records: readonly FilterableRecord[],
    toJson: (r: FilterableRecord) => string,
    readonly version: string,
  ) {
    const n = records.length;
    this.size = n;
    this.words = Math.ceil(n / 32);
    this.ids = new Int32Array(n);
    this.orders = new Int32Array(n);
    this.ratingTenths = new Int32Array(n);
    this.experienceYears = new Int32Array(n);
    this.price = new Int32Array(n);
    this.callPrice = new Int32Array(n);
    this.searchText = new Array<string>(n);
    this.json = new Array<string>(n);
    this.allRows = new Int32Array(this.words);
    records.forEach((r, row) => {
      this.ids[row] = r.id;
      this.orders[row] = r.orders;
      this.ratingTenths[row] = r.rating_tenths;
      this.experienceYears[row] = r.experience_years;
      this.price[row] = r.price_rupees_per_min;
      this.callPrice[row] = r.call_price_rupees_per_min;
      this.searchText[row] = r.search_text;
      this.json[row] = toJson(r);
      this.allRows[row >> 5]! |= 1 << (row & 31);
      for (const f of r.facets) {
        let set = this.facetRows.get(f);
        if (set === undefined) this.facetRows.set(f, (set = new Int32Array(this.words)));
        set[row >> 5]! |= 1 << (row & 31);
      }
      this.rowOfId.set(r.id, row);
      this.rowOfSlug.set(r.slug, row);
    });
  }

  /** The rows a filter matches, as a bit set (remembered for the next page of the same filter). */
  private matching(f: DirectoryFilter): Int32Array {
    const priced = f.minPrice !== null || f.maxPrice !== null;
    const tested = f.search !== null || priced;
    const key = tested
      ? JSON.stringify([
          [...f.facets].sort(),
          f.search,
          priced ? f.priceColumn : null,
          f.minPrice,
          f.maxPrice,
        ])
      : '';
    let set = tested ? this.matches.get(key) : undefined;
    if (set !== undefined) return set;
    // The facets first (`facets @> array[...]`: every one present), one AND per word.
    set = Int32Array.from(this.allRows);
    for (const facet of f.facets) {
      const rows = this.facetRows.get(facet);
      if (rows === undefined) set.fill(0);
      else for (let w = 0; w < this.words; w++) set[w]! &= rows[w]!;
    }
    // Then the row tests, only on the rows still in: q as strpos(search_text, q) > 0, prices.
    const { search, minPrice, maxPrice } = f;
    if (tested) {
      const price = f.priceColumn === 'call_price_rupees_per_min' ? this.callPrice : this.price;
      for (let w = 0; w < this.words; w++) {
        let word = set[w]!;
        for (let bits = word; bits !== 0; bits &= bits - 1) {
          const bit = 31 - Math.clz32(bits & -bits);
          const row = (w << 5) + bit;
          if (
            (search !== null && !this.searchText[row]!.includes(search)) ||
            (minPrice !== null && price[row]! < minPrice) ||
            (maxPrice !== null && price[row]! > maxPrice)
          ) {
            word &= ~(1 << bit);
          }
        }
        set[w] = word;
      }
      this.matches.set(key, set);
    }
    return set;
  }

  count(filter: DirectoryFilter): number {
    const set = this.matching(filter);
    let n = 0;
    for (let w = 0; w < set.length; w++) {
      // Population count of a 32-bit word (Hacker's Delight, 5-2).
      let v = set[w]! - ((set[w]! >>> 1) & 0x55555555);
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      n += (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
    }
    return n;
  }

  /** The ids of one page: the sort's order walked, each row tested against the filter's set. */
  pageIds(
    filter: DirectoryFilter,
    sort: AstrologerSort,
    service: AstrologerService,
    offset: number,
    limit: number,
  ): number[] {
    const set = this.matching(filter);
    const order = this.order(sort, service);
    const out: number[] = [];
    let skip = offset;
    for (let k = 0; k < order.length && out.length < limit; k++) {
      const row = order[k]!;
      if (((set[row >> 5]! >>> (row & 31)) & 1) === 0) continue;
      if (skip > 0) skip--;
      else out.push(this.ids[row]!);
    }
    return out;
  }

  /** The API JSON of each id, in the order given; unknown ids are left out. */
  recordsJson(ids: readonly number[]): string[] {
    const out: string[] = [];
    for (const id of ids) {
      const row = this.rowOfId.get(id);
      if (row !== undefined) out.push(this.json[row]!);
    }
    return out;
  }

  /** The API JSON of the record a slug names, or null. */
  bySlugJson(slug: string): string | null {
    const row = this.rowOfSlug.get(slug);
    return row === undefined ? null : this.json[row]!;
  }

  /**
   * Shows a changed record (a new rating after a review) in its profile at once. Only its JSON:
   * what the filters and sorts read stays as loaded until the snapshot is loaded again
   * (LiveSnapshot.markChanged). False when the id is not in this snapshot.
   */
  replaceJson(id: number, json: string): boolean {
    const row = this.rowOfId.get(id);
    if (row === undefined) return false;
    this.json[row] = json;
    return true;
  }

  /** SORT_SQL in repository.ts: the sort's key, then orders descending, then id ascending. */
  private order(sort: AstrologerSort, service: AstrologerService): Int32Array {
    const name = sort.startsWith('price') ? `${sort}/${service}` : sort;
    let order = this.sorted.get(name);
    if (order === undefined) {
      const prices = service === 'call' ? this.callPrice : this.price;
      const keys: Record<AstrologerSort, { values: Int32Array; descending: boolean } | null> = {
        popular: null,
        rating: { values: this.ratingTenths, descending: true },
        experience: { values: this.experienceYears, descending: true },
        price_asc: { values: prices, descending: false },
        price_desc: { values: prices, descending: true },
      };
      const first = keys[sort];
      const { orders, ids } = this;
      order = Int32Array.from({ length: this.size }, (_, i) => i).sort((a, b) => {
        if (first !== null) {
          const d = first.values[a]! - first.values[b]!;
          if (d !== 0) return first.descending ? -d : d;
        }
        return orders[b]! - orders[a]! || ids[a]! - ids[b]!;
      });
      this.sorted.set(name, order);
    }
    return order;
  }
}

/**
 * Records per query while loading: 13,000 in 13 steps, the event loop free between them, so
 * requests keep being answered while a re-seeded directory loads.
 */
const LOAD_BATCH_ROWS = 1_000;

export interface LiveSnapshotOptions {
  /** Directories larger than this are not held (0: never). */
  maxRows: number;
  /** How often, at most, a request starts a check whether the directory changed, ms. */
  checkEveryMs: number;
  now: () => number;
  toJson: (r: FilterableRecord) => string;
  /** A new snapshot (or none) replaced the previous: what was derived from it is stale. */
  onChange: () => void;
  onError: (err: unknown) => void;
}

/**
 * The snapshot of a small directory, kept current: loaded at start-up, and checked in the
 * background at most every `checkEveryMs` (the row count and highest id, DirectoryVersion) so a
 * directory re-seeded under a running server is loaded again; answers meanwhile come from the
 * previous one.
 */
export class LiveSnapshot {
  private snapshot: DirectorySnapshot | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;
  /** A record changed since the snapshot was read (patch): the next check reloads it. */
  private changed = false;
  /** Records patched while a reload reads the rows: applied to the snapshot it builds too. */
  private patches: Map<number, string> | null = null;

  constructor(
    private readonly source: {
      version(): Promise<DirectoryVersion>;
      filterableAfter(afterId: number, limit: number): Promise<FilterableRecord[]>;
    },
    private readonly options: LiveSnapshotOptions,
  ) {}

  /** Loads the directory when it is small enough (start-up: resolves once it is there). */
  async load(): Promise<void> {
    if (this.options.maxRows <= 0) return;
    this.checkedAt = this.options.now();
    await this.refresh();
  }

  /** The snapshot to answer from; null: too large, not loaded, or turned off. */
  current(): DirectorySnapshot | null {
    const { maxRows, checkEveryMs, now, onError } = this.options;
    if (maxRows > 0 && this.checking === null && now() - this.checkedAt >= checkEveryMs) {
      this.checkedAt = now();
      this.checking = this.refresh()
        .catch(onError)
        .finally(() => {
          this.checking = null;
        });
    }
    return this.snapshot;
  }

  /**
   * A record changed in place (its rating and orders after a review), which the row count and
   * highest id do not show. Its profile shows the new JSON at once (also in a snapshot being
   * loaded meanwhile); lists, counts and sorts catch up at the next periodic check, which loads
   * the directory again: within `checkEveryMs`, however many changes came in between.
   */
  patch(id: number, json: string): void {
    this.snapshot?.replaceJson(id, json);
    this.patches?.set(id, json);
    this.changed = true;
  }

  private async refresh(): Promise<void> {
    const v = await this.source.version();
    const version = `${v.rows}/${v.maxId}`;
    if (v.rows > this.options.maxRows) {
      if (this.snapshot !== null) {
        this.snapshot = null;
        this.options.onChange();
      }
      return;
    }
    if (this.snapshot?.version === version && !this.changed) return;
    // Changes committed before this point are in the rows read below; later ones may not be,
    // so they patch the new snapshot too, and mark it for the next check.
    this.changed = false;
    const patches = (this.patches = new Map<number, string>());
    const rows: FilterableRecord[] = [];
    try {
      for (let after = 0; ;) {
        const batch = await this.source.filterableAfter(after, LOAD_BATCH_ROWS);
        rows.push(...batch);
        if (batch.length < LOAD_BATCH_ROWS) break;
        after = batch[batch.length - 1]!.id;
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (err) {
      this.changed = true;
      throw err;
    } finally {
      this.patches = null;
    }
    const snapshot = new DirectorySnapshot(rows, this.options.toJson, version);
    for (const [id, json] of patches) snapshot.replaceJson(id, json);
    this.snapshot = snapshot;
    this.options.onChange();
  }
}
