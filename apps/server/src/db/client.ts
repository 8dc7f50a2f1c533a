import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../plugins/env.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export { DataDirLockedError } from './data-dir-lock.ts';

/** The Drizzle handle every repository uses; the same API on PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

/**
 * Extensions the migrations create (`CREATE EXTENSION pg_trgm` for the directory's search index).
 * PGlite can only create an extension it was started with; a caller-owned client must pass these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant works: it only has to be the same for every instance of this app, so two servers
// starting together against one PostgreSQL apply migrations one after the other.
const MIGRATION_LOCK_ID = 7_203_411;

/** Opens the configured database and applies pending migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolMax ?? 10 });
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on('error', () => {});
    try {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    } catch (err) {
      await pool.end();
      throw err;
    }
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  // A caller-owned PGlite stays open when the app closes.
  const owned = config.kind !== 'pglite-client';
  // Held from before PGlite opens the folder until after it has closed it: a second process on
  // the same folder would lose one of the two processes' writes (DataDirLockedError instead).
  let lock: DataDirLock | null = null;
  if (config.kind === 'pglite-client') {
    client = config.client;
  } else if (config.kind === 'pglite') {
    await mkdir(config.dataDir, { recursive: true });
    lock = await lockDataDir(config.dataDir);
    try {
      client = await PGlite.create(config.dataDir, { extensions: PGLITE_EXTENSIONS });
    } catch (err) {
      await lock.release();
      throw err;
    }
  } else {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  }
  const closeOwned = async () => {
    try {
      if (owned) await client.close();
    } finally {
      await lock?.release();
    }
  };
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Db, kind: 'pglite', close: closeOwned };
  } catch (err) {
    await closeOwned();
    throw err;
  }
}
