import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, testRedisUrl, useBackend } from '../test/backends.ts';
import { registerUser, uniqueEmail } from '../test/factories.ts';
import {
  addressKey,
  databaseLoginLimiter,
  redisLoginLimiter,
  type LoginLimiter,
  type LoginLimits,
} from './rate-limit.ts';

const WINDOW_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 3_600_000;

describe('addressKey', () => {
  it('keeps IPv4 addresses, unwraps IPv4-mapped IPv6, and groups IPv6 by /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:fffe'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('not an address')).toBe('not an address');
  });
});

type LimiterFactory = (limits: Partial<LoginLimits>) => Promise<LoginLimiter>;

/** The same behaviour from every store: the database (PGlite, PostgreSQL) and Redis. */
function limiterContract(name: string, make: () => LimiterFactory) {
  describe(`login limiter on ${name}`, () => {
    const limiter = (limits: Partial<LoginLimits>) =>
      make()({
        perAddressMax: 5,
        perAccountMax: 100,
        windowMs: WINDOW_MS,
        knownAddressTtlMs: 30 * DAY_MS,
        ...limits,
      });

    it('holds back one address after its limit, not the account elsewhere', async () => {
      const l = await limiter({ perAddressMax: 3 });
      const a = uniqueEmail('a');
      for (let i = 0; i < 3; i += 1) expect(await l.attempt(a, '203.0.113.1')).toBe(0);
      const wait = await l.attempt(a, '203.0.113.1');
      expect(wait).toBeGreaterThan(WINDOW_MS / 1000 - 5);
      expect(wait).toBeLessThanOrEqual(WINDOW_MS / 1000);
      expect(await l.attempt(a, '203.0.113.2')).toBe(0);
      expect(await l.attempt(uniqueEmail('b'), '203.0.113.1')).toBe(0);
      // IPv6: one /64 is one client.
      for (let i = 0; i < 3; i += 1) expect(await l.attempt(a, `2001:db8:5:6::${i + 1}`)).toBe(0);
      expect(await l.attempt(a, '2001:db8:5:6:ffff::9')).toBeGreaterThan(0);
    });

    it('holds back new addresses after the account-wide limit; known addresses still pass', async () => {
      const l = await limiter({ perAddressMax: 5, perAccountMax: 4 });
      const a = uniqueEmail('spread');
      expect(await l.attempt(a, '198.51.100.1')).toBe(0);
      await l.succeeded(a, '198.51.100.1'); // the owner's usual address
      for (let i = 0; i < 4; i += 1) expect(await l.attempt(a, `192.0.2.${i + 10}`)).toBe(0);
      expect(await l.attempt(a, '192.0.2.50')).toBeGreaterThan(0);
      expect(await l.attempt(a, '198.51.100.1')).toBe(0);
      // Another account is untouched.
      expect(await l.attempt(uniqueEmail('other'), '192.0.2.50')).toBe(0);
    });

    it('counts parallel attempts atomically: exactly the limit get through', async () => {
      const l = await limiter({ perAddressMax: 5, perAccountMax: 7 });
      const one = uniqueEmail('burst');
      const fromOne = await Promise.all(
        Array.from({ length: 30 }, () => l.attempt(one, '203.0.113.77')),
      );
      expect(fromOne.filter((w) => w === 0)).toHaveLength(5);
      const many = uniqueEmail('burst-many');
      const fromMany = await Promise.all(
        Array.from({ length: 30 }, (_, i) => l.attempt(many, `10.9.0.${i + 1}`)),
      );
      expect(fromMany.filter((w) => w === 0)).toHaveLength(7);
    });

    it('a success clears its address and gives its own attempt back', async () => {
      const l = await limiter({ perAddressMax: 2, perAccountMax: 5 });
      const a = uniqueEmail('ok');
      expect(await l.attempt(a, '203.0.113.5')).toBe(0);
      expect(await l.attempt(a, '203.0.113.5')).toBe(0);
      await l.succeeded(a, '203.0.113.5');
      // The address starts afresh...
      expect(await l.attempt(a, '203.0.113.5')).toBe(0);
      expect(await l.attempt(a, '203.0.113.5')).toBe(0);
      expect(await l.attempt(a, '203.0.113.5')).toBeGreaterThan(0);
      // ...and the account holds 4 attempts (5 made, the success given back): a new address is
      // the 5th, within the account-wide limit of 5.
      expect(await l.attempt(a, '203.0.113.6')).toBe(0);
    });
  });
}

const dbBackends = testBackends();
for (const backend of dbBackends) {
  describe(`database (${backend.name})`, () => {
    const ctx = useBackend(backend);
    limiterContract(
      `the database (${backend.name})`,
      () => async (limits) => databaseLoginLimiter((await ctx.app()).db, limits as LoginLimits),
    );

    it('stores no email or address, and starts a new window once the old one has passed', async () => {
      const app = await ctx.app();
      const l = databaseLoginLimiter(app.db, {
        perAddressMax: 2,
        perAccountMax: 100,
        windowMs: WINDOW_MS,
        knownAddressTtlMs: DAY_MS,
      });
      const key = uniqueEmail('old');
      await l.attempt(key, '203.0.113.8');
      await l.attempt(key, '203.0.113.8');
      expect(await l.attempt(key, '203.0.113.8')).toBeGreaterThan(0);
      const rows = (await app.db.execute(
        sql`select key from nakshatra.login_attempts`,
      )) as unknown as { rows: { key: string }[] };
      for (const r of rows.rows) {
        expect(r.key).toMatch(/^(pair|account):[0-9a-f]{64}$/);
        expect(r.key).not.toContain(key);
      }
      // Move every window start 16 minutes into the past.
      await app.db.execute(
        sql`update nakshatra.login_attempts set window_started_at = now() - interval '16 minutes'`,
      );
      expect(await l.attempt(key, '203.0.113.8')).toBe(0);
      expect(await l.attempt(key, '203.0.113.8')).toBe(0);
      expect(await l.attempt(key, '203.0.113.8')).toBeGreaterThan(0);
    });
  });
}

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

    limiterContract(
      'Redis',
      () => async (limits) => redisLoginLimiter(redis, `${prefix}unit:`, limits as LoginLimits),
    );

    it('keeps login counters in Redis, hashed, shared by two instances', async () => {
      const a = await ctx.build({
        redisUrl: url,
        redisKeyPrefix: prefix,
        loginMaxAttempts: 2,
        loginAccountMaxAttempts: 100,
      });
      const b = await ctx.build({
        redisUrl: url,
        redisKeyPrefix: prefix,
        loginMaxAttempts: 2,
        loginAccountMaxAttempts: 100,
      });
      expect(a.loginLimiter.backend).toBe('redis');
      const u = await registerUser(a);
      const fail = (app: typeof a) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '203.0.113.40',
          payload: { email: u.email, password: 'wrong-pass' },
        });
      expect((await fail(a)).statusCode).toBe(401);
      expect((await fail(b)).statusCode).toBe(401);
      const locked = await a.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.40',
        payload: { email: u.email, password: u.password },
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('too_many_attempts');
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      const keys = await redis.keys(`${prefix}login:pair:*`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(/login:pair:[0-9a-f]{64}$/);
      expect(await redis.get(keys[0]!)).toBe('3');
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

      // Another address gets in on the other instance.
      const elsewhere = await b.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '198.51.100.40',
        payload: { email: u.email, password: u.password },
      });
      expect(elsewhere.statusCode).toBe(200);
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
