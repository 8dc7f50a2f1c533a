import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';

/**
 * Which instance runs the billing loop (issue 15): exactly one at a time holds a lease, a Redis
 * key set with NX and a TTL that only its holder renews; when the holder dies the key expires
 * and the next instance to ask takes it over. Charges stay exactly-once even if two instances
 * ever overlap (a holder stalled past its TTL): every minute is a ledger transaction with a
 * unique idempotency key, charged under the consultation's row lock (billing.ts). The lease
 * only keeps the other instances from doing the same work.
 */
export interface BillingLease {
  /** Takes or renews the lease; true while this instance holds it. */
  acquire(): Promise<boolean>;
  /** Gives it up (graceful shutdown), so another instance takes over without waiting. */
  release(): Promise<void>;
  /** This instance's value in the lease key: host, process id and a random part. */
  readonly holder: string;
}

/**
 * 5 s: the billing loop runs every second, so a holder renews it about five times per TTL; a
 * killed holder's minutes are charged at most ~6 s late by its successor.
 */
export const BILLING_LEASE_TTL_MS = 5_000;

/** Renews the key only when it still holds our value (never extends someone else's lease). */
const RENEW_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0`;
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

export function redisBillingLease(redis: Redis, prefix: string): BillingLease {
  const key = `${prefix}billing:lease`;
  const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  return {
    holder,
    async acquire() {
      if (Number(await redis.eval(RENEW_SCRIPT, 1, key, holder, BILLING_LEASE_TTL_MS)) === 1)
        return true;
      return (await redis.set(key, holder, 'PX', BILLING_LEASE_TTL_MS, 'NX')) === 'OK';
    },
    async release() {
      await redis.eval(RELEASE_SCRIPT, 1, key, holder);
    },
  };
}

/** Without Redis there is one instance (the embedded default): it always bills. */
export function localBillingLease(): BillingLease {
  return { holder: 'local', acquire: async () => true, release: async () => {} };
}
