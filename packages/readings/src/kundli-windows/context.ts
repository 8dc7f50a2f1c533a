/**
 * What the weighing and the windows of one kundli read: the chart, the dashas, the yogas, the
 * slow grahas' sign stays around "now", and the language's names and phrases.
 */
import {
  GRAHAS,
  SIGN_LORDS,
  grahaSignStays,
  houseFrom,
  type Chart,
  type DashaPeriod,
  type Graha,
  type Placement,
  type SignStay,
  type YogaResult,
} from '@nakshatra/astro';
import type { Lang } from '../lang.ts';
import type { LanguagePack } from '../pack.ts';
import { packFor, planetInText } from '../packs/index.ts';
import type { KundliWindowsBank } from './bank.ts';
import { WINDOW_BANKS } from './banks/index.ts';
import { windowDate } from './dates.ts';

const DAY_MS = 86_400_000;
/** Windows look this far ahead of the request date: five years of 365.25 days. */
export const HORIZON_MS = 5 * 365.25 * DAY_MS;
/**
 * Stays are scanned from 4 years before "now" to 4 years after the horizon, longer than any
 * Saturn stay with its retrograde re-entries (about 3 years), so a running transit has its true
 * entry and the last one its true exit.
 */
const STAY_MARGIN_MS = 4 * 365.25 * DAY_MS;

/** Jupiter's and Saturn's sign stays around a request, as {@link grahaSignStays} gives them. */
export interface SlowStays {
  Jupiter: SignStay[];
  Saturn: SignStay[];
}

/** The stays the windows of a request at `now` need (about 40 ms). */
export function slowStaysAround(now: Date): SlowStays {
  const from = new Date(now.getTime() - STAY_MARGIN_MS);
  const to = new Date(now.getTime() + HORIZON_MS + STAY_MARGIN_MS);
  return {
    Jupiter: grahaSignStays('Jupiter', from, to),
    Saturn: grahaSignStays('Saturn', from, to),
  };
}

export interface WindowsInput {
  chart: Chart;
  dashas: readonly DashaPeriod[];
  yogas: readonly YogaResult[];
  now: Date;
  lang: Lang;
  /** IANA zone whose calendar days the dates name (default 'Asia/Kolkata'). */
  timeZone?: string;
  /** Precomputed stays (else scanned here). */
  stays?: SlowStays;
}

const UPACHAYAS = [3, 6, 10, 11];

/** The chart read through one language. */
export class ChartReader {
  readonly pack: LanguagePack;
  readonly bank: KundliWindowsBank;
  readonly stays: SlowStays;
  readonly timeZone: string;
  constructor(readonly input: WindowsInput) {
    this.pack = packFor(input.lang);
    this.bank = WINDOW_BANKS[input.lang];
    this.stays = input.stays ?? slowStaysAround(input.now);
    this.timeZone = input.timeZone ?? 'Asia/Kolkata';
  }
  get chart(): Chart {
    return this.input.chart;
  }
  placement(g: Graha): Placement {
    const p = this.chart.planets.find((x) => x.body === g);
    if (!p) throw new RangeError(`chart has no ${g}`);
    return p;
  }
  /** Whole-sign house from the ascendant of a sign. */
  houseOfSign(sign: number): number {
    return houseFrom(this.chart.ascendant.signIndex, sign);
  }
  houseOf(g: Graha): number {
    return this.houseOfSign(this.placement(g).signIndex);
  }
  signOfHouse(house: number): number {
    return (this.chart.ascendant.signIndex + house - 1) % 12;
  }
  lordOf(house: number): Graha {
    return SIGN_LORDS[this.signOfHouse(house)]!;
  }
  /** Houses (from the ascendant) a graha rules; none for Rahu and Ketu. */
  housesRuledBy(g: Graha): number[] {
    return Array.from({ length: 12 }, (_, i) => i + 1).filter((h) => this.lordOf(h) === g);
  }
  /** Grahas in a house, in the engine's order. */
  occupants(house: number): Graha[] {
    return this.chart.planets
      .map((p) => p.body)
      .filter((b): b is Graha => isGraha(b) && this.houseOf(b) === house);
  }
  /**
   * Natural benefics (BPHS ch. 3): Jupiter, Venus, Mercury and the waxing Moon (elongation from
   * the Sun under 180°); the Sun, Mars, Saturn, Rahu, Ketu and the waning Moon are malefic.
   */
  isBenefic(g: Graha): boolean {
    if (g === 'Jupiter' || g === 'Venus' || g === 'Mercury') return true;
    if (g !== 'Moon') return false;
    const elong = this.placement('Moon').longitudeDeg - this.placement('Sun').longitudeDeg;
    return ((elong % 360) + 360) % 360 < 180;
  }
  isUpachaya(house: number): boolean {
    return UPACHAYAS.includes(house);
  }
  planet(g: Graha): string {
    return planetInText(this.pack, g);
  }
  ord(n: number): string {
    return this.pack.ordinal(n);
  }
  sign(i: number): string {
    return this.pack.names.signs[i]!;
  }
  date(d: Date): string {
    return windowDate(d, this.input.lang, this.timeZone);
  }
  get horizonEnd(): Date {
    return new Date(this.input.now.getTime() + HORIZON_MS);
  }
  /** Whether [start, end) meets the window [now, now + 5 years). */
  inHorizon(start: Date, end: Date): boolean {
    return end.getTime() > this.input.now.getTime() && start.getTime() < this.horizonEnd.getTime();
  }
}

function isGraha(b: string): b is Graha {
  return (GRAHAS as readonly string[]).includes(b);
}
