/**
 * Live consultations under load (issue 13): `npm run bench consultations`.
 *
 * One server (buildApp, listening on 127.0.0.1 over real TCP), 1,000 users and 1,000 astrologer
 * logins, 1,000 consultations requested and accepted through the REST routes, then 2,000
 * Socket.IO connections (websocket transport, bearer tokens) chatting for at least 65 s after
 * the last acceptance, so the second minute of every session is charged while they talk.
 *
 * The sockets live in a forked client process (bench/consultation-clients.ts): this process is
 * the server and nothing else while the chat runs, so its latency is not the clients' CPU. Both
 * processes share the machine's cores; each prints its CPU share and event-loop delay.
 *
 * Figures:
 * - message delivery: a client's emit to the other party's `message` event (both sockets in the
 *   client process, one clock); p50, p95, p99, max. Target p99 < 100 ms.
 * - billing-tick lag: for each charged minute, when its `billing` event reached the client's
 *   socket minus when the minute started (acceptedAt + (n - 1) x 60 s); minute 1 is charged by
 *   the accept itself, later minutes by the server's billing loop (every 1 s).
 * - setup: users and astrologer logins (SQL), session tokens, wallets (ledger rows), sockets,
 *   requests and accepts (REST through app.inject), joins.
 *
 * Message delivery is also split by when a message was sent: during the minute-2 wave (from the
 * first acceptance + 60 s to the last + 62 s, while the loop charges 1,000 second minutes) or at
 * other times. On PGlite the wave is where the tail comes from: the database runs inside this
 * process and its queries resolve without giving the event loop back, so a billing pass (every
 * due session charged back to back, then every billing event sent) holds up the sockets for as
 * long as it takes (event-loop delay max, printed below the table).
 *
 * Each side sends one message every 2 to 5 s (uniform): well under the limit of 20 per 10 s.
 * Setup shortcuts (SQL users, app.sessions.create tokens, ledger-row recharges) are what the
 * tests do; everything measured goes through the real routes and sockets.
 *
 * Environment:
 *   DATABASE_URL          PostgreSQL server for the second table (unset: the local default
 *                         postgres://postgres@127.0.0.1:5432/postgres is tried; none: skipped).
 *                         A fresh database `nk_bench_consult_<random>` is created and dropped.
 *   BENCH_DB=pglite|postgres|postgres-2  only that table. postgres-2: two instances in this
 *                         process on one PostgreSQL and Redis (REDIS_URL, default
 *                         redis://127.0.0.1:6379; skipped without it), the users' sockets on
 *                         one and the astrologers' on the other, so every message crosses the
 *                         Socket.IO Redis adapter; billing is held by one instance (the lease).
 *   BENCH_ROUNDS=1        rounds per table (medians printed when more than one). One by default:
 *                         a round needs over a minute of chat; one round of both tables took
 *                         2 min 43 s here, three rounds of PGlite alone 4 min 17 s, so three of
 *                         both would be about 8 minutes.
 *   BENCH_SESSIONS=1000   consultations (two sockets each)
 *   BENCH_CHAT_SEC=65     seconds of chat after the last acceptance
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  consultationResponseSchema,
  MESSAGE_RATE_MAX,
  MESSAGE_RATE_WINDOW_MS,
} from '@nakshatra/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import type { DatabaseConfig } from '../src/plugins/env.ts';
import type {
  ChatPlan,
  ClientResult,
  FromClients,
  Pair,
  ToClients,
} from './consultation-clients.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CLIENTS = path.join(HERE, 'consultation-clients.ts');
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const sessionCount = Number(process.env.BENCH_SESSIONS ?? 1000);
const chatAfterLastAcceptMs = Number(process.env.BENCH_CHAT_SEC ?? 65) * 1000;
const MESSAGE_EVERY_MS: [number, number] = [2000, 5000];
/** After the chat, how long the second minutes' billing events are waited for. */
const BILLING_WAIT_MS = 30_000;
const P99_TARGET_MS = 100;
/** The event-loop delay histogram's timer period, taken off what it records (as in the clients). */
const ELD_RESOLUTION_MS = 10;
/** ₹10,000 per wallet: any astrologer's 5-minute minimum and the minutes of the run. */
const FUND_PAISE = 1_000_000;

type Rows<T> = { rows: T[] };
/** 'postgres-2': two instances on one PostgreSQL and Redis, users on one, astrologers on the other. */
type Kind = 'pglite' | 'postgres' | 'postgres-2';

interface Figures {
  setupMs: Record<
    'people' | 'tokens' | 'wallets' | 'sockets' | 'requestsAccepts' | 'joins',
    number
  >;
  sockets: number;
  socketsFailed: number;
  serverCpuShare: number;
  serverEventLoopP99Ms: number;
  serverEventLoopMaxMs: number;
  clients: ClientResult;
}

/** Nearest-rank percentile of an unsorted list. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

function median(values: number[]): number {
  const s = [...values].filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Runs `work` over `items` with at most `limit` in flight; results in item order. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

async function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresAdminUrl(): Promise<string | null> {
  const url = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
  try {
    await withClient(url, (c) => c.query('select 1'));
    return url;
  } catch (err) {
    console.log(
      `\nPostgreSQL table skipped: ${url} did not answer (${err instanceof Error ? err.message : err}). ` +
        'Set DATABASE_URL to a PostgreSQL server that may create databases.',
    );
    return null;
  }
}

/** A fresh database for one round: a PGlite folder (as `npm start` keeps it) or a PostgreSQL one. */
async function freshDatabase(
  kind: Kind,
  adminUrl: string | null,
): Promise<{ database: DatabaseConfig; cleanup(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'nk-bench-consult-'));
    return {
      database: { kind: 'pglite', dataDir },
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `nk_bench_consult_${randomBytes(5).toString('hex')}`;
  await withClient(adminUrl!, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    cleanup: () =>
      withClient(adminUrl!, (c) => c.query(`drop database if exists ${name} with (force)`)).then(
        () => {},
      ),
  };
}

/**
 * `n` users and `n` astrologer logins (linked to directory astrologers with a chat price), in
 * SQL; each paired with an astrologer in id order.
 */
async function createPeople(app: FastifyInstance, n: number, tag: string) {
  const users = (await app.db.execute(sql`
    insert into nakshatra.users (email, name, password_hash, role)
    select 'bench.user.' || g || '.' || ${tag} || '@example.com', 'Bench User ' || g, '!', 'user'
    from generate_series(1, ${n}) g
    returning id`)) as unknown as Rows<{ id: string }>;
  const astrologers = (await app.db.execute(sql`
    with picked as (
      select a.id, a.name, a.slug from nakshatra.astrologers a
      where a.price_rupees_per_min > 0
        and not exists (select 1 from nakshatra.users u where u.astrologer_id = a.id)
      order by a.id limit ${n})
    insert into nakshatra.users (email, name, password_hash, role, astrologer_id)
    select 'bench.astrologer.' || p.id || '.' || ${tag} || '@example.com', p.name, '!', 'astrologer', p.id
    from picked p
    returning id, astrologer_id`)) as unknown as Rows<{ id: string; astrologer_id: number }>;
  if (astrologers.rows.length < n)
    throw new Error(`only ${astrologers.rows.length} astrologers to pair with`);
  const slugs = (await app.db.execute(sql`
    select id, slug from nakshatra.astrologers where id in (
      select astrologer_id from nakshatra.users where email like ${`bench.astrologer.%.${tag}@example.com`})`)) as unknown as Rows<{
    id: number;
    slug: string;
  }>;
  const slugOf = new Map(slugs.rows.map((r) => [r.id, r.slug]));
  return users.rows.map((u, i) => ({
    userId: u.id,
    astroUserId: astrologers.rows[i]!.id,
    slug: slugOf.get(astrologers.rows[i]!.astrologer_id)!,
  }));
}

/** One balanced recharge per bench user, as the tests fund wallets. */
async function fundWallets(app: FastifyInstance, tag: string) {
  await app.db.execute(sql`
    with t as (
      insert into nakshatra.ledger_transactions (kind, idempotency_key)
      select 'recharge', 'bench:' || u.id from nakshatra.users u
      where u.email like ${`bench.user.%.${tag}@example.com`}
      returning id, idempotency_key)
    insert into nakshatra.ledger_entries (transaction_id, account, amount_paise)
    select t.id, x.account, x.paise from t,
      lateral (values ('wallet:' || substr(t.idempotency_key, 7), ${FUND_PAISE}::bigint),
                      ('external:bench', ${-FUND_PAISE}::bigint)) as x(account, paise)`);
}

/** The forked client process and a way to wait for its next answer of a type. */
function forkClients() {
  const child: ChildProcess = fork(CLIENTS, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const inbox: FromClients[] = [];
  const waiters: Array<() => void> = [];
  child.on('message', (m: FromClients) => {
    inbox.push(m);
    for (const w of waiters.splice(0)) w();
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`client process exited (${code})`))),
  );
  exited.catch(() => {});
  return {
    child,
    tell: (m: ToClients) => child.send(m),
    async next<T extends FromClients['type']>(type: T): Promise<Extract<FromClients, { type: T }>> {
      for (;;) {
        const i = inbox.findIndex((m) => m.type === type);
        if (i >= 0) return inbox.splice(i, 1)[0] as Extract<FromClients, { type: T }>;
        await Promise.race([new Promise<void>((r) => waiters.push(r)), exited]);
      }
    },
  };
}

/** Every pair requests (user) and accepts (astrologer) through the REST routes. */
async function requestAndAccept(
  app: FastifyInstance,
  people: Array<{ slug: string }>,
  pairs: Pair[],
): Promise<ChatPlan['sessions']> {
  return pool(
    people.map((p, i) => ({ slug: p.slug, pair: pairs[i]! })),
    8,
    async ({ slug, pair }) => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/consultations',
        headers: { authorization: `Bearer ${pair.userToken}` },
        payload: { astrologerSlug: slug, topic: 'Career and marriage timing' },
      });
      if (created.statusCode !== 201)
        throw new Error(`request: ${created.statusCode} ${created.body}`);
      const { id } = consultationResponseSchema.parse(created.json()).consultation;
      const accepted = await app.inject({
        method: 'POST',
        url: `/api/consultations/${id}/accept`,
        headers: { authorization: `Bearer ${pair.astroToken}` },
      });
      if (accepted.statusCode !== 200)
        throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
      const c = consultationResponseSchema.parse(accepted.json()).consultation;
      return { consultationId: id, acceptedAtMs: Date.parse(c.acceptedAt!) };
    },
  );
}

/** Users, tokens, wallets, sockets, requests and accepts; each step timed. */
async function setUp(
  app: FastifyInstance,
  clients: ReturnType<typeof forkClients>,
  url: string,
  astroUrl?: string,
) {
  const tag = randomBytes(4).toString('hex');
  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const t0 = performance.now();
    const value = await work();
    return [value, performance.now() - t0];
  };
  const [people, peopleMs] = await timed(() => createPeople(app, sessionCount, tag));
  const [pairs, tokensMs] = await timed(() =>
    pool(people, 16, async (p) => ({
      userToken: await app.sessions.create(p.userId),
      astroToken: await app.sessions.create(p.astroUserId),
    })),
  );
  const [, walletsMs] = await timed(() => fundWallets(app, tag));
  clients.tell({ type: 'connect', url, astroUrl, pairs });
  const connected = await clients.next('connected');
  const [sessions, requestsAcceptsMs] = await timed(() => requestAndAccept(app, people, pairs));
  return {
    sessions,
    connected,
    setupMs: {
      people: peopleMs,
      tokens: tokensMs,
      wallets: walletsMs,
      sockets: connected.ms,
      requestsAccepts: requestsAcceptsMs,
    },
  };
}

/** One round on a fresh database: set up, chat, collect. */
/** The instances of a round: one, or two sharing PostgreSQL and Redis (key prefix of the round). */
async function startInstances(kind: Kind, database: DatabaseConfig): Promise<FastifyInstance[]> {
  const base = {
    database,
    logLevel: 'error' as const,
    webDistDir: '/nonexistent/nakshatra-web-dist',
  };
  if (kind !== 'postgres-2') return [await buildApp(base)];
  const shared = {
    ...base,
    redisUrl: REDIS_URL,
    redisKeyPrefix: `nkbench:${randomBytes(4).toString('hex')}:`,
  };
  const apps = [await buildApp(shared), await buildApp(shared)];
  for (const a of apps) await a.listen({ port: 0, host: '127.0.0.1' });
  return apps;
}

const urlOf = (a: FastifyInstance) =>
  `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`;

async function runRound(kind: Kind, adminUrl: string | null): Promise<Figures> {
  const db = await freshDatabase(kind === 'postgres-2' ? 'postgres' : kind, adminUrl);
  const apps = await startInstances(kind, db.database);
  const app = apps[0]!;
  const clients = forkClients();
  try {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const url = urlOf(app);
    const astroUrl = apps[1] ? urlOf(apps[1]) : undefined;
    const { sessions, connected, setupMs } = await setUp(app, clients, url, astroUrl);
    const lastAcceptMs = Math.max(...sessions.map((s) => s.acceptedAtMs));
    const chatUntilMs = lastAcceptMs + chatAfterLastAcceptMs;
    clients.tell({
      type: 'chat',
      sessions,
      chatUntilMs,
      billingUntilMs: chatUntilMs + BILLING_WAIT_MS,
      messageEveryMs: MESSAGE_EVERY_MS,
    });
    const joined = await clients.next('joined');
    if (joined.failed > 0) throw new Error(`${joined.failed} joins failed`);
    const eld = monitorEventLoopDelay({ resolution: ELD_RESOLUTION_MS });
    eld.enable();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await clients.next('chatted');
    const cpu = process.cpuUsage(cpu0);
    const chatMs = performance.now() - t0;
    eld.disable();
    const result = await clients.next('result');
    return {
      setupMs: { ...setupMs, joins: joined.ms },
      sockets: connected.sockets,
      socketsFailed: connected.failed,
      serverCpuShare: (cpu.user + cpu.system) / 1000 / chatMs,
      serverEventLoopP99Ms: eld.percentile(99) / 1e6 - ELD_RESOLUTION_MS,
      serverEventLoopMaxMs: eld.max / 1e6 - ELD_RESOLUTION_MS,
      clients: result,
    };
  } finally {
    clients.child.disconnect();
    for (const a of apps) await a.close();
    await db.cleanup();
  }
}

const ms = (v: number) =>
  Number.isNaN(v) ? 'n/a' : v.toLocaleString('en', { maximumFractionDigits: v < 10 ? 1 : 0 });

/** Latency rows: one per measure, medians over rounds of each percentile. */
function printLatencies(runs: Figures[]) {
  const row = (name: string, lists: number[][], note: string) => {
    const cols = [50, 95, 99, 100].map((p) =>
      ms(median(lists.map((l) => percentile(l, p)))).padStart(8),
    );
    console.log(
      `${name.padEnd(30)}${cols.join('')}${String(median(lists.map((l) => l.length))).padStart(8)}  ${note}`,
    );
  };
  console.log(
    `${'ms'.padEnd(30)}${['p50', 'p95', 'p99', 'max', 'count'].map((h) => h.padStart(8)).join('')}`,
  );
  const latencies = runs.map((r) => r.clients.latenciesMs);
  const p99 = median(latencies.map((l) => percentile(l, 99)));
  row(
    'message delivery',
    latencies,
    `target p99 < ${P99_TARGET_MS} ms: ${p99 < P99_TARGET_MS ? 'met' : 'MISSED'}`,
  );
  const split = (inWave: boolean) =>
    runs.map((r) => r.clients.latenciesMs.filter((_, i) => r.clients.inBillingWave[i] === inWave));
  row('  sent in the minute-2 wave', split(true), 'while the loop charges second minutes');
  row('  sent at other times', split(false), '');
  const lags = (pick: (m: number) => boolean) =>
    runs.map((r) => r.clients.billing.filter((b) => pick(b.minute)).map((b) => b.lagMs));
  row(
    'billing lag, minute 1 (accept)',
    lags((m) => m === 1),
    '',
  );
  row(
    'billing lag, minutes 2+ (loop)',
    lags((m) => m >= 2),
    'the loop runs every 1 s',
  );
  return p99 < P99_TARGET_MS;
}

function printRound(title: string, runs: Figures[]) {
  console.log(`\n${title}`);
  const met = printLatencies(runs);
  const m = (pick: (f: Figures) => number) => median(runs.map(pick));
  const s = (pick: (f: Figures) => number) => (m(pick) / 1000).toFixed(1);
  const c = (pick: (c: ClientResult) => number) => m((f) => pick(f.clients)).toLocaleString('en');
  console.log(
    `setup: people ${s((f) => f.setupMs.people)} s, tokens ${s((f) => f.setupMs.tokens)} s, wallets ${s((f) => f.setupMs.wallets)} s, ` +
      `sockets ${s((f) => f.setupMs.sockets)} s (${m((f) => f.sockets)} connected, ${m((f) => f.socketsFailed)} failed), ` +
      `${sessionCount} requests + accepts ${s((f) => f.setupMs.requestsAccepts)} s, joins ${s((f) => f.setupMs.joins)} s`,
  );
  const refused = runs.map(
    (r) =>
      Object.entries(r.clients.refused)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') || 'none',
  );
  console.log(
    `chat: ${s((f) => f.clients.chatSec * 1000)} s, ${c((r) => r.sent)} sent, ${c((r) => r.acked)} acked, refused: ${refused.join(' / ')}, ` +
      `ack timeouts ${c((r) => r.ackTimeouts)}, acked but never delivered ${c((r) => r.undelivered)}; ` +
      `second minute billed in ${c((r) => r.secondMinuteSessions)} of ${sessionCount} sessions`,
  );
  const pct = (v: number) => `${(v * 100).toFixed(0)} %`;
  console.log(
    `during the chat: server process CPU ${pct(m((f) => f.serverCpuShare))} of a core, event-loop delay p99 ${ms(m((f) => f.serverEventLoopP99Ms))} ms ` +
      `(max ${ms(m((f) => f.serverEventLoopMaxMs))}); client process CPU ${pct(m((f) => f.clients.cpuShare))}, ` +
      `event-loop delay p99 ${ms(m((f) => f.clients.eventLoopDelayP99Ms))} ms (max ${ms(m((f) => f.clients.eventLoopDelayMaxMs))})`,
  );
  return met;
}

/** Whether Redis answers a PING within 2 s. */
async function redisAnswers(): Promise<boolean> {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
  });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function main() {
  const only = process.env.BENCH_DB;
  console.log(
    `consultations bench: ${sessionCount.toLocaleString('en')} sessions (${(2 * sessionCount).toLocaleString('en')} sockets, websocket), ` +
      `one message per side every ${MESSAGE_EVERY_MS.map((v) => v / 1000).join('-')} s (limit ${MESSAGE_RATE_MAX} per ${MESSAGE_RATE_WINDOW_MS / 1000} s), ` +
      `${chatAfterLastAcceptMs / 1000} s of chat after the last accept; ${rounds} round${rounds > 1 ? 's (medians)' : ''} per table; ` +
      `clients in a forked process; ${cpus().length} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const verdicts: string[] = [];
  for (const kind of ['pglite', 'postgres', 'postgres-2'] as const) {
    if (only && only !== kind) continue;
    const adminUrl = kind === 'pglite' ? null : await postgresAdminUrl();
    if (kind !== 'pglite' && adminUrl === null) continue;
    if (kind === 'postgres-2' && !(await redisAnswers())) {
      console.log(`\nTwo instances: skipped, no Redis at ${REDIS_URL}`);
      continue;
    }
    const runs: Figures[] = [];
    for (let round = 0; round < rounds; round++) {
      runs.push(await runRound(kind, adminUrl));
      if (rounds > 1) console.log(`  ${kind} round ${round + 1} of ${rounds} done`);
    }
    const name = {
      pglite: 'PGlite (embedded, on disk)',
      postgres: 'PostgreSQL',
      'postgres-2':
        'Two instances (PostgreSQL + Redis adapter; users on one, astrologers on the other)',
    }[kind];
    const met = printRound(`${name}, 13,000 astrologers in the directory:`, runs);
    verdicts.push(`${name}: message delivery p99 target ${met ? 'met' : 'MISSED'}`);
  }
  console.log(`\n${verdicts.join('\n')}`);
}

main().catch((err: unknown) => {
  console.error('consultations bench failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
