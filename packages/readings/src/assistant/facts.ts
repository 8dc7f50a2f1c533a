/**
 * The chart facts the assistant answers from: the birth chart (sidereal, Lahiri, whole-sign
 * houses, as Indian astrologers read it), the Vimshottari dasha running now and in the coming
 * years, yogas and doshas, and the transits of today and of a year from now. Pure: "now" is an
 * argument. The same JSON goes into the system prompt of an external model, so both providers
 * answer from identical data.
 */
import {
  computeChart,
  findDoshas,
  findYogas,
  GRAHAS,
  runningDasha,
  SIGN_LORDS,
  SIGNS,
  transitsFor,
  tropicalSunSign,
  vimshottari,
  type Chart,
  type DashaPeriod,
  type Graha,
  type ManglikResult,
} from '@nakshatra/astro';
import type {
  AssistantFacts,
  DashaFact,
  HouseFact,
  NatalFacts,
  PlanetFact,
  TransitFacts,
  TransitPlanetFact,
} from './types.ts';

/** A birth: the instant in UT and the place, degrees north and east. */
export interface BirthInput {
  utc: Date;
  latDeg: number;
  lonDeg: number;
}

/** A Julian year of 365.25 days, ms: "a year from now" for next-year answers. */
const YEAR_MS = 365.25 * 86_400_000;
/** How far ahead timing answers look for a supportive sub-period, years. */
export const TIMING_HORIZON_YEARS = 15;

const round1 = (x: number) => Math.round(x * 10) / 10;
const houseFrom = (fromSign: number, sign: number) => ((((sign - fromSign) % 12) + 12) % 12) + 1;

function dashaFact(p: DashaPeriod): DashaFact {
  return { lord: p.lord, start: p.start.toISOString(), end: p.end.toISOString() };
}

function planetFacts(chart: Chart): PlanetFact[] {
  const grahas = new Set<string>(GRAHAS);
  return chart.planets
    .filter((p) => grahas.has(p.body))
    .map((p) => ({
      body: p.body as Graha,
      sign: p.sign,
      signIndex: p.signIndex,
      degree: round1(p.degreeInSign),
      house: p.house,
      nakshatra: p.nakshatra,
      nakshatraIndex: p.nakshatraIndex,
      pada: p.pada,
      dignity: p.dignity,
      retrograde: p.retrograde,
      combust: p.combust,
    }));
}

/** The twelve whole-sign houses from the ascendant's sign, with lords and occupants. */
function houseFacts(planets: readonly PlanetFact[], ascSign: number): HouseFact[] {
  return Array.from({ length: 12 }, (_, i) => {
    const signIndex = (ascSign + i) % 12;
    const lord = SIGN_LORDS[signIndex] as Graha;
    const lordPlacement = planets.find((p) => p.body === lord)!;
    return {
      house: i + 1,
      sign: SIGNS[signIndex]!,
      signIndex,
      lord,
      lordHouse: lordPlacement.house,
      lordSign: lordPlacement.sign,
      occupants: planets.filter((p) => p.house === i + 1).map((p) => p.body),
    };
  });
}

/** Antardashas that begin after `now` and within the timing horizon. */
function upcomingAntardashas(
  tree: readonly DashaPeriod[],
  now: Date,
): NatalFacts['dasha']['upcoming'] {
  const horizonMs = now.getTime() + TIMING_HORIZON_YEARS * YEAR_MS;
  const upcoming: NatalFacts['dasha']['upcoming'] = [];
  for (const m of tree) {
    for (const a of m.children ?? []) {
      const s = a.start.getTime();
      if (s > now.getTime() && s < horizonMs) {
        upcoming.push({
          maha: m.lord,
          antar: a.lord,
          start: a.start.toISOString(),
          end: a.end.toISOString(),
        });
      }
    }
  }
  return upcoming;
}

function dashaFacts(birth: BirthInput, chart: Chart, now: Date): NatalFacts['dasha'] {
  const moonLon = chart.planets.find((p) => p.body === 'Moon')!.longitudeDeg;
  const tree = vimshottari(birth.utc, moonLon, 3);
  const chain = runningDasha(tree, now);
  // A birth more than 120 years ago has no running dasha: report the cycle's last periods
  // rather than fail (the answer then speaks of the chart, not of timing).
  const maha = chain[0] ?? tree[tree.length - 1]!;
  const antar = chain[1] ?? maha.children![maha.children!.length - 1]!;
  const pratyantar = chain[2] ?? null;
  const upcoming = upcomingAntardashas(tree, now);
  const next = runningDasha(tree, new Date(now.getTime() + YEAR_MS));
  return {
    mahadasha: dashaFact(maha),
    antardasha: dashaFact(antar),
    pratyantardasha: pratyantar ? dashaFact(pratyantar) : null,
    upcoming,
    nextYear: next[0] && next[1] ? { maha: next[0].lord, antar: next[1].lord } : null,
  };
}

function natalFacts(birth: BirthInput, now: Date): NatalFacts {
  const chart = computeChart({ utc: birth.utc, latDeg: birth.latDeg, lonDeg: birth.lonDeg });
  const planets = planetFacts(chart);
  const ascSign = chart.ascendant.signIndex;
  const houses = houseFacts(planets, ascSign);
  const dasha = dashaFacts(birth, chart, now);

  const doshas = findDoshas(chart, { atUtc: now });
  const manglik = doshas.find((d) => d.id === 'manglik')!.details as ManglikResult;
  const sadeSati = doshas.find((d) => d.id === 'sade-sati')!;
  const sadeSatiPhase =
    sadeSati.present && 'phase' in sadeSati.details ? sadeSati.details.phase : null;

  return {
    ascendant: {
      sign: chart.ascendant.sign,
      signIndex: ascSign,
      degree: round1(chart.ascendant.degreeInSign),
      nakshatra: chart.ascendant.nakshatra,
      nakshatraIndex: chart.ascendant.nakshatraIndex,
      lord: SIGN_LORDS[ascSign] as Graha,
    },
    planets,
    houses,
    tropicalSunSign: tropicalSunSign(birth.utc).sign,
    dasha,
    yogas: findYogas(chart)
      .filter((y) => y.present)
      .map((y) => ({
        id: y.id,
        name: y.name,
        strength: y.strength ?? null,
        involves: [...y.involves],
      })),
    manglik: { present: manglik.present, severity: manglik.severity },
    sadeSati: sadeSatiPhase,
  };
}

function transitPlanets(
  at: Date,
  bodies: readonly Graha[],
  natal: NatalFacts | null,
): TransitPlanetFact[] {
  const t = transitsFor(at);
  const moonSign = natal?.planets.find((p) => p.body === 'Moon')!.signIndex ?? null;
  return bodies.map((body) => {
    const pos = t.positions[body];
    const signIndex = Math.floor(pos.longitudeDeg / 30) % 12;
    return {
      body,
      sign: SIGNS[signIndex]!,
      signIndex,
      degree: round1(pos.longitudeDeg - signIndex * 30),
      retrograde: pos.retrograde,
      houseFromAscendant: natal ? houseFrom(natal.ascendant.signIndex, signIndex) : null,
      houseFromMoon: moonSign === null ? null : houseFrom(moonSign, signIndex),
    };
  });
}

/**
 * The facts for one answer.
 * @param birth - the asker's birth (UT instant, degrees), or null when the profile has none:
 *   the answer then rests on today's transits only.
 * @param now - the instant of the question.
 */
export function buildAssistantFacts(birth: BirthInput | null, now: Date): AssistantFacts {
  const natal = birth ? natalFacts(birth, now) : null;
  const nextYearAt = new Date(now.getTime() + YEAR_MS);
  const transits: TransitFacts = {
    at: now.toISOString(),
    planets: transitPlanets(now, GRAHAS, natal),
    nextYear: {
      at: nextYearAt.toISOString(),
      planets: transitPlanets(nextYearAt, ['Jupiter', 'Saturn', 'Rahu', 'Ketu'], natal),
    },
  };
  return {
    version: 1,
    zodiac: 'sidereal-lahiri-whole-sign',
    generatedAt: now.toISOString(),
    natal,
    transits,
  };
}

/** Whole-sign house of `sign` counted from `fromSign` (1-12). */
export function houseFromSign(fromSign: number, sign: number): number {
  return houseFrom(fromSign, sign);
}
