import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, testRedisUrl, useBackend } from '../test/backends.ts';
import { registerUser, uniqueEmail } from '../test/factories.ts';
import { databaseLoginLimiter } from './rate-limit.ts';

const WINDOW_MS = 15 * 60 * 1000;

describe.each(testBackends())('database login limiter on $name', (backend) => {
  const ctx = useBackend(backend);

  it('blocks after the maximum failures for the rest of the window, per account', async () => {
    const app = await ctx.app();
    const limiter = databaseLoginLimiter(app.db, 3, WINDOW_MS);
    const a = uniqueEmail('a');
    const b = uniqueEmail('b');
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.blockedForSec(a)).toBe(0);
      await limiter.recordFailure(a);
    }
    const wait = await limiter.blockedForSec(a);
    expect(wait).toBeGreaterThan(WINDOW_MS / 1000 - 5);
    expect(wait).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(await limiter.blockedForSec(b)).toBe(0);
    await limiter.reset(a);
    expect(await limiter.blockedForSec(a)).toBe(0);
  });

  it('counts concurrent failures without losing any', async () => {
    const app = await ctx.app();
    const limiter = databaseLoginLimiter(app.db, 100, WINDOW_MS);
    const key = uniqueEmail('race');
    await Promise.all(Array.from({ length: 20 }, () => limiter.recordFailure(key)));
    const rows = (await app.db.execute(
      sql`select failures from nakshatra.login_attempts where key = ${key}`,
    )) as unknown as {
      rows: { failures: number }[];
    };
    expect(rows.rows[0]?.failures).toBe(20);
  });

  it('starts a new window once the old one has passed', async () => {
    const app = await ctx.app();
    const limiter = databaseLoginLimiter(app.db, 2, WINDOW_MS);
    const key = uniqueEmail('old');
    await limiter.recordFailure(key);
    await limiter.recordFailure(key);
    expect(await limiter.blockedForSec(key)).toBeGreaterThan(0);
    // Move the window start 16 minutes into the past.
    await app.db.execute(
      sql`update nakshatra.login_attempts set window_started_at = now() - interval '16 minutes' where key = ${key}`,
    );
    expect(await limiter.blockedForSec(key)).toBe(0);
    await limiter.recordFailure(key);
    expect(await limiter.blockedForSec(key)).toBe(0);
  });
});

// The Redis path runs when REDIS_URL is set (CI sets it); each run uses its own key prefix.
const redisUrl = testRedisUrl();
describe.each(redisUrl ? [{ name: 'redis', url: redisUrl }] : [])(
  'login limits on $name',
  ({ url }) => {
    const ctx = useBackend(testBackends()[0]!);
    const prefix = `nk:test:${randomBytes(6).toString('hex')}:`;
    let redis: Redis;

    beforeAll(async () => {
      redis = new Redis(url, { lazyConnect: true });
      await redis.connect();
    });
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    it('keeps per-account failures in Redis, shared by two instances', async () => {
      const a = await ctx.build({ redisUrl: url, redisKeyPrefix: prefix, loginMaxAttempts: 2 });
      const b = await ctx.build({ redisUrl: url, redisKeyPrefix: prefix, loginMaxAttempts: 2 });
      expect(a.loginLimiter.backend).toBe('redis');
      const u = await registerUser(a);
      const fail = (app: typeof a) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: u.email, password: 'wrong-pass' },
        });
      expect((await fail(a)).statusCode).toBe(401);
      expect((await fail(b)).statusCode).toBe(401);
      const locked = await a.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: u.email, password: u.password },
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('too_many_attempts');
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      const keys = await redis.keys(`${prefix}login-fail:*`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).not.toContain(u.email);
      expect(await redis.get(keys[0]!)).toBe('2');
      const ttlMs = await redis.pttl(keys[0]!);
      expect(ttlMs).toBeGreaterThan(14 * 60 * 1000);
      expect(ttlMs).toBeLessThanOrEqual(15 * 60 * 1000);
      // Not in the database: the Redis store replaced it.
      const rows = (await a.db.execute(
        sql`select count(*)::int as n from nakshatra.login_attempts`,
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(rows.rows[0]?.n).toBe(0);

      await redis.del(keys[0]!);
      expect(
        (
          await b.inject({
            method: 'POST',
            url: '/api/login',
            payload: { email: u.email, password: u.password },
          })
        ).statusCode,
      ).toBe(200);
    });

    it('shares the per-IP limit between instances', async () => {
      const ipPrefix = `${prefix}ip:`;
      const a = await ctx.build({
        redisUrl: url,
        redisKeyPrefix: ipPrefix,
        authRateLimitPerMin: 2,
      });
      const b = await ctx.build({
        redisUrl: url,
        redisKeyPrefix: ipPrefix,
        authRateLimitPerMin: 2,
      });
      const attempt = (app: typeof a) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '198.51.100.9',
          payload: { email: uniqueEmail(), password: 'wrong-pass' },
        });
      expect((await attempt(a)).statusCode).toBe(401);
      expect((await attempt(b)).statusCode).toBe(401);
      const limited = await attempt(a);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('rate_limited');
      expect((await redis.keys(`${ipPrefix}rl:*`)).length).toBeGreaterThan(0);
    });
  },
);
