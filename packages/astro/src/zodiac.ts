/**
 * Signs and nakshatras: where a longitude falls in the 12 signs of 30 deg and the 27 lunar
 * mansions of 13 deg 20' (each in four padas of 3 deg 20').
 */
import {
  NAKSHATRAS,
  SIGNS,
  type Graha,
  type NakshatraName,
  type SignIndex,
  type SignName,
} from './types.ts';

/** Width of one nakshatra, degrees (360 / 27 = 13 deg 20'). */
export const NAKSHATRA_SPAN_DEG = 360 / 27;
/** Width of one pada, degrees (3 deg 20'). */
export const PADA_SPAN_DEG = NAKSHATRA_SPAN_DEG / 4;

/**
 * Reduces an angle to [0, 360).
 * @param x - degrees, any finite value.
 * @returns degrees in [0, 360).
 */
export function normalizeDeg(x: number): number {
  const r = x % 360;
  const n = r < 0 ? r + 360 : r;
  // -1e-15 % 360 + 360 rounds to 360 in floating point.
  return n >= 360 ? 0 : n;
}

/**
 * The sign a longitude falls in.
 * @param longitudeDeg - ecliptic longitude, degrees (any value; normalised first).
 * @returns 0 = Aries ... 11 = Pisces.
 */
export function signOf(longitudeDeg: number): SignIndex {
  return Math.min(11, Math.floor(normalizeDeg(longitudeDeg) / 30));
}

/**
 * Name of a sign.
 * @param index - 0 = Aries ... 11 = Pisces (any integer; reduced modulo 12).
 */
export function signName(index: SignIndex): SignName {
  return SIGNS[((index % 12) + 12) % 12] as SignName;
}

/**
 * Lord (ruler) of each sign, index 0 = Aries ... 11 = Pisces, by Parashara (BPHS ch. 4):
 * Mars, Venus, Mercury, Moon, Sun, Mercury, Venus, Mars, Jupiter, Saturn, Saturn, Jupiter.
 */
export const SIGN_LORDS: readonly Graha[] = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
];

/**
 * The Vimshottari sequence of lords, starting from Ketu (lord of Ashwini): Ketu, Venus, Sun,
 * Moon, Mars, Rahu, Jupiter, Saturn, Mercury (BPHS ch. 46). The dasha order and the nakshatra
 * lords both follow it.
 */
export const DASHA_ORDER: readonly Graha[] = [
  'Ketu',
  'Venus',
  'Sun',
  'Moon',
  'Mars',
  'Rahu',
  'Jupiter',
  'Saturn',
  'Mercury',
];

/**
 * Vimshottari lord of each nakshatra, index 0 = Ashwini ... 26 = Revati: DASHA_ORDER repeated
 * three times (BPHS ch. 46).
 */
export const NAKSHATRA_LORDS: readonly Graha[] = Array.from(
  { length: 27 },
  (_, i) => DASHA_ORDER[i % 9] as Graha,
);

/** A longitude's place among the 27 nakshatras. */
export interface NakshatraPosition {
  /** 0 = Ashwini ... 26 = Revati. */
  index: number;
  name: NakshatraName;
  /** 1-4. */
  pada: number;
  /** Vimshottari lord of the nakshatra. */
  lord: Graha;
  /** Part of the nakshatra already traversed, [0, 1). */
  fractionElapsed: number;
}

/**
 * The nakshatra and pada of a (sidereal) longitude.
 * @param longitudeDeg - ecliptic longitude, degrees (normalised first).
 * @returns index 0-26, name, pada 1-4, lord and the fraction [0, 1) of the nakshatra elapsed.
 */
export function nakshatraOf(longitudeDeg: number): NakshatraPosition {
  const lon = normalizeDeg(longitudeDeg);
  // Multiply before dividing: 27 * lon / 360 is exact at the boundaries (e.g. 40 deg -> 3).
  const scaled = (lon * 27) / 360;
  const index = Math.min(26, Math.floor(scaled));
  const fractionElapsed = Math.min(Math.max(scaled - index, 0), 1 - Number.EPSILON);
  const pada = Math.min(4, Math.floor(fractionElapsed * 4) + 1);
  return {
    index,
    name: NAKSHATRAS[index] as NakshatraName,
    pada,
    lord: NAKSHATRA_LORDS[index] as Graha,
    fractionElapsed,
  };
}
