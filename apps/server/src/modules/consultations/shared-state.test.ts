import { randomBytes } from 'node:crypto';
import { MESSAGE_RATE_MAX, MESSAGE_RATE_WINDOW_MS } from '@nakshatra/contracts';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test/backends.ts';
import { BILLING_LEASE_TTL_MS, redisBillingLease } from './billing-lease.ts';
import { type ChatState, memoryChatState, redisChatState } from './shared-state.ts';

const redisUrl = testRedisUrl();
const clients: Redis[] = [];
const states: ChatState[] = [];
afterAll(async () => {
  for (const s of states) s.close();
  for (const r of clients) await r.quit();
});

/** A fresh key prefix per call, so runs sharing a Redis never see each other's keys. */
const prefix = () => `nk:test:${randomBytes(4).toString('hex')}:`;

function redisClient(): Redis {
  const r = new Redis(redisUrl!);
  clients.push(r);
  return r;
}

const variants: Array<{ name: string; make: () => ChatState }> = [
  { name: 'memory', make: memoryChatState },
  ...(redisUrl
    ? [
        {
          name: 'redis',
          make: () => {
            // Two "instances" on one prefix: what one records, the other sees.
            const p = prefix();
            const a = redisChatState(redisClient(), p);
            const b = redisChatState(redisClient(), p);
            states.push(a, b);
            return {
              ...a,
              online: b.online,
              allowMessage: (u: string, t: number) => (t % 2 === 0 ? a : b).allowMessage(u, t),
            };
          },
        },
      ]
    : []),
];

describe.runIf(redisUrl)('presence in Redis', () => {
  it('is renewed in batches while the instance lives, and lapses a TTL after it dies', async () => {
    // A 600 ms TTL (renewed every 200 ms) stands for the 30 s one; 450 sockets: three batches.
    const p = prefix();
    const a = redisChatState(redisClient(), p, 600);
    const b = redisChatState(redisClient(), p, 600);
    states.push(a, b);
    const ids = Array.from({ length: 450 }, (_, i) => `c${i}`);
    const side = (i: number) => (i % 2 === 0 ? 'user' : 'astrologer');
    for (const [i, id] of ids.entries()) await a.joined(id, side(i), `s-${id}`);
    await new Promise((r) => setTimeout(r, 1_500));
    const online = async () =>
      (await Promise.all(ids.map((id, i) => b.online(id, side(i))))).filter(Boolean).length;
    expect(await online()).toBe(ids.length);
    a.close();
    await new Promise((r) => setTimeout(r, 900));
    expect(await online()).toBe(0);
  });
});

describe.each(variants)('chat state in $name', ({ make }) => {
  it('presence: online while a socket of that side stays joined', async () => {
    const s = make();
    expect(await s.online('c1', 'user')).toBe(false);
    await s.joined('c1', 'user', 'sock-1');
    await s.joined('c1', 'user', 'sock-2');
    expect(await s.online('c1', 'user')).toBe(true);
    expect(await s.online('c1', 'astrologer')).toBe(false);
    await s.left('c1', 'user', 'sock-1');
    expect(await s.online('c1', 'user')).toBe(true);
    await s.left('c1', 'user', 'sock-2');
    expect(await s.online('c1', 'user')).toBe(false);
  });

  it(`messages: ${MESSAGE_RATE_MAX} per window per person, then the window slides`, async () => {
    const s = make();
    const t0 = 1_000_000;
    const first = [];
    for (let i = 0; i < MESSAGE_RATE_MAX + 3; i++) first.push(await s.allowMessage('u1', t0 + i));
    expect(first.filter(Boolean)).toHaveLength(MESSAGE_RATE_MAX);
    expect(await s.allowMessage('u2', t0)).toBe(true);
    expect(await s.allowMessage('u1', t0 + MESSAGE_RATE_WINDOW_MS + 1)).toBe(true);
  });
});

describe.runIf(redisUrl)('billing lease in Redis', () => {
  it('one holder at a time; renewed by it; taken over after its TTL or release', async () => {
    const p = prefix();
    const a = redisBillingLease(redisClient(), p);
    const b = redisBillingLease(redisClient(), p);
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    expect(await a.acquire()).toBe(true);
    // A holder that stops renewing (killed) loses it after the TTL.
    const r = redisClient();
    expect(await r.pttl(`${p}billing:lease`)).toBeGreaterThan(BILLING_LEASE_TTL_MS - 1000);
    await r.pexpire(`${p}billing:lease`, 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await b.acquire()).toBe(true);
    expect(await a.acquire()).toBe(false);
    // Releasing someone else's lease does nothing; the holder's own release frees it.
    await a.release();
    expect(await r.get(`${p}billing:lease`)).toBe(b.holder);
    await b.release();
    expect(await a.acquire()).toBe(true);
    await a.release();
  });
});
