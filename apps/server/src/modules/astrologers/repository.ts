import type { AstrologerService, AstrologerSort } from '@nakshatra/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AstrologerRecord, RECORD_COLUMNS } from '../../lib/astrologers/record.ts';

/**
 * SQL of the astrologer directory. Every query is written against the indexes of
 * src/db/schema.ts (see the EXPLAIN notes in apps/server/README.md, "Directory performance"):
 *
 * - each sort has a btree in exactly its ORDER BY (DESC columns are NULLS LAST there, and the
 *   queries say so too: PostgreSQL only walks an index whose null ordering matches);
 * - equality filters are one `facets @> array[...]` test (GIN);
 * - `q` is a LIKE on `search_text` (pg_trgm GIN) from three characters up when matches are
 *   collected or counted; a shorter q has no trigram to look up (the index would return every
 *   row to recheck: 1.6 s for q=xq on 1,000,000 rows), and a walk tests each entry it reads, so
 *   both say strpos(), which the planner cannot send to that index;
 * - a page is two steps: its ids (from the sort index alone when no filter needs the row, so a
 *   deep OFFSET skips index entries rather than whole rows), then the records of those ids
 *   (by primary key, with their albums), which the service caches.
 */

/** A list filter in database terms: what the WHERE clause tests. */
export interface DirectoryFilter {
  /** Facet tokens that must all be present: skills, languages, 'top', 'offer', 'online'. */
  facets: string[];
  /** The q text, lower-cased (`search_text` is lower-cased too); matched as a substring. */
  search: string | null;
  priceColumn: 'price_rupees_per_min' | 'call_price_rupees_per_min';
  minPrice: number | null;
  maxPrice: number | null;
}

/**
 * How a page is found:
 * - 'walk': follow the sort's index and test each row against the filter until the page is
 *   full. Cheap when many rows match (page 0 of "Tarot" touches about 80 rows).
 * - 'collect': gather every matching row through the GIN indexes first, then sort just those.
 *   Cheap when few rows match ("top rated, offer, Tamil": about 14 of 13,000), where a walk
 *   would read most of the index before finding 18.
 * The service picks one from the exact match count (it needs that count anyway for
 * totalElements), because PostgreSQL's estimates for combined array and LIKE conditions can be
 * off by orders of magnitude: a plain query for q=xq on 1,000,000 rows walked the whole
 * popular index for 3.3 s.
 */
export type PageStrategy = 'walk' | 'collect';

const SORT_SQL: Record<AstrologerSort, Record<AstrologerService, SQL>> = {
  popular: {
    chat: sql`orders desc nulls last, id`,
    call: sql`orders desc nulls last, id`,
  },
  rating: {
    chat: sql`rating_tenths desc nulls last, orders desc nulls last, id`,
    call: sql`rating_tenths desc nulls last, orders desc nulls last, id`,
  },
  experience: {
    chat: sql`experience_years desc nulls last, orders desc nulls last, id`,
    call: sql`experience_years desc nulls last, orders desc nulls last, id`,
  },
  price_asc: {
    chat: sql`price_rupees_per_min, orders desc nulls last, id`,
    call: sql`call_price_rupees_per_min, orders desc nulls last, id`,
  },
  price_desc: {
    chat: sql`price_rupees_per_min desc nulls last, orders desc nulls last, id`,
    call: sql`call_price_rupees_per_min desc nulls last, orders desc nulls last, id`,
  },
};

/** The columns the sort orders by (the 'collect' strategy carries them to its sort). */
const SORT_COLUMNS: Record<AstrologerSort, Record<AstrologerService, SQL>> = {
  popular: { chat: sql`id, orders`, call: sql`id, orders` },
  rating: { chat: sql`id, rating_tenths, orders`, call: sql`id, rating_tenths, orders` },
  experience: {
    chat: sql`id, experience_years, orders`,
    call: sql`id, experience_years, orders`,
  },
  price_asc: {
    chat: sql`id, price_rupees_per_min, orders`,
    call: sql`id, call_price_rupees_per_min, orders`,
  },
  price_desc: {
    chat: sql`id, price_rupees_per_min, orders`,
    call: sql`id, call_price_rupees_per_min, orders`,
  },
};

/** LIKE's wildcards and its escape character, taken literally (the default escape is `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Trigrams need three characters: pg_trgm cannot narrow a shorter substring search. */
export const TRIGRAM_MIN_CHARS = 3;

function whereClause(filter: DirectoryFilter, walk = false): SQL {
  const parts: SQL[] = [];
  if (filter.facets.length > 0) parts.push(sql`facets @> ${sql.param(filter.facets)}::text[]`);
  // Implied by the 'top' facet, but only this form lets a walk use the partial index
  // astrologers_top_popular_idx (migration 0004). Elsewhere it only gives the planner a
  // BitmapAnd to cost (planning 0.76 ms instead of 0.1 on PGlite) for no gain.
  if (walk && filter.facets.includes('top')) parts.push(sql`rating_tenths = 50`);
  if (filter.search !== null) {
    // A walk tests q on each index entry it reads, so it says strpos(), which the trigram index
    // cannot serve: with LIKE, PostgreSQL estimated 100 matches for q=sharma at 1,000,000 rows
    // (there are 6,997) and chose the trigram bitmap plus a sort, 18 ms, over the 1.2 ms walk.
    parts.push(
      !walk && [...filter.search].length >= TRIGRAM_MIN_CHARS
        ? sql`search_text like ${`%${escapeLike(filter.search)}%`}`
        : sql`strpos(search_text, ${filter.search}) > 0`,
    );
  }
  const price = sql.raw(filter.priceColumn);
  if (filter.minPrice !== null) parts.push(sql`${price} >= ${filter.minPrice}`);
  if (filter.maxPrice !== null) parts.push(sql`${price} <= ${filter.maxPrice}`);
  return parts.length > 0 ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

type Rows<T> = { rows: T[] };

/** A record with what the filters test (snapshot.ts holds small directories in memory). */
export interface FilterableRecord extends AstrologerRecord {
  facets: string[];
  search_text: string;
}

/**
 * What identifies the directory's contents: the seeder only ever adds rows (ids 1..n, each
 * record fixed by its id), so the row count and the highest id change exactly when it has run.
 */
export interface DirectoryVersion {
  rows: number;
  maxId: number;
}

export function createDirectoryRepository(db: Db) {
  return {
    /** Exact number of astrologers matching the filter. */
    async count(filter: DirectoryFilter): Promise<number> {
      const res = (await db.execute(
        sql`select count(*)::int as n from nakshatra.astrologers ${whereClause(filter)}`,
      )) as unknown as Rows<{ n: number }>;
      return Number(res.rows[0]?.n ?? 0);
    },

    /** The ids of one page, in the sort's order (see PageStrategy). */
    async pageIds(
      filter: DirectoryFilter,
      sort: AstrologerSort,
      service: AstrologerService,
      offset: number,
      limit: number,
      strategy: PageStrategy,
    ): Promise<number[]> {
      const order = SORT_SQL[sort][service];
      const where = whereClause(filter, strategy === 'walk');
      // Only ids leave the database: with no filter that needs the row, a page is an
      // index-only scan of the sort's btree, however deep the offset. MATERIALIZED is the
      // fence that makes 'collect' real: the CTE is planned on its own (bitmap scans of the
      // GIN indexes), never merged into a walk of the sort index.
      const query =
        strategy === 'walk'
          ? sql`select id from nakshatra.astrologers ${where}
                order by ${order} limit ${limit} offset ${offset}`
          : sql`with matching as materialized (
                  select ${SORT_COLUMNS[sort][service]} from nakshatra.astrologers ${where})
                select id from matching order by ${order} limit ${limit} offset ${offset}`;
      const res = (await db.execute(query)) as unknown as Rows<{ id: number }>;
      return res.rows.map((r) => r.id);
    },

    /** The records of these ids (any order; unknown ids are left out). */
    async byIds(ids: readonly number[]): Promise<AstrologerRecord[]> {
      if (ids.length === 0) return [];
      const res = (await db.execute(
        sql`select ${RECORD_COLUMNS} from nakshatra.astrologers a
            where a.id = any(${sql.param(ids)}::int[])`,
      )) as unknown as Rows<AstrologerRecord>;
      return res.rows;
    },

    async version(): Promise<DirectoryVersion> {
      const res = (await db.execute(
        sql`select count(*)::int as rows, coalesce(max(id), 0)::int as max_id
            from nakshatra.astrologers`,
      )) as unknown as Rows<{ rows: number; max_id: number }>;
      const row = res.rows[0];
      return { rows: Number(row?.rows ?? 0), maxId: Number(row?.max_id ?? 0) };
    },

    /** Up to `limit` records after `afterId`, in id order, with what the filters test. */
    async filterableAfter(afterId: number, limit: number): Promise<FilterableRecord[]> {
      const res = (await db.execute(
        sql`select ${RECORD_COLUMNS}, a.facets, a.search_text from nakshatra.astrologers a
            where a.id > ${afterId} order by a.id limit ${limit}`,
      )) as unknown as Rows<FilterableRecord>;
      return res.rows;
    },

    /** The record a slug names (slugs are unique), or null. */
    async bySlug(slug: string): Promise<AstrologerRecord | null> {
      const res = (await db.execute(
        sql`select ${RECORD_COLUMNS} from nakshatra.astrologers a where a.slug = ${slug}`,
      )) as unknown as Rows<AstrologerRecord>;
      return res.rows[0] ?? null;
    },
  };
}

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
