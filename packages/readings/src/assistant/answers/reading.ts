/**
 * The astrological judgements behind the kind answers, stated once so answers can be checked:
 * - Areas: the score of a house is scoring.ts's houseScore (lord's dignity and house,
 *   combustion, occupants, Jupiter's aspect). An area weighs its first house fully, its other
 *   houses at half, and its karakas' dignity at half; 2 or more reads strong, -1 or less under
 *   strain (the same thresholds as the topic answers).
 * - Timing (BPHS ch. 51-60, results of antardashas): an antardasha gives the matters of the
 *   houses its lord rules or occupies and of its karakatva, so a window is an antardasha whose
 *   lord rules or occupies the area's houses or is its karaka; the mahadasha lord's link to the
 *   area is shown but does not decide.
 * - Gochara from the natal Moon (Phaladeepika ch. 26): the houses where each planet's transit
 *   is favourable.
 */
import { DASHA_YEAR_DAYS, type DashaPeriod, type Dignity, type Graha } from '@nakshatra/astro';
import { houseScore } from '../scoring.ts';
import type { Relation } from '../kinds.ts';
import type { NatalFacts } from '../types.ts';
import { planetOf, type ChartCtx } from './core.ts';
import { GOCHARA_GOOD, PLANET_NUMBER, PLANET_WEEKDAY } from '../../vedic.ts';

export { GOCHARA_GOOD, PLANET_NUMBER, PLANET_WEEKDAY };
import type { AreaName, TimingArea, VargaKey } from './packs/types.ts';

export type Tone = 'strong' | 'mixed' | 'challenging';

export function dignityScore(d: Dignity | null): number {
  if (d === 'exalted' || d === 'moolatrikona' || d === 'own') return 2;
  if (d === 'friendly') return 1;
  if (d === 'enemy') return -1;
  if (d === 'debilitated') return -2;
  return 0;
}

export const toneOf = (score: number): Tone =>
  score >= 2 ? 'strong' : score <= -1 ? 'challenging' : 'mixed';

export function planetScore(natal: NatalFacts, g: Graha): number {
  const p = planetOf(natal, g);
  const dusthana = p.house === 6 || p.house === 8 || p.house === 12;
  return dignityScore(p.dignity) - (p.combust ? 1 : 0) - (dusthana ? 1 : 0);
}

export interface AreaConfig {
  houses: readonly [number, ...number[]];
  karakas: readonly Graha[];
  varga: VargaKey | null;
  hedge: 'medical' | 'legal' | 'financial' | null;
}

export const AREAS: Readonly<Record<AreaName, AreaConfig>> = {
  career: { houses: [10], karakas: ['Sun', 'Saturn'], varga: 'D10', hedge: null },
  careerField: { houses: [10], karakas: [], varga: 'D10', hedge: null },
  business: { houses: [7, 10, 11], karakas: ['Mercury'], varga: 'D10', hedge: 'financial' },
  marriage: { houses: [7], karakas: ['Venus', 'Jupiter'], varga: 'D9', hedge: null },
  love: { houses: [5, 7], karakas: ['Venus'], varga: 'D9', hedge: null },
  children: { houses: [5], karakas: ['Jupiter'], varga: 'D7', hedge: 'medical' },
  property: { houses: [4], karakas: ['Mars'], varga: 'D4', hedge: null },
  wealth: { houses: [2, 11], karakas: ['Jupiter'], varga: 'D2', hedge: 'financial' },
  health: { houses: [1, 6, 8], karakas: ['Sun'], varga: null, hedge: 'medical' },
  education: { houses: [4, 5], karakas: ['Mercury', 'Jupiter'], varga: 'D24', hedge: null },
  family: { houses: [2, 4, 9], karakas: ['Moon', 'Sun'], varga: null, hedge: null },
  siblings: { houses: [3, 11], karakas: ['Mars'], varga: null, hedge: null },
  foreign: { houses: [12, 9, 4], karakas: ['Rahu'], varga: null, hedge: null },
  spirituality: { houses: [9, 12], karakas: ['Jupiter', 'Ketu'], varga: null, hedge: null },
  legal: { houses: [6], karakas: ['Mars'], varga: null, hedge: 'legal' },
  personality: { houses: [1], karakas: ['Moon', 'Sun'], varga: null, hedge: null },
};

export function areaScore(natal: NatalFacts, cfg: AreaConfig): number {
  const [main, ...rest] = cfg.houses;
  let s = houseScore(natal, main);
  for (const h of rest) s += houseScore(natal, h) / 2;
  for (const k of cfg.karakas) s += planetScore(natal, k) / 2;
  return s;
}

export interface TimingConfig {
  houses: readonly [number, ...number[]];
  karakas: readonly Graha[];
  varga: VargaKey | null;
}

export const TIMINGS: Readonly<Record<TimingArea, TimingConfig>> = {
  marriage: { houses: [7], karakas: ['Venus', 'Jupiter'], varga: 'D9' },
  love: { houses: [5, 7], karakas: ['Venus'], varga: null },
  job: { houses: [10, 6], karakas: ['Saturn'], varga: 'D10' },
  promotion: { houses: [10, 11], karakas: ['Sun'], varga: 'D10' },
  foreign: { houses: [12, 9], karakas: ['Rahu'], varga: null },
  house: { houses: [4], karakas: ['Mars', 'Venus'], varga: 'D4' },
  vehicle: { houses: [4], karakas: ['Venus'], varga: null },
  child: { houses: [5], karakas: ['Jupiter'], varga: 'D7' },
  business: { houses: [7, 10], karakas: ['Mercury'], varga: 'D10' },
  wealth: { houses: [2, 11], karakas: ['Jupiter'], varga: 'D2' },
  goodTime: { houses: [1, 5, 9], karakas: ['Jupiter'], varga: null },
};

/** The planets that time an area: lords and occupants of its houses, and its karakas. */
export function timingLords(natal: NatalFacts, cfg: TimingConfig): Graha[] {
  const set = new Set<Graha>();
  for (const h of cfg.houses) {
    set.add(natal.houses[h - 1]!.lord);
    for (const o of natal.houses[h - 1]!.occupants) set.add(o);
  }
  for (const k of cfg.karakas) set.add(k);
  return [...set];
}

export interface Window {
  maha: Graha;
  antar: Graha;
  start: Date;
  end: Date;
}

const YEAR_MS = DASHA_YEAR_DAYS * 86_400_000;
/** How far ahead timing answers look, years. */
export const HORIZON_YEARS = 20;
/** Life events (marriage, a job, a child) are not timed before this age, years. */
const ADULT_AGE = 18;

/** Antardashas of the lords from now to the horizon (the running one first when it qualifies). */
export function windowsFor(
  c: ChartCtx,
  lords: readonly Graha[],
  opts: { adult: boolean; fromAge?: number | null },
): Window[] {
  const set = new Set(lords);
  const birthMs = c.bd.chart.input.utc.getTime();
  const minAge = Math.max(opts.adult ? ADULT_AGE : 0, opts.fromAge ?? 0);
  const fromMs = Math.max(c.now.getTime(), birthMs + minAge * YEAR_MS);
  const toMs = c.now.getTime() + HORIZON_YEARS * YEAR_MS;
  const out: Window[] = [];
  for (const m of c.bd.tree) {
    for (const a of m.children ?? []) {
      if (!set.has(a.lord)) continue;
      if (a.end.getTime() <= fromMs || a.start.getTime() >= toMs) continue;
      if (opts.fromAge && a.start.getTime() < fromMs) continue;
      out.push({ maha: m.lord, antar: a.lord, start: a.start, end: a.end });
    }
  }
  return out;
}

/** The mahadasha and antardasha running at an instant, from the full list. */
export function dashaAt(
  tree: readonly DashaPeriod[],
  at: Date,
): { maha: Graha; antar: Graha } | null {
  const t = at.getTime();
  const m = tree.find((p) => p.start.getTime() <= t && t < p.end.getTime());
  const a = m?.children?.find((p) => p.start.getTime() <= t && t < p.end.getTime());
  return m && a ? { maha: m.lord, antar: a.lord } : null;
}

/** Age in whole years at an instant. */
export function ageAt(birth: Date, at: Date): number {
  return Math.floor((at.getTime() - birth.getTime()) / (365.2425 * 86_400_000));
}

/** Whose life a relation's questions fall in, in the asker's chart (house, karaka). */
export const RELATION_HOUSE: Readonly<Record<Relation, { house: number; karaka: Graha }>> = {
  spouse: { house: 7, karaka: 'Venus' },
  partner: { house: 7, karaka: 'Venus' },
  son: { house: 5, karaka: 'Jupiter' },
  daughter: { house: 5, karaka: 'Jupiter' },
  child: { house: 5, karaka: 'Jupiter' },
  mother: { house: 4, karaka: 'Moon' },
  father: { house: 9, karaka: 'Sun' },
  brother: { house: 3, karaka: 'Mars' },
  sister: { house: 3, karaka: 'Mars' },
  friend: { house: 11, karaka: 'Jupiter' },
};

/** Saturn's hard transits from the Moon: Sade Sati (12, 1, 2) and Dhaiya (4, 8). */
export const SATURN_HARD: readonly number[] = [12, 1, 2, 4, 8];
/** Jupiter's hard transits from the Moon (Phaladeepika 26: the 8th and 12th above all). */
export const JUPITER_HARD: readonly number[] = [8, 12];

/** The slow planets' verdict from their houses from the Moon. */
export function slowTone(jupiterHouse: number, saturnHouse: number): Tone {
  let s = 0;
  if (GOCHARA_GOOD.Jupiter.includes(jupiterHouse)) s += 1;
  if (JUPITER_HARD.includes(jupiterHouse)) s -= 1;
  if (GOCHARA_GOOD.Saturn.includes(saturnHouse)) s += 1;
  if (SATURN_HARD.includes(saturnHouse)) s -= 1;
  return s >= 1 ? 'strong' : s <= -1 ? 'challenging' : 'mixed';
}

/** Houses a planet rules in the chart (none for Rahu and Ketu). */
export const ruledHouses = (natal: NatalFacts, g: Graha): number[] =>
  natal.houses.filter((h) => h.lord === g).map((h) => h.house);


