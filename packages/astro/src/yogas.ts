/**
 * Yogas (planetary combinations) in a sidereal birth chart. Houses are counted by whole signs
 * from the ascendant's sign (the classical bhava = rashi convention of BPHS and Phaladeepika),
 * whatever house system the chart was drawn in; aspects are the Parashari graha drishti
 * (BPHS, chapter on drishti): every planet aspects the 7th sign from itself, Mars also the 4th and 8th,
 * Jupiter the 5th and 9th, Saturn the 3rd and 10th; the nodes are given no aspect here.
 */
import { SIGN_LORDS } from './zodiac.ts';
import { GRAHAS, type BodyId, type Chart, type Graha, type Placement } from './types.ts';

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

export interface YogaResult {
  /** Stable id, e.g. 'gaja-kesari', 'ruchaka', 'raj-yoga'. */
  id: string;
  /** Name as commonly written in English. */
  name: string;
  present: boolean;
  /** Only when present: 'strong' or 'weak' by the conditions the source gives. */
  strength?: 'strong' | 'weak';
  /** The bodies forming the yoga (empty when absent). */
  involves: BodyId[];
  /** i18n key for the explanation text, `yoga.<id>`. */
  explanationKey: string;
  /** Classical source of the rule as implemented. */
  source: string;
}

function yoga(
  id: string,
  name: string,
  source: string,
  present: boolean,
  involves: BodyId[],
  strength?: 'strong' | 'weak',
): YogaResult {
  return {
    id,
    name,
    present,
    ...(present && strength ? { strength } : {}),
    involves: present ? involves : [],
    explanationKey: `yoga.${id}`,
    source,
  };
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

const MAHAPURUSHA: readonly [string, string, ClassicalPlanet][] = [
  ['ruchaka', 'Ruchaka', 'Mars'],
  ['bhadra', 'Bhadra', 'Mercury'],
  ['hamsa', 'Hamsa', 'Jupiter'],
  ['malavya', 'Malavya', 'Venus'],
  ['sasa', 'Sasa', 'Saturn'],
];

/**
 * The yogas we evaluate, each with its rule and source:
 * - Gaja Kesari: Jupiter in a kendra (1, 4, 7, 10) from the Moon (Phaladeepika ch. 6; B.V. Raman,
 *   Three Hundred Important Combinations). Strong unless Jupiter is debilitated or combust.
 * - Budha-Aditya: Sun and Mercury in the same sign (Raman, Three Hundred Important
 *   Combinations). Weak when Mercury is combust (within 14°, as Mercury usually is).
 * - Pancha Mahapurusha (Ruchaka, Bhadra, Hamsa, Malavya, Sasa): Mars, Mercury, Jupiter, Venus or
 *   Saturn in its own, moolatrikona or exaltation sign in a kendra from the ascendant (BPHS,
 *   Pancha Mahapurusha yogas; Phaladeepika ch. 6).
 * - Chandra-Mangala: Moon and Mars conjoined in one sign (Phaladeepika ch. 6; Raman).
 * - Raj yoga: a kendra lord associated (conjunction, mutual aspect or exchange) with a trikona
 *   lord, different planets; or one planet ruling both a kendra and a trikona other than the
 *   ascendant (yogakaraka) (BPHS ch. 39, Raja yogas). Strong with two or more such pairs.
 * - Dhana yoga: a lord of wealth houses (2, 11) associated with a lord of 1, 5 or 9
 *   (BPHS ch. 41, Dhana yogas).
 * - Neecha Bhanga (raja) yoga: a debilitated planet whose debilitation is cancelled because the
 *   lord of its debilitation sign, or the lord of its exaltation sign, or the planet exalted in
 *   its debilitation sign stands in a kendra from the ascendant or the Moon (Phaladeepika
 *   ch. 7, Raja yogas).
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

function gajaKesari(chart: Chart): YogaResult {
  const moon = placementOf(chart, 'Moon');
  const jupiter = placementOf(chart, 'Jupiter');
  const jupFromMoon = houseFrom(moon.signIndex, jupiter.signIndex);
  return yoga(
    'gaja-kesari',
    'Gaja Kesari',
    'Phaladeepika ch. 6; B.V. Raman, Three Hundred Important Combinations',
    KENDRAS.includes(jupFromMoon),
    ['Jupiter', 'Moon'],
    isDebilitated('Jupiter', jupiter.signIndex) || jupiter.combust ? 'weak' : 'strong',
  );
}

function budhaAditya(chart: Chart): YogaResult {
  const sun = placementOf(chart, 'Sun');
  const mercury = placementOf(chart, 'Mercury');
  return yoga(
    'budha-aditya',
    'Budha-Aditya',
    'B.V. Raman, Three Hundred Important Combinations',
    sun.signIndex === mercury.signIndex,
    ['Sun', 'Mercury'],
    mercury.combust ? 'weak' : 'strong',
  );
}

function mahapurusha(chart: Chart, id: string, name: string, body: ClassicalPlanet): YogaResult {
  const p = placementOf(chart, body);
  const present = isOwnOrExalted(p) && KENDRAS.includes(houseOfSign(chart, p.signIndex));
  return yoga(
    id,
    name,
    'BPHS (Pancha Mahapurusha yogas); Phaladeepika ch. 6',
    present,
    [body],
    p.combust ? 'weak' : 'strong',
  );
}

function chandraMangala(chart: Chart): YogaResult {
  return yoga(
    'chandra-mangala',
    'Chandra-Mangala',
    'Phaladeepika ch. 6; B.V. Raman, Three Hundred Important Combinations',
    placementOf(chart, 'Moon').signIndex === placementOf(chart, 'Mars').signIndex,
    ['Moon', 'Mars'],
    'strong',
  );
}

/** Raj yoga: kendra lord x trikona lord associations, and yogakarakas. */
function rajYoga(chart: Chart): YogaResult {
  const rajPairs: [ClassicalPlanet, ClassicalPlanet][] = [];
  const rajInvolved = new Set<BodyId>();
  const kendraLords = new Set(KENDRAS.map((h) => lordOfHouse(chart, h)));
  const trikonaLords = new Set(TRIKONAS.map((h) => lordOfHouse(chart, h)));
  for (const k of kendraLords) {
    for (const t of trikonaLords) {
      if (k === t) continue;
      const key = [k, t].sort().join('+');
      if (rajPairs.some((p) => [...p].sort().join('+') === key)) continue;
      if (associated(chart, k, t)) {
        rajPairs.push([k, t]);
        rajInvolved.add(k).add(t);
      }
    }
  }
  // Yogakaraka: one planet lord of a kendra (4, 7, 10) and a trikona (5, 9) at once.
  for (const planet of CLASSICAL_PLANETS) {
    const rulesKendra = [4, 7, 10].some((h) => lordOfHouse(chart, h) === planet);
    const rulesTrikona = [5, 9].some((h) => lordOfHouse(chart, h) === planet);
    if (rulesKendra && rulesTrikona) {
      rajPairs.push([planet, planet]);
      rajInvolved.add(planet);
    }
  }
  return yoga(
    'raj-yoga',
    'Raj Yoga (kendra-trikona)',
    'BPHS ch. 39 (Raja yogas)',
    rajPairs.length > 0,
    [...rajInvolved],
    rajPairs.length >= 2 ? 'strong' : 'weak',
  );
}

function dhanaYoga(chart: Chart): YogaResult {
  const wealthLords = new Set([lordOfHouse(chart, 2), lordOfHouse(chart, 11)]);
  const fortuneLords = new Set([
    lordOfHouse(chart, 1),
    lordOfHouse(chart, 5),
    lordOfHouse(chart, 9),
  ]);
  const dhanaInvolved = new Set<BodyId>();
  let dhanaPairs = 0;
  for (const w of wealthLords) {
    for (const f of fortuneLords) {
      if (w !== f && associated(chart, w, f)) {
        dhanaPairs++;
        dhanaInvolved.add(w).add(f);
      }
    }
  }
  return yoga(
    'dhana-yoga',
    'Dhana Yoga',
    'BPHS ch. 41 (Dhana yogas)',
    dhanaPairs > 0,
    [...dhanaInvolved],
    dhanaPairs >= 2 ? 'strong' : 'weak',
  );
}

function neechaBhanga(chart: Chart): YogaResult {
  const moon = placementOf(chart, 'Moon');
  const nbInvolved = new Set<BodyId>();
  const kendraFromLagnaOrMoon = (sign: number) =>
    KENDRAS.includes(houseOfSign(chart, sign)) || KENDRAS.includes(houseFrom(moon.signIndex, sign));
  for (const body of CLASSICAL_PLANETS) {
    const p = placementOf(chart, body);
    if (!isDebilitated(body, p.signIndex)) continue;
    const debLord = SIGN_LORDS[p.signIndex] as ClassicalPlanet;
    const exLord = SIGN_LORDS[EXALTATION_SIGN[body]] as ClassicalPlanet;
    const exaltedThere = CLASSICAL_PLANETS.find((q) => EXALTATION_SIGN[q] === p.signIndex);
    const cancellers = [debLord, exLord, ...(exaltedThere ? [exaltedThere] : [])].filter((c) =>
      kendraFromLagnaOrMoon(placementOf(chart, c).signIndex),
    );
    if (cancellers.length > 0) {
      nbInvolved.add(body);
      for (const c of cancellers) nbInvolved.add(c);
    }
  }
  return yoga(
    'neecha-bhanga',
    'Neecha Bhanga Raja Yoga',
    'Phaladeepika ch. 7 (Raja yogas)',
    nbInvolved.size > 0,
    [...nbInvolved],
    'strong',
  );
}
