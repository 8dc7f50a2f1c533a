/**
 * Doshas (afflictions) in a sidereal chart: Manglik (Kuja dosha), Kaal Sarp, Sade Sati and Shani
 * Dhaiya (with dates), Pitra dosha.
 * Houses are whole signs counted from the reference (ascendant, Moon or Venus), see yogas.ts.
 */
import { siderealPositions } from './positions.ts';
import { SIGN_LORDS } from './zodiac.ts';
import type { Chart, Graha } from './types.ts';
import {
  aspectsSign,
  CLASSICAL_PLANETS,
  EXALTATION_SIGN,
  houseFrom,
  placementOf,
} from './yogas.ts';

/** Houses from a reference in which Mars causes Kuja dosha (the 1, 2, 4, 7, 8, 12 list). */
export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];

export interface ManglikResult {
  /** True when Mars is in a dosha house from the ascendant or the Moon and no cancellation applies. */
  present: boolean;
  /** Before cancellations: Mars in a dosha house from the ascendant or the Moon. */
  raw: boolean;
  /** Mars's whole-sign house counted from each reference. */
  marsHouse: { fromLagna: number; fromMoon: number; fromVenus: number };
  /** References from which Mars is in a dosha house (Venus is reported but does not decide). */
  from: ('lagna' | 'moon' | 'venus')[];
  /** 'high' from both ascendant and Moon, 'low' from one; 'none' when absent or cancelled. */
  severity: 'none' | 'low' | 'high';
  /** Which cancellations apply (ids below). */
  cancellations: string[];
}

/**
 * Manglik (Kuja) dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house counted from the
 * ascendant or from the Moon. Venus is also counted and reported (South Indian practice) but
 * does not decide. The rule and its exceptions are not in BPHS: they come from the marriage
 * chapters of muhurta works (Muhurta Chintamani and its commentaries) as collected in B.V. Raman,
 * "Muhurtha" and "Hindu Predictive Astrology". Cancellations applied (any one cancels):
 * - 'own-or-exalted': Mars in Aries, Scorpio (own) or Capricorn (exalted);
 * - 'sign-exception': Mars in the 2nd in Gemini or Virgo, 4th in Aries or Scorpio, 7th in
 *   Cancer or Capricorn, 8th in Sagittarius or Pisces, 12th in Taurus or Libra, 1st in Leo or
 *   Aquarius (counted from the ascendant);
 * - 'jupiter': Jupiter conjunct or aspecting Mars (5th/7th/9th graha drishti);
 * - 'moon-conjunct': Mars with the Moon (Chandra-Mangala yoga).
 */
export function manglikDosha(chart: Chart): ManglikResult {
  const mars = placementOf(chart, 'Mars');
  const moon = placementOf(chart, 'Moon');
  const venus = placementOf(chart, 'Venus');
  const jupiter = placementOf(chart, 'Jupiter');
  const marsHouse = {
    fromLagna: houseFrom(chart.ascendant.signIndex, mars.signIndex),
    fromMoon: houseFrom(moon.signIndex, mars.signIndex),
    fromVenus: houseFrom(venus.signIndex, mars.signIndex),
  };
  const from: ManglikResult['from'] = [];
  if (MANGLIK_HOUSES.includes(marsHouse.fromLagna)) from.push('lagna');
  if (MANGLIK_HOUSES.includes(marsHouse.fromMoon)) from.push('moon');
  if (MANGLIK_HOUSES.includes(marsHouse.fromVenus)) from.push('venus');
  const raw = from.includes('lagna') || from.includes('moon');

  const cancellations: string[] = [];
  if (mars.signIndex === 0 || mars.signIndex === 7 || mars.signIndex === EXALTATION_SIGN.Mars) {
    cancellations.push('own-or-exalted');
  }
  const SIGN_EXCEPTIONS: Record<number, number[]> = {
    1: [4, 10],
    2: [2, 5],
    4: [0, 7],
    7: [3, 9],
    8: [8, 11],
    12: [1, 6],
  };
  if (SIGN_EXCEPTIONS[marsHouse.fromLagna]?.includes(mars.signIndex))
    cancellations.push('sign-exception');
  if (jupiter.signIndex === mars.signIndex || aspectsSign(chart, 'Jupiter', mars.signIndex))
    cancellations.push('jupiter');
  if (moon.signIndex === mars.signIndex) cancellations.push('moon-conjunct');

  const present = raw && cancellations.length === 0;
  const both = from.includes('lagna') && from.includes('moon');
  return {
    present,
    raw,
    marsHouse,
    from,
    severity: present ? (both ? 'high' : 'low') : 'none',
    cancellations,
  };
}

/** Names of the 12 Kaal Sarp varieties by Rahu's house from the ascendant (1 = Anant ...). */
export const KAAL_SARP_NAMES = [
  'Anant',
  'Kulik',
  'Vasuki',
  'Shankhpal',
  'Padma',
  'Mahapadma',
  'Takshak',
  'Karkotak',
  'Shankhachud',
  'Ghatak',
  'Vishdhar',
  'Sheshnag',
] as const;

export interface KaalSarpResult {
  /** 'full': all seven planets on one side of the nodal axis; 'partial': all but one. */
  present: boolean;
  kind: 'none' | 'full' | 'partial';
  /** 'rahu-to-ketu': planets in the arc from Rahu forward to Ketu (Kaal Sarp proper);
   *  'ketu-to-rahu': the other half (often called Kaal Amrit). */
  direction: 'rahu-to-ketu' | 'ketu-to-rahu' | null;
  /** Variety named by Rahu's whole-sign house from the ascendant, e.g. 'Anant' (1st). */
  variety: string | null;
  /** For 'partial', the planet outside the axis. */
  outside: Graha | null;
}

/**
 * Kaal Sarp dosha: all seven planets (Sun to Saturn) hemmed on one side of the Rahu-Ketu axis,
 * judged by longitude. This is a 20th-century popular rule, not in BPHS, Phaladeepika or
 * Saravali; we implement it as commonly taught, with the 'partial' variant (one planet outside)
 * reported separately and not counted as present.
 */
export function kaalSarpDosha(chart: Chart): KaalSarpResult {
  const rahu = placementOf(chart, 'Rahu');
  const ahead: Graha[] = [];
  const behind: Graha[] = [];
  for (const body of CLASSICAL_PLANETS) {
    const d = (((placementOf(chart, body).longitudeDeg - rahu.longitudeDeg) % 360) + 360) % 360;
    (d < 180 ? ahead : behind).push(body);
  }
  const variety = KAAL_SARP_NAMES[
    houseFrom(chart.ascendant.signIndex, rahu.signIndex) - 1
  ] as string;
  const n = CLASSICAL_PLANETS.length;
  if (ahead.length === n || behind.length === n) {
    return {
      present: true,
      kind: 'full',
      direction: ahead.length === n ? 'rahu-to-ketu' : 'ketu-to-rahu',
      variety,
      outside: null,
    };
  }
  if (ahead.length === n - 1 || behind.length === n - 1) {
    return {
      present: false,
      kind: 'partial',
      direction: ahead.length === n - 1 ? 'rahu-to-ketu' : 'ketu-to-rahu',
      variety,
      outside: (ahead.length === 1 ? ahead[0] : behind[0]) as Graha,
    };
  }
  return { present: false, kind: 'none', direction: null, variety: null, outside: null };
}

export type SadeSatiPhase = 'rising' | 'peak' | 'setting';

export interface SadeSatiPeriod {
  /** First entry of Saturn into the 12th sign from the natal Moon (or the window start). */
  start: Date;
  /** Final exit from the 2nd sign from the natal Moon (or the window end). */
  end: Date;
  /** Contiguous stays of Saturn in the 12th (rising), 1st (peak) and 2nd (setting) signs, in
   *  order; a retrograde re-entry gives a further entry. */
  phases: { phase: SadeSatiPhase; signIndex: number; start: Date; end: Date }[];
}

const DAY_MS = 86_400_000;
/** Scan step, days: Saturn's shortest stay in a sign after a retrograde re-entry is weeks. */
const SCAN_STEP_DAYS = 4;

function saturnSign(ms: number): number {
  return Math.floor(siderealPositions(new Date(ms)).Saturn.longitudeDeg / 30) % 12;
}

/**
 * The instant in (lo, hi] where Saturn's sidereal sign stops being `signAtLo`, bisected to
 * 1 minute. Times in ms since the Unix epoch (UTC); `signAtLo` 0 = Aries ... 11 = Pisces.
 */
export function saturnSignChange(lo: number, hi: number, signAtLo: number): number {
  while (hi - lo > 60_000) {
    const mid = (lo + hi) / 2;
    if (saturnSign(mid) === signAtLo) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * Sade Sati ("seven and a half years"): Saturn transiting the 12th, 1st and 2nd signs from the
 * natal Moon sign (sidereal, Lahiri), found by scanning Saturn's sidereal longitude every 4 days
 * and bisecting each sign change to 1 minute, so retrograde exits and re-entries are kept.
 * Periods are split where Saturn leaves the three signs entirely.
 * @param natalMoonSignIndex 0 = Aries ... 11 = Pisces.
 * @param fromUtc window start; @param toUtc window end (at most 200 years after the start).
 */
export function sadeSatiPeriods(
  natalMoonSignIndex: number,
  fromUtc: Date,
  toUtc: Date,
): SadeSatiPeriod[] {
  if (!Number.isInteger(natalMoonSignIndex) || natalMoonSignIndex < 0 || natalMoonSignIndex > 11) {
    throw new RangeError(`natalMoonSignIndex must be 0-11, got ${natalMoonSignIndex}`);
  }
  return sadeSatiFromStays(natalMoonSignIndex, saturnStays(fromUtc, toUtc));
}

/** A stay of Saturn in one sidereal sign: [start, end) in ms since the Unix epoch (UTC). */
export interface SaturnStay {
  /** 0 = Aries ... 11 = Pisces. */
  signIndex: number;
  start: number;
  end: number;
}

/**
 * Saturn's consecutive stays in the sidereal (Lahiri) signs over a window, scanned every 4 days
 * with each sign change bisected to 1 minute, so retrograde exits and re-entries are kept. The
 * stays do not depend on a birth, so one scan serves every natal Moon sign (Sade Sati and
 * Dhaiya alike); the first stay starts and the last ends at the window's bounds.
 * @param fromUtc window start; @param toUtc window end (at most 200 years after the start).
 * @throws RangeError on an empty or over-long window.
 */
export function saturnStays(fromUtc: Date, toUtc: Date): SaturnStay[] {
  const t0 = fromUtc.getTime();
  const t1 = toUtc.getTime();
  if (!(t1 > t0) || t1 - t0 > 200 * 365.25 * DAY_MS)
    throw new RangeError('window must be positive and at most 200 years');
  // Stays of Saturn in each sign over the window.
  const stays: SaturnStay[] = [];
  let sign = saturnSign(t0);
  let stayStart = t0;
  for (let t = t0; t < t1;) {
    const next = Math.min(t + SCAN_STEP_DAYS * DAY_MS, t1);
    const s = saturnSign(next);
    if (s !== sign) {
      const change = saturnSignChange(t, next, sign);
      stays.push({ signIndex: sign, start: stayStart, end: change });
      stayStart = change;
      sign = saturnSign(change);
      // A second change inside one step (a brief dip) is caught because we resume at `change`.
      t = change;
      continue;
    }
    t = next;
  }
  stays.push({ signIndex: sign, start: stayStart, end: t1 });
  return stays;
}

/**
 * Sade Sati periods of a natal Moon sign from Saturn's consecutive sign stays (as
 * `sadeSatiPeriods` scans them): stays in the 12th, 1st and 2nd signs from the Moon become
 * phases, and a period ends where Saturn leaves the three signs entirely.
 * @param natalMoonSignIndex 0 = Aries ... 11 = Pisces.
 */
export function sadeSatiFromStays(
  natalMoonSignIndex: number,
  stays: readonly SaturnStay[],
): SadeSatiPeriod[] {
  const phaseOf = (sign: number): SadeSatiPhase | null => {
    const h = houseFrom(natalMoonSignIndex, sign);
    return h === 12 ? 'rising' : h === 1 ? 'peak' : h === 2 ? 'setting' : null;
  };

  const periods: SadeSatiPeriod[] = [];
  let current: SadeSatiPeriod | null = null;
  for (const stay of stays) {
    const phase = phaseOf(stay.signIndex);
    if (!phase) {
      current = null;
      continue;
    }
    if (!current) {
      current = { start: new Date(stay.start), end: new Date(stay.end), phases: [] };
      periods.push(current);
    }
    current.phases.push({
      phase,
      signIndex: stay.signIndex,
      start: new Date(stay.start),
      end: new Date(stay.end),
    });
    current.end = new Date(stay.end);
  }
  return periods;
}

export interface DhaiyaPeriod {
  /** 'kantaka' when Saturn is in the 4th sign from the natal Moon, 'ashtama' in the 8th. */
  kind: 'kantaka' | 'ashtama';
  /** House of Saturn's sign from the natal Moon sign: 4 or 8. */
  house: 4 | 8;
  /** Saturn's sidereal sign, 0 = Aries. */
  signIndex: number;
  /** First entry into the sign (or the window start). */
  start: Date;
  /** Final exit from the sign (or the window end); retrograde dips out and back are merged. */
  end: Date;
}

/**
 * Shani Dhaiya (small panoti): Saturn's stay of about two and a half years in the 4th (kantaka
 * Shani) or 8th (ashtama Shani) sign from the natal Moon sign, the other two Saturn transits
 * Phaladeepika ch. 26 counts as adverse besides the 12th-1st-2nd of Sade Sati. A retrograde
 * exit and re-entry into the same sign within a year is one dhaiya.
 * @param natalMoonSignIndex 0 = Aries ... 11 = Pisces.
 * @param stays Saturn's consecutive sign stays, as {@link saturnStays} returns them.
 */
export function dhaiyaPeriods(
  natalMoonSignIndex: number,
  stays: readonly SaturnStay[],
): DhaiyaPeriod[] {
  const out: DhaiyaPeriod[] = [];
  for (const stay of stays) {
    const h = houseFrom(natalMoonSignIndex, stay.signIndex);
    if (h !== 4 && h !== 8) continue;
    const last = out[out.length - 1];
    if (
      last &&
      last.signIndex === stay.signIndex &&
      stay.start - last.end.getTime() < 365 * DAY_MS
    ) {
      last.end = new Date(stay.end);
      continue;
    }
    out.push({
      kind: h === 4 ? 'kantaka' : 'ashtama',
      house: h,
      signIndex: stay.signIndex,
      start: new Date(stay.start),
      end: new Date(stay.end),
    });
  }
  return out;
}

/** The running Sade Sati at an instant: its phase (Saturn's current stay) and the whole period. */
export interface SadeSatiNow {
  phase: SadeSatiPhase;
  /** Saturn's sign in this phase, 0 = Aries. */
  signIndex: number;
  /** Saturn's current stay in that sign (a retrograde re-entry is a stay of its own). */
  phaseStart: Date;
  phaseEnd: Date;
  /**
   * The whole Sade Sati this phase belongs to, from the first entry into the 12th to the final
   * exit from the 2nd (a retrograde exit and re-entry within a year does not split it).
   */
  start: Date;
  end: Date;
}

/** Saturn's gochara from a natal Moon sign at one instant, with the dates around it. */
export interface ShaniGochara {
  atUtc: Date;
  /** Saturn's sidereal (Lahiri) sign at `atUtc`, 0 = Aries. */
  saturnSignIndex: number;
  /** That sign counted from the natal Moon sign, 1-12. */
  houseFromMoon: number;
  /** The running Sade Sati (Saturn in the 12th, 1st or 2nd from the Moon), or null. */
  sadeSati: SadeSatiNow | null;
  /** The running Dhaiya (Saturn in the 4th or 8th from the Moon), or null. */
  dhaiya: DhaiyaPeriod | null;
  /** The next Sade Sati to begin after `atUtc`. */
  nextSadeSati: SadeSatiPeriod | null;
  /** The next Dhaiya to begin after `atUtc`. */
  nextDhaiya: DhaiyaPeriod | null;
}

const YEAR_MS = 365.25 * DAY_MS;

/**
 * Sade Sati periods with a retrograde exit and re-entry within a year joined into one (as
 * {@link dhaiyaPeriods} joins them): a reader's Sade Sati runs from Saturn's first entry into the
 * 12th from the Moon to its final exit from the 2nd.
 */
function mergeRetrogradeExits(periods: readonly SadeSatiPeriod[]): SadeSatiPeriod[] {
  const out: SadeSatiPeriod[] = [];
  for (const p of periods) {
    const last = out[out.length - 1];
    if (last && p.start.getTime() - last.end.getTime() < 365 * DAY_MS) {
      last.end = p.end;
      last.phases.push(...p.phases);
    } else out.push({ ...p, phases: [...p.phases] });
  }
  return out;
}

/**
 * Sade Sati and Shani Dhaiya at an instant, with dates: the running phase and period, and the
 * next of each. Saturn's stays are scanned (as {@link saturnStays}) from 10 years before
 * `atUtc`, longer than any Sade Sati with its retrograde re-entries (about 8.5 years), to 40
 * years after, Saturn's 29.5-year round plus a Sade Sati, so a running period has its true
 * start and the next one its true end. Cost: about 4,600 Saturn positions, some 0.25 s.
 * Rules: Sade Sati as {@link sadeSatiPeriods}, Dhaiya as {@link dhaiyaPeriods} (Phaladeepika
 * ch. 26 counts Saturn's transit of the 12th, 1st, 2nd, 4th and 8th from the Moon as adverse).
 * @param natalMoonSignIndex 0 = Aries ... 11 = Pisces.
 * @param atUtc the instant to judge (e.g. today); the library never reads the clock.
 */
export function shaniGochara(natalMoonSignIndex: number, atUtc: Date): ShaniGochara {
  if (!Number.isInteger(natalMoonSignIndex) || natalMoonSignIndex < 0 || natalMoonSignIndex > 11) {
    throw new RangeError(`natalMoonSignIndex must be 0-11, got ${natalMoonSignIndex}`);
  }
  const t = atUtc.getTime();
  return shaniGocharaFromStays(
    natalMoonSignIndex,
    atUtc,
    saturnStays(new Date(t - 10 * YEAR_MS), new Date(t + 40 * YEAR_MS)),
  );
}

/**
 * {@link shaniGochara} from Saturn's stays already scanned (they do not depend on the birth, so
 * one scan serves all twelve Moon signs). The stays must cover 10 years before `atUtc` to 40 after.
 */
export function shaniGocharaFromStays(
  natalMoonSignIndex: number,
  atUtc: Date,
  stays: readonly SaturnStay[],
): ShaniGochara {
  const t = atUtc.getTime();
  const current = stays.find((s) => s.start <= t && t < s.end)!;
  const periods = mergeRetrogradeExits(sadeSatiFromStays(natalMoonSignIndex, stays));
  const running = periods.find((p) => p.start.getTime() <= t && t < p.end.getTime());
  const phase = running?.phases.find((p) => p.start.getTime() <= t && t < p.end.getTime());
  const dhaiyas = dhaiyaPeriods(natalMoonSignIndex, stays);
  return {
    atUtc,
    saturnSignIndex: current.signIndex,
    houseFromMoon: houseFrom(natalMoonSignIndex, current.signIndex),
    sadeSati:
      running && phase
        ? {
            phase: phase.phase,
            signIndex: phase.signIndex,
            phaseStart: phase.start,
            phaseEnd: phase.end,
            start: running.start,
            end: running.end,
          }
        : null,
    dhaiya: dhaiyas.find((d) => d.start.getTime() <= t && t < d.end.getTime()) ?? null,
    nextSadeSati: periods.find((p) => p.start.getTime() > t) ?? null,
    nextDhaiya: dhaiyas.find((d) => d.start.getTime() > t) ?? null,
  };
}

/** One reason a chart shows Pitra dosha. */
export interface PitraFactor {
  /** 'sun-node': Sun with Rahu or Ketu (grahan yoga); 'sun-saturn': Sun with Saturn;
   *  'ninth-afflicted': Rahu, Ketu or Saturn in the 9th house; 'ninth-lord-node': the 9th lord
   *  with Rahu or Ketu. */
  id: 'sun-node' | 'sun-saturn' | 'ninth-afflicted' | 'ninth-lord-node';
  /** The afflicting planet. */
  by: Graha;
  /** The whole-sign house (from the ascendant) where it happens. */
  house: number;
}

export interface PitraResult {
  present: boolean;
  factors: PitraFactor[];
  /** Lord of the 9th house (ancestors, father, dharma). */
  ninthLord: Graha;
}

/**
 * Pitra dosha (ancestral affliction): the Sun (karaka of the father) or the 9th house (father,
 * ancestors) joined by Rahu, Ketu or Saturn. The rule as used today is popular, not a single
 * classical verse; it descends from BPHS's chapter on curses of previous births (Purva-janma
 * shapa), whose Pitri-shapa combinations join the Sun and the 5th/9th with Saturn, Rahu and
 * Mars. Applied here, by whole signs (any one factor is enough):
 * - the Sun in the same sign as Rahu or Ketu;
 * - the Sun in the same sign as Saturn;
 * - Rahu, Ketu or Saturn in the 9th house from the ascendant;
 * - the 9th lord in the same sign as Rahu or Ketu.
 */
export function pitraDosha(chart: Chart): PitraResult {
  const sun = placementOf(chart, 'Sun');
  const ninthSign = (chart.ascendant.signIndex + 8) % 12;
  const ninthLord = SIGN_LORDS[ninthSign] as Graha;
  const lord = placementOf(chart, ninthLord);
  const houseOf = (sign: number) => houseFrom(chart.ascendant.signIndex, sign);
  const factors: PitraFactor[] = [];
  for (const by of ['Rahu', 'Ketu', 'Saturn'] as const) {
    const p = placementOf(chart, by);
    if (p.signIndex === sun.signIndex) {
      factors.push({
        id: by === 'Saturn' ? 'sun-saturn' : 'sun-node',
        by,
        house: houseOf(sun.signIndex),
      });
    }
    if (p.signIndex === ninthSign) factors.push({ id: 'ninth-afflicted', by, house: 9 });
    if (by !== 'Saturn' && ninthLord !== 'Sun' && p.signIndex === lord.signIndex) {
      factors.push({ id: 'ninth-lord-node', by, house: houseOf(lord.signIndex) });
    }
  }
  return { present: factors.length > 0, factors, ninthLord };
}

export interface DoshaResult {
  id: 'manglik' | 'kaal-sarp' | 'sade-sati';
  name: string;
  present: boolean;
  explanationKey: string;
  source: string;
  details:
    | ManglikResult
    | KaalSarpResult
    | {
        atUtc: Date;
        phase: SadeSatiPhase | null;
        saturnSignIndex: number;
        /** Saturn's sign counted from the natal Moon sign, 1-12. */
        houseFromMoon: number;
        /**
         * Shani Dhaiya at `atUtc`: 'kantaka' (Saturn in the 4th from the Moon), 'ashtama' (8th),
         * else null. Dated periods: {@link shaniGochara} and {@link dhaiyaPeriods}.
         */
        dhaiya: DhaiyaPeriod['kind'] | null;
      };
}

/**
 * All doshas of a chart. Sade Sati is reported for `opts.atUtc` (e.g. today), since it is a
 * transit condition; without `atUtc` it is evaluated at birth. Shani Dhaiya (Saturn in the 4th
 * or 8th from the Moon) at the same instant is in the Sade Sati entry's details (`dhaiya`),
 * keeping these three ids for the kundli response; {@link shaniGochara} gives both with dates.
 */
export function findDoshas(chart: Chart, opts: { atUtc?: Date } = {}): DoshaResult[] {
  const manglik = manglikDosha(chart);
  const kaalSarp = kaalSarpDosha(chart);
  const atUtc = opts.atUtc ?? chart.input.utc;
  const moonSign = placementOf(chart, 'Moon').signIndex;
  const saturnSignIndex =
    Math.floor(
      siderealPositions(atUtc, { ayanamsa: chart.input.ayanamsa }).Saturn.longitudeDeg / 30,
    ) % 12;
  const h = houseFrom(moonSign, saturnSignIndex);
  const phase: SadeSatiPhase | null =
    h === 12 ? 'rising' : h === 1 ? 'peak' : h === 2 ? 'setting' : null;
  return [
    {
      id: 'manglik',
      name: 'Manglik (Kuja) Dosha',
      present: manglik.present,
      explanationKey: 'dosha.manglik',
      source:
        'Muhurta Chintamani (marriage chapter) as given in B.V. Raman, Muhurtha; exceptions as commonly applied',
      details: manglik,
    },
    {
      id: 'kaal-sarp',
      name: 'Kaal Sarp Dosha',
      present: kaalSarp.present,
      explanationKey: 'dosha.kaal-sarp',
      source: 'Modern popular rule (not in BPHS, Phaladeepika or Saravali)',
      details: kaalSarp,
    },
    {
      id: 'sade-sati',
      name: 'Sade Sati',
      present: phase !== null,
      explanationKey: 'dosha.sade-sati',
      source:
        'Gochara (transit) of Saturn over the 12th, 1st and 2nd from the natal Moon, as in Phaladeepika ch. 26',
      details: {
        atUtc,
        phase,
        saturnSignIndex,
        houseFromMoon: h,
        dhaiya: h === 4 ? 'kantaka' : h === 8 ? 'ashtama' : null,
      },
    },
  ];
}
