/**
 * Load test of the astrologer directory against the runtime's own limit (issues 4 and 12):
 * `npm run bench directory`.
 *
 * In one run, at 100 connections, it measures a bare node:http server answering a small JSON
 * body (bench/bare-server.ts) and the real server (src/server.ts, as deployed: NODE_ENV=
 * production, the default log level, its log going to a file), each started as its own process
 * so each gets a core, driven by autocannon from this process with a browser's Accept-Encoding.
 * Shapes: GET /api/health, five list-filter queries, by-slug, and the long tail: list queries
 * and profiles drawn from about 51,000 distinct queries and every slug (bench/directory-traffic.ts),
 * so the figures include cache misses.
 *
 * Each shape runs between two runs of the bare server; its share is its requests per second over
 * the mean of those two, so a shared machine's drifting load touches both sides alike. Rounds
 * repeat that (BENCH_ROUNDS), and the table prints medians.
 *
 * Targets (issue 12): every list shape, by-slug and the long tail at least 30 % of the bare
 * server's requests per second, p99 under 20 ms.
 *
 * Two databases, one table each: embedded PGlite with 13,000 astrologers (a temporary DATA_DIR),
 * and PostgreSQL with 1,000,000 beside it. The PostgreSQL database is kept between runs
 * (`nk_bench_<scale>`, seeding a million rows takes minutes): it is reused while the seed
 * generator and the migrations are the ones it was built with, and built again otherwise.
 *
 * Environment:
 *   DATABASE_URL           PostgreSQL server for the second table (unset: the local default
 *                          postgres://postgres@127.0.0.1:5432/postgres is tried; none: skipped)
 *   BENCH_DB=pglite|postgres  only that table
 *   BENCH_SCALE=n          astrologers of the table(s) run (default 13,000 / 1,000,000)
 *   BENCH_DURATION=3       seconds per run of a shape
 *   BENCH_ROUNDS=3         rounds (medians are printed)
 *   BENCH_CONNECTIONS=100  concurrent connections
 *   BENCH_CACHE_OFF=1      also a pass with DIRECTORY_PAGE_CACHE_SEC=0 and DIRECTORY_MEMORY_MAX_ROWS=0:
 *                          every list and profile request runs its queries (the measure of the
 *                          indexes)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bySlugResponseSchema, listFilterResponseSchema } from '@nakshatra/contracts';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateAstrologers } from '../src/db/seed/directory/generate.ts';
import { ZIPF_ALPHA, ZipfTraffic, listQueries } from './directory-traffic.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SERVER = path.join(HERE, '../src/server.ts');
const BARE = path.join(HERE, 'bare-server.ts');
const DB_DIR = path.join(HERE, '../src/db');

const durationSec = Number(process.env.BENCH_DURATION ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const cacheOffPass = process.env.BENCH_CACHE_OFF === '1';
const RATIO_TARGET = 0.3;
const P99_TARGET_MS = 20;
/** What Chromium sends: the server answers brotli, as it does to the web app. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

interface Shape {
  name: string;
  /** Target-bearing (the directory's shapes); health and the bare server are yardsticks. */
  target: boolean;
  /** One path, or a stream of them (the long tail). */
  path: string | ZipfTraffic;
  /** Checks one response before the load (a fast wrong answer is not a result). */
  check?(body: unknown): void;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Server process CPU (user + system) per request, ms; null where /proc is not available. */
  cpuMsPerRequest: number | null;
  /** Long tail: share of requests for a path never asked before (certain cache misses). */
  firstTimeShare?: number;
}

function listCheck(minResults: number) {
  return (body: unknown) => {
    const page = listFilterResponseSchema.parse(body);
    if (page.content.length < minResults) {
      throw new Error(`expected at least ${minResults} results, got ${page.content.length}`);
    }
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs: number, log: string) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url}: process ended (${child.exitCode ?? child.signalCode}; log: ${log})`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not answering after ${timeoutMs / 1000} s (log: ${log})`);
}

/**
 * CPU time a process has used, in ms (Linux /proc; fields 14 and 15 of stat are user and system
 * time in clock ticks, 100 per second on Linux). Unlike latency, CPU per request does not depend
 * on what else the machine is running, so it compares shapes fairly on a busy box.
 */
async function cpuMs(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * After listening the server warms the assistant's classifiers and the places index (seconds of
 * CPU, off the request path but on its one thread): wait until it idles, so the first shapes
 * are not measured against its start-up.
 */
async function waitForIdle(pid: number | undefined, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const before = await cpuMs(pid);
    await new Promise((r) => setTimeout(r, 1000));
    const after = await cpuMs(pid);
    if (before === null || after === null) return;
    if (after - before < 50) return;
  }
}

async function load(
  pid: number | undefined,
  base: string,
  shape: Pick<Shape, 'name' | 'path'>,
  seconds: number,
  conns: number,
): Promise<Figures> {
  const traffic = typeof shape.path === 'string' ? null : shape.path;
  const cpuBefore = await cpuMs(pid);
  const r = await autocannon({
    url: base + (traffic ? '/' : shape.path),
    connections: conns,
    duration: seconds,
    headers: BROWSER_HEADERS,
    ...(traffic
      ? { requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: traffic.next() }) }] }
      : {}),
  });
  const cpuAfter = await cpuMs(pid);
  if (r.errors > 0 || r.timeouts > 0 || r.non2xx > 0) {
    throw new Error(
      `${shape.name}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx responses`,
    );
  }
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || r.requests.total === 0
        ? null
        : (cpuAfter - cpuBefore) / r.requests.total,
    ...(traffic ? { firstTimeShare: traffic.firstTime / Math.max(1, traffic.drawn) } : {}),
  };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** A process of ours (the bare server or the app), stopped with SIGTERM (SIGKILL after 15 s). */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function spawnLogged(args: string[], env: NodeJS.ProcessEnv, log: string): ChildProcess {
  const fd = openSync(log, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  return child;
}

/** The shapes of one table: the fixed ones (issue 4's five lists and by-slug), then the tail. */
function shapesFor(slug: string, scale: number, slugs: readonly string[]): Shape[] {
  const profilePaths = slugs.map((s) => `/api/consultants/by-slug?slug=${s}`);
  const lists = listQueries();
  return [
    { name: 'GET /api/health', target: false, path: '/api/health' },
    {
      name: 'list: default (popular, page 0)',
      target: true,
      path: '/api/consultants/list-filter',
      check: listCheck(18),
    },
    {
      name: 'list: skill=Tarot&sort=rating',
      target: true,
      path: '/api/consultants/list-filter?skill=Tarot&sort=rating',
      check: listCheck(18),
    },
    {
      name: 'list: q=sharma',
      target: true,
      path: '/api/consultants/list-filter?q=sharma',
      check: listCheck(18),
    },
    {
      name: 'list: topRated&offer&language=Tamil',
      target: true,
      path: '/api/consultants/list-filter?topRated=true&offer=true&language=Tamil',
      check: listCheck(scale >= 13_000 ? 18 : 1),
    },
    {
      name: 'list: pageNo=50&sort=price_desc&service=call',
      target: true,
      path: '/api/consultants/list-filter?pageNo=50&sort=price_desc&service=call',
      check: listCheck(18),
    },
    {
      name: 'by-slug',
      target: true,
      path: `/api/consultants/by-slug?slug=${slug}`,
      check: (body) => void bySlugResponseSchema.parse(body),
    },
    {
      name: `long tail: list, ${lists.length.toLocaleString('en')} queries`,
      target: true,
      path: new ZipfTraffic(lists, 12_001),
      check: (body) => void listFilterResponseSchema.parse(body),
    },
    {
      name: `long tail: by-slug, ${profilePaths.length.toLocaleString('en')} slugs`,
      target: true,
      path: new ZipfTraffic(profilePaths, 12_002),
      check: (body) => void bySlugResponseSchema.parse(body),
    },
  ];
}

interface Row {
  name: string;
  target: boolean;
  runs: Figures[];
  shares: number[];
}

/** Prints one table of medians; returns how many target-bearing shapes missed a target. */
function printTable(title: string, bare: Figures[], rows: Row[]): number {
  const width = Math.max(...rows.map((r) => r.name.length), 24);
  const num = (v: number, digits = 0) =>
    v.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const header = [
    'shape'.padEnd(width),
    'req/s'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'of bare'.padStart(8),
    'CPU ms/req'.padStart(10),
    'misses'.padStart(7),
    ` targets: p99 < ${P99_TARGET_MS} ms, >= ${RATIO_TARGET * 100} % of bare`,
  ];
  console.log(`\n${title}\n${header.join('  ')}`);
  const line = (name: string, runs: Figures[], share: string, verdict: string) => {
    const cpu = runs.map((r) => r.cpuMsPerRequest).filter((c): c is number => c !== null);
    const first = runs.map((r) => r.firstTimeShare).filter((c): c is number => c !== undefined);
    console.log(
      [
        name.padEnd(width),
        num(median(runs.map((r) => r.rps))).padStart(8),
        num(median(runs.map((r) => r.p50))).padStart(7),
        num(median(runs.map((r) => r.p99))).padStart(7),
        share.padStart(8),
        (cpu.length ? median(cpu).toFixed(3) : 'n/a').padStart(10),
        (first.length ? `${(median(first) * 100).toFixed(0)} %` : '').padStart(7),
        ` ${verdict}`,
      ].join('  '),
    );
  };
  line('bare node:http (JSON)', bare, '100 %', '');
  let missed = 0;
  for (const row of rows) {
    const share = median(row.shares);
    const p99 = median(row.runs.map((r) => r.p99));
    const verdict: string[] = [];
    if (row.target) {
      const p99Ok = p99 < P99_TARGET_MS;
      const shareOk = share >= RATIO_TARGET;
      if (!p99Ok || !shareOk) missed++;
      verdict.push(
        p99Ok ? 'p99 ok' : `p99 MISSED by ${num(p99 - P99_TARGET_MS)} ms`,
        shareOk ? 'share ok' : 'share MISSED',
      );
    }
    line(row.name, row.runs, `${(share * 100).toFixed(1)} %`, verdict.join(', '));
  }
  return missed;
}

/** Checks every shape once, warms up, then runs the rounds: bare, shape, bare, shape, ... bare. */
async function measure(
  title: string,
  pids: { app: number | undefined; bare: number | undefined },
  bases: { app: string; bare: string },
  shapes: Shape[],
): Promise<number> {
  for (const shape of shapes) {
    const probe = typeof shape.path === 'string' ? shape.path : shape.path.next();
    const res = await fetch(bases.app + probe);
    if (!res.ok) throw new Error(`${shape.name}: HTTP ${res.status} for ${probe}`);
    shape.check?.(await res.json());
  }
  // Warm-up: JIT, the database's buffers, the server's caches for the fixed shapes (1 s each).
  // Not the long tail: its misses are what it measures.
  await load(pids.bare, bases.bare, { name: 'warm-up', path: '/' }, 1, 10);
  for (const shape of shapes) {
    if (typeof shape.path === 'string') await load(pids.app, bases.app, shape, 1, 10);
  }

  const bareRuns: Figures[] = [];
  const rows: Row[] = shapes.map((s) => ({ name: s.name, target: s.target, runs: [], shares: [] }));
  const bareLoad = () =>
    load(pids.bare, bases.bare, { name: 'bare', path: '/' }, durationSec, connections);
  for (let round = 0; round < rounds; round++) {
    let before = await bareLoad();
    bareRuns.push(before);
    for (const [i, shape] of shapes.entries()) {
      if (typeof shape.path !== 'string') shape.path.reseed(1000 * (round + 1) + i);
      const figures = await load(pids.app, bases.app, shape, durationSec, connections);
      const after = await bareLoad();
      bareRuns.push(after);
      rows[i]!.runs.push(figures);
      rows[i]!.shares.push(figures.rps / ((before.rps + after.rps) / 2));
      before = after;
    }
    process.stdout.write(`  round ${round + 1} of ${rounds} done\n`);
  }
  return printTable(title, bareRuns, rows);
}

/** What the PostgreSQL bench database was built from: the seed generator and the migrations. */
async function seedFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(p);
      else if (!entry.name.endsWith('.test.ts')) {
        hash.update(path.relative(DB_DIR, p));
        hash.update(await readFile(p));
      }
    }
  };
  await walk(path.join(DB_DIR, 'seed'));
  await walk(path.join(DB_DIR, 'migrations'));
  return hash.digest('hex').slice(0, 16);
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

/**
 * The kept PostgreSQL database for `scale` astrologers: reused when its comment names this seed
 * fingerprint, else (re)created empty. `markSeeded` records the fingerprint once the server has
 * seeded it, so a run interrupted while seeding is not mistaken for a finished one.
 */
async function benchDatabase(adminUrl: string, scale: number) {
  const name = `nk_bench_${scale}`;
  const fingerprint = await seedFingerprint();
  const mark = `nakshatra bench seed ${fingerprint}`;
  const reused = await withClient(adminUrl, async (c) => {
    const { rows } = await c.query<{ comment: string | null }>(
      'select shobj_description(oid, $2) as comment from pg_database where datname = $1',
      [name, 'pg_database'],
    );
    if (rows.length > 0 && rows[0]!.comment === mark) return true;
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
    return false;
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    reused,
    async markSeeded() {
      await withClient(adminUrl, (c) => c.query(`comment on database ${name} is '${mark}'`));
    },
    async slugs(): Promise<string[]> {
      return withClient(url.toString(), async (c) => {
        const { rows } = await c.query<{ slug: string }>(
          'select slug from nakshatra.astrologers order by id',
        );
        return rows.map((r) => r.slug);
      });
    },
  };
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

interface Table {
  kind: 'pglite' | 'postgres';
  scale: number;
}

/**
 * The database of a table, set in `env`: the kept PostgreSQL one, or a new PGlite folder; and
 * the slugs it holds, in id order.
 */
async function tableDatabase(table: Table, adminUrl: string | null, env: NodeJS.ProcessEnv) {
  if (table.kind === 'postgres') {
    const db = await benchDatabase(adminUrl!, table.scale);
    env.DATABASE_URL = db.url;
    delete env.DATA_DIR;
    return {
      slugs: db.slugs,
      markSeeded: db.markSeeded,
      seededBefore: db.reused,
      cleanup: async () => {},
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nk-bench-'));
  delete env.DATABASE_URL;
  env.DATA_DIR = dataDir;
  return {
    // The seed generator's slugs: what the seeded database holds.
    slugs: async () => Array.from(generateAstrologers(table.scale), (a) => a.slug),
    markSeeded: async () => {},
    seededBefore: false,
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Starts the bare server and the app on one database, measures each pass; returns misses. */
async function runTable(table: Table, adminUrl: string | null): Promise<number> {
  const { kind, scale } = table;
  const logDir = await mkdtemp(path.join(tmpdir(), 'nk-bench-log-'));
  const bare = { port: await freePort(), log: path.join(logDir, 'bare.log') };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    SEED_ASTROLOGERS: String(scale),
    NODE_ENV: 'production',
  };
  // As deployed: the default log level (the bench's own LOG_LEVEL would hide its cost).
  delete env.LOG_LEVEL;
  const db = await tableDatabase(table, adminUrl, env);
  const bareChild = spawnLogged([BARE, String(bare.port)], env, bare.log);
  const passes = [{ label: 'as deployed', cacheSec: '30', memoryMaxRows: '25000' }];
  if (cacheOffPass) {
    passes.push({ label: 'page cache and memory off', cacheSec: '0', memoryMaxRows: '0' });
  }
  let missed = 0;
  try {
    const bareBase = `http://127.0.0.1:${bare.port}`;
    await waitForUrl(`${bareBase}/`, bareChild, 30_000, bare.log);
    for (const [i, pass] of passes.entries()) {
      const port = await freePort();
      const log = path.join(logDir, `server-${i}.log`);
      const appBase = `http://127.0.0.1:${port}`;
      const startedAt = performance.now();
      const child = spawnLogged(
        [SERVER],
        {
          ...env,
          PORT: String(port),
          DIRECTORY_PAGE_CACHE_SEC: pass.cacheSec,
          DIRECTORY_MEMORY_MAX_ROWS: pass.memoryMaxRows,
        },
        log,
      );
      try {
        // Seeding 1,000,000 rows takes minutes on a busy machine.
        await waitForUrl(`${appBase}/api/health`, child, 30 * 60_000, log);
        const startSec = (performance.now() - startedAt) / 1000;
        if (i === 0 && !db.seededBefore) await db.markSeeded();
        await waitForIdle(child.pid, 120_000);
        const first = listFilterResponseSchema.parse(
          await (await fetch(`${appBase}/api/consultants/list-filter`)).json(),
        );
        const slug = first.content[0]?.slug;
        if (!slug) throw new Error('the directory is empty');
        const title =
          `${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}, ${scale.toLocaleString('en')} astrologers, ${pass.label}` +
          ` (server ready in ${startSec.toFixed(1)} s${i === 0 && !db.seededBefore ? ', seeding included' : ''}):`;
        missed += await measure(
          title,
          { app: child.pid, bare: bareChild.pid },
          { app: appBase, bare: bareBase },
          shapesFor(slug, scale, await db.slugs()),
        );
      } finally {
        await stop(child);
      }
    }
  } finally {
    await stop(bareChild);
    await db.cleanup();
  }
  // Kept when something failed: the error names the log to read.
  await rm(logDir, { recursive: true, force: true });
  return missed;
}

async function main() {
  const only = process.env.BENCH_DB;
  const scaleOverride = process.env.BENCH_SCALE ? Number(process.env.BENCH_SCALE) : null;
  console.log(
    `directory bench: ${connections} connections x ${durationSec} s per run, ${rounds} rounds (medians), ` +
      `long tail Zipf alpha ${ZIPF_ALPHA}; ${cpus().length} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  console.log(
    '"of bare": req/s over the bare node:http server\'s in the runs either side; "misses": share of ' +
      "long-tail requests for a query not asked before in this server's life.",
  );
  const tables: Table[] = [];
  if (only !== 'postgres') tables.push({ kind: 'pglite', scale: scaleOverride ?? 13_000 });
  if (only !== 'pglite') tables.push({ kind: 'postgres', scale: scaleOverride ?? 1_000_000 });
  const verdicts: string[] = [];
  for (const table of tables) {
    const adminUrl = table.kind === 'postgres' ? await postgresAdminUrl() : null;
    if (table.kind === 'postgres' && adminUrl === null) continue;
    const missed = await runTable(table, adminUrl);
    const name = `${table.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${table.scale.toLocaleString('en')}`;
    verdicts.push(
      missed === 0
        ? `${name}: every directory shape met both targets`
        : `${name}: ${missed} shape rows missed a target`,
    );
  }
  console.log(`\n${verdicts.join('\n')}`);
}

main().catch((err: unknown) => {
  console.error('directory bench failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
