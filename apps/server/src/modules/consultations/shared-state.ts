import { randomUUID } from 'node:crypto';
import type { ChatSide } from '@nakshatra/contracts';
import { MESSAGE_RATE_MAX, MESSAGE_RATE_WINDOW_MS } from '@nakshatra/contracts';
import type { Redis } from 'ioredis';

/**
 * What every instance of the server must agree on about live chats (issue 15): who is in a
 * consultation, and how many messages each person sent lately. In Redis when it is configured
 * (keys with TTLs, so an instance that dies leaves nothing behind for long), in memory otherwise
 * (the embedded default: one process).
 */
export interface ChatState {
  /** Counts one message of `userId` now; false when the sliding window is full. */
  allowMessage(userId: string, nowMs: number): Promise<boolean>;
  /** A socket joined a consultation as one side. */
  joined(consultationId: string, side: ChatSide, socketId: string): Promise<void>;
  /** A socket left (disconnect). */
  left(consultationId: string, side: ChatSide, socketId: string): Promise<void>;
  /** Whether any socket, on any instance, is in the consultation as `side`. */
  online(consultationId: string, side: ChatSide): Promise<boolean>;
  /** Stops the presence refresh. */
  close(): void;
}

/** A sliding window of message times per person (all their sockets together). */
function memoryLimiter() {
  const sent = new Map<string, number[]>();
  return (userId: string, t: number): boolean => {
    const times = (sent.get(userId) ?? []).filter((x) => x > t - MESSAGE_RATE_WINDOW_MS);
    if (times.length >= MESSAGE_RATE_MAX) {
      sent.set(userId, times);
      return false;
    }
    times.push(t);
    sent.set(userId, times);
    return true;
  };
}

export function memoryChatState(): ChatState {
  const allow = memoryLimiter();
  const present = new Map<string, Set<string>>();
  const key = (id: string, side: ChatSide) => `${id}:${side}`;
  return {
    allowMessage: async (userId, nowMs) => allow(userId, nowMs),
    async joined(id, side, socketId) {
      const set = present.get(key(id, side)) ?? new Set<string>();
      set.add(socketId);
      present.set(key(id, side), set);
    },
    async left(id, side, socketId) {
      const set = present.get(key(id, side));
      set?.delete(socketId);
      if (set?.size === 0) present.delete(key(id, side));
    },
    online: async (id, side) => (present.get(key(id, side))?.size ?? 0) > 0,
    close() {},
  };
}

/**
 * The message window as a sorted set of send times: drop those older than the window, refuse
 * when full, else add this one; the key expires with the window. One script, so parallel sends
 * from sockets on different instances cannot both take the last place.
 */
const ALLOW_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/**
 * How long a socket's presence lasts in Redis unless its instance renews it: an instance killed
 * outright leaves its sockets "online" at most this long. Renewed every third of it.
 */
export const PRESENCE_TTL_MS = 30_000;

/**
 * Presence per consultation and side: a sorted set of socket ids scored by when they expire
 * (Redis' own clock, so instances with different clocks agree), renewed by the instance that
 * holds the socket.
 */
const JOIN_SCRIPT = `
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;
/** The same for many sockets at once: KEYS[i] gets ARGV[i + 1]; ARGV[1] is the TTL. */
const RENEW_SCRIPT = `
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
local ttl = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + ttl, ARGV[i + 1])
  redis.call('PEXPIRE', key, ttl)
end
return #KEYS`;
/**
 * Sockets renewed per script call. One call per socket (a thousand on a busy instance, every
 * 10 s) queued every chat message's rate-limit check behind them; a batch this size keeps each
 * script short (well under a millisecond) so Redis interleaves other clients' commands.
 */
const RENEW_BATCH = 200;
const ONLINE_SCRIPT = `
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
return redis.call('ZCARD', KEYS[1])`;

export function redisChatState(
  redis: Redis,
  prefix: string,
  ttlMs: number = PRESENCE_TTL_MS,
): ChatState {
  const rateKey = (userId: string) => `${prefix}chat:rate:${userId}`;
  const presenceKey = (id: string, side: ChatSide) => `${prefix}chat:presence:${id}:${side}`;
  /** This instance's sockets in consultations, renewed while they stay. */
  const local = new Map<string, { id: string; side: ChatSide; socketId: string }>();
  const touch = (id: string, side: ChatSide, socketId: string) =>
    redis.eval(JOIN_SCRIPT, 1, presenceKey(id, side), socketId, ttlMs);
  const timer = setInterval(() => {
    const all = [...local.values()];
    for (let i = 0; i < all.length; i += RENEW_BATCH) {
      const batch = all.slice(i, i + RENEW_BATCH);
      redis
        .eval(
          RENEW_SCRIPT,
          batch.length,
          ...batch.map((p) => presenceKey(p.id, p.side)),
          ttlMs,
          ...batch.map((p) => p.socketId),
        )
        .catch(() => {});
    }
  }, ttlMs / 3);
  timer.unref();
  return {
    async allowMessage(userId, nowMs) {
      const ok = await redis.eval(
        ALLOW_SCRIPT,
        1,
        rateKey(userId),
        nowMs,
        MESSAGE_RATE_WINDOW_MS,
        MESSAGE_RATE_MAX,
        `${nowMs}:${randomUUID()}`,
      );
      return ok === 1;
    },
    async joined(id, side, socketId) {
      local.set(`${id}:${side}:${socketId}`, { id, side, socketId });
      await touch(id, side, socketId);
    },
    async left(id, side, socketId) {
      local.delete(`${id}:${side}:${socketId}`);
      await redis.zrem(presenceKey(id, side), socketId);
    },
    online: async (id, side) =>
      Number(await redis.eval(ONLINE_SCRIPT, 1, presenceKey(id, side))) > 0,
    close: () => clearInterval(timer),
  };
}
