/**
 * Sade Sati periods from a shared table of Saturn's sign stays.
 *
 * `sadeSatiPeriods` of @nakshatra/astro scans Saturn's sidereal longitude every 4 days and
 * bisects each sign change to a minute: about 0.9 s of CPU for the 100 years a kundli shows.
 * Saturn's stays do not depend on the person, so this module scans them once per decade of
 * time and keeps them for the life of the process; each kundli then reads its periods from the
 * table in microseconds. 1800-2200 is 40 decades, a few kB.
 *
 * The scan uses the same positions and the same 1-minute bisection (astro's `saturnSignChange`),
 * and astro's `sadeSatiFromStays` turns the stays into periods. Only the step differs: at least
 * 4 days (the engine's), growing with Saturn's distance from the next sign boundary: Saturn
 * never moves faster than 0.135 deg/day, so it cannot reach a boundary d degrees away in less
 * than d / 0.15 days. About 15 ms a decade instead of 90.
 */
import {
  sadeSatiFromStays,
  saturnSignChange,
  siderealPositions,
  type SadeSatiPeriod,
  type SaturnStay,
} from '@nakshatra/astro';

const DAY_MS = 86_400_000;
/** As in doshas.ts: Saturn's shortest stay in a sign after a retrograde re-entry is weeks. */
const SCAN_STEP_MS = 4 * DAY_MS;
/** A bound on Saturn's geocentric speed, deg/day (its fastest is about 0.135, retrograde 0.08). */
const SATURN_MAX_DEG_PER_DAY = 0.15;
/** Decades of 3652.5 days counted from the Unix epoch. */
const CHUNK_MS = 3652.5 * DAY_MS;

function saturnLongitude(ms: number): number {
  return siderealPositions(new Date(ms)).Saturn.longitudeDeg;
}

/** The scan step at a longitude: 4 days, or the least time Saturn needs to reach a boundary. */
function stepFrom(lonDeg: number): number {
  const inSign = lonDeg % 30;
  const toBoundary = Math.min(inSign, 30 - inSign);
  return Math.max(SCAN_STEP_MS, (toBoundary / SATURN_MAX_DEG_PER_DAY) * DAY_MS);
}

/** Saturn's stays in [t0, t1), the first and last cut at the window. */
function scan(t0: number, t1: number): SaturnStay[] {
  const stays: SaturnStay[] = [];
  let lon = saturnLongitude(t0);
  let sign = Math.floor(lon / 30) % 12;
  let stayStart = t0;
  for (let t = t0; t < t1;) {
    const next = Math.min(t + stepFrom(lon), t1);
    const nextLon = saturnLongitude(next);
    const s = Math.floor(nextLon / 30) % 12;
    if (s !== sign) {
      const change = saturnSignChange(t, next, sign);
      stays.push({ signIndex: sign, start: stayStart, end: change });
      stayStart = change;
      lon = saturnLongitude(change);
      sign = Math.floor(lon / 30) % 12;
      t = change;
      continue;
    }
    t = next;
    lon = nextLon;
  }
  stays.push({ signIndex: sign, start: stayStart, end: t1 });
  return stays;
}

const chunks = new Map<number, SaturnStay[]>();

function chunk(n: number): SaturnStay[] {
  let stays = chunks.get(n);
  if (!stays) {
    stays = scan(n * CHUNK_MS, (n + 1) * CHUNK_MS);
    chunks.set(n, stays);
  }
  return stays;
}

/** Saturn's sign stays over [fromMs, toMs), from the decade table (computed on first use). */
export function saturnStays(fromMs: number, toMs: number): SaturnStay[] {
  const out: SaturnStay[] = [];
  for (let n = Math.floor(fromMs / CHUNK_MS); n * CHUNK_MS < toMs; n++) {
    for (const s of chunk(n)) {
      if (s.end <= fromMs || s.start >= toMs) continue;
      const start = Math.max(s.start, fromMs);
      const end = Math.min(s.end, toMs);
      const last = out[out.length - 1];
      // A stay cut by a decade boundary continues in the next decade.
      if (last && last.signIndex === s.signIndex && last.end === start) last.end = end;
      else out.push({ signIndex: s.signIndex, start, end });
    }
  }
  return out;
}

/**
 * Fills the table for [fromMs, toMs) one decade per turn of the event loop, so requests are
 * served in between (a decade is about 15 ms of CPU). Resolves with the decades computed.
 */
export async function warmSaturnTable(fromMs: number, toMs: number): Promise<number> {
  let computed = 0;
  for (let n = Math.floor(fromMs / CHUNK_MS); n * CHUNK_MS < toMs; n++) {
    if (chunks.has(n)) continue;
    await new Promise<void>((resolve) => setImmediate(resolve));
    chunk(n);
    computed++;
  }
  return computed;
}

/** Decades already in the table (for tests and logs). */
export function cachedDecades(): number {
  return chunks.size;
}

/**
 * Sade Sati periods of a natal Moon sign over [from, to): the same result as astro's
 * `sadeSatiPeriods(natalMoonSignIndex, from, to)` (to its 1-minute bisection), from the table.
 */
export function sadeSatiFromTable(
  natalMoonSignIndex: number,
  from: Date,
  to: Date,
): SadeSatiPeriod[] {
  return sadeSatiFromStays(natalMoonSignIndex, saturnStays(from.getTime(), to.getTime()));
}
