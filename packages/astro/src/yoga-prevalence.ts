/**
 * How often each yoga occurs in random births: the sample behind the prevalence table in the
 * package README and its test. Pure: the births come from a seeded PRNG, never the clock.
 */
import { computeChart } from './chart.ts';
import { dignityOf, isCombust } from './dignity.ts';
import { BODIES, SIGNS, type Chart, type Placement } from './types.ts';
import { nakshatraOf } from './zodiac.ts';
import {
  CLASSICAL_PLANETS,
  EXALTATION_SIGN,
  findYogas,
  placementOf,
  type YogaGrade,
} from './yogas.ts';

/** India's bounding box, degrees: latitude 8-35 N, longitude 68-97 E (sea and borders included). */
export const INDIA_BOX = { latMinDeg: 8, latMaxDeg: 35, lonMinDeg: 68, lonMaxDeg: 97 } as const;

/** Birth instants are uniform over 1950-01-01 to 2011-01-01 UT (any time of day). */
const FROM_MS = Date.UTC(1950, 0, 1);
const TO_MS = Date.UTC(2011, 0, 1);

/**
 * mulberry32 (Tommy Ettinger's 32-bit PRNG): small, fast and reproducible across platforms.
 * @returns a function giving numbers in [0, 1).
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` random Indian births: instants uniform over 1950-2010 (UT), places uniform over
 * {@link INDIA_BOX}, drawn from `seed`; the same seed always gives the same charts.
 */
export function randomIndianCharts(count: number, seed: number): Chart[] {
  const rnd = mulberry32(seed);
  const b = INDIA_BOX;
  return Array.from({ length: count }, () => {
    const utc = new Date(FROM_MS + rnd() * (TO_MS - FROM_MS));
    const latDeg = b.latMinDeg + rnd() * (b.latMaxDeg - b.latMinDeg);
    const lonDeg = b.lonMinDeg + rnd() * (b.lonMaxDeg - b.lonMinDeg);
    return computeChart({ utc, latDeg, lonDeg });
  });
}

/**
 * `count` charts whose bodies are placed independently and uniformly on the zodiac (Ketu
 * opposite Rahu), with a uniform lagna: no astronomy, only the rules' combinatorics. The share
 * of a yoga over these is "the rate its definition implies" if planets moved independently; the
 * real sky differs mainly where the Sun, Mercury and Venus stay together (Budha-Aditya, and the
 * lords' associations in Raj and Dhana yogas). Dignity and combustion are computed as in
 * computeChart (no body retrograde).
 */
export function uniformCharts(count: number, seed: number): Chart[] {
  const rnd = mulberry32(seed);
  return Array.from({ length: count }, () => {
    const lon: Record<string, number> = {};
    for (const body of BODIES) lon[body] = rnd() * 360;
    lon.Ketu = (lon.Rahu! + 180) % 360;
    const ascLon = rnd() * 360;
    const ascSign = Math.floor(ascLon / 30);
    const placement = (body: (typeof BODIES)[number]): Placement => {
      const l = lon[body]!;
      const signIndex = Math.floor(l / 30);
      const n = nakshatraOf(l);
      return {
        body,
        longitudeDeg: l,
        latitudeDeg: 0,
        speedDegPerDay: 1,
        retrograde: false,
        signIndex,
        sign: SIGNS[signIndex]!,
        degreeInSign: l - signIndex * 30,
        nakshatraIndex: n.index,
        nakshatra: n.name,
        pada: n.pada,
        nakshatraLord: n.lord,
        house: ((signIndex - ascSign + 12) % 12) + 1,
        dignity: dignityOf(body, l),
        combust: isCombust(body, l, lon.Sun!, false),
      };
    };
    const asc = nakshatraOf(ascLon);
    return {
      input: {
        utc: new Date(0),
        latDeg: 0,
        lonDeg: 0,
        zodiac: 'sidereal',
        ayanamsa: 'lahiri',
        node: 'mean',
        houseSystem: 'whole-sign',
      },
      ayanamsaDeg: 0,
      ascendant: {
        longitudeDeg: ascLon,
        signIndex: ascSign,
        sign: SIGNS[ascSign]!,
        degreeInSign: ascLon - ascSign * 30,
        nakshatraIndex: asc.index,
        nakshatra: asc.name,
        pada: asc.pada,
        nakshatraLord: asc.lord,
      },
      mcDeg: 0,
      houseCuspsDeg: Array.from({ length: 12 }, (_, i) => ((ascSign + i) % 12) * 30),
      planets: BODIES.map(placement),
    };
  });
}

/** Shares of a sample, each in [0, 1]. */
export interface YogaPrevalence {
  charts: number;
  /** Share of charts where each yoga id is present. */
  present: Record<string, number>;
  /** Share of present cases graded strong / moderate / weak, per yoga id (when graded). */
  grades: Record<string, Record<YogaGrade, number>>;
  /** Share of charts with at least one debilitated classical planet. */
  withDebilitated: number;
  /** Among those, the share with Neecha Bhanga. */
  neechaBhangaGivenDebilitated: number;
}

/** Counts each yoga's occurrence over `charts`. */
export function yogaPrevalence(charts: readonly Chart[]): YogaPrevalence {
  const present: Record<string, number> = {};
  const grades: Record<string, Record<YogaGrade, number>> = {};
  let debilitated = 0;
  let nbAmongDebilitated = 0;
  for (const chart of charts) {
    const hasDebilitated = CLASSICAL_PLANETS.some(
      (p) => (EXALTATION_SIGN[p] + 6) % 12 === placementOf(chart, p).signIndex,
    );
    if (hasDebilitated) debilitated++;
    for (const y of findYogas(chart)) {
      present[y.id] ??= 0;
      if (!y.present) continue;
      present[y.id]! += 1;
      if (y.id === 'neecha-bhanga' && hasDebilitated) nbAmongDebilitated++;
      const grade = y.grade;
      if (grade) {
        grades[y.id] ??= { strong: 0, moderate: 0, weak: 0 };
        grades[y.id]![grade] += 1;
      }
    }
  }
  const n = charts.length;
  for (const [id, g] of Object.entries(grades)) {
    const total = present[id]!;
    grades[id] = { strong: g.strong / total, moderate: g.moderate / total, weak: g.weak / total };
  }
  for (const id of Object.keys(present)) present[id] = present[id]! / n;
  return {
    charts: n,
    present,
    grades,
    withDebilitated: debilitated / n,
    neechaBhangaGivenDebilitated: debilitated ? nbAmongDebilitated / debilitated : 0,
  };
}
