/**
 * Per-birth computations the facts do not carry (the chart itself, the full Vimshottari list,
 * dosha details, divisional charts), kept in a small LRU keyed by the birth, and Saturn's sign
 * stays, which do not depend on a birth and serve every Sade Sati and Dhaiya answer.
 */
import {
  computeChart,
  divisionalChart,
  kaalSarpDosha,
  manglikDosha,
  panchang,
  pitraDosha,
  saturnStays,
  vimshottari,
  type Chart,
  type DashaPeriod,
  type KaalSarpResult,
  type ManglikResult,
  type Panchang,
  type PitraResult,
  type SaturnStay,
  type Varga,
} from '@nakshatra/astro';
import type { BirthInput } from '../facts.ts';

export interface BirthData {
  chart: Chart;
  /** Mahadashas with their antardashas (two levels), birth to 120 years. */
  tree: DashaPeriod[];
  manglik: ManglikResult;
  kaalSarp: KaalSarpResult;
  pitra: PitraResult;
  varga(division: Varga): ReturnType<typeof divisionalChart>;
}

/** A tiny LRU: Map keeps insertion order, so the first key is the least recently used. */
export class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly size: number) {}
  get(key: string, make: () => V): V {
    const hit = this.map.get(key);
    if (hit !== undefined) {
      this.map.delete(key);
      this.map.set(key, hit);
      return hit;
    }
    const v = make();
    this.map.set(key, v);
    if (this.map.size > this.size) this.map.delete(this.map.keys().next().value!);
    return v;
  }
}

const births = new Lru<BirthData>(64);

function computeBirth(birth: BirthInput): BirthData {
  const chart = computeChart({ utc: birth.utc, latDeg: birth.latDeg, lonDeg: birth.lonDeg });
  const moon = chart.planets.find((p) => p.body === 'Moon')!;
  const vargas = new Map<Varga, ReturnType<typeof divisionalChart>>();
  return {
    chart,
    tree: vimshottari(birth.utc, moon.longitudeDeg, 2),
    manglik: manglikDosha(chart),
    kaalSarp: kaalSarpDosha(chart),
    pitra: pitraDosha(chart),
    varga(division) {
      let v = vargas.get(division);
      if (!v) {
        v = divisionalChart(chart, division);
        vargas.set(division, v);
      }
      return v;
    },
  };
}

export function birthData(birth: BirthInput): BirthData {
  return births.get(`${birth.utc.toISOString()}|${birth.latDeg}|${birth.lonDeg}`, () =>
    computeBirth(birth),
  );
}

/** Years either side of "now" that Saturn's stays cover: a full Saturn cycle is 29.5 years. */
const STAY_WINDOW_YEARS = 32;
const staysByYear = new Lru<SaturnStay[]>(2);

/** Saturn's sign stays from 32 years before to 32 years after the year of `now` (~0.4 s once). */
export function saturnStaysAround(now: Date): SaturnStay[] {
  const y = now.getUTCFullYear();
  return staysByYear.get(String(y), () =>
    saturnStays(
      new Date(Date.UTC(y - STAY_WINDOW_YEARS, 0, 1)),
      new Date(Date.UTC(y + STAY_WINDOW_YEARS, 0, 1)),
    ),
  );
}

const panchangs = new Lru<Panchang>(256);

/** The panchang of a civil date at a place, cached (about 6 ms to compute). */
export function panchangAt(date: string, latDeg: number, lonDeg: number, tz: string): Panchang {
  return panchangs.get(`${date}|${latDeg}|${lonDeg}|${tz}`, () =>
    panchang(date, latDeg, lonDeg, tz),
  );
}
