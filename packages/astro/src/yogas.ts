/**
 * Yogas (planetary combinations) in a sidereal birth chart. Houses are counted by whole signs
 * from the ascendant's sign (the classical bhava = rashi convention of BPHS and Phaladeepika),
 * whatever house system the chart was drawn in; aspects are the Parashari graha drishti
 * (BPHS, chapter on drishti): every planet aspects the 7th sign from itself, Mars also the 4th and 8th,
 * Jupiter the 5th and 9th, Saturn the 3rd and 10th; the nodes are given no aspect here.
 */
import { dignityOf } from './dignity.ts';
import { SIGN_LORDS } from './zodiac.ts';
import {
  GRAHAS,
  type BodyId,
  type Chart,
  type Dignity,
  type Graha,
  type Placement,
} from './types.ts';

/** The seven classical planets: the grahas without the lunar nodes. */
export type ClassicalPlanet = Exclude<Graha, 'Rahu' | 'Ketu'>;
export const CLASSICAL_PLANETS = GRAHAS.filter(
  (g): g is ClassicalPlanet => g !== 'Rahu' && g !== 'Ketu',
) as readonly ClassicalPlanet[];

/** Exaltation sign of each planet (BPHS ch. 3); debilitation is the opposite sign. */
export const EXALTATION_SIGN: Readonly<Record<ClassicalPlanet, number>> = {
  Sun: 0, // Aries
  Moon: 1, // Taurus
  Mars: 9, // Capricorn
  Mercury: 5, // Virgo
  Jupiter: 3, // Cancer
  Venus: 11, // Pisces
  Saturn: 6, // Libra
};

/** @internal The placement of a body; throws if the chart lacks it (charts always carry the grahas). */
export function placementOf(chart: Chart, body: BodyId): Placement {
  const p = chart.planets.find((x) => x.body === body);
  if (!p) throw new RangeError(`chart has no ${body}`);
  return p;
}

/** @internal Whole-sign house (1-12) of `signIndex` counted from `fromSign`. */
export function houseFrom(fromSign: number, signIndex: number): number {
  return ((((signIndex - fromSign) % 12) + 12) % 12) + 1;
}

/** @internal Whole-sign house of a sign from the ascendant. */
export function houseOfSign(chart: Chart, signIndex: number): number {
  return houseFrom(chart.ascendant.signIndex, signIndex);
}

/** @internal The sign ruled as the `house`-th from the ascendant (1-12). */
export function signOfHouse(chart: Chart, house: number): number {
  return (chart.ascendant.signIndex + house - 1) % 12;
}

/** @internal Lord of the `house`-th house from the ascendant. */
export function lordOfHouse(chart: Chart, house: number): ClassicalPlanet {
  return SIGN_LORDS[signOfHouse(chart, house)] as ClassicalPlanet;
}

const ASPECTED_HOUSES: Readonly<Partial<Record<Graha, readonly number[]>>> = {
  Sun: [7],
  Moon: [7],
  Mercury: [7],
  Venus: [7],
  Mars: [4, 7, 8],
  Jupiter: [5, 7, 9],
  Saturn: [3, 7, 10],
};

/** @internal Whether `from` casts a full graha drishti on the sign `targetSign` (Parashari aspects). */
export function aspectsSign(chart: Chart, from: Graha, targetSign: number): boolean {
  const houses = ASPECTED_HOUSES[from];
  if (!houses) return false;
  return houses.includes(houseFrom(placementOf(chart, from).signIndex, targetSign));
}

/**
 * @internal Sambandha (association) of two planets, the relation BPHS ch. 39-41 use for raja and
 * dhana yogas: conjunction in a sign, mutual aspect, or exchange of signs (parivartana).
 */
export function associated(
  chart: Chart,
  a: ClassicalPlanet,
  b: ClassicalPlanet,
): 'conjunction' | 'mutual-aspect' | 'exchange' | null {
  const pa = placementOf(chart, a);
  const pb = placementOf(chart, b);
  if (pa.signIndex === pb.signIndex) return 'conjunction';
  if (SIGN_LORDS[pa.signIndex] === b && SIGN_LORDS[pb.signIndex] === a) return 'exchange';
  if (aspectsSign(chart, a, pb.signIndex) && aspectsSign(chart, b, pa.signIndex))
    return 'mutual-aspect';
  return null;
}

const KENDRAS = [1, 4, 7, 10];
const TRIKONAS = [1, 5, 9];
/** Dusthanas: the 6th, 8th and 12th houses, where a yoga's planets lose their power. */
const DUSTHANAS = [6, 8, 12];

/** Grade of a present yoga, from its {@link YogaResult.score}. */
export type YogaGrade = 'strong' | 'moderate' | 'weak';

export interface YogaResult {
  /** Stable id, e.g. 'gaja-kesari', 'ruchaka', 'raj-yoga'. */
  id: string;
  /** Name as commonly written in English. */
  name: string;
  present: boolean;
  /**
   * Only when present and not moderate: 'strong' or 'weak' (the two-valued grade the kundli
   * response and its texts use); a 'moderate' yoga has no `strength`.
   */
  strength?: 'strong' | 'weak';
  /** Only when present: the three-valued grade of `score` (see {@link gradeOf}). */
  grade?: YogaGrade;
  /**
   * Only when present: the mean of {@link planetConditionPoints} over the planets that form the
   * yoga (Neecha Bhanga: over the planets that cancel), about -5 to +4.
   */
  score?: number;
  /**
   * Why the yoga is present, weakened or rejected, as stable kebab-case codes naming the planet
   * where one is concerned, e.g. 'jupiter-debilitated', 'venus+mercury-conjunction',
   * 'mars-in-dusthana'. Empty when there is nothing to say (e.g. no such placement at all).
   */
  reasons: string[];
  /** The bodies forming the yoga (empty when absent). */
  involves: BodyId[];
  /** i18n key for the explanation text, `yoga.<id>`. */
  explanationKey: string;
  /** Classical source of the rule as implemented. */
  source: string;
}

/** Numeric grade boundaries: score >= 1.5 is strong, >= 0 moderate, below 0 weak. */
export function gradeOf(score: number): YogaGrade {
  return score >= 1.5 ? 'strong' : score >= 0 ? 'moderate' : 'weak';
}

function yoga(
  id: string,
  name: string,
  source: string,
  present: boolean,
  involves: BodyId[],
  reasons: string[],
  score?: number,
): YogaResult {
  const graded = present && score !== undefined;
  const grade = graded ? gradeOf(score) : undefined;
  return {
    id,
    name,
    present,
    ...(grade && grade !== 'moderate' ? { strength: grade } : {}),
    ...(graded ? { grade, score: Math.round(score * 100) / 100 } : {}),
    reasons,
    involves: present ? involves : [],
    explanationKey: `yoga.${id}`,
    source,
  };
}

const lower = (b: string) => b.toLowerCase();

/** Dignity of a placement; computed from its longitude when the placement carries none. */
function dignityAt(p: Placement): Dignity | null {
  return p.dignity ?? dignityOf(p.body, p.longitudeDeg);
}

/** Whether a planet is in its own sign, moolatrikona or exaltation (the Mahapurusha condition). */
function isOwnOrExalted(p: Placement): boolean {
  return (
    p.dignity === 'own' ||
    p.dignity === 'moolatrikona' ||
    p.dignity === 'exalted' ||
    SIGN_LORDS[p.signIndex] === p.body ||
    EXALTATION_SIGN[p.body as ClassicalPlanet] === p.signIndex
  );
}

function isDebilitated(body: ClassicalPlanet, signIndex: number): boolean {
  return (EXALTATION_SIGN[body] + 6) % 12 === signIndex;
}

function inDusthana(chart: Chart, body: BodyId): boolean {
  return DUSTHANAS.includes(houseOfSign(chart, placementOf(chart, body).signIndex));
}

/** Points for dignity (BPHS ch. 3's order of strength: exalted, moolatrikona, own, friend ...). */
const DIGNITY_POINTS: Readonly<Record<Dignity, number>> = {
  exalted: 2,
  moolatrikona: 1.5,
  own: 1.5,
  friendly: 0.5,
  neutral: 0,
  enemy: -1,
  debilitated: -2,
};

/**
 * Natural benefics and malefics (BPHS ch. 3): Jupiter, Venus and Mercury are benefic, the Moon
 * when waxing (elongation from the Sun 0-180°); the Sun, Mars, Saturn, Rahu and Ketu malefic.
 */
function isBenefic(chart: Chart, body: Graha): boolean {
  if (body === 'Jupiter' || body === 'Venus' || body === 'Mercury') return true;
  if (body !== 'Moon') return false;
  const elong = placementOf(chart, 'Moon').longitudeDeg - placementOf(chart, 'Sun').longitudeDeg;
  return ((elong % 360) + 360) % 360 < 180;
}

/**
 * Condition points of one planet, the unit of a yoga's grade. Our weighting (not a verse; each
 * factor is classical, its weight is ours):
 * - dignity: exalted +2, moolatrikona or own +1.5, friend +0.5, neutral 0, enemy -1,
 *   debilitated -2 (BPHS ch. 3);
 * - house from the lagna: a kendra or trikona (1, 4, 5, 7, 9, 10) +1, a dusthana (6, 8, 12) -2,
 *   others 0 (Phaladeepika ch. 6 closes its yogas by saying their planets must be strong and
 *   not in the 6th, 8th or 12th);
 * - combust (any planet but the Sun) -2;
 * - each other graha conjunct or casting graha drishti on it: a benefic +0.5, a malefic -0.5,
 *   capped at +1 and -1 (Rahu and Ketu by conjunction only). Planets of the yoga itself are not
 *   counted here.
 * Range -6 to +4.
 */
export function planetConditionPoints(
  chart: Chart,
  body: ClassicalPlanet,
  exclude: readonly BodyId[] = [],
): number {
  const p = placementOf(chart, body);
  const dignity = dignityAt(p);
  let points = dignity ? DIGNITY_POINTS[dignity] : 0;
  const house = houseOfSign(chart, p.signIndex);
  if (DUSTHANAS.includes(house)) points -= 2;
  else if (KENDRAS.includes(house) || TRIKONAS.includes(house)) points += 1;
  if (p.combust && body !== 'Sun') points -= 2;
  let good = 0;
  let bad = 0;
  for (const g of GRAHAS) {
    if (g === body || exclude.includes(g)) continue;
    const q = placementOf(chart, g);
    if (q.signIndex !== p.signIndex && !aspectsSign(chart, g, p.signIndex)) continue;
    if (isBenefic(chart, g)) good += 0.5;
    else bad += 0.5;
  }
  return points + Math.min(good, 1) - Math.min(bad, 1);
}

function meanPoints(chart: Chart, bodies: readonly ClassicalPlanet[]): number {
  const total = bodies.reduce((s, b) => s + planetConditionPoints(chart, b, bodies), 0);
  return total / bodies.length;
}

const MAHAPURUSHA: readonly [string, string, ClassicalPlanet][] = [
  ['ruchaka', 'Ruchaka', 'Mars'],
  ['bhadra', 'Bhadra', 'Mercury'],
  ['hamsa', 'Hamsa', 'Jupiter'],
  ['malavya', 'Malavya', 'Venus'],
  ['sasa', 'Sasa', 'Saturn'],
];

/**
 * The yogas we evaluate. Each rule and its source is written beside its function below; houses
 * are whole signs from the lagna, associations the sambandha of {@link associated}. Every
 * present yoga is graded by {@link planetConditionPoints} averaged over its planets and mapped by
 * {@link gradeOf}: Gaja Kesari, Budha-Aditya, the five Mahapurusha, Chandra-Mangala, Raj yoga
 * (kendra-trikona), Dhana yoga and Neecha Bhanga, in that order.
 */
export function findYogas(chart: Chart): YogaResult[] {
  return [
    gajaKesari(chart),
    budhaAditya(chart),
    ...MAHAPURUSHA.map((m) => mahapurusha(chart, ...m)),
    chandraMangala(chart),
    rajYoga(chart),
    dhanaYoga(chart),
    neechaBhanga(chart),
  ];
}

/**
 * Gaja Kesari: Jupiter in a kendra (1, 4, 7, 10) from the Moon (Phaladeepika ch. 6; B.V. Raman,
 * Three Hundred Important Combinations). Void when Jupiter is debilitated, combust or in an
 * enemy's sign: BPHS's verse for this yoga (ch. 36 in R. Santhanam's translation) asks that
 * Jupiter avoid debilitation, combustion and an inimical sign. Jupiter in the 6th, 8th or 12th
 * from the lagna keeps the yoga but costs its grade 3 points (see planetConditionPoints).
 */
function gajaKesari(chart: Chart): YogaResult {
  const moon = placementOf(chart, 'Moon');
  const jupiter = placementOf(chart, 'Jupiter');
  const inKendra = KENDRAS.includes(houseFrom(moon.signIndex, jupiter.signIndex));
  const reasons: string[] = [];
  if (!inKendra) reasons.push('jupiter-not-in-kendra-from-moon');
  else {
    if (isDebilitated('Jupiter', jupiter.signIndex)) reasons.push('jupiter-debilitated');
    if (jupiter.combust) reasons.push('jupiter-combust');
    if (dignityAt(jupiter) === 'enemy') reasons.push('jupiter-enemy-sign');
  }
  const present = inKendra && reasons.length === 0;
  if (present && inDusthana(chart, 'Jupiter')) reasons.push('jupiter-in-dusthana');
  return yoga(
    'gaja-kesari',
    'Gaja Kesari',
    'Phaladeepika ch. 6; BPHS (Gaja Kesari verse, ch. 36 in Santhanam) for the voiding conditions',
    present,
    ['Jupiter', 'Moon'],
    reasons,
    present ? meanPoints(chart, ['Jupiter', 'Moon']) : undefined,
  );
}

/**
 * Budha-Aditya: the Sun and Mercury in one sign (B.V. Raman, Three Hundred Important
 * Combinations; not a BPHS yoga). Mercury is combust in most such charts, which the grade
 * records (-2) rather than voiding the yoga, as Raman's text does not.
 */
function budhaAditya(chart: Chart): YogaResult {
  const sun = placementOf(chart, 'Sun');
  const mercury = placementOf(chart, 'Mercury');
  const present = sun.signIndex === mercury.signIndex;
  const reasons = !present ? ['sun-mercury-apart'] : mercury.combust ? ['mercury-combust'] : [];
  return yoga(
    'budha-aditya',
    'Budha-Aditya',
    'B.V. Raman, Three Hundred Important Combinations',
    present,
    ['Sun', 'Mercury'],
    reasons,
    present ? meanPoints(chart, ['Sun', 'Mercury']) : undefined,
  );
}

/**
 * Pancha Mahapurusha (Ruchaka, Bhadra, Hamsa, Malavya, Sasa): Mars, Mercury, Jupiter, Venus or
 * Saturn in its own or exaltation sign (moolatrikona included) in a kendra from the lagna
 * (Phaladeepika 6.1; BPHS, Pancha Mahapurusha yogas, ch. 75 in Santhanam).
 */
function mahapurusha(chart: Chart, id: string, name: string, body: ClassicalPlanet): YogaResult {
  const p = placementOf(chart, body);
  const reasons: string[] = [];
  if (!isOwnOrExalted(p)) reasons.push(`${lower(body)}-not-own-or-exalted`);
  if (!KENDRAS.includes(houseOfSign(chart, p.signIndex)))
    reasons.push(`${lower(body)}-not-in-kendra`);
  const present = reasons.length === 0;
  if (present && p.combust) reasons.push(`${lower(body)}-combust`);
  return yoga(
    id,
    name,
    'Phaladeepika 6.1; BPHS (Pancha Mahapurusha yogas)',
    present,
    [body],
    reasons,
    present ? meanPoints(chart, [body]) : undefined,
  );
}

/** Chandra-Mangala: the Moon and Mars in one sign (Phaladeepika ch. 6; Raman). */
function chandraMangala(chart: Chart): YogaResult {
  const present = placementOf(chart, 'Moon').signIndex === placementOf(chart, 'Mars').signIndex;
  return yoga(
    'chandra-mangala',
    'Chandra-Mangala',
    'Phaladeepika ch. 6; B.V. Raman, Three Hundred Important Combinations',
    present,
    ['Moon', 'Mars'],
    present ? [] : ['moon-mars-apart'],
    present ? meanPoints(chart, ['Moon', 'Mars']) : undefined,
  );
}

/**
 * Pairs of distinct lords, one from each list, in sambandha (conjunction, mutual aspect,
 * exchange). A pair with either planet in the 6th, 8th or 12th from the lagna is rejected
 * (reason '<a>+<b>-in-dusthana'): our rule, after the general caveat that yoga planets in
 * dusthanas do not give their results (Phaladeepika ch. 6's closing verses).
 */
function lordPairs(
  chart: Chart,
  firstLords: readonly ClassicalPlanet[],
  secondLords: readonly ClassicalPlanet[],
): { pairs: [ClassicalPlanet, ClassicalPlanet][]; reasons: string[] } {
  const pairs: [ClassicalPlanet, ClassicalPlanet][] = [];
  const reasons: string[] = [];
  const seen = new Set<string>();
  for (const a of new Set(firstLords)) {
    for (const b of new Set(secondLords)) {
      const key = [a, b].sort().join('+');
      if (a === b || seen.has(key)) continue;
      seen.add(key);
      const relation = associated(chart, a, b);
      if (!relation) continue;
      const tag = `${lower(a)}+${lower(b)}`;
      if (inDusthana(chart, a) || inDusthana(chart, b)) reasons.push(`${tag}-in-dusthana`);
      else {
        pairs.push([a, b]);
        reasons.push(`${tag}-${relation}`);
      }
    }
  }
  return { pairs, reasons };
}

/**
 * Raj yoga (kendra-trikona): a lord of a kendra (1, 4, 7, 10) in sambandha with a different lord
 * of a trikona (1, 5, 9) (BPHS ch. 39, Raja yogas; the lagna counts as both kendra and
 * trikona), neither planet in a dusthana (see lordPairs). A yogakaraka, one planet ruling a
 * kendra (4, 7, 10) and a trikona (5, 9) (BPHS ch. 34), forms the yoga alone only when it is
 * itself fit: in a kendra or trikona from the lagna, not debilitated, not in an enemy's sign,
 * not combust. That condition is common practice, not a verse. Graded on the best pair.
 */
function rajYoga(chart: Chart): YogaResult {
  const kendraLords = KENDRAS.map((h) => lordOfHouse(chart, h));
  const trikonaLords = TRIKONAS.map((h) => lordOfHouse(chart, h));
  const { pairs, reasons } = lordPairs(chart, kendraLords, trikonaLords);
  const groups: ClassicalPlanet[][] = pairs.map((p) => [...p]);
  for (const planet of CLASSICAL_PLANETS) {
    const rulesKendra = [4, 7, 10].some((h) => lordOfHouse(chart, h) === planet);
    const rulesTrikona = [5, 9].some((h) => lordOfHouse(chart, h) === planet);
    if (!rulesKendra || !rulesTrikona) continue;
    const p = placementOf(chart, planet);
    const house = houseOfSign(chart, p.signIndex);
    const dignity = dignityAt(p);
    const fit =
      (KENDRAS.includes(house) || TRIKONAS.includes(house)) &&
      dignity !== 'debilitated' &&
      dignity !== 'enemy' &&
      !p.combust;
    reasons.push(`${lower(planet)}-yogakaraka-${fit ? 'well-placed' : 'unfit'}`);
    if (fit) groups.push([planet]);
  }
  return yoga(
    'raj-yoga',
    'Raj Yoga (kendra-trikona)',
    'BPHS ch. 39 (Raja yogas), ch. 34 (yogakarakas)',
    groups.length > 0,
    [...new Set(groups.flat())],
    reasons,
    groups.length ? Math.max(...groups.map((g) => meanPoints(chart, g))) : undefined,
  );
}

/**
 * Dhana yoga: a lord of a wealth house (2, 11) in sambandha with a different lord of the 1st,
 * 5th or 9th (BPHS ch. 41, Dhana yogas), neither in a dusthana (see lordPairs). Graded on the
 * best pair.
 */
function dhanaYoga(chart: Chart): YogaResult {
  const wealthLords = [lordOfHouse(chart, 2), lordOfHouse(chart, 11)];
  const fortuneLords = [lordOfHouse(chart, 1), lordOfHouse(chart, 5), lordOfHouse(chart, 9)];
  const { pairs, reasons } = lordPairs(chart, wealthLords, fortuneLords);
  return yoga(
    'dhana-yoga',
    'Dhana Yoga',
    'BPHS ch. 41 (Dhana yogas)',
    pairs.length > 0,
    [...new Set(pairs.flat())],
    reasons,
    pairs.length ? Math.max(...pairs.map((p) => meanPoints(chart, p))) : undefined,
  );
}

/**
 * The Neecha Bhanga conditions met by one debilitated planet, as codes
 * '<planet>-<rule>-by-<canceller>', and the cancelling planets. Rules (Phaladeepika ch. 7, its
 * five Neecha Bhanga slokas, as R.K. Soni paraphrases them in "Pitfalls in Predicting Future
 * Events"):
 * - 'dispositor-kendra': the lord of the debilitation sign in a kendra from the lagna or the Moon;
 * - 'exaltation-lord-kendra': the lord of the planet's exaltation sign likewise;
 * - 'exalted-planet-kendra': the planet exalted in the debilitation sign in a kendra from the lagna;
 * - 'dispositor-aspect': the lord of the debilitation sign casting graha drishti on it.
 * The Moon as a canceller counts from the lagna only: it is always in the 1st from itself. A
 * planet never cancels itself (Mercury is the lord of its own exaltation sign).
 */
function cancellations(
  chart: Chart,
  body: ClassicalPlanet,
): { codes: string[]; by: ClassicalPlanet[] } {
  const p = placementOf(chart, body);
  const moonSign = placementOf(chart, 'Moon').signIndex;
  const inKendra = (c: ClassicalPlanet, fromMoon: boolean) => {
    const sign = placementOf(chart, c).signIndex;
    if (KENDRAS.includes(houseOfSign(chart, sign))) return true;
    return fromMoon && c !== 'Moon' && KENDRAS.includes(houseFrom(moonSign, sign));
  };
  const dispositor = SIGN_LORDS[p.signIndex] as ClassicalPlanet;
  const exaltationLord = SIGN_LORDS[EXALTATION_SIGN[body]] as ClassicalPlanet;
  const exaltedThere = CLASSICAL_PLANETS.find((q) => EXALTATION_SIGN[q] === p.signIndex);
  const tests: [string, ClassicalPlanet | undefined, boolean][] = [
    ['dispositor-kendra', dispositor, inKendra(dispositor, true)],
    ['exaltation-lord-kendra', exaltationLord, inKendra(exaltationLord, true)],
    ['exalted-planet-kendra', exaltedThere, !!exaltedThere && inKendra(exaltedThere, false)],
    ['dispositor-aspect', dispositor, aspectsSign(chart, dispositor, p.signIndex)],
  ];
  // Mercury rules its own exaltation sign (Virgo): it does not cancel its own debilitation.
  const met = tests.filter(([, c, ok]) => c && c !== body && ok) as [
    string,
    ClassicalPlanet,
    boolean,
  ][];
  return {
    codes: met.map(([rule, c]) => `${lower(body)}-${rule}-by-${lower(c)}`),
    by: [...new Set(met.map(([, c]) => c))],
  };
}

/**
 * Neecha Bhanga raja yoga: a debilitated planet whose debilitation is cancelled by one of the
 * conditions of {@link cancellations}. Graded on the cancelling planets' condition, +1 for each
 * further condition met (Phaladeepika ranks the yoga higher when both lords are in kendras).
 */
function neechaBhanga(chart: Chart): YogaResult {
  const involved = new Set<BodyId>();
  const reasons: string[] = [];
  let best: number | undefined;
  for (const body of CLASSICAL_PLANETS) {
    if (!isDebilitated(body, placementOf(chart, body).signIndex)) continue;
    const { codes, by } = cancellations(chart, body);
    if (codes.length === 0) {
      reasons.push(`${lower(body)}-debilitated-not-cancelled`);
      continue;
    }
    reasons.push(...codes);
    involved.add(body);
    for (const c of by) involved.add(c);
    const score = meanPoints(chart, by) + (codes.length - 1);
    best = best === undefined ? score : Math.max(best, score);
  }
  return yoga(
    'neecha-bhanga',
    'Neecha Bhanga Raja Yoga',
    'Phaladeepika ch. 7 (Neecha Bhanga slokas)',
    best !== undefined,
    [...involved],
    reasons,
    best,
  );
}
