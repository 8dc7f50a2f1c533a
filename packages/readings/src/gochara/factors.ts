/**
 * The weighed factors of a Vedic transit (gochara) reading, counted from the Moon sign, and the
 * one verdict each section takes from them.
 *
 * Sources of the rules:
 * - Good houses from the Moon for each graha (Phaladeepika 26.2-26.13, the table every almanac
 *   prints): Sun 3, 6, 10, 11; Moon 1, 3, 6, 7, 10, 11; Mars 3, 6, 11; Mercury 2, 4, 6, 8, 10, 11;
 *   Jupiter 2, 5, 7, 9, 11; Venus 1, 2, 3, 4, 5, 8, 9, 11, 12; Saturn, Rahu, Ketu 3, 6, 11. Other
 *   houses are adverse.
 * - Saturn's named transits: Sade Sati (12th, 1st, 2nd from the Moon: rising, peak and setting),
 *   the Dhaiya or small Panoti (4th: Kantaka Shani; 8th: Ashtama Shani).
 * - Graha drishti (BPHS ch. 26): every graha aspects the 7th house from itself; Mars also the
 *   4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th. Never Western aspects.
 * - Each section reads its own houses and karakas: love the 7th and Venus; career the 10th, the
 *   Sun, Saturn and Mars; money Jupiter, Venus and Mercury; health Mars, Saturn and the Sun.
 *   Day readings add the Moon's house (Chandra bala) weighed against the section's houses.
 *
 * Weights: a slow planet's main transit 2, a supporting one 1, the day's Moon 2. A section's
 * score is the sum of weight x polarity; 'good' at +2 or more, 'hard' at -2 or less, 'mixed'
 * otherwise. Factors are ranked slow (Saturn, Jupiter, Rahu, Ketu) before the month's planets
 * before the Moon, so the slow planets lead the text.
 */
import type { Graha } from '@nakshatra/astro';
import { GOCHARA_GOOD } from '../vedic.ts';
import { keyPolarity, type GocharaSection, type Verdict } from './bank.ts';

/** The classical good houses from the Moon (the table in the header). */
export const GOOD_HOUSES = GOCHARA_GOOD;

/** Houses (counted from the graha, 1 = its own) each graha aspects by drishti. */
export const DRISHTI: Record<Graha, readonly number[]> = {
  Sun: [7],
  Moon: [7],
  Mars: [4, 7, 8],
  Mercury: [7],
  Jupiter: [5, 7, 9],
  Venus: [7],
  Saturn: [3, 7, 10],
  Rahu: [7],
  Ketu: [7],
};

/** Houses from the Moon that a graha in `house` aspects. */
export function aspectedHouses(planet: Graha, house: number): number[] {
  return DRISHTI[planet].map((d) => ((house - 1 + d - 1) % 12) + 1);
}

/** Whether a graha in `house` occupies or aspects `target`. */
function bears(planet: Graha, house: number, target: number): boolean {
  return house === target || aspectedHouses(planet, house).includes(target);
}

/** Day tone of the Moon's house for each section (Chandra bala for general). */
const MOON_HOUSES: Record<GocharaSection, { good: number[]; hard: number[] }> = {
  general: { good: [1, 3, 6, 7, 10, 11], hard: [4, 8, 12] },
  love: { good: [1, 5, 7, 11], hard: [6, 8, 12] },
  career: { good: [3, 6, 10, 11], hard: [8, 12] },
  money: { good: [2, 10, 11], hard: [8, 12] },
  health: { good: [3, 6, 10, 11], hard: [4, 8, 12] },
};

const SLOW: readonly Graha[] = ['Saturn', 'Jupiter', 'Rahu', 'Ketu'];

export interface Factor {
  /** Bank key of the sentence, or 'moon' for the day's Moon. */
  key: string;
  planet: Graha;
  /** House of the planet from the Moon sign. */
  house: number;
  polarity: 1 | 0 | -1;
  weight: number;
  /** 0 slow planets, 1 the month's planets, 2 the Moon. */
  rank: number;
}

export interface SectionReading {
  verdict: Verdict;
  score: number;
  factors: Factor[];
}

type Houses = Record<Graha, number>;

function factor(key: string, planet: Graha, house: number, weight: number): Factor {
  return {
    key,
    planet,
    house,
    polarity: keyPolarity(key),
    weight,
    rank: SLOW.includes(planet) ? 0 : 1,
  };
}

/** Good-or-hard factor of a planet by the classical table, with `good`/`hard` key suffixes. */
function byTable(planet: Graha, h: Houses, weight: number): Factor {
  const good = GOOD_HOUSES[planet].includes(h[planet]);
  return factor(`${planet.toLowerCase()}-${good ? 'good' : 'hard'}`, planet, h[planet], weight);
}

function saturnGeneral(h: Houses): Factor {
  const named: Record<number, string> = {
    12: 'rising',
    1: 'peak',
    2: 'setting',
    4: 'kantaka',
    8: 'ashtama',
  };
  const special = named[h.Saturn];
  if (special) return factor(`saturn-${special}`, 'Saturn', h.Saturn, 2);
  return byTable('Saturn', h, GOOD_HOUSES.Saturn.includes(h.Saturn) ? 2 : 1);
}

function generalFactors(h: Houses, withMonthPlanets: boolean): Factor[] {
  const jupiterGood = GOOD_HOUSES.Jupiter.includes(h.Jupiter);
  const out = [
    saturnGeneral(h),
    byTable('Jupiter', h, jupiterGood ? 2 : 1),
    byTable('Rahu', h, 1),
    byTable('Ketu', h, 1),
  ];
  if (withMonthPlanets) out.push(byTable('Sun', h, 1), byTable('Mars', h, 1));
  return out;
}

function loveFactors(h: Houses): Factor[] {
  const out = [byTable('Venus', h, 2)];
  if (bears('Jupiter', h.Jupiter, 7)) out.push(factor('jupiter-7th', 'Jupiter', h.Jupiter, 1));
  const malefic = (['Saturn', 'Mars', 'Rahu'] as const).find((p) => bears(p, h[p], 7));
  if (malefic) out.push(factor('malefic-7th', malefic, h[malefic], 1));
  return out;
}

function careerFactors(h: Houses): Factor[] {
  const out = [byTable('Saturn', h, 2), byTable('Sun', h, 1)];
  if (bears('Jupiter', h.Jupiter, 10)) out.push(factor('jupiter-10th', 'Jupiter', h.Jupiter, 1));
  const marsGood = [3, 6, 10, 11].includes(h.Mars);
  if (marsGood || [8, 12].includes(h.Mars))
    out.push(factor(marsGood ? 'mars-good' : 'mars-hard', 'Mars', h.Mars, 1));
  return out;
}

function moneyFactors(h: Houses): Factor[] {
  const out = [byTable('Jupiter', h, 2), byTable('Venus', h, 1), byTable('Mercury', h, 1)];
  return out;
}

function healthFactors(h: Houses): Factor[] {
  const out = [byTable('Mars', h, 2), byTable('Sun', h, 1)];
  const s = h.Saturn;
  if (GOOD_HOUSES.Saturn.includes(s) || [1, 4, 8, 12].includes(s))
    out.push(byTable('Saturn', h, 1));
  return out;
}

/** The Moon's factor for a section on a day. */
function moonFactor(section: GocharaSection, moonHouse: number): Factor {
  const t = MOON_HOUSES[section];
  const polarity = t.good.includes(moonHouse) ? 1 : t.hard.includes(moonHouse) ? -1 : 0;
  return { key: 'moon', planet: 'Moon', house: moonHouse, polarity, weight: 2, rank: 2 };
}

export function verdictOf(score: number): Verdict {
  return score >= 2 ? 'good' : score <= -2 ? 'hard' : 'mixed';
}

/**
 * The factors and verdict of each section.
 * @param houses every graha's house from the Moon sign at the cast instant.
 * @param period 'day' adds the Moon; 'month' and 'year' add the Sun and Mars to the general section.
 */
export function readSections(
  houses: Houses,
  period: 'day' | 'week' | 'month' | 'year',
): Record<GocharaSection, SectionReading> {
  const lists: Record<GocharaSection, Factor[]> = {
    general: generalFactors(houses, period === 'month'),
    love: loveFactors(houses),
    career: careerFactors(houses),
    money: moneyFactors(houses),
    health: healthFactors(houses),
  };
  const out = {} as Record<GocharaSection, SectionReading>;
  for (const section of Object.keys(lists) as GocharaSection[]) {
    const factors = lists[section];
    if (period === 'day') factors.push(moonFactor(section, houses.Moon));
    factors.sort((a, b) => a.rank - b.rank || b.weight - a.weight);
    const score = factors.reduce((s, f) => s + f.polarity * f.weight, 0);
    out[section] = { verdict: verdictOf(score), score, factors };
  }
  return out;
}
