import type { Astrologer, ListFilterQuery } from '@nakshatra/contracts';
import type { Db } from '../../db/client.ts';
import { toApiAstrologer } from '../../lib/astrologers/record.ts';
import {
  createDirectoryRepository,
  type DirectoryFilter,
  type PageStrategy,
} from './repository.ts';
import { RecordCache } from './record-cache.ts';
import { SwrCache } from './swr-cache.ts';

/**
 * 30 s: long enough that a burst of clients on one filter counts once, short enough that a
 * directory re-seeded under a running server shows its new totals within half a minute.
 */
export const TOTALS_TTL_MS = 30_000;
/** Distinct filters remembered; a count is a few dozen bytes, so 10,000 keys stay under 2 MB. */
export const TOTALS_MAX_ENTRIES = 10_000;
/** Distinct pages remembered: 18 ids each, so 20,000 pages are about 3 MB. */
export const PAGES_MAX_ENTRIES = 20_000;
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
  /** How long a page's ids are reused (AppConfig.directoryPageCacheSec); 0: never. */
  pageCacheMs: number;
}

export function createDirectoryService(db: Db, options: DirectoryServiceOptions) {
  const repo = createDirectoryRepository(db);
  const totals = new SwrCache<number>(TOTALS_TTL_MS, TOTALS_MAX_ENTRIES);
  const pages = new SwrCache<number[]>(options.pageCacheMs, PAGES_MAX_ENTRIES);
  // Which id a slug names, under the same rule as pages (the profile's Cache-Control is 30 s
  // too); unknown slugs are remembered as null, within the same bound.
  const slugs = new SwrCache<number | null>(options.pageCacheMs, PAGES_MAX_ENTRIES);
  const records = new RecordCache(RECORDS_TTL_MS, RECORDS_MAX_ENTRIES);
  const count = (f: DirectoryFilter) => totals.get(totalsKey(f), () => repo.count(f));
  const recordsJson = (ids: readonly number[]) =>
    records.getMany(ids, async (missing) => {
      const rows = await repo.byIds(missing);
      return new Map(rows.map((r) => [r.id, JSON.stringify(toApiAstrologer(r))]));
    });

  return {
    /**
     * The list-filter response as JSON text (ListFilterResponse): assembled from the cached
     * JSON of each record, so a page costs one index query and no re-serialisation.
     */
    async listJson(query: ListFilterQuery): Promise<string> {
      const { pageNo, pageSize } = query;
      const filter = toDirectoryFilter(query);
      let matching = 0;
      let content: string[] = [];
      if (filter !== null) {
        const sort = effectiveSort(query);
        // The index a walk would read: the top-rated subset for Top Rated in popular order.
        const base = sort === 'popular' && filter.facets.includes('top') ? TOP_RATED : UNFILTERED;
        const [m, walked] = await Promise.all([
          count(filter),
          totalsKey(filter) === totalsKey(base) ? null : count(base),
        ]);
        matching = m;
        const offset = pageNo * pageSize;
        if (offset < matching) {
          const strategy = chooseStrategy(
            matching,
            walked ?? matching,
            offset,
            pageSize,
            sort === 'popular' ? COLLECT_COST_COVERING : COLLECT_COST_PLAIN,
          );
          const pageKey = JSON.stringify([
            totalsKey(filter),
            sort,
            query.service,
            offset,
            pageSize,
          ]);
          const ids = await pages.get(pageKey, () =>
            repo.pageIds(filter, sort, query.service, offset, pageSize, strategy),
          );
          content = await recordsJson(ids);
        }
      }
      const totalPages = Math.ceil(matching / pageSize);
      return `{"content":[${content.join(',')}],"pageNo":${pageNo},"pageSize":${pageSize},"totalElements":${matching},"totalPages":${totalPages}}`;
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
      const json = await this.listJson({
        pageNo: 0,
        pageSize: query.limit,
        sort: 'popular',
        service: 'chat',
        ...(query.skill ? { skill: query.skill } : {}),
        ...(query.language ? { language: query.language } : {}),
      });
      return (JSON.parse(json) as { content: Astrologer[] }).content;
    },

    /** The by-slug response as JSON text (BySlugResponse); null when no astrologer has it. */
    async bySlugJson(slug: string): Promise<string | null> {
      const id = await slugs.get(slug, () => repo.idBySlug(slug));
      if (id === null) return null;
      const [json] = await recordsJson([id]);
      return json === undefined ? null : `{"data":${json}}`;
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
