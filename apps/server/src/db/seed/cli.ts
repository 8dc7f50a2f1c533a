import { openDatabase } from '../client.ts';
import { loadConfigFromEnv } from '../../plugins/env.ts';
import { seedAstrologers } from './astrologers.ts';

/**
 * `npm run seed -w @nakshatra/server -- --count 1000000`: makes sure the configured database
 * (DATABASE_URL, else PGlite in DATA_DIR) holds astrologers 1..count, adding only what is
 * missing. Without --count it uses SEED_ASTROLOGERS (default 13,000). Stop a server that uses
 * the same PGlite directory first: PGlite allows one process per directory.
 */
async function main() {
  const args = process.argv.slice(2);
  const env = loadConfigFromEnv();
  let count = env.config.seedAstrologers;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--count' || arg?.startsWith('--count=')) {
      const text = arg.includes('=') ? arg.slice('--count='.length) : args[++i];
      if (!text || !/^\d{1,9}$/.test(text.replace(/_/g, ''))) {
        throw new Error('--count takes a whole number, e.g. --count 1000000');
      }
      count = Number(text.replace(/_/g, ''));
    } else {
      throw new Error(`unknown argument ${arg}; usage: seed [--count N]`);
    }
  }
  const db = env.config.database;
  const where =
    db.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${'dataDir' in db ? db.dataDir : 'memory'}`;
  console.log(`Seeding ${count.toLocaleString('en')} astrologers into ${where}...`);
  const database = await openDatabase(db);
  try {
    let lastShown = 0;
    const result = await seedAstrologers(database.db, count, (inserted, toInsert) => {
      if (inserted - lastShown >= 100_000 || inserted === toInsert) {
        lastShown = inserted;
        console.log(`  ${inserted.toLocaleString('en')} / ${toInsert.toLocaleString('en')}`);
      }
    });
    console.log(
      result.inserted === 0
        ? `Nothing to do: ${result.existing.toLocaleString('en')} astrologers already there.`
        : `Inserted ${result.inserted.toLocaleString('en')} (had ${result.existing.toLocaleString('en')}) in ${(result.ms / 1000).toFixed(1)} s, indexes and statistics included.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error('Seeding failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
