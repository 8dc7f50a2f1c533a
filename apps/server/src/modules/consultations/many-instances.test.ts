/**
 * Issue 15: "A test starts two instances on one PostgreSQL and Redis, puts the user on one and
 * the astrologer on the other, runs a chat session and a call, kills the instance that owns the
 * billing during the session, and checks that billing goes on from the other with no minute
 * lost or charged twice."
 *
 * Two real servers (src/server.ts as child processes, like crash.test.ts) share a fresh
 * PostgreSQL database and a Redis key prefix of their own. Two sessions run at once, each with
 * its client's socket on instance A and its astrologer's on B: a chat (demo astrologer 1) whose
 * presence and messages cross between the instances through Socket.IO's Redis adapter, and a
 * call (demo astrologer 2, a second funded user) whose signalling crosses the same way: the
 * user's offer reaches the astrologer, the answer and candidates come back, and billing starts
 * when both sides report audio (no browser: the server only sees signalling and audio reports,
 * as in calls.test.ts). Once both sessions are past minute 2, the instance whose process id is
 * in the billing lease key is killed with SIGKILL; the sides that were on it reconnect to the
 * other at once and join again (the call's restarts ICE through it), and the survivor must take
 * the lease over and charge the following minutes of both sessions by itself. The user ends
 * both; each session's ledger then holds each minute once, at its price (the call's is the
 * astrologer's call price).
 *
 * Time: minutes are not waited for. Both children run a fast clock (a preloaded Date,
 * NK_TEST_CLOCK_RATE times real time from a shared NK_TEST_CLOCK_EPOCH_MS), so they agree on
 * the time and a consultation minute takes 60 / rate real seconds. The lease's TTL and the
 * billing loop's period are real time (Redis PX, setInterval), so a takeover costs the same few
 * real seconds it would in production: about one fast minute.
 *
 * Runs only when DATABASE_URL and REDIS_URL are set and both answer.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  bySlugResponseSchema,
  type CallSignal,
  type ChatSide,
  type ConsultationMode,
  consoleStatusResponseSchema,
  consultationResponseSchema,
  type ServerEvent,
  splitMinute,
} from '@nakshatra/contracts';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { loadTestEnv } from '../../plugins/env.ts';
import { freePort } from '../../test/ports.ts';
import { createPostgresDatabase } from '../../test/backends.ts';
import {
  api,
  minuteLedgerQuery,
  socketPeer,
  type MinuteRow,
  type Peer,
} from '../../test/live-client.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const SERVER = path.join(ROOT, 'apps/server/src/server.ts');
/** 12: a consultation minute lasts 5 real seconds. */
const CLOCK_RATE = 12;
const REAL_MINUTE_MS = 60_000 / CLOCK_RATE;
const RECHARGE_COINS = 1000;
/** Minutes the survivor must charge by itself after the kill. */
const MINUTES_AFTER_KILL = 3;

/** Date.now() and new Date() run CLOCK_RATE times faster from a shared epoch. */
const FAST_CLOCK =
  'data:text/javascript,' +
  encodeURIComponent(
    'const epoch = Number(process.env.NK_TEST_CLOCK_EPOCH_MS);' +
      'const rate = Number(process.env.NK_TEST_CLOCK_RATE || 1);' +
      'const RealDate = Date;' +
      'const fast = () => epoch + (RealDate.now() - epoch) * rate;' +
      'class FastDate extends RealDate {' +
      '  constructor(...a) { if (a.length === 0) super(fast()); else super(...a); }' +
      '  static now() { return fast(); }' +
      '}' +
      'globalThis.Date = FastDate;',
  );

/** Whether PostgreSQL and Redis are configured and answer within 2 s. */
async function reachable(): Promise<{ databaseUrl: string; redisUrl: string } | null> {
  const { databaseUrl, redisUrl } = loadTestEnv();
  if (!databaseUrl || !redisUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
  });
  try {
    await client.connect();
    await redis.connect();
    await redis.ping();
    return { databaseUrl, redisUrl };
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
    redis.disconnect();
  }
}

const backends = await reachable();

interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  logs(): string;
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', FAST_CLOCK, SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST_DIR: '/nonexistent/nakshatra-web-dist',
      SEED_ASTROLOGERS: '200',
      DEMO_ACCOUNTS: 'true',
      NK_TEST_CLOCK_RATE: String(CLOCK_RATE),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited early:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} not healthy after 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { name, base, child, logs: () => output };
}

async function stopInstance(instance: Instance, signal: 'SIGKILL' | 'SIGTERM') {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

type Tokens = { tokens: { access_token: string }; user: { id: string } };

/** A new user signed up on `inst`, their wallet recharged with RECHARGE_COINS (sandbox). */
async function fundedUser(inst: Instance) {
  const email = `instances.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;
  const reg = await api<Tokens>(inst.base, 'POST', '/api/register', null, {
    name: 'Asha Rao',
    email,
    password: 'correct horse 7',
  });
  expect(reg.status).toBe(201);
  const user = { token: reg.json.tokens.access_token, id: reg.json.user.id };
  const order = await api<{ order: { id: string } }>(
    inst.base,
    'POST',
    '/api/wallet/orders',
    user.token,
    { coins: RECHARGE_COINS },
  );
  expect(order.status).toBe(201);
  const paid = await api(
    inst.base,
    'POST',
    `/api/wallet/orders/${order.json.order.id}/sandbox`,
    user.token,
    { outcome: 'success' },
  );
  expect(paid.status).toBe(200);
  return user;
}

/** A demo astrologer signed in on `inst`, with their entry in the directory. */
async function demoAstrologer(inst: Instance, email: string) {
  const login = await api<Tokens>(inst.base, 'POST', '/api/login', null, {
    email,
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  const token = login.json.tokens.access_token;
  const status = consoleStatusResponseSchema.parse(
    (await api(inst.base, 'GET', '/api/console/status', token)).json,
  );
  return { token, id: login.json.user.id, directory: status.astrologer };
}

/**
 * A funded user (signed up on A) asks a demo astrologer (signed in on B) for a chat or a call,
 * and the astrologer accepts. A chat's first minute is charged then, a call's once both sides
 * report audio (callAcross).
 */
async function openSession(a: Instance, b: Instance, mode: ConsultationMode, astroEmail: string) {
  const user = await fundedUser(a);
  const astro = await demoAstrologer(b, astroEmail);
  const created = await api(a.base, 'POST', '/api/consultations', user.token, {
    astrologerSlug: astro.directory.slug,
    topic: `Career across instances (${mode})`,
    mode,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const { id } = consultationResponseSchema.parse(created.json).consultation;
  const accepted = await api(b.base, 'POST', `/api/consultations/${id}/accept`, astro.token);
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
  const consultation = consultationResponseSchema.parse(accepted.json).consultation;
  expect(consultation).toMatchObject({
    status: 'active',
    mode,
    minutesCharged: mode === 'chat' ? 1 : 0,
  });
  return {
    id,
    mode,
    user,
    astro,
    astrologerId: astro.directory.id,
    pricePaise: consultation.pricePaisePerMin,
  };
}
type Session = Awaited<ReturnType<typeof openSession>>;

/** A billing event of the session that reached minute `min`. */
const billedTo = (consultationId: string, min: number) => (e: ServerEvent) =>
  e.type === 'billing' &&
  e.billing.consultationId === consultationId &&
  e.billing.minutesCharged >= min;

/** A session's two sockets. */
interface Parties {
  user: Peer;
  astro: Peer;
}

const join = (consultationId: string) => ({ type: 'join', consultationId });

const message = (consultationId: string, text: string) => ({
  type: 'message',
  consultationId,
  id: randomUUID(),
  text,
});

/** The client's socket on A, the astrologer's on B, both joined: presence crosses instances. */
async function joinAcross(a: Instance, b: Instance, s: Session): Promise<Parties> {
  const user = await socketPeer(a.base, s.user.token);
  const astro = await socketPeer(b.base, s.astro.token);
  expect(await user.send(join(s.id))).toMatchObject({ ok: true, side: 'user', peerOnline: false });
  expect(await astro.send(join(s.id))).toMatchObject({
    ok: true,
    side: 'astrologer',
    peerOnline: true,
  });
  await user.waitFor((e) => e.type === 'presence' && e.side === 'astrologer' && e.online);
  return { user, astro };
}

/** A message from one party that reaches the other. */
async function say(from: Peer, to: Peer, consultationId: string, text: string) {
  const m = message(consultationId, text);
  expect((await from.send(m)).ok).toBe(true);
  await to.waitFor((e) => e.type === 'message' && e.message.id === m.id);
}

/** A chat: messages both ways cross instances. */
async function chatAcross(a: Instance, b: Instance, s: Session) {
  const p = await joinAcross(a, b, s);
  for (let i = 0; i < 3; i++) {
    await say(p.user, p.astro, s.id, `question ${i}`);
    await say(p.astro, p.user, s.id, `answer ${i}`);
  }
  return p;
}

/** A call signal from one party that reaches the other as sent, marked with the sender's side. */
async function relay(from: Peer, to: Peer, id: string, side: ChatSide, signal: CallSignal) {
  expect(await from.send({ type: 'call-signal', consultationId: id, signal })).toMatchObject({
    ok: true,
  });
  await to.waitFor(
    (e) =>
      e.type === 'call-signal' &&
      e.consultationId === id &&
      e.from === side &&
      isDeepStrictEqual(e.signal, signal),
  );
}

/**
 * One negotiation, as a browser pair does it: the user's offer, the astrologer's answer, a
 * candidate each way. `ufrag` tells negotiations apart, as an ICE restart's new ufrag does.
 */
async function negotiate(p: Parties, id: string, ufrag: string) {
  const candidate = (port: number): CallSignal => ({
    kind: 'ice',
    candidate: `candidate:1 1 udp 2122260223 192.0.2.1 ${port} typ host ufrag ${ufrag}`,
    sdpMid: '0',
    sdpMLineIndex: 0,
  });
  await relay(p.user, p.astro, id, 'user', { kind: 'offer', sdp: `v=0 offer ${ufrag}` });
  await relay(p.astro, p.user, id, 'astrologer', { kind: 'answer', sdp: `v=0 answer ${ufrag}` });
  await relay(p.user, p.astro, id, 'user', candidate(50_000));
  await relay(p.astro, p.user, id, 'astrologer', candidate(50_001));
}

const audioFlowing = (consultationId: string) => ({
  type: 'call-media',
  consultationId,
  flowing: true,
});

/**
 * A call at the astrologer's call price: the user's offer reaches the astrologer on B and the
 * answer comes back through the Redis adapter; billing starts when both have reported audio.
 */
async function callAcross(a: Instance, b: Instance, s: Session) {
  const listed = bySlugResponseSchema.parse(
    (await api(a.base, 'GET', `/api/consultants/by-slug?slug=${s.astro.directory.slug}`, null))
      .json,
  );
  expect(s.pricePaise).toBe(listed.data.callPrice * 100);
  const p = await joinAcross(a, b, s);
  await negotiate(p, s.id, 'first');
  const one = await p.user.send(audioFlowing(s.id));
  expect(one.ok && one.consultation).toMatchObject({ acceptedAt: null, minutesCharged: 0 });
  const both = await p.astro.send(audioFlowing(s.id));
  expect(both.ok && both.consultation).toMatchObject({ minutesCharged: 1 });
  await Promise.all([p.user, p.astro].map((x) => x.waitFor(billedTo(s.id, 1))));
  return p;
}

/** The highest minute either party of a session has been told of. */
const toldCharged = (s: Session, p: Parties) =>
  Math.max(
    0,
    ...[...p.user.events, ...p.astro.events].flatMap((e) =>
      e.type === 'billing' && e.billing.consultationId === s.id ? [e.billing.minutesCharged] : [],
    ),
  );

async function leaseHolderPid(redis: Redis, prefix: string): Promise<number | null> {
  const value = await redis.get(`${prefix}billing:lease`);
  return value === null ? null : Number(value.split(':')[1]);
}

/** The ledger of the session, read from PostgreSQL: one balanced transaction per minute. */
async function checkLedger(databaseUrl: string, s: Session) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const keys = (await c.query<MinuteRow>(...minuteLedgerQuery(s))).rows;
    const [row] = (
      await c.query<{ minutes_charged: number; status: string; due: number }>(
        `select minutes_charged, status,
                (floor(extract(epoch from (ended_at - accepted_at)) / 60) + 1)::int as due
         from nakshatra.consultations where id = $1`,
        [s.id],
      )
    ).rows;
    const minutes = row!.minutes_charged;
    // No minute lost: every minute started before the end is charged; none twice: one key each.
    // A call's accepted_at is when both sides had audio, so its minutes count from then.
    expect(row).toMatchObject({ status: 'ended', due: minutes });
    const minute = (k: { idempotency_key: string }) => Number(k.idempotency_key.split(':').pop());
    expect(keys.map(minute).sort((x, y) => x - y)).toEqual(
      Array.from({ length: minutes }, (_, i) => i + 1),
    );
    const { earningsPaise, commissionPaise } = splitMinute(s.pricePaise);
    for (const k of keys)
      expect(k, k.idempotency_key).toMatchObject({
        wallet: -s.pricePaise,
        earnings: earningsPaise,
        commission: commissionPaise,
        n: 3,
      });
    const wallet = await c.query<{ paise: number }>(
      'select sum(amount_paise)::int as paise from nakshatra.ledger_entries where account = $1',
      [`wallet:${s.user.id}`],
    );
    expect(wallet.rows[0]!.paise).toBe(RECHARGE_COINS * 100 - minutes * s.pricePaise);
    return minutes;
  } finally {
    await c.end();
  }
}

describe.runIf(backends)('two instances on one PostgreSQL and Redis', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const fn of cleanups.reverse()) await fn().catch(() => {});
  });

  it(
    "a chat and a call cross instances; billing survives the lease holder's SIGKILL, each minute once",
    { timeout: 120_000 },
    async () => {
      const { databaseUrl, redisUrl } = backends!;
      const db = await createPostgresDatabase(databaseUrl);
      cleanups.push(db.drop);
      const prefix = `nk:test:${randomBytes(4).toString('hex')}:`;
      const redis = new Redis(redisUrl);
      cleanups.push(async () => {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      });
      const env = {
        DATABASE_URL: db.url,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: prefix,
        NK_TEST_CLOCK_EPOCH_MS: String(Date.now()),
      };
      // One after the other: the first start migrates and seeds the new database.
      const a = await startInstance('A', env);
      cleanups.push(() => stopInstance(a, 'SIGKILL'));
      const b = await startInstance('B', env);
      cleanups.push(() => stopInstance(b, 'SIGKILL'));
      try {
        await runSessions(a, b, redis, prefix, db.url);
      } catch (err) {
        console.error(`A:\n${a.logs()}\nB:\n${b.logs()}`);
        throw err;
      }
    },
  );
});

/** A session under way: its consultation, its sockets now, the minutes charged at the kill. */
interface Live {
  s: Session;
  p: Parties;
  charged: number;
}

/** The two sessions at once: a chat (demo astrologer 1) and a call (demo astrologer 2). */
async function runSessions(
  a: Instance,
  b: Instance,
  redis: Redis,
  prefix: string,
  databaseUrl: string,
) {
  const chat = await openSession(a, b, 'chat', DEMO_ACCOUNTS[1].email);
  const chatParties = await chatAcross(a, b, chat);
  const call = await openSession(a, b, 'call', DEMO_ACCOUNTS[2].email);
  const callParties = await callAcross(a, b, call);
  const started = [
    { s: chat, p: chatParties },
    { s: call, p: callParties },
  ];
  // Minute 2 of each, charged by whichever instance holds the lease, reaches both sides.
  await Promise.all(
    started.flatMap(({ s, p }) =>
      [p.user, p.astro].map((x) => x.waitFor(billedTo(s.id, 2), 3 * REAL_MINUTE_MS)),
    ),
  );
  const holderPid = await leaseHolderPid(redis, prefix);
  const [owner, survivor] = holderPid === a.child.pid ? [a, b] : [b, a];
  expect(holderPid).toBe(owner.child.pid);
  const t0 = performance.now();
  await stopInstance(owner, 'SIGKILL');
  // The side that was on the killed instance reconnects to the survivor and joins again at once.
  const moved: ChatSide = owner === a ? 'user' : 'astrologer';
  const lives = await Promise.all(
    started.map(async ({ s, p }) => ({
      s,
      p: await rejoin(survivor, moved, s, p),
      charged: toldCharged(s, p),
    })),
  );
  const [, callLive] = lives;
  expect(callLive!.s.mode).toBe('call');
  await resumeCall(callLive!, moved);
  await afterKill(lives, owner, survivor, redis, prefix, t0);
  for (const l of lives) {
    const minutes = await checkLedger(databaseUrl, l.s);
    expect(minutes, l.s.mode).toBeGreaterThanOrEqual(l.charged + MINUTES_AFTER_KILL);
  }
  for (const p of [...started, ...lives].flatMap(({ p }) => [p.user, p.astro]))
    p.socket.disconnect();
  await stopInstance(survivor, 'SIGTERM');
  expect(survivor.child.exitCode).toBe(0);
}

/** `side`'s new socket on the survivor, joined to the session; the other socket is unchanged. */
async function rejoin(survivor: Instance, side: ChatSide, s: Session, p: Parties) {
  const socket = await socketPeer(survivor.base, side === 'user' ? s.user.token : s.astro.token);
  expect(await socket.send(join(s.id))).toMatchObject({ ok: true, side });
  return side === 'user' ? { ...p, user: socket } : { ...p, astro: socket };
}

/**
 * What a browser does after its socket moved: report its audio again (a reconnect, which must
 * neither restart nor charge) and restart ICE, relayed by the survivor with the lease or not.
 */
async function resumeCall({ s, p }: Live, moved: ChatSide) {
  const again = await (moved === 'user' ? p.user : p.astro).send(audioFlowing(s.id));
  expect(again.ok && again.consultation).toMatchObject({ status: 'active' });
  await negotiate(p, s.id, 'restart');
}

/**
 * Nothing but the survivor's billing loop charges now (no request touches the sessions): it
 * must bill MINUTES_AFTER_KILL more of each. Then the chat still carries messages and the user
 * ends both.
 */
async function afterKill(
  lives: Live[],
  owner: Instance,
  survivor: Instance,
  redis: Redis,
  prefix: string,
  t0: number,
) {
  const took = await Promise.all(
    lives.map(async ({ s, p, charged }) => {
      const to = charged + MINUTES_AFTER_KILL;
      await p.user.waitFor(billedTo(s.id, to), (MINUTES_AFTER_KILL + 3) * REAL_MINUTE_MS);
      return `${s.mode} minute ${to} ${Math.round(performance.now() - t0)} ms later`;
    }),
  );
  const before = lives.map((l) => `${l.s.mode} minute ${l.charged}`).join(', ');
  console.info(
    `many instances: killed ${owner.name} (lease holder) after ${before}; ${survivor.name} billed ${took.join(', ')}`,
  );
  expect(await leaseHolderPid(redis, prefix)).toBe(survivor.child.pid);
  const [chat] = lives;
  await say(chat!.p.user, chat!.p.astro, chat!.s.id, 'still there?');
  for (const { s } of lives) {
    const ended = await api(survivor.base, 'POST', `/api/consultations/${s.id}/end`, s.user.token);
    expect(ended.status, JSON.stringify(ended.json)).toBe(200);
    // Still active until this request: the call watch did not end the call while a side moved.
    expect(consultationResponseSchema.parse(ended.json).consultation).toMatchObject({
      status: 'ended',
      endReason: 'user',
    });
  }
}
