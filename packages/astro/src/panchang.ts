/**
 * Panchang: the five limbs of the Hindu almanac for a civil date at a place (vara, tithi,
 * nakshatra, yoga, karana), with sunrise, sunset, moonrise and Rahu kaal.
 *
 * Conventions (those of the printed Indian almanacs computed with modern ephemerides, e.g. the
 * Rashtriya Panchang and drikpanchang.com):
 * - The day runs from sunrise to sunrise; each limb reported is the one PREVAILING AT SUNRISE,
 *   with the instants it began and ends (which may be on the previous or next civil day).
 * - Sunrise and sunset: by default the instant the Sun's UPPER LIMB touches the horizon, with
 *   standard atmospheric refraction (astronomy-engine SearchRiseSet: 34' refraction scaled by air
 *   density at the observer's height, here sea level; solar radius from the ephemeris), as Drik
 *   Panchang. Option `sunrise: 'centre'` takes the disc centre on the geometric horizon instead
 *   (some traditional almanacs; ~4 min later at sunrise). See sun-times.ts.
 *   Moonrise always for the Moon's upper limb with refraction.
 * - Sidereal longitudes use the true Lahiri (Chitrapaksha) ayanamsa, as the Indian national
 *   almanac does; tithi and karana depend only on the Moon-Sun elongation, not on the ayanamsa.
 * - Sun: apparent geocentric longitude (astronomy-engine SunPosition, nutation and aberration
 *   included); Moon: geocentric longitude of date (EclipticGeoMoon, Chapront ELP-2000/82
 *   truncated; ~10 arcsec, i.e. ~20 s of time in a boundary instant).
 * - Where the Sun does not rise (or set) on that date (polar day or night, |latitude| > ~65.7°),
 *   sunrise/sunset/Rahu kaal are null and the limbs are taken at local 06:00.
 */
import {
  Body,
  EclipticGeoMoon,
  MoonPhase,
  Observer,
  SearchMoonPhase,
  SearchRiseSet,
  SunPosition,
} from 'astronomy-engine';
import { IANAZone } from 'luxon';
import { ayanamsaDeg } from './ayanamsa.ts';
import { type SunriseConvention, sunriseSunset } from './sun-times.ts';
import { astroTime } from './time.ts';
import { NAKSHATRAS, type NakshatraName } from './types.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** One nakshatra or yoga: 360/27 degrees = 13°20'. */
const NAK_SPAN_DEG = 360 / 27;

export const VARAS = [
  { name: 'Ravivara', english: 'Sunday', lord: 'Sun' },
  { name: 'Somavara', english: 'Monday', lord: 'Moon' },
  { name: 'Mangalavara', english: 'Tuesday', lord: 'Mars' },
  { name: 'Budhavara', english: 'Wednesday', lord: 'Mercury' },
  { name: 'Guruvara', english: 'Thursday', lord: 'Jupiter' },
  { name: 'Shukravara', english: 'Friday', lord: 'Venus' },
  { name: 'Shanivara', english: 'Saturday', lord: 'Saturn' },
] as const;

/** Names of the 15 tithis of a paksha; the 15th is Purnima (shukla) or Amavasya (krishna). */
const TITHI_NAMES = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dwadashi',
  'Trayodashi',
  'Chaturdashi',
] as const;

/** The 27 yogas (nitya yogas) of the Sun + Moon sidereal sum, in order from 0°. */
export const YOGAS = [
  'Vishkambha',
  'Priti',
  'Ayushman',
  'Saubhagya',
  'Shobhana',
  'Atiganda',
  'Sukarma',
  'Dhriti',
  'Shula',
  'Ganda',
  'Vriddhi',
  'Dhruva',
  'Vyaghata',
  'Harshana',
  'Vajra',
  'Siddhi',
  'Vyatipata',
  'Variyana',
  'Parigha',
  'Shiva',
  'Siddha',
  'Sadhya',
  'Shubha',
  'Shukla',
  'Brahma',
  'Indra',
  'Vaidhriti',
] as const;

/**
 * The 11 karanas: the 7 movable ones (Bava ... Vishti), which repeat 8 times from the 2nd half
 * of shukla pratipada, then the 4 fixed ones (Shakuni, Chatushpada, Naga, Kimstughna).
 */
export const KARANAS = [
  'Bava',
  'Balava',
  'Kaulava',
  'Taitila',
  'Gara',
  'Vanija',
  'Vishti',
  'Shakuni',
  'Chatushpada',
  'Naga',
  'Kimstughna',
] as const;
export type KaranaName = (typeof KARANAS)[number];

/**
 * Rahu kaal: which eighth of the daytime (sunrise to sunset, 1 = first) by weekday, Sunday
 * first: Sun 8th, Mon 2nd, Tue 7th, Wed 5th, Thu 6th, Fri 4th, Sat 3rd.
 */
const RAHU_KAAL_EIGHTH = [8, 2, 7, 5, 6, 4, 3] as const;

/** Tithi number 1-30 -> name: 1-14 and 16-29 by TITHI_NAMES, 15 Purnima, 30 Amavasya. */
export function tithiName(index: number): string {
  if (index === 15) return 'Purnima';
  if (index === 30) return 'Amavasya';
  return TITHI_NAMES[(index - 1) % 15] as string;
}

/**
 * Karana of half-tithi `k` (0-59 from new moon): 0 Kimstughna, 1-56 the movable seven in
 * turn, 57 Shakuni, 58 Chatushpada, 59 Naga (Surya Siddhanta 2.69; BPHS ch. 3).
 */
export function karanaName(k: number): string {
  if (k === 0) return 'Kimstughna';
  if (k >= 57) return KARANAS[k - 57 + 7] as string;
  return KARANAS[(k - 1) % 7] as string;
}

export interface PanchangLimb<N extends string = string> {
  index: number;
  name: N;
  /** When this limb began (UTC); may be before the civil date. */
  start: Date;
  /** When it ends (UTC); may be after the civil date. */
  end: Date;
}

export interface Panchang {
  /** The civil date asked for, 'YYYY-MM-DD', in `timezone`. */
  date: string;
  latDeg: number;
  lonDeg: number;
  timezone: string;
  /** Weekday of the civil date (the vara that begins at its sunrise); index 0 = Sunday. */
  vara: { index: number; name: string; english: string; lord: string };
  /** Index 1-30: 1-15 shukla (15 = Purnima), 16-30 krishna (30 = Amavasya). */
  tithi: PanchangLimb & { paksha: 'shukla' | 'krishna' };
  /** Index 0-26 (0 = Ashwini); pada 1-4 at the reference instant. */
  nakshatra: PanchangLimb<NakshatraName> & { pada: number };
  /** Index 0-26 (0 = Vishkambha). */
  yoga: PanchangLimb;
  /** Index 0-59: the half-tithi from new moon; 11 distinct names. */
  karana: PanchangLimb;
  sunrise: Date | null;
  sunset: Date | null;
  /** The Moon's first rise on the civil date, or null when it does not rise that day. */
  moonrise: Date | null;
  moonset: Date | null;
  /** Rahu kaal (the inauspicious eighth of the daytime), null without sunrise/sunset. */
  rahuKaal: { start: Date; end: Date } | null;
  /** The instant the limbs were taken at: sunrise, or local 06:00 without one. */
  referenceInstant: Date;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function moonTropicalDeg(ms: number): number {
  return EclipticGeoMoon(astroTime(new Date(ms))).lon;
}
function sunTropicalDeg(ms: number): number {
  return SunPosition(astroTime(new Date(ms))).elon;
}
function norm360(x: number): number {
  return ((x % 360) + 360) % 360;
}
function wrap180(x: number): number {
  const y = norm360(x);
  return y >= 180 ? y - 360 : y;
}
/** Sidereal Moon longitude, degrees [0, 360). */
function moonSiderealDeg(ms: number): number {
  return norm360(moonTropicalDeg(ms) - ayanamsaDeg(new Date(ms)));
}
/** Sidereal Sun + Moon, degrees [0, 360): the yoga angle. */
function yogaAngleDeg(ms: number): number {
  return norm360(moonTropicalDeg(ms) + sunTropicalDeg(ms) - 2 * ayanamsaDeg(new Date(ms)));
}

/**
 * The instant in [t0, t1] (ms) when the increasing angle `g` passes `targetDeg`, by bisection
 * to 1 s. `g` must rise through the target once in the window (true for the Moon's longitude
 * and the Sun + Moon sum over a few days: both always move forward).
 */
function crossing(g: (ms: number) => number, targetDeg: number, t0: number, t1: number): number {
  let lo = t0;
  let hi = t1;
  if (wrap180(g(lo) - targetDeg) > 0 || wrap180(g(hi) - targetDeg) < 0) {
    throw new Error(
      `no crossing of ${targetDeg}° between ${new Date(t0).toISOString()} and ${new Date(t1).toISOString()}`,
    );
  }
  while (hi - lo > 1000) {
    const mid = (lo + hi) / 2;
    if (wrap180(g(mid) - targetDeg) < 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The limb of an angle divided into equal spans, with its start and end around `refMs`. */
function angularLimb(
  g: (ms: number) => number,
  spanDeg: number,
  count: number,
  refMs: number,
  windowMs: number,
) {
  const index = Math.floor(g(refMs) / spanDeg) % count;
  const start = crossing(g, index * spanDeg, refMs - windowMs, refMs);
  const end = crossing(g, ((index + 1) % count) * spanDeg, refMs, refMs + windowMs);
  return { index, start: new Date(start), end: new Date(end) };
}

/** Start/end of the elongation span [fromDeg, toDeg) containing `refMs` (exact lunation search). */
function elongationLimb(fromDeg: number, toDeg: number, refMs: number): { start: Date; end: Date } {
  // A tithi lasts 19-27 h and a karana half that, so the start lies within 2 days before.
  const start = SearchMoonPhase(fromDeg % 360, astroTime(new Date(refMs - 2 * DAY_MS)), 2.5);
  const end = SearchMoonPhase(toDeg % 360, astroTime(new Date(refMs)), 2);
  if (!start || !end) throw new Error('lunar phase search failed');
  return { start: start.date, end: end.date };
}

/** The civil date 'YYYY-MM-DD' as UTC midnight of that date (ms) and its weekday (0 = Sunday). */
export function parseCivilDate(dateLocal: string): { civilUtc: number; weekday: number } {
  const m = DATE_RE.exec(dateLocal);
  if (!m) throw new RangeError(`date must be YYYY-MM-DD, got "${dateLocal}"`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const civilUtc = Date.UTC(y, mo - 1, d);
  const check = new Date(civilUtc);
  if (y < 1000 || y > 3000 || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    throw new RangeError(`not a calendar date in 1000-3000: "${dateLocal}"`);
  }
  return { civilUtc, weekday: check.getUTCDay() };
}

/** Throws RangeError unless latitude [-90, 90], longitude [-180, 180] and an IANA zone. */
export function checkPlace(latDeg: number, lonDeg: number, timezone: string): void {
  if (!Number.isFinite(latDeg) || Math.abs(latDeg) > 90)
    throw new RangeError(`latitude out of range: ${latDeg}`);
  if (!Number.isFinite(lonDeg) || Math.abs(lonDeg) > 180)
    throw new RangeError(`longitude out of range: ${lonDeg}`);
  if (!IANAZone.isValidZone(timezone)) throw new RangeError(`unknown time zone "${timezone}"`);
}

type RiseSet = Pick<Panchang, 'sunrise' | 'sunset' | 'moonrise' | 'moonset'>;

/** Sun and Moon rising and setting within the civil day that starts at `dayStart` (ms). */
function riseAndSet(observer: Observer, dayStart: number, convention: SunriseConvention): RiseSet {
  const at = (ms: number) => astroTime(new Date(ms));
  const { sunrise, sunset } = sunriseSunset(observer, dayStart, convention);
  const mr = SearchRiseSet(Body.Moon, observer, +1, at(dayStart), 1);
  const moonrise = mr && mr.date.getTime() < dayStart + DAY_MS ? mr.date : null;
  const ms = SearchRiseSet(Body.Moon, observer, -1, at(dayStart), 1);
  const moonset = ms && ms.date.getTime() < dayStart + DAY_MS ? ms.date : null;
  return { sunrise, sunset, moonrise, moonset };
}

/** Rahu kaal of the day: its weekday's eighth of sunrise to sunset; null without both. */
function rahuKaalOf(
  sunrise: Date | null,
  sunset: Date | null,
  weekday: number,
): Panchang['rahuKaal'] {
  if (!(sunrise && sunset && sunset > sunrise)) return null;
  const eighthMs = (sunset.getTime() - sunrise.getTime()) / 8;
  const n = RAHU_KAAL_EIGHTH[weekday] as number;
  return {
    start: new Date(sunrise.getTime() + (n - 1) * eighthMs),
    end: new Date(sunrise.getTime() + n * eighthMs),
  };
}

export interface PanchangOptions {
  /** Sunrise/sunset convention; default 'limb' (upper limb with refraction, as Drik Panchang). */
  sunrise?: SunriseConvention;
}

/**
 * The panchang of a civil date at a place.
 * @param dateLocal 'YYYY-MM-DD' (the civil date in `timezone`), years 1000-3000.
 * @param latDeg geographic latitude, degrees north, [-90, 90].
 * @param lonDeg geographic longitude, degrees east, [-180, 180].
 * @param timezone IANA zone of the place (for the civil day's bounds), e.g. 'Asia/Kolkata'.
 * @param options sunrise convention (default 'limb').
 * @throws RangeError on a malformed date, coordinates out of range or an unknown zone.
 */
export function panchang(
  dateLocal: string,
  latDeg: number,
  lonDeg: number,
  timezone: string,
  options: PanchangOptions = {},
): Panchang {
  const { civilUtc, weekday } = parseCivilDate(dateLocal);
  checkPlace(latDeg, lonDeg, timezone);
  const zone = IANAZone.create(timezone);

  // Local midnight starting the civil date (the offset at local noon is used, so a DST change
  // in the small hours shifts the window by at most an hour, which no sunrise falls inside).
  const offsetMin = zone.offset(civilUtc + 12 * HOUR_MS);
  const dayStart = civilUtc - offsetMin * 60_000;
  const observer = new Observer(latDeg, lonDeg, 0);
  const at = (ms: number) => astroTime(new Date(ms));
  const { sunrise, sunset, moonrise, moonset } = riseAndSet(
    observer,
    dayStart,
    options.sunrise ?? 'limb',
  );

  const refMs = sunrise ? sunrise.getTime() : dayStart + 6 * HOUR_MS;

  // Tithi: Moon - Sun elongation in 12° steps; index 1-30.
  const elong = MoonPhase(at(refMs));
  const tithiIndex = Math.floor(elong / 12) + 1;
  const tithiSpan = elongationLimb((tithiIndex - 1) * 12, tithiIndex * 12, refMs);
  // Karana: 6° half-tithis, index 0-59.
  const karanaIndex = Math.floor(elong / 6);
  const karanaSpan = elongationLimb(karanaIndex * 6, (karanaIndex + 1) * 6, refMs);
  // Nakshatra and yoga last 0.8-1.2 days: a 2-day window either side always brackets them.
  const nak = angularLimb(moonSiderealDeg, NAK_SPAN_DEG, 27, refMs, 2 * DAY_MS);
  const moonSid = moonSiderealDeg(refMs);
  const yoga = angularLimb(yogaAngleDeg, NAK_SPAN_DEG, 27, refMs, 2 * DAY_MS);

  const rahuKaal = rahuKaalOf(sunrise, sunset, weekday);

  const vara = VARAS[weekday]!;
  return {
    date: dateLocal,
    latDeg,
    lonDeg,
    timezone,
    vara: { index: weekday, name: vara.name, english: vara.english, lord: vara.lord },
    tithi: {
      index: tithiIndex,
      name: tithiName(tithiIndex),
      paksha: tithiIndex <= 15 ? 'shukla' : 'krishna',
      ...tithiSpan,
    },
    nakshatra: {
      index: nak.index,
      name: NAKSHATRAS[nak.index] as NakshatraName,
      pada: Math.floor((moonSid % NAK_SPAN_DEG) / (NAK_SPAN_DEG / 4)) + 1,
      start: nak.start,
      end: nak.end,
    },
    yoga: {
      index: yoga.index,
      name: YOGAS[yoga.index] as string,
      start: yoga.start,
      end: yoga.end,
    },
    karana: { index: karanaIndex, name: karanaName(karanaIndex), ...karanaSpan },
    sunrise,
    sunset,
    moonrise,
    moonset,
    rahuKaal,
    referenceInstant: new Date(refMs),
  };
}
