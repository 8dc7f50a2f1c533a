import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { AppError, errorMessages } from './errors.ts';

/**
 * Sign-in is protected at three levels (OWASP Authentication Cheat Sheet, "Account lockout"):
 * - per client IP, every request to the auth routes, by @fastify/rate-limit;
 * - per account and client address: `perAddressMax` attempts in the window, then that address
 *   waits. Only that address: the owner signing in from elsewhere is not locked out by a
 *   stranger who knows their email;
 * - per account from all addresses: `perAccountMax` attempts in the window stop guessing spread
 *   over many addresses, for addresses the account has never signed in from. Addresses it has
 *   signed in from (within `knownAddressTtlMs`) pass this limit and keep only their own.
 *
 * An attempt is counted before its password is checked, in one atomic step (one SQL statement,
 * or one Redis script), so a burst of parallel guesses cannot slip past a limit: of N parallel
 * attempts, at most the limit reach the password check. A successful login gives its attempt
 * back and clears its address's count. Windows are fixed, from the first attempt.
 */
export interface LoginLimiter {
  /**
   * Counts one attempt of `account` from `address`; the seconds it must wait (0: check the
   * password now). Call before verifying the password.
   */
  attempt(account: string, address: string): Promise<number>;
  /** The password was right: the address is now known for the account, its count cleared. */
  succeeded(account: string, address: string): Promise<void>;
  readonly backend: 'database' | 'redis';
}

export interface LoginLimits {
  perAddressMax: number;
  perAccountMax: number;
  windowMs: number;
  knownAddressTtlMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
  }
}

/**
 * The part of a client address that identifies one client: IPv4 as is (IPv4-mapped IPv6 too);
 * IPv6 by its /64 prefix, since one subscriber is routinely given a whole /64 and could otherwise
 * rotate through addresses for free (OWASP; RFC 6177).
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

/** Keys are hashes: emails and addresses are personal data, and key names show up in tools. */
function hashed(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

function keysFor(account: string, address: string) {
  const pair = hashed(account, addressKey(address));
  return { pair: `pair:${pair}`, account: `account:${hashed(account)}`, known: pair };
}

type AttemptRow = {
  key: string;
  failures: number | string;
  window_started_at: string | Date;
  known: boolean | null;
};

export function databaseLoginLimiter(db: Db, limits: LoginLimits): LoginLimiter {
  const { perAddressMax, perAccountMax, windowMs, knownAddressTtlMs } = limits;
  return {
    backend: 'database',
    async attempt(account, address) {
      const keys = keysFor(account, address);
      const now = new Date();
      const cutoff = new Date(now.getTime() - windowMs).toISOString();
      // One statement: both counters go up under row locks (concurrent attempts queue on them and
      // each sees the count before it), and the result says whether the address is known.
      const result = await db.execute(sql`
        with counted as (
          insert into nakshatra.login_attempts as a (key, failures, window_started_at)
          values (${keys.pair}, 1, ${now.toISOString()}::timestamptz),
                 (${keys.account}, 1, ${now.toISOString()}::timestamptz)
          on conflict (key) do update set
            failures = case when a.window_started_at <= ${cutoff}::timestamptz
                            then 1 else a.failures + 1 end,
            window_started_at = case when a.window_started_at <= ${cutoff}::timestamptz
                                     then excluded.window_started_at else a.window_started_at end
          returning a.key, a.failures, a.window_started_at
        )
        select c.key, c.failures, c.window_started_at,
               exists (select 1 from nakshatra.login_known_addresses k
                       where k.key = ${keys.known}
                         and k.last_success_at > ${new Date(now.getTime() - knownAddressTtlMs).toISOString()}::timestamptz
               ) as known
        from counted c`);
      const rows = (result as unknown as { rows: AttemptRow[] }).rows;
      const row = (key: string) => rows.find((r) => r.key === key)!;
      const waitFor = (r: AttemptRow) =>
        Math.max(
          1,
          Math.ceil((new Date(r.window_started_at).getTime() + windowMs - now.getTime()) / 1000),
        );
      const pair = row(keys.pair);
      const acct = row(keys.account);
      // A new window: rows whose window has passed mean nothing any more; the table stays small.
      if (Number(pair.failures) === 1)
        await db.execute(
          sql`delete from nakshatra.login_attempts where window_started_at <= ${cutoff}::timestamptz`,
        );
      if (Number(pair.failures) > perAddressMax) return waitFor(pair);
      if (!pair.known && Number(acct.failures) > perAccountMax) return waitFor(acct);
      return 0;
    },
    async succeeded(account, address) {
      const keys = keysFor(account, address);
      const now = new Date();
      await db.execute(sql`delete from nakshatra.login_attempts where key = ${keys.pair}`);
      await db.execute(sql`
        update nakshatra.login_attempts set failures = failures - 1
        where key = ${keys.account} and failures > 0`);
      await db.execute(sql`
        insert into nakshatra.login_known_addresses as k (key, last_success_at)
        values (${keys.known}, ${now.toISOString()}::timestamptz)
        on conflict (key) do update set last_success_at = excluded.last_success_at`);
      await db.execute(sql`
        delete from nakshatra.login_known_addresses
        where last_success_at <= ${new Date(now.getTime() - knownAddressTtlMs).toISOString()}::timestamptz`);
    },
  };
}

// KEYS: pair counter, account counter, known-address marker. ARGV: window ms.
// Both counters INCR with their expiry set on the first attempt (fixed window); returns the
// counts, their remaining ms and whether the address is known, all in one atomic step.
const COUNT_ATTEMPT = `
local pair = redis.call('INCR', KEYS[1])
if pair == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local account = redis.call('INCR', KEYS[2])
if account == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[1]) end
return {pair, redis.call('PTTL', KEYS[1]), account, redis.call('PTTL', KEYS[2]), redis.call('EXISTS', KEYS[3])}`;

// KEYS: pair counter, account counter, known-address marker. ARGV: known-address ttl ms.
const RECORD_SUCCESS = `
redis.call('DEL', KEYS[1])
if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
redis.call('SET', KEYS[3], '1', 'PX', ARGV[1])
return 1`;

export function redisLoginLimiter(redis: Redis, prefix: string, limits: LoginLimits): LoginLimiter {
  const { perAddressMax, perAccountMax, windowMs, knownAddressTtlMs } = limits;
  const redisKeys = (account: string, address: string) => {
    const keys = keysFor(account, address);
    return [
      `${prefix}login:${keys.pair}`,
      `${prefix}login:${keys.account}`,
      `${prefix}login-known:${keys.known}`,
    ] as const;
  };
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  return {
    backend: 'redis',
    async attempt(account, address) {
      const [pair, pairTtlMs, acct, acctTtlMs, known] = (await redis.eval(
        COUNT_ATTEMPT,
        3,
        ...redisKeys(account, address),
        String(windowMs),
      )) as [number, number, number, number, number];
      if (pair > perAddressMax) return seconds(pairTtlMs);
      if (known !== 1 && acct > perAccountMax) return seconds(acctTtlMs);
      return 0;
    },
    async succeeded(account, address) {
      await redis.eval(
        RECORD_SUCCESS,
        3,
        ...redisKeys(account, address),
        String(knownAddressTtlMs),
      );
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
  const limits: LoginLimits = {
    perAddressMax: config.loginMaxAttempts,
    perAccountMax: config.loginAccountMaxAttempts,
    windowMs: config.loginWindowMs,
    knownAddressTtlMs: config.loginKnownAddressTtlMs,
  };
  app.decorate(
    'loginLimiter',
    redis
      ? redisLoginLimiter(redis, config.redisKeyPrefix, limits)
      : databaseLoginLimiter(db, limits),
  );
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['db', 'redis'] });
