import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { PGLITE_EXTENSIONS } from '../db/client.ts';
import { loadTestEnv, type AppConfig, type DatabaseConfig } from '../plugins/env.ts';

/**
 * Integration tests run on PGlite always, and on PostgreSQL too when DATABASE_URL is set:
 *
 *   describe.each(testBackends())('auth on $name', (backend) => {
 *     const ctx = useBackend(backend);
 *     it('...', async () => { const app = await ctx.app(); ... });
 *   });
 *
 * Each describe block gets its own database (a fresh in-memory PGlite, or a new PostgreSQL
 * database `nk_test_<random>` created through DATABASE_URL and dropped afterwards), shared by
 * every app instance the block builds, so tests that need several configurations (or two
 * "servers" on one database) stay cheap.
 */
export interface TestBackend {
  name: 'pglite' | 'postgres';
  adminUrl: string | null;
}

export function testBackends(): TestBackend[] {
  const { databaseUrl } = loadTestEnv();
  const list: TestBackend[] = [{ name: 'pglite', adminUrl: null }];
  if (databaseUrl) list.push({ name: 'postgres', adminUrl: databaseUrl });
  return list;
}

export function testRedisUrl(): string | null {
  return loadTestEnv().redisUrl;
}

/**
 * Config for tests: cheap argon2id (1 MiB, 1 pass: the same algorithm, a thousandth of the
 * work), per-IP limits high enough for a suite that signs up many users from 127.0.0.1.
 */
export const testConfig: Partial<AppConfig> = {
  argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
  authRateLimitPerMin: 100_000,
  logLevel: false,
  webDistDir: '/nonexistent/nakshatra-web-dist',
  // A small deterministic directory (ids 1-200) keeps every block's start-up fast; the directory
  // tests ask for the full 13,000 themselves.
  seedAstrologers: 200,
};

export interface BackendContext {
  /** The default app for this block (built once, on first use). */
  app(): Promise<FastifyInstance>;
  /** Another app on the same database with a different config; closed with the block. */
  build(overrides?: Partial<AppConfig>): Promise<FastifyInstance>;
  database(): DatabaseConfig;
}

/** A new PostgreSQL database `nk_test_<random>` through adminUrl; drop() removes it. */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `nk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

export function useBackend(
  backend: TestBackend,
  defaults: Partial<AppConfig> = {},
): BackendContext {
  let database: DatabaseConfig | null = null;
  let cleanup: (() => Promise<void>) | null = null;
  const apps: FastifyInstance[] = [];
  let main: Promise<FastifyInstance> | null = null;

  beforeAll(async () => {
    if (backend.name === 'postgres' && backend.adminUrl) {
      const created = await createPostgresDatabase(backend.adminUrl);
      database = { kind: 'postgres', url: created.url, poolMax: 4 };
      cleanup = created.drop;
    } else {
      const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
      database = { kind: 'pglite-client', client };
      cleanup = () => client.close();
    }
  });

  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await cleanup?.();
  });

  const ctx: BackendContext = {
    database() {
      if (!database) throw new Error('useBackend: database not ready (call inside a test or hook)');
      return database;
    },
    async build(overrides = {}) {
      const app = await buildApp({
        ...testConfig,
        ...defaults,
        ...overrides,
        database: ctx.database(),
      });
      apps.push(app);
      return app;
    },
    app() {
      main ??= ctx.build();
      return main;
    },
  };
  return ctx;
}
