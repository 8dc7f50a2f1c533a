/**
 * Shared types of @nakshatra/astro. Angles are degrees; longitudes are normalised to [0, 360).
 * Instants are JavaScript Dates in UT (UTC); the library never reads the clock.
 */

/** The nine Vedic grahas plus the three outer planets used in Western charts. */
export const BODIES = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'Ketu',
  'Uranus',
  'Neptune',
  'Pluto',
] as const;
export type BodyId = (typeof BODIES)[number];

/** The seven classical planets plus the lunar nodes: the grahas of Vedic astrology. */
export const GRAHAS = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'Ketu',
] as const;
export type Graha = (typeof GRAHAS)[number];

/** Sign names in English, index 0 = Aries ... 11 = Pisces. */
export const SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;
export type SignName = (typeof SIGNS)[number];
/**
 * Sign ids as URLs and the API use them, index 0 = 'aries' ... 11 = 'pisces': the names in
 * lower case. `@nakshatra/contracts` declares the same list (its test checks they agree).
 */
export const SIGN_IDS = SIGNS.map((s) => s.toLowerCase()) as unknown as LowerCaseAll<typeof SIGNS>;
type LowerCaseAll<T extends readonly string[]> = {
  readonly [K in keyof T]: Lowercase<T[K] & string>;
};
export type SignId = (typeof SIGN_IDS)[number];
/** 0 = Aries ... 11 = Pisces. */
export type SignIndex = number;

/** The 27 nakshatras, index 0 = Ashwini ... 26 = Revati. */
export const NAKSHATRAS = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;
export type NakshatraName = (typeof NAKSHATRAS)[number];

export type AyanamsaSystem = 'lahiri' | 'raman' | 'kp';
export type NodeType = 'mean' | 'true';
export type HouseSystem = 'whole-sign' | 'equal' | 'placidus';
export type Zodiac = 'sidereal' | 'tropical';

/** One body's geocentric apparent position of date. */
export interface BodyPosition {
  body: BodyId;
  /** Ecliptic longitude, degrees [0, 360), in the requested zodiac. */
  longitudeDeg: number;
  /** Ecliptic latitude, degrees [-90, 90]. */
  latitudeDeg: number;
  /** Rate of change of longitude, degrees per day (negative when retrograde). */
  speedDegPerDay: number;
  retrograde: boolean;
}

export type Dignity =
  'exalted' | 'debilitated' | 'moolatrikona' | 'own' | 'friendly' | 'neutral' | 'enemy';

/** A body placed in a Vedic chart. */
export interface Placement extends BodyPosition {
  signIndex: SignIndex;
  sign: SignName;
  /** Degrees within the sign, [0, 30). */
  degreeInSign: number;
  /** 0 = Ashwini ... 26 = Revati. */
  nakshatraIndex: number;
  nakshatra: NakshatraName;
  /** 1-4. */
  pada: number;
  nakshatraLord: Graha;
  /** 1-12, counted from the ascendant in the chart's house system. */
  house: number;
  /** Only for the seven classical planets; null for nodes and outer planets. */
  dignity: Dignity | null;
  combust: boolean;
}

export interface ChartInput {
  /** The birth instant in UT. */
  utc: Date;
  /** Geographic latitude, degrees north positive, [-90, 90]. */
  latDeg: number;
  /** Geographic longitude, degrees east positive, [-180, 180]. */
  lonDeg: number;
  zodiac?: Zodiac; // default 'sidereal'
  ayanamsa?: AyanamsaSystem; // default 'lahiri'
  node?: NodeType; // default 'mean'
  houseSystem?: HouseSystem; // default 'whole-sign' for sidereal, 'placidus' for tropical
}

export interface Chart {
  input: Required<ChartInput>;
  /** True ayanamsa at the instant, degrees (0 for tropical charts). */
  ayanamsaDeg: number;
  ascendant: {
    longitudeDeg: number;
    signIndex: SignIndex;
    sign: SignName;
    degreeInSign: number;
    nakshatraIndex: number;
    nakshatra: NakshatraName;
    pada: number;
    nakshatraLord: Graha;
  };
  /** Midheaven longitude in the chart's zodiac, degrees. */
  mcDeg: number;
  /** Longitudes of the 12 house cusps (house 1 first), degrees, in the chart's zodiac. */
  houseCuspsDeg: number[];
  planets: Placement[];
}

/** One period of the Vimshottari dasha tree. */
export interface DashaPeriod {
  lord: Graha;
  /** 1 = mahadasha, 2 = antardasha, 3 = pratyantardasha. */
  level: number;
  start: Date;
  end: Date;
  children?: DashaPeriod[];
}
