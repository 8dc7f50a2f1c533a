/**
 * Sign stays (rashi gochara) of any graha: when it enters and leaves each sidereal (Lahiri) sign
 * over a window, retrograde exits and re-entries kept as stays of their own. Saturn's stays for
 * Sade Sati have their own scanner in doshas.ts (fixed 4-day step); this one serves every graha
 * with a step that grows with the distance to the next sign boundary, so a five-year window of
 * Jupiter costs some 60 positions instead of 450.
 */
import { siderealPositions } from './positions.ts';
import type { Graha } from './types.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * Upper bounds of each graha's geocentric sidereal speed, deg/day, with a margin: the Moon
 * 15.4, Mercury 2.2, Venus 1.26, the Sun 1.02, Mars 0.8, Jupiter 0.25, Saturn 0.135, the mean
 * node 0.053 (their extremes over 1900-2100). A graha that far from a boundary cannot reach it
 * sooner than distance / bound.
 */
const MAX_SPEED_DEG_PER_DAY: Readonly<Record<Graha, number>> = {
  Sun: 1.1,
  Moon: 16,
  Mars: 0.85,
  Mercury: 2.3,
  Jupiter: 0.26,
  Venus: 1.3,
  Saturn: 0.15,
  Rahu: 0.06,
  Ketu: 0.06,
};

/**
 * Shortest step, days, used close to a boundary: shorter than any stay the graha makes in a
 * sign after a retrograde re-entry (weeks for Jupiter and Saturn, days for the inner planets),
 * so a dip out and back is never stepped over. The Moon and the mean nodes never retrograde
 * across a boundary and back (the nodes move steadily backwards).
 */
const MIN_STEP_DAYS: Readonly<Record<Graha, number>> = {
  Sun: 0.5,
  Moon: 0.05,
  Mars: 1,
  Mercury: 0.5,
  Jupiter: 4,
  Venus: 0.5,
  Saturn: 4,
  Rahu: 4,
  Ketu: 4,
};

/** A stay of a graha in one sidereal sign, [start, end). */
export interface SignStay {
  body: Graha;
  /** 0 = Aries ... 11 = Pisces. */
  signIndex: number;
  /** Entry into the sign, or the window start for the first stay. */
  start: Date;
  /** Exit from the sign, or the window end for the last stay. */
  end: Date;
}

function longitude(body: Graha, ms: number): number {
  return siderealPositions(new Date(ms))[body].longitudeDeg;
}

const signOf = (lonDeg: number) => Math.floor(lonDeg / 30) % 12;

/** The instant in (lo, hi] where `body` stops being in `signAtLo`, bisected to 1 minute. */
function signChange(body: Graha, lo: number, hi: number, signAtLo: number): number {
  while (hi - lo > MINUTE_MS) {
    const mid = (lo + hi) / 2;
    if (signOf(longitude(body, mid)) === signAtLo) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * The consecutive sidereal (Lahiri, true) sign stays of a graha over a window, each sign change
 * bisected to 1 minute. Retrograde exits and re-entries are separate stays; a reader who wants
 * "Saturn in Pisces from ... to ..." joins same-sign stays a few months apart.
 * Checked against published ingresses (Drik Panchang and the Indian press: Saturn into Pisces
 * 29 Mar 2025 21:44 IST, Jupiter into Gemini 14 May 2025, see sign-stays.test.ts).
 * @param body any of the nine grahas (Rahu and Ketu: the mean node).
 * @param fromUtc window start; @param toUtc window end (at most 200 years after the start).
 * @returns stays in time order, contiguous, covering the window exactly.
 * @throws RangeError on an empty or over-long window.
 */
export function grahaSignStays(body: Graha, fromUtc: Date, toUtc: Date): SignStay[] {
  const t0 = fromUtc.getTime();
  const t1 = toUtc.getTime();
  if (!(t1 > t0) || t1 - t0 > 200 * 365.25 * DAY_MS)
    throw new RangeError('window must be positive and at most 200 years');
  const minStep = MIN_STEP_DAYS[body] * DAY_MS;
  const stepFrom = (lonDeg: number) => {
    const inSign = lonDeg % 30;
    const toBoundaryDeg = Math.min(inSign, 30 - inSign);
    return Math.max(minStep, (toBoundaryDeg / MAX_SPEED_DEG_PER_DAY[body]) * DAY_MS);
  };
  const stays: SignStay[] = [];
  let lon = longitude(body, t0);
  let sign = signOf(lon);
  let stayStart = t0;
  for (let t = t0; t < t1;) {
    const next = Math.min(t + stepFrom(lon), t1);
    const nextLon = longitude(body, next);
    if (signOf(nextLon) !== sign) {
      const change = signChange(body, t, next, sign);
      stays.push({ body, signIndex: sign, start: new Date(stayStart), end: new Date(change) });
      stayStart = change;
      lon = longitude(body, change);
      sign = signOf(lon);
      // Resume at the change: a second crossing inside the same step is found next turn.
      t = change;
      continue;
    }
    t = next;
    lon = nextLon;
  }
  stays.push({ body, signIndex: sign, start: new Date(stayStart), end: new Date(t1) });
  return stays;
}

/**
 * Same-sign stays joined across a retrograde dip: a stay that starts less than `gapDays` after
 * the previous stay in the same sign ended continues it (Jupiter and Saturn come back within
 * months; their next real return is 12 or 29 years later). The stays in between are kept, so
 * the result may overlap: "Jupiter in Gemini 14 May 2025 - 2 Jun 2026" and "Jupiter in Cancer
 * 18 Oct 2025 - 31 Oct 2026", as almanacs list them.
 * @param stays the output of {@link grahaSignStays} for one graha.
 * @param gapDays default 365.
 */
export function joinRetrogradeStays(stays: readonly SignStay[], gapDays = 365): SignStay[] {
  const out: SignStay[] = [];
  for (const s of stays) {
    const same = [...out].reverse().find((o) => o.signIndex === s.signIndex);
    if (same && s.start.getTime() - same.end.getTime() < gapDays * DAY_MS) {
      same.end = new Date(Math.max(same.end.getTime(), s.end.getTime()));
      continue;
    }
    out.push({ ...s });
  }
  return out;
}
