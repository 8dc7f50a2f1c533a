/**
 * Weighing one section of the kundli: its strong and weak points, each naming the placement it
 * comes from, and one verdict decided from their weights before any phrase is picked. The
 * factors are the usual Parashari ones (BPHS ch. 3 for dignity and natural benefics, ch. 11-24
 * for houses and lords; Phaladeepika ch. 1 for kendras, trikonas, dusthanas and upachayas):
 * - each house's lord: exalted +2, own sign or moolatrikona +1.5, enemy sign -1, debilitated
 *   -2; combust -1; in a kendra or trikona +1, in a dusthana (6, 8, 12) -1.5;
 * - occupants: a natural benefic +1, a natural malefic -1, but +1 in an upachaya (3, 6, 10, 11),
 *   where malefics do well (Phaladeepika ch. 8);
 * - graha drishti on the house from outside it: a benefic +0.5, a malefic -0.5 (not counted on
 *   an upachaya);
 * - the section's karaka (Venus for marriage, Jupiter for wealth, the Moon for the mind) as a
 *   lord;
 * - the yogas whose meaning belongs to the section: strong +2, moderate +1, weak +0.5.
 * The weights are ours; each factor is classical. Verdict: total >= 2 strong, <= -2 weak, else
 * mixed.
 */
import { aspectsSign, runningDasha, type Graha, type YogaResult } from '@nakshatra/astro';
import type { KundliSection } from '../kundli.ts';
import type { YogaId } from '../pack.ts';
import { fill } from '../text.ts';
import type { Verdict, YogaGradeName } from './bank.ts';
import type { ChartReader } from './context.ts';

/** The houses (from the ascendant) and karakas each section reads. */
export interface SectionFocus {
  houses: number[];
  karakas: Graha[];
}

/**
 * Houses and karakas by section: career the 10th, love the 7th and Venus, money the 2nd and
 * 11th and Jupiter, happiness the 4th, 5th and 9th and the Moon, personality the 1st, the
 * zodiac sign the Moon's own house and the Moon. The motivational message reads the running
 * dasha lords instead (see {@link assessSection}).
 */
export function sectionFocus(r: ChartReader, section: KundliSection): SectionFocus {
  switch (section) {
    case 'zodiacSign':
      return { houses: [r.houseOf('Moon')], karakas: ['Moon'] };
    case 'personality':
      return { houses: [1], karakas: [] };
    case 'careerProspects':
      return { houses: [10], karakas: [] };
    case 'loveLife':
      return { houses: [7], karakas: ['Venus'] };
    case 'financialSituation':
      return { houses: [2, 11], karakas: ['Jupiter'] };
    case 'happiness':
      return { houses: [4, 5, 9], karakas: ['Moon'] };
    case 'motivationalMessage':
      return { houses: [], karakas: [] };
  }
}

/** The section each yoga speaks to, by what the classics say it gives (see yogaEffects). */
export const YOGA_SECTION: Readonly<Record<YogaId, KundliSection>> = {
  'gaja-kesari': 'personality',
  'budha-aditya': 'careerProspects',
  ruchaka: 'personality',
  bhadra: 'careerProspects',
  hamsa: 'happiness',
  malavya: 'loveLife',
  sasa: 'careerProspects',
  'chandra-mangala': 'financialSituation',
  'raj-yoga': 'careerProspects',
  'dhana-yoga': 'financialSituation',
  'neecha-bhanga': 'motivationalMessage',
};

export interface Point {
  /** Positive for a strong point, negative for a weak one. */
  weight: number;
  text: string;
}

export interface SectionAssessment {
  verdict: Verdict;
  score: number;
  strengths: Point[];
  weaknesses: Point[];
  /** Present yogas that belong to the section. */
  yogas: YogaResult[];
}

const KENDRA_TRIKONA = [1, 4, 5, 7, 9, 10];
const DUSTHANAS = [6, 8, 12];
const DIGNITY_WEIGHT = { exalted: 2, own: 1.5, moolatrikona: 1.5, enemy: -1, debilitated: -2 };
const GRADE_WEIGHT: Record<YogaGradeName, number> = { strong: 2, moderate: 1, weak: 0.5 };

/** Dignity, combustion and house of one planet, `who` naming its role ("the lord of your 7th"). */
function planetPoints(r: ChartReader, g: Graha, who: string): Point[] {
  // The nodes have no dignity and give the results of their dispositor: nothing to weigh alone.
  if (g === 'Rahu' || g === 'Ketu') return [];
  const p = r.placement(g);
  const t = r.bank.points;
  const out: Point[] = [];
  const sign = r.sign(p.signIndex);
  const d = p.dignity;
  if (d === 'exalted' || d === 'debilitated' || d === 'enemy') {
    out.push({ weight: DIGNITY_WEIGHT[d], text: fill(t[d], { who, sign }) });
  } else if (d === 'own' || d === 'moolatrikona') {
    out.push({ weight: DIGNITY_WEIGHT[d], text: fill(t.own, { who, sign }) });
  }
  if (p.combust && g !== 'Sun') out.push({ weight: -1, text: fill(t.combust, { who }) });
  const to = r.houseOf(g);
  if (KENDRA_TRIKONA.includes(to))
    out.push({ weight: 1, text: fill(t.goodHouse, { who, to: r.ord(to) }) });
  if (DUSTHANAS.includes(to))
    out.push({ weight: -1.5, text: fill(t.dusthana, { who, to: r.ord(to) }) });
  return out;
}

/** Occupants of a house and graha drishti on it. */
function housePoints(r: ChartReader, house: number, skip: readonly Graha[]): Point[] {
  const t = r.bank.points;
  const out: Point[] = [];
  const vars = (g: Graha) => ({ planet: r.planet(g), house: r.ord(house) });
  const inside = r.occupants(house).filter((g) => !skip.includes(g));
  for (const g of inside) {
    if (r.isBenefic(g)) out.push({ weight: 1, text: fill(t.benefic, vars(g)) });
    else if (r.isUpachaya(house)) out.push({ weight: 1, text: fill(t.maleficUpachaya, vars(g)) });
    else out.push({ weight: -1, text: fill(t.malefic, vars(g)) });
  }
  const sign = r.signOfHouse(house);
  for (const g of r.chart.planets.map((p) => p.body as Graha)) {
    if (r.houseOf(g) === house || !aspectsSign(r.chart, g, sign)) continue;
    if (r.isBenefic(g)) out.push({ weight: 0.5, text: fill(t.beneficAspect, vars(g)) });
    else if (!r.isUpachaya(house)) out.push({ weight: -0.5, text: fill(t.maleficAspect, vars(g)) });
  }
  return out;
}

/** Present yogas whose meaning belongs to `section`, as points. */
export function sectionYogas(r: ChartReader, section: KundliSection): YogaResult[] {
  return r.input.yogas.filter(
    (y) => y.present && YOGA_SECTION[y.id as YogaId] === section && y.grade !== undefined,
  );
}

function yogaPoints(r: ChartReader, yogas: readonly YogaResult[]): Point[] {
  return yogas.map((y) => ({
    weight: GRADE_WEIGHT[y.grade!],
    text: fill(r.bank.points.yoga, {
      yoga: r.pack.names.yogas[y.id as YogaId],
      grade: r.bank.grades[y.grade!],
    }),
  }));
}

/** Points of the lords of the running mahadasha and antardasha (the motivational message). */
function dashaPoints(r: ChartReader): Point[] {
  const [maha, antar] = runningDasha(r.input.dashas, r.input.now);
  const out: Point[] = [];
  if (maha)
    out.push(...planetPoints(r, maha.lord, fill(r.bank.who.maha, { planet: r.planet(maha.lord) })));
  if (antar && antar.lord !== maha?.lord) {
    out.push(
      ...planetPoints(r, antar.lord, fill(r.bank.who.antar, { planet: r.planet(antar.lord) })),
    );
  }
  return out;
}

function focusPoints(r: ChartReader, section: KundliSection, focus: SectionFocus): Point[] {
  const points: Point[] = [];
  const stated = new Set<Graha>();
  for (const house of focus.houses) {
    const lord = r.lordOf(house);
    if (!stated.has(lord)) {
      stated.add(lord);
      const who = fill(r.bank.who.lord, { planet: r.planet(lord), house: r.ord(house) });
      points.push(...planetPoints(r, lord, who));
    }
    // The zodiac sign's house holds the Moon itself, which speaks as the karaka.
    points.push(...housePoints(r, house, section === 'zodiacSign' ? ['Moon'] : []));
  }
  for (const k of focus.karakas) {
    if (stated.has(k)) continue;
    stated.add(k);
    const area = r.bank.areas[section];
    points.push(...planetPoints(r, k, fill(r.bank.who.karaka, { planet: r.planet(k), area })));
  }
  return points;
}

/** The points and verdict of one section. */
export function assessSection(r: ChartReader, section: KundliSection): SectionAssessment {
  const yogas = sectionYogas(r, section);
  const points =
    section === 'motivationalMessage'
      ? dashaPoints(r)
      : focusPoints(r, section, sectionFocus(r, section));
  points.push(...yogaPoints(r, yogas));
  const score = points.reduce((s, p) => s + p.weight, 0);
  const verdict: Verdict = score >= 2 ? 'strong' : score <= -2 ? 'weak' : 'mixed';
  return {
    verdict,
    score,
    strengths: points.filter((p) => p.weight > 0).sort((a, b) => b.weight - a.weight),
    weaknesses: points.filter((p) => p.weight < 0).sort((a, b) => a.weight - b.weight),
    yogas,
  };
}
