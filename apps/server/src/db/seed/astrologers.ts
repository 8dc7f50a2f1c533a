import { sql } from 'drizzle-orm';
import { type AstrologerSeed, generateAstrologers } from './directory/generate.ts';
import type { Db } from '../client.ts';
import type { Seeder, SeedOptions } from './types.ts';

/**
 * Rows per INSERT. Each statement sends one array per column and `unnest`s them, so the
 * parameter count stays at 20 whatever the batch size (the wire protocol allows 65,535
 * parameters; one placeholder per value would cap a batch near 3,000 rows). 2,000 rows is about
 * 2 MB of text: large enough that per-statement overhead vanishes, small enough for PGlite's heap.
 */
const BATCH_ROWS = 2_000;

// Any constant: instances starting together against one PostgreSQL seed one after the other.
const SEED_LOCK_ID = 7_203_412;

/** The seed generator's master seed: the same directory on every machine. */
export const DIRECTORY_SEED = 1;

export interface SeedResult {
  /** Rows already there before this run. */
  existing: number;
  inserted: number;
  ms: number;
}

type Rows = { rows: Record<string, unknown>[] };

async function insertBatch(db: Db, batch: readonly AstrologerSeed[]): Promise<void> {
  // sql.param: one parameter holding the whole array (a bare array would become a value list).
  const col = <T>(f: (s: AstrologerSeed) => T) => sql.param(batch.map(f));
  // Skill and language names contain no commas, so a comma list is a safe way to send one
  // array per row inside an array column (unnest would flatten a two-dimensional array).
  await db.execute(sql`
    insert into nakshatra.astrologers (
      id, slug, name, pic_id, rating_tenths, orders, skills, languages, experience_years,
      price_rupees_per_min, call_price_rupees_per_min, offer_price_rupees_per_min, verified,
      online, short_bio, long_bio, problem_area, total_chat_duration_min, total_call_duration_min)
    select id, slug, name, pic_id, rating_tenths, orders, string_to_array(skills, ','),
      string_to_array(languages, ','), experience_years, price, call_price, offer_price, verified,
      online, short_bio, long_bio, problem_area, chat_min, call_min
    from unnest(
      ${col((s) => s.id)}::int[], ${col((s) => s.slug)}::text[], ${col((s) => s.name)}::text[],
      ${col((s) => s.picId)}::text[], ${col((s) => Math.round(s.rating * 10))}::smallint[],
      ${col((s) => s.orders)}::int[], ${col((s) => s.skills.join(','))}::text[],
      ${col((s) => s.languages.join(','))}::text[], ${col((s) => s.experienceYears)}::smallint[],
      ${col((s) => s.priceRupeesPerMin)}::int[], ${col((s) => s.callPriceRupeesPerMin)}::int[],
      ${col((s) => s.offerPriceRupeesPerMin)}::int[], ${col((s) => s.verified)}::bool[],
      ${col((s) => s.online)}::bool[], ${col((s) => s.shortBio)}::text[],
      ${col((s) => s.longBio)}::text[], ${col((s) => s.problemAreas.join(', '))}::text[],
      ${col((s) => s.totalChatDurationMin)}::int[], ${col((s) => s.totalCallDurationMin)}::int[]
    ) as t(id, slug, name, pic_id, rating_tenths, orders, skills, languages, experience_years,
      price, call_price, offer_price, verified, online, short_bio, long_bio, problem_area,
      chat_min, call_min)`);
  const ids: number[] = [];
  const positions: number[] = [];
  const picIds: string[] = [];
  for (const s of batch) {
    s.albumPicIds.forEach((picId, i) => {
      ids.push(s.id);
      positions.push(i + 1);
      picIds.push(picId);
    });
  }
  if (ids.length > 0) {
    await db.execute(sql`
      insert into nakshatra.astrologer_album (astrologer_id, position, pic_id)
      select * from unnest(${sql.param(ids)}::int[], ${sql.param(positions)}::smallint[],
        ${sql.param(picIds)}::text[])`);
  }
}

/**
 * Makes sure astrologers 1..`target` exist. Idempotent: with `target` rows present it only
 * counts them; with fewer it adds the missing ids (the generator's record n does not depend on
 * how many are generated, so a 13,000-row directory grows into the same 1,000,000-row one).
 * Everything is one transaction under an advisory lock, so a crash leaves no half directory
 * and two instances starting together do not both insert.
 */
export async function seedAstrologers(
  db: Db,
  target: number,
  onProgress?: (inserted: number, toInsert: number) => void,
): Promise<SeedResult> {
  const started = performance.now();
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const res = (await tx.execute(
      sql`select count(*)::int as n, coalesce(max(id), 0)::int as max from nakshatra.astrologers`,
    )) as unknown as Rows;
    const existing = Number(res.rows[0]?.n ?? 0);
    const maxId = Number(res.rows[0]?.max ?? 0);
    if (existing >= target) return { existing, inserted: 0 };
    // Into an empty table, building the secondary indexes once at the end is several times
    // faster than updating nine of them (two GIN) row by row: measured on PostgreSQL 15,
    // 1,000,000 rows took 120 s with the indexes in place. Their definitions are read back
    // from the catalogue, so they come back exactly as the migrations made them; the PK stays
    // (the album's foreign key needs it). DDL is transactional: a failure restores them.
    const rebuild =
      existing === 0
        ? (
            (await tx.execute(sql`
            select indexname, indexdef from pg_indexes
            where schemaname = 'nakshatra' and tablename = 'astrologers'
              and indexname <> 'astrologers_pkey'`)) as unknown as Rows
          ).rows.map((r) => ({
            name: String(r.indexname),
            definition: String(r.indexdef),
          }))
        : [];
    for (const index of rebuild) {
      await tx.execute(sql.raw(`drop index nakshatra."${index.name}"`));
    }
    let batch: AstrologerSeed[] = [];
    let inserted = 0;
    for (const record of generateAstrologers(target, DIRECTORY_SEED)) {
      if (record.id <= maxId) continue;
      batch.push(record);
      if (batch.length === BATCH_ROWS) {
        await insertBatch(tx as unknown as Db, batch);
        inserted += batch.length;
        batch = [];
        onProgress?.(inserted, target - maxId);
      }
    }
    if (batch.length > 0) {
      await insertBatch(tx as unknown as Db, batch);
      inserted += batch.length;
    }
    for (const index of rebuild) await tx.execute(sql.raw(index.definition));
    return { existing, inserted };
  });
  if (result.inserted > 0) {
    // Fresh statistics at once (autovacuum would take a minute, PGlite has none): the planner's
    // choices in repository.ts rely on them. VACUUM also sets the visibility map, which lets
    // deep pages read ids from the sort index alone (index-only scans).
    await db.execute(sql`vacuum analyze nakshatra.astrologers`);
    await db.execute(sql`vacuum analyze nakshatra.astrologer_album`);
  }
  return { ...result, ms: Math.round(performance.now() - started) };
}

export const astrologersSeeder: Seeder = {
  name: 'astrologers',
  async run(db: Db, options: SeedOptions) {
    const r = await seedAstrologers(db, options.astrologers);
    if (r.inserted > 0) {
      options.log?.info(
        { existing: r.existing, inserted: r.inserted, ms: r.ms },
        'astrologer directory seeded',
      );
    }
  },
};
