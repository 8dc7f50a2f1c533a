import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { AppError, errorMessages } from './errors.ts';

/**
 * Two limits protect sign-in:
 * - per client IP, on the auth routes, by @fastify/rate-limit (in-process, or Redis when set);
 * - per account, failed logins counted in a fixed window that starts at the first failure
 *   (database by default, Redis when set), so spreading guesses over many IPs does not help.
 */
export interface LoginLimiter {
  /** Seconds until the account may try again; 0 when it may try now. */
  blockedForSec(account: string): Promise<number>;
  recordFailure(account: string): Promise<void>;
  /** A successful login forgets earlier failures. */
  reset(account: string): Promise<void>;
  readonly backend: 'database' | 'redis';
}

declare module 'fastify' {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
  }
}

type Row = { failures: number; window_started_at: string | Date };

function rowsOf(result: unknown): Row[] {
  // node-postgres returns { rows }, PGlite returns { rows } too; keep the access in one place.
  return (result as { rows: Row[] }).rows;
}

export function databaseLoginLimiter(db: Db, maxFailures: number, windowMs: number): LoginLimiter {
  return {
    backend: 'database',
    async blockedForSec(account) {
      const rows = rowsOf(
        await db.execute(
          sql`select failures, window_started_at from nakshatra.login_attempts where key = ${account}`,
        ),
      );
      const row = rows[0];
      if (!row || row.failures < maxFailures) return 0;
      const endsAt = new Date(row.window_started_at).getTime() + windowMs;
      const remainingMs = endsAt - Date.now();
      return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
    },
    async recordFailure(account) {
      const now = new Date();
      const cutoff = new Date(now.getTime() - windowMs);
      // One statement, so concurrent failures cannot lose an increment.
      await db.execute(sql`
        insert into nakshatra.login_attempts as a (key, failures, window_started_at)
        values (${account}, 1, ${now.toISOString()}::timestamptz)
        on conflict (key) do update set
          failures = case when a.window_started_at <= ${cutoff.toISOString()}::timestamptz
                          then 1 else a.failures + 1 end,
          window_started_at = case when a.window_started_at <= ${cutoff.toISOString()}::timestamptz
                                   then excluded.window_started_at else a.window_started_at end`);
      // Rows whose window has passed mean nothing any more; the table stays small.
      await db.execute(
        sql`delete from nakshatra.login_attempts where window_started_at <= ${cutoff.toISOString()}::timestamptz`,
      );
    },
    async reset(account) {
      await db.execute(sql`delete from nakshatra.login_attempts where key = ${account}`);
    },
  };
}

// INCR, and start the window's expiry on the first failure only (fixed window).
const INCR_WITH_WINDOW = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

export function redisLoginLimiter(
  redis: Redis,
  prefix: string,
  maxFailures: number,
  windowMs: number,
): LoginLimiter {
  // Hash the address: Redis keys are often visible in monitoring, email addresses are personal data.
  const key = (account: string) =>
    `${prefix}login-fail:${createHash('sha256').update(account).digest('hex')}`;
  return {
    backend: 'redis',
    async blockedForSec(account) {
      const [count, ttlMs] = await redis
        .multi()
        .get(key(account))
        .pttl(key(account))
        .exec()
        .then((r) => [r?.[0]?.[1], r?.[1]?.[1]]);
      if (Number(count ?? 0) < maxFailures) return 0;
      const ms = Number(ttlMs);
      return ms > 0 ? Math.ceil(ms / 1000) : 0;
    },
    async recordFailure(account) {
      await redis.eval(INCR_WITH_WINDOW, 1, key(account), String(windowMs));
    },
    async reset(account) {
      await redis.del(key(account));
    },
  };
}

async function rateLimitPlugin(app: FastifyInstance) {
  const { config, redis, db } = app;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rl:` } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'rate_limited', errorMessages.rateLimited, undefined, {
        'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });
  app.decorate(
    'loginLimiter',
    redis
      ? redisLoginLimiter(
          redis,
          config.redisKeyPrefix,
          config.loginMaxAttempts,
          config.loginWindowMs,
        )
      : databaseLoginLimiter(db, config.loginMaxAttempts, config.loginWindowMs),
  );
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['db', 'redis'] });
