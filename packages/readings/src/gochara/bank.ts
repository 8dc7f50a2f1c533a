/**
 * The shape of a gochara (transit) phrase bank: everything a Vedic horoscope says, in one
 * language. Every phrasing carries a fill that differs between the twelve signs on one day (the
 * house counted from the Moon sign, the transit sign, the nakshatra or a date), so two signs never
 * read the same sentence, and every slot has enough phrasings that one sign's week rarely meets
 * a sentence twice. The types fix the keys and the number of phrasings; the tests check the
 * placeholders match English and the polarity of each bucket (good phrasings never warn, hard
 * ones never promise).
 *
 * Placeholders: {house} ordinal of the house from the Moon sign ('10th'), {sign} the sign the
 * planet transits, {topic} what that house is about, {planet} a planet's name in running text,
 * {nakshatra} the Moon's nakshatra, {date} a day and month, {time} a clock time (IST),
 * {from} / {to} house ordinals.
 */
import type { Tuple } from '../pack.ts';

export const VERDICTS = ['good', 'mixed', 'hard'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Backdrop factors each section reads, by key. */
export const FACTOR_KEYS = {
  general: [
    'saturn-rising',
    'saturn-peak',
    'saturn-setting',
    'saturn-kantaka',
    'saturn-ashtama',
    'saturn-good',
    'saturn-hard',
    'jupiter-good',
    'jupiter-hard',
    'rahu-good',
    'rahu-hard',
    'ketu-good',
    'ketu-hard',
    'sun-good',
    'sun-hard',
    'mars-good',
    'mars-hard',
  ],
  love: ['venus-good', 'venus-hard', 'jupiter-7th', 'malefic-7th'],
  career: [
    'sun-good',
    'sun-hard',
    'saturn-good',
    'saturn-hard',
    'jupiter-10th',
    'mars-good',
    'mars-hard',
  ],
  money: [
    'jupiter-good',
    'jupiter-hard',
    'venus-good',
    'venus-hard',
    'mercury-good',
    'mercury-hard',
  ],
  health: ['mars-good', 'mars-hard', 'saturn-good', 'saturn-hard', 'sun-good', 'sun-hard'],
} as const;
export type GocharaSection = keyof typeof FACTOR_KEYS;
export type FactorKey<S extends GocharaSection = GocharaSection> = (typeof FACTOR_KEYS)[S][number];

/** Polarity of a factor key: +1 promises, -1 warns. */
export function keyPolarity(key: string): 1 | -1 {
  return /-(good|7th|10th)$/.test(key) && key !== 'malefic-7th' ? 1 : -1;
}

export const EVENT_KEYS = [
  'ingress',
  'ingressRetro',
  'moonIngress',
  'stationRetro',
  'stationDirect',
  'combustBegins',
  'combustEnds',
  'purnima',
  'amavasya',
  'solarEclipse',
  'lunarEclipse',
] as const;
export type EventKey = (typeof EVENT_KEYS)[number];

type Four = Tuple<string, 4>;
type Three = Tuple<string, 3>;

export interface GocharaBank {
  /** One word or two: the verdict badge of a section. */
  verdictLabels: Record<Verdict, string>;
  /** Backdrop sentences. {house} {sign} {topic}; malefic-7th also {planet}. */
  factors: { [S in GocharaSection]: Record<FactorKey<S>, Four> };
  /** The day's Moon for a section by its polarity ('mixed' is neutral). {house} {nakshatra}. */
  moon: Record<GocharaSection, Record<Verdict, Three>>;
  /** A week's opener: the Moon's passage. {from} {to}. */
  weekMoon: Three;
  /** A month's opener: the Sun moves from house {from} to {to} on {date}, or stays in {house}. */
  monthSunMove: Three;
  monthSunStay: Three;
  /** A year's opener. {year} */
  yearOpener: Three;
  /** Dated events. {planet} {sign} {house} {date} {time}; lunations and eclipses {house} {sign} {date}. */
  events: Record<EventKey, Tuple<string, 2>>;
  /** Closing advice by section and verdict. {planet} {house}: the factor the section leads with. */
  advice: Record<GocharaSection, Record<Verdict, Four>>;
  /** A remedy on the weekday of a planet that weighs on the reading. {house} */
  remedies: Record<
    'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu',
    Tuple<string, 2>
  >;
  /** 'Why this reading' lines. {planet} {sign} {house} {effect} */
  why: string;
  /** {effect} words. */
  effects: Record<'good' | 'hard' | 'neutral', string>;
  /** {planet} {from} {houses}: a graha drishti line, "Saturn in your 3rd house aspects your 5th, 9th and 12th". */
  drishti: string;
}
