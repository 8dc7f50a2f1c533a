/**
 * Lighthouse on the built app (issue 12): `npm run bench lighthouse`.
 *
 * Starts the real server (production, fresh embedded database, the built web app; the same
 * helper as the browser tests), then runs Lighthouse 12 with Debian's Chromium in its default
 * configuration: a mid-range phone on slow 4G, simulated throttling (150 ms RTT, 1.6 Mbit/s,
 * 4x CPU slowdown). Each page is measured BENCH_RUNS times (default 3) as a first-time guest
 * and the medians are printed with the targets: performance >= 95, accessibility, best
 * practices and SEO 100. Below the table, the audits that cost points on each page.
 *
 * Environment: BENCH_RUNS=3, CHROME_PATH=/usr/bin/chromium. Simulated throttling scales the
 * CPU time it observes, so anything else running on the machine (a build, a test) raises TBT.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startServer } from '../e2e/support/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface PageRuns {
  name: string;
  path: string;
  scores: Record<Category, number[]>;
  lcp: number[];
  tbt: number[];
  cls: number[];
  fcp: number[];
  jsBytes: number[];
  /** Audit id -> display text, for audits that cost points in any run. */
  losses: Map<string, string>;
}

function record(runs: PageRuns, lhr: Result): void {
  for (const c of CATEGORIES)
    runs.scores[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  runs.lcp.push(num('largest-contentful-paint'));
  runs.tbt.push(num('total-blocking-time'));
  runs.cls.push(num('cumulative-layout-shift'));
  runs.fcp.push(num('first-contentful-paint'));
  const requests = (
    lhr.audits['network-requests']?.details as {
      items?: { resourceType?: string; transferSize?: number }[];
    }
  )?.items;
  runs.jsBytes.push(
    (requests ?? [])
      .filter((r) => r.resourceType === 'Script')
      .reduce((s, r) => s + (r.transferSize ?? 0), 0),
  );
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable')
        continue;
      runs.losses.set(
        `${c}/${ref.id}`,
        audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title,
      );
    }
  }
}

/** CPU seconds the process has used (Linux /proc; clock ticks are 100 a second there). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The server warms up after it starts listening (the assistant's models, the directory, the
 * Saturn table): Lighthouse scales the CPU time it observes, so a page measured meanwhile pays
 * for that work. Waits until the server has used under 5% of a core for two seconds running.
 */
async function whenServerIdle(pid: number): Promise<number> {
  const started = Date.now();
  let quiet = 0;
  let last = cpuSeconds(pid);
  while (quiet < 2 && Date.now() - started < 120_000) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSeconds(pid);
    quiet = now - last < 0.05 ? quiet + 1 : 0;
    last = now;
  }
  return (Date.now() - started) / 1000;
}

/**
 * One Lighthouse run. Now and then Chromium's trace misses the navigation's start (NO_NAVSTART,
 * NO_FCP): that run measured nothing, and is repeated, up to twice.
 */
async function measure(url: string, flags: Flags): Promise<Result> {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 2) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.log(`  ${url}: ${result.lhr.runtimeError.code}, measuring again`);
  }
}

async function main() {
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on this machine`,
  );
  const server = await startServer();
  console.log(`server warm-up finished after ${(await whenServerIdle(server.pid)).toFixed(0)} s`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    // A profile as a guest finds it: the first card of the Chat list.
    const list = (await (await fetch(`${server.baseUrl}/api/consultants/list-filter`)).json()) as {
      content?: { slug: string }[];
    };
    const slug = list.content?.[0]?.slug;
    if (!slug) throw new Error('the directory is empty: no profile to measure');
    const pages = [
      { name: 'home', path: '/' },
      { name: 'chat list', path: '/chat' },
      { name: 'profile', path: `/astroProfile/${slug}` },
      { name: 'login', path: '/login' },
      { name: 'about', path: '/about' },
    ];
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    };
    const results: PageRuns[] = [];
    for (const page of pages) {
      const runs: PageRuns = {
        ...page,
        scores: { performance: [], accessibility: [], 'best-practices': [], seo: [] },
        lcp: [],
        tbt: [],
        cls: [],
        fcp: [],
        jsBytes: [],
        losses: new Map(),
      };
      // One unmeasured visit warms the server's caches (a deployed server is warm).
      await lighthouse(`${server.baseUrl}${page.path}`, flags);
      for (let i = 0; i < RUNS; i++) record(runs, await measure(`${server.baseUrl}${page.path}`, flags));
      results.push(runs);
      console.log(`measured ${page.path} (${RUNS} runs)`);
    }
    print(results);
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

function print(results: PageRuns[]): void {
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'JS sent'];
  const rows = results.map((r) => [
    r.path === '/' ? '/' : r.path.length > 28 ? `${r.path.slice(0, 27)}…` : r.path,
    ...CATEGORIES.map((c) => String(median(r.scores[c]))),
    `${(median(r.fcp) / 1000).toFixed(2)} s`,
    `${(median(r.lcp) / 1000).toFixed(2)} s`,
    `${Math.round(median(r.tbt))} ms`,
    median(r.cls).toFixed(3),
    `${(median(r.jsBytes) / 1000).toFixed(1)} KB`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\nLighthouse ${RUNS} runs per page, medians (mobile, simulated slow 4G, 4x CPU):\n`);
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));

  let met = true;
  console.log('');
  for (const r of results) {
    const misses = CATEGORIES.filter((c) => median(r.scores[c]) < TARGETS[c]).map(
      (c) => `${c} ${median(r.scores[c])} < ${TARGETS[c]}`,
    );
    if (misses.length) met = false;
    console.log(`${r.path}: ${misses.length ? `MISSED ${misses.join(', ')}` : 'targets met'}`);
    for (const [id, text] of r.losses) console.log(`    costs points: ${id}: ${text}`);
  }
  console.log(`\ntargets (performance >= 95, others 100) ${met ? 'met on every page' : 'NOT met'}`);
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (!met) process.exitCode = 1;
}

await main();
