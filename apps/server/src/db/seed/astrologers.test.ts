import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateAstrologers } from './directory/generate.ts';
import { testBackends, useBackend } from '../../test/backends.ts';
import { type Database, openDatabase } from '../client.ts';
import { seedAstrologers } from './astrologers.ts';

type Rows<T> = { rows: T[] };

/**
 * The indexes the migrations give `astrologers` (0001, and 0004's covering popular indexes): the
 * seeder's drop-and-rebuild must leave every one exactly as it was.
 */
const INDEXES = [
  'astrologers_call_price_asc_idx',
  'astrologers_call_price_desc_idx',
  'astrologers_experience_idx',
  'astrologers_facets_idx',
  'astrologers_pkey',
  'astrologers_popular_idx',
  'astrologers_price_asc_idx',
  'astrologers_price_desc_idx',
  'astrologers_rating_idx',
  'astrologers_search_trgm_idx',
  'astrologers_slug_unique',
  'astrologers_top_popular_idx',
];

describe.each(testBackends())('astrologer seeder on $name', (backend) => {
  // No app: the seeder runs against a bare migrated database.
  const ctx = useBackend(backend, { seed: false });
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase(ctx.database());
  });
  afterAll(async () => {
    await database?.close();
  });

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as Rows<T>).rows;

  it('fills an empty directory with the generated records, indexes intact', async () => {
    const defs = async () =>
      rows<{ indexname: string; indexdef: string }>(
        sql`select indexname, indexdef from pg_indexes
            where schemaname = 'nakshatra' and tablename = 'astrologers' order by indexname`,
      );
    const before = await defs();
    expect(before.map((r) => r.indexname)).toEqual(INDEXES);

    const result = await seedAstrologers(database.db, 120);
    expect(result).toMatchObject({ existing: 0, inserted: 120 });
    expect(await defs()).toEqual(before);

    const seeds = [...generateAstrologers(120)];
    const got = await rows<{
      id: number;
      slug: string;
      name: string;
      rating_tenths: number;
      facets: string[];
      search_text: string;
      offer_price_rupees_per_min: number | null;
    }>(
      sql`select id, slug, name, rating_tenths, facets, search_text, offer_price_rupees_per_min
          from nakshatra.astrologers order by id`,
    );
    expect(got.map((r) => r.id)).toEqual(seeds.map((s) => s.id));
    for (const [i, s] of seeds.entries()) {
      const r = got[i]!;
      expect(r.slug).toBe(s.slug);
      expect(r.name).toBe(s.name);
      expect(r.rating_tenths).toBe(Math.round(s.rating * 10));
      expect(r.offer_price_rupees_per_min).toBe(s.offerPriceRupeesPerMin);
      // The generated columns the filters use.
      expect(r.facets).toEqual([
        ...s.skills,
        ...s.languages,
        ...(s.rating === 5 ? ['top'] : []),
        ...(s.offerPriceRupeesPerMin !== null ? ['offer'] : []),
        ...(s.online ? ['online'] : []),
      ]);
      expect(r.search_text).toBe(`${s.name.toLowerCase()}\n${s.slug}`);
    }
    const album = await rows<{ id: number; pics: string[] }>(
      sql`select astrologer_id as id, array_agg(pic_id order by position) as pics
          from nakshatra.astrologer_album group by astrologer_id order by astrologer_id`,
    );
    expect(album).toEqual(
      seeds.filter((s) => s.albumPicIds.length > 0).map((s) => ({ id: s.id, pics: s.albumPicIds })),
    );
  });

  it('is idempotent, and tops a smaller directory up to the same records', async () => {
    expect(await seedAstrologers(database.db, 120)).toMatchObject({ existing: 120, inserted: 0 });
    expect(await seedAstrologers(database.db, 50)).toMatchObject({ existing: 120, inserted: 0 });
    expect(await seedAstrologers(database.db, 150)).toMatchObject({ existing: 120, inserted: 30 });
    const slugs = await rows<{ slug: string }>(
      sql`select slug from nakshatra.astrologers order by id`,
    );
    // Repeated names get "-2", "-3" by order of generation: extending must number them as one
    // 150-record run would.
    expect(slugs.map((r) => r.slug)).toEqual([...generateAstrologers(150)].map((s) => s.slug));
  });

  it('lets concurrent starts seed once (advisory lock)', async () => {
    const second = await openDatabase(ctx.database());
    try {
      const results = await Promise.all([
        seedAstrologers(database.db, 200),
        seedAstrologers(second.db, 200),
      ]);
      expect(results.map((r) => r.inserted).sort((a, b) => a - b)).toEqual([0, 50]);
      const [n] = await rows<{ n: number }>(
        sql`select count(*)::int as n from nakshatra.astrologers`,
      );
      expect(n?.n).toBe(200);
    } finally {
      await second.close();
    }
  });
});
