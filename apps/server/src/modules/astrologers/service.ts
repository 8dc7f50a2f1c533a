import type { Astrologer, AstrologerSort, ListFilterQuery } from '@nakshatra/contracts';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { type AstrologerRecord, toApiAstrologer } from '../../lib/astrologers/record.ts';
import {
  type PreparedJson,
  prepareJson,
  preparedJsonBytes,
  preparedText,
} from '../../plugins/compress.ts';
import {
  createDirectoryRepository,
  type DirectoryFilter,
  type DirectoryRepository,
  type PageStrategy,
} from './repository.ts';
import { RecordCache } from './record-cache.ts';
import { type DirectorySnapshot, LiveSnapshot } from './snapshot.ts';
import { SwrCache } from './swr-cache.ts';

/**
 * 30 s: long enough that a burst of clients on one filter counts once, short enough that a
 * directory re-seeded under a running server shows its new totals within half a minute.
 */
export const TOTALS_TTL_MS = 30_000;
/** Distinct filters remembered; a count is a few dozen bytes, so 10,000 keys stay under 2 MB. */
export const TOTALS_MAX_ENTRIES = 10_000;
/** Distinct pages and profiles remembered, whatever their size. */
export const PAGES_MAX_ENTRIES = 20_000;
/**
 * Memory for whole list pages as sent (PreparedJson, brotli): a page of 18 is about 3.8 KB, so
 * 96 MiB hold the 20,000 pages PAGES_MAX_ENTRIES allows. Keeping the text too (22 KB a page)
 * left room for 4,400, and a third more requests of the bench's long tail rebuilt their page.
 */
export const PAGES_MAX_BYTES = 96 * 1024 * 1024;
/** Profiles (by-slug) as sent: about 0.6 KB each, so 32 MiB keep every one of 20,000. */
export const PROFILES_MAX_BYTES = 32 * 1024 * 1024;
/**
 * Answers remembered by the exact URL asked: the same bodies as the caches above, so mostly no
 * extra memory.
 */
export const URLS_MAX_BYTES = 96 * 1024 * 1024;
/** Records are as stable as counts: the same 30 s. */
export const RECORDS_TTL_MS = 30_000;
/**
 * A record is about 1 KB of JSON: 20,000 (20 MB) hold the whole default directory of 13,000,
 * and at 1,000,000 the pages people actually open.
 */
export const RECORDS_MAX_ENTRIES = 20_000;

// Names and slugs never contain control characters, and `search_text` joins them with one
// (a newline): a q holding any cannot match, and must not match across the join.
// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u001f\u007f]/;

/** The query in database terms; null when nothing can match. */
export function toDirectoryFilter(query: ListFilterQuery): DirectoryFilter | null {
  const facets: string[] = [];
  if (query.skill) facets.push(query.skill);
  if (query.language) facets.push(query.language);
  // A flag set to false is the same as not sending it: the chips only ever narrow the list.
  if (query.topRated) facets.push('top');
  if (query.offer) facets.push('offer');
  if (query.online) facets.push('online');
  let search: string | null = null;
  if (query.q !== undefined) {
    if (CONTROL_RE.test(query.q)) return null;
    // Lower-cased here, like search_text in the database. Both sides are the same function of
    // the text for every letter the seed uses (ASCII); JavaScript's and PostgreSQL's case maps
    // could differ only for rare non-ASCII letters, which no name or slug contains.
    search = query.q.toLowerCase();
  }
  return {
    facets,
    search,
    priceColumn: query.service === 'call' ? 'call_price_rupees_per_min' : 'price_rupees_per_min',
    // Prices are whole rupees, and the price columns integers: rounding the bounds inwards
    // keeps the comparison integer-to-integer (so the price indexes serve it) and exact
    // (price >= 5.5 is price >= 6).
    minPrice: query.minPrice === undefined ? null : Math.ceil(query.minPrice),
    maxPrice: query.maxPrice === undefined ? null : Math.floor(query.maxPrice),
  };
}

const UNFILTERED: DirectoryFilter = {
  facets: [],
  search: null,
  priceColumn: 'price_rupees_per_min',
  minPrice: null,
  maxPrice: null,
};

/** The cache key of a filter's count: everything that changes which rows match, nothing else. */
function totalsKey(f: DirectoryFilter): string {
  const priced = f.minPrice !== null || f.maxPrice !== null;
  return JSON.stringify([
    [...f.facets].sort(),
    f.search,
    priced ? f.priceColumn : null,
    f.minPrice,
    f.maxPrice,
  ]);
}

/**
 * How much more a collected row costs than a walked index entry. The popular sort's indexes
 * cover every filtered column (migration 0004), so walking them never touches the table, while
 * collecting fetches each match from it: measured on PostgreSQL 15 with 1,000,000 rows, about
 * 3 us per walked entry against 40-55 us per collected row (a ratio near 16). The other sorts'
 * indexes do not cover the filters, so a walk fetches every row it tests as well, and the two
 * cost about the same per row (29 against 39 us: 1.5).
 */
export const COLLECT_COST_COVERING = 16;
export const COLLECT_COST_PLAIN = 1.5;

/**
 * Walk the sort index or collect the matches first (repository.ts, PageStrategy). A walk reads
 * about (offset + limit) x walked / matching index entries before the page is full, where
 * `walked` is how many entries that index holds (all astrologers, or the top-rated ones for the
 * partial index); collecting reads the `matching` rows once, at `collectCost` times the price.
 */
export function chooseStrategy(
  matching: number,
  walked: number,
  offset: number,
  limit: number,
  collectCost: number,
): PageStrategy {
  if (matching >= walked) return 'walk';
  const walkRows = ((offset + limit) * walked) / Math.max(matching, 1);
  return walkRows <= matching * collectCost ? 'walk' : 'collect';
}

/**
 * With Top Rated every rating is 5, so "rating, then popularity" is the popular order: using it
 * lets the page walk the partial top-rated index (the rating index has no such subset).
 */
export function effectiveSort(query: ListFilterQuery): ListFilterQuery['sort'] {
  return query.topRated && query.sort === 'rating' ? 'popular' : query.sort;
}

const TOP_RATED: DirectoryFilter = { ...UNFILTERED, facets: ['top'] };

export interface DirectoryServiceOptions {
  /** How long a page and a profile are reused as sent (AppConfig.directoryPageCacheSec); 0: never. */
  pageCacheMs: number;
  /**
   * Directories of up to this many astrologers are answered from memory (snapshot.ts,
   * AppConfig.directoryMemoryMaxRows); 0: always SQL.
   */
  memoryMaxRows: number;
  /** Told when loading the in-memory directory failed (lists then keep querying the database). */
  onSnapshotError?: (err: unknown) => void;
  /** The caches' clock, ms (tests move it). */
  now?: () => number;
}

const recordJson = (r: AstrologerRecord) => JSON.stringify(toApiAstrologer(r));

/** The page a query asks for, and the cache key of its answer (null: nothing can match). */
function pageOf(query: ListFilterQuery) {
  const filter = toDirectoryFilter(query);
  const sort = effectiveSort(query);
  const { pageNo, pageSize, service } = query;
  const key =
    filter === null
      ? JSON.stringify([null, pageNo, pageSize])
      : JSON.stringify([totalsKey(filter), sort, service, pageNo, pageSize]);
  return { filter, sort, key };
}

/** The service's caches, each bounded; `clear` when the directory they came from is replaced. */
function createCaches(pageCacheMs: number, now: () => number) {
  const totals = new SwrCache<number>(TOTALS_TTL_MS, TOTALS_MAX_ENTRIES, now);
  // Whole answers, serialised and compressed once (PreparedJson), for as long as their
  // Cache-Control lets any proxy keep them: a repeated page or profile is a lookup and a socket
  // write. Unknown slugs are remembered as null, within the same bounds.
  const pages = new SwrCache<PreparedJson>(pageCacheMs, PAGES_MAX_ENTRIES, now, {
    max: PAGES_MAX_BYTES,
    of: preparedJsonBytes,
  });
  const profiles = new SwrCache<PreparedJson | null>(pageCacheMs, PAGES_MAX_ENTRIES, now, {
    max: PROFILES_MAX_BYTES,
    of: (body) => (body === null ? 64 : preparedJsonBytes(body)),
  });
  const records = new RecordCache(RECORDS_TTL_MS, RECORDS_MAX_ENTRIES, now);
  // By the exact URL (path and query as sent) an answer was given for: a repeated request is
  // answered before its query is parsed or validated (routes.ts); the query decides nothing
  // that the same URL did not decide before. Each names the cache entry it came from.
  const urls = new LRUCache<
    string,
    { body: PreparedJson; from: 'pages' | 'profiles'; key: string }
  >({
    max: PAGES_MAX_ENTRIES,
    maxSize: URLS_MAX_BYTES,
    sizeCalculation: (entry) => Math.max(1, preparedJsonBytes(entry.body)),
  });
  return {
    totals,
    pages,
    profiles,
    records,
    urls,
    clear() {
      totals.clear();
      pages.clear();
      profiles.clear();
      records.clear();
      urls.clear();
    },
  };
}

type Caches = ReturnType<typeof createCaches>;
/** A cache TTL for values that stay right until the caches are cleared. */
const FOREVER = Number.POSITIVE_INFINITY;
interface PageContent {
  matching: number;
  content: string[];
}

/** Pages and profiles through SQL: directories too large for memory, or memory turned off. */
function createSqlDirectory(repo: DirectoryRepository, caches: Caches) {
  const count = (f: DirectoryFilter) => caches.totals.get(totalsKey(f), () => repo.count(f));
  return {
    /** The match count picks the strategy, then the page's ids, then the records' cached JSON. */
    async page(
      query: ListFilterQuery,
      filter: DirectoryFilter,
      sort: AstrologerSort,
    ): Promise<PageContent> {
      const { pageSize } = query;
      const offset = query.pageNo * pageSize;
      // The index a walk would read: the top-rated subset for Top Rated in popular order.
      const base = sort === 'popular' && filter.facets.includes('top') ? TOP_RATED : UNFILTERED;
      const [matching, walked] = await Promise.all([
        count(filter),
        totalsKey(filter) === totalsKey(base) ? null : count(base),
      ]);
      if (offset >= matching) return { matching, content: [] };
      const strategy = chooseStrategy(
        matching,
        walked ?? matching,
        offset,
        pageSize,
        sort === 'popular' ? COLLECT_COST_COVERING : COLLECT_COST_PLAIN,
      );
      const ids = await repo.pageIds(filter, sort, query.service, offset, pageSize, strategy);
      const content = await caches.records.getMany(ids, async (missing) => {
        const rows = await repo.byIds(missing);
        return new Map(rows.map((r) => [r.id, recordJson(r)]));
      });
      return { matching, content };
    },

    /**
     * One query by the unique slug index, whose record then serves the lists too: a profile
     * missed costs one round trip (each PGlite query costs 0.2-0.6 ms of CPU whatever it reads).
     */
    async profileJson(slug: string): Promise<string | null> {
      const row = await repo.bySlug(slug);
      if (row === null) return null;
      const json = recordJson(row);
      caches.records.put(row.id, json);
      return json;
    },
  };
}

/** One page from memory: a count over bit sets, a walk of the sort's order. */
async function memoryPage(
  caches: Caches,
  snap: DirectorySnapshot,
  query: ListFilterQuery,
  filter: DirectoryFilter,
  sort: AstrologerSort,
): Promise<PageContent> {
  const { pageSize } = query;
  const offset = query.pageNo * pageSize;
  const matching = await caches.totals.get(
    totalsKey(filter),
    async () => snap.count(filter),
    FOREVER,
  );
  if (offset >= matching) return { matching, content: [] };
  return {
    matching,
    content: snap.recordsJson(snap.pageIds(filter, sort, query.service, offset, pageSize)),
  };
}

/** Answers by the exact URL asked (Caches.urls). */
function createUrlAnswers(caches: Caches) {
  return {
    /**
     * The answer already given for this exact URL, while it is still the answer: while the page
     * or profile cache holds that same answer, fresh. Null: parse and answer (a stale page is
     * refreshed there).
     */
    answered(url: string): PreparedJson | null {
      const entry = caches.urls.get(url);
      if (entry === undefined) return null;
      return caches[entry.from].fresh(entry.key) === entry.body ? entry.body : null;
    },

    /** Remembers the answer given for a URL, for `answered`. */
    remember<T extends PreparedJson | null>(
      url: string | undefined,
      from: 'pages' | 'profiles',
      key: string,
      body: T,
    ): T {
      if (url !== undefined && body !== null) caches.urls.set(url, { body, from, key });
      return body;
    },
  };
}

/**
 * An astrologer's record changed in the database (the app event 'astrologer.changed': a review
 * moved their rating): their profile answers with the new record from now on. List pages keep
 * the old one until they expire (pageCacheMs; from memory, until the next snapshot check reloads
 * it). Resolves with the astrologer's id and slug, null if no astrologer has the id.
 */
function astrologerRefresher(repo: DirectoryRepository, caches: Caches, memory: LiveSnapshot) {
  return async (id: number): Promise<{ id: number; slug: string } | null> => {
    const [row] = await repo.byIds([id]);
    if (row === undefined) return null;
    const json = recordJson(row);
    caches.records.put(row.id, json);
    memory.patch(row.id, json);
    caches.profiles.delete(row.slug);
    return { id: row.id, slug: row.slug };
  };
}

export function createDirectoryService(db: Db, options: DirectoryServiceOptions) {
  const repo = createDirectoryRepository(db);
  const now = options.now ?? Date.now;
  const caches = createCaches(options.pageCacheMs, now);
  const sql = createSqlDirectory(repo, caches);
  // A small directory in memory; counts, pages and profiles of a replaced one must not outlive it.
  const memory = new LiveSnapshot(repo, {
    maxRows: options.memoryMaxRows,
    checkEveryMs: TOTALS_TTL_MS,
    now,
    toJson: recordJson,
    onChange: () => caches.clear(),
    onError: (err) => options.onSnapshotError?.(err),
  });

  /**
   * How long an answer is reused. From memory it cannot change until the snapshot is replaced,
   * which clears the caches: kept until then (or until pushed out), never rebuilt the same. From
   * SQL: the page cache period.
   */
  const answerTtl = (snap: DirectorySnapshot | null) =>
    options.pageCacheMs <= 0 ? 0 : snap !== null ? FOREVER : options.pageCacheMs;

  /** The list-filter response as JSON text (ListFilterResponse), assembled from records' JSON. */
  async function listJson(
    query: ListFilterQuery,
    filter: DirectoryFilter | null,
    sort: AstrologerSort,
    snap: DirectorySnapshot | null,
  ): Promise<string> {
    const { pageNo, pageSize } = query;
    const { matching, content } =
      filter === null
        ? { matching: 0, content: [] }
        : snap !== null
          ? await memoryPage(caches, snap, query, filter, sort)
          : await sql.page(query, filter, sort);
    const totalPages = Math.ceil(matching / pageSize);
    return `{"content":[${content.join(',')}],"pageNo":${pageNo},"pageSize":${pageSize},"totalElements":${matching},"totalPages":${totalPages}}`;
  }

  const byUrl = createUrlAnswers(caches);

  return {
    answered(url: string): PreparedJson | null {
      // Also starts the periodic check whether the directory changed, when it is due.
      memory.current();
      return byUrl.answered(url);
    },

    /**
     * Loads a small directory into memory (start-up: resolves once it is there, or once the
     * database said the directory is too large for it).
     */
    warm: () => memory.load(),

    /** The list-filter response (ListFilterResponse), ready to send. */
    async listPage(query: ListFilterQuery, url?: string): Promise<PreparedJson> {
      const { filter, sort, key } = pageOf(query);
      const snap = memory.current();
      const body = await caches.pages.get(
        key,
        async () => prepareJson(await listJson(query, filter, sort, snap)),
        answerTtl(snap),
      );
      return byUrl.remember(url, 'pages', key, body);
    },

    /**
     * The first `limit` astrologers of the list filter in its default (popular) order: what the
     * assistant's search_astrologers tool shows. Same caches as the list.
     */
    async search(query: {
      skill?: ListFilterQuery['skill'];
      language?: ListFilterQuery['language'];
      limit: number;
    }): Promise<Astrologer[]> {
      const page = await this.listPage({
        pageNo: 0,
        pageSize: query.limit,
        sort: 'popular',
        service: 'chat',
        ...(query.skill ? { skill: query.skill } : {}),
        ...(query.language ? { language: query.language } : {}),
      });
      return (JSON.parse(preparedText(page).toString('utf8')) as { content: Astrologer[] }).content;
    },

    /** See astrologerRefresher. */
    refreshAstrologer: astrologerRefresher(repo, caches, memory),

    /** The by-slug response (BySlugResponse), ready to send; null when no astrologer has it. */
    async bySlug(slug: string, url?: string): Promise<PreparedJson | null> {
      const snap = memory.current();
      const body = await caches.profiles.get(
        slug,
        async () => {
          const json = snap !== null ? snap.bySlugJson(slug) : await sql.profileJson(slug);
          return json === null ? null : prepareJson(`{"data":${json}}`);
        },
        answerTtl(snap),
      );
      return byUrl.remember(url, 'profiles', slug, body);
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
