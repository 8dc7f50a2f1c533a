/**
 * Muhurtas of a day: Brahma muhurta, Abhijit, Rahu kaal, Gulika kaal, Yamaganda, Durmuhurta and
 * the day and night Choghadiya, all fixed fractions of the daytime (sunrise to sunset) or the
 * night (sunset to the next sunrise), as Drik Panchang and the printed almanacs compute them.
 *
 * - A muhurta is 1/15 of the daytime or of the night (48 min at the equinox).
 * - Brahma muhurta: the 14th muhurta of the night, i.e. from 2 to 1 night-muhurtas before sunrise
 *   (the night that ends at this day's sunrise).
 * - Abhijit: the 8th day muhurta, centred on local midday. Drik Panchang shows none on Wednesdays
 *   (it is that day's Durmuhurta), and so do we.
 * - Rahu kaal, Gulika kaal, Yamaganda: one eighth of the daytime each, by weekday (tables below).
 * - Durmuhurta: one or two muhurtas by weekday (Tuesday's second is at night).
 * - Choghadiya: eighths of the daytime and of the night, named after their ruling planets in
 *   the order Udveg (Sun), Char (Venus), Labh (Mercury), Amrit (Moon), Kaal (Saturn), Shubh
 *   (Jupiter), Rog (Mars). The day starts with the weekday lord's and steps +1; the night starts
 *   with the lord of the weekday four days on and steps +5 (mod 7).
 */
import { Observer } from 'astronomy-engine';
import { checkPlace, parseCivilDate } from './panchang.ts';
import { addDaysYmd, civilDayStartMs, type SunriseConvention, sunriseSunset } from './sun-times.ts';

/** A span of time, UTC instants. */
export interface TimeSpan {
  start: Date;
  end: Date;
}

export const CHOGHADIYA_NAMES = ['Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog'] as const;
export type ChoghadiyaName = (typeof CHOGHADIYA_NAMES)[number];
/** Amrit, Shubh, Labh good; Char neutral (good for travel); Udveg, Kaal, Rog bad. */
export type ChoghadiyaQuality = 'good' | 'neutral' | 'bad';
const CHOGHADIYA_QUALITY: Record<ChoghadiyaName, ChoghadiyaQuality> = {
  Udveg: 'bad',
  Char: 'neutral',
  Labh: 'good',
  Amrit: 'good',
  Kaal: 'bad',
  Shubh: 'good',
  Rog: 'bad',
};
/** Index into CHOGHADIYA_NAMES of each weekday lord's choghadiya, Sunday first. */
const WEEKDAY_CHOGHADIYA = [0, 3, 6, 2, 5, 1, 4] as const;

export interface Choghadiya extends TimeSpan {
  name: ChoghadiyaName;
  quality: ChoghadiyaQuality;
}

/** Which eighth of the daytime (1 = first), Sunday first. */
const RAHU_EIGHTH = [8, 2, 7, 5, 6, 4, 3] as const;
const GULIKA_EIGHTH = [7, 6, 5, 4, 3, 2, 1] as const;
const YAMAGANDA_EIGHTH = [5, 4, 3, 2, 1, 7, 6] as const;
/** Durmuhurtas by weekday: day muhurta numbers 1-15, or night ones as { night: n }. */
const DURMUHURTA: readonly (readonly (number | { night: number })[])[] = [
  [14],
  [9, 12],
  [4, { night: 7 }],
  [8],
  [6, 12],
  [4, 9],
  [1, 2],
];

export interface Muhurtas {
  brahmaMuhurta: TimeSpan | null;
  /** Null on Wednesdays (Drik Panchang) or without sunrise/sunset. */
  abhijit: TimeSpan | null;
  rahuKaal: TimeSpan | null;
  gulikaKaal: TimeSpan | null;
  yamaganda: TimeSpan | null;
  /** One or two spans, in time order. */
  durmuhurtas: TimeSpan[];
  /** 8 daytime periods (empty without sunrise/sunset). */
  dayChoghadiya: Choghadiya[];
  /** 8 night periods from sunset to the next sunrise (empty without both). */
  nightChoghadiya: Choghadiya[];
}

export interface DayBounds {
  /** Weekday of the civil date, 0 = Sunday. */
  weekday: number;
  previousSunset: Date | null;
  sunrise: Date | null;
  sunset: Date | null;
  nextSunrise: Date | null;
}

function part(startMs: number, lengthMs: number, parts: number, n: number): TimeSpan {
  return {
    start: new Date(startMs + ((n - 1) * lengthMs) / parts),
    end: new Date(startMs + (n * lengthMs) / parts),
  };
}

function choghadiyas(startMs: number, lengthMs: number, first: number, step: number) {
  return Array.from({ length: 8 }, (_, i) => {
    const name = CHOGHADIYA_NAMES[(first + i * step) % 7] as ChoghadiyaName;
    return { ...part(startMs, lengthMs, 8, i + 1), name, quality: CHOGHADIYA_QUALITY[name] };
  });
}

/**
 * The muhurtas of a day from its sunrise, sunset and the neighbouring night bounds. Pure.
 * Periods that need a missing bound (polar day or night) are null or empty.
 */
export function muhurtasOf(b: DayBounds): Muhurtas {
  const w = b.weekday;
  const day =
    b.sunrise && b.sunset
      ? { s: b.sunrise.getTime(), len: b.sunset.getTime() - b.sunrise.getTime() }
      : null;
  const night =
    b.sunset && b.nextSunrise
      ? { s: b.sunset.getTime(), len: b.nextSunrise.getTime() - b.sunset.getTime() }
      : null;
  const lastNight =
    b.previousSunset && b.sunrise
      ? { s: b.previousSunset.getTime(), len: b.sunrise.getTime() - b.previousSunset.getTime() }
      : null;
  const durmuhurtas: TimeSpan[] = [];
  for (const d of DURMUHURTA[w] ?? []) {
    if (typeof d === 'number') {
      if (day) durmuhurtas.push(part(day.s, day.len, 15, d));
    } else if (night) durmuhurtas.push(part(night.s, night.len, 15, d.night));
  }
  return {
    brahmaMuhurta: lastNight ? part(lastNight.s, lastNight.len, 15, 14) : null,
    abhijit: day && w !== 3 ? part(day.s, day.len, 15, 8) : null,
    rahuKaal: day ? part(day.s, day.len, 8, RAHU_EIGHTH[w] as number) : null,
    gulikaKaal: day ? part(day.s, day.len, 8, GULIKA_EIGHTH[w] as number) : null,
    yamaganda: day ? part(day.s, day.len, 8, YAMAGANDA_EIGHTH[w] as number) : null,
    durmuhurtas,
    dayChoghadiya: day ? choghadiyas(day.s, day.len, WEEKDAY_CHOGHADIYA[w] as number, 1) : [],
    nightChoghadiya: night
      ? choghadiyas(night.s, night.len, WEEKDAY_CHOGHADIYA[(w + 4) % 7] as number, 5)
      : [],
  };
}

/** Sunrise/sunset of the civil date and the neighbouring sunset and sunrise, at a place. */
export function dayBounds(
  dateLocal: string,
  latDeg: number,
  lonDeg: number,
  timezone: string,
  convention: SunriseConvention = 'limb',
): DayBounds {
  const { weekday } = parseCivilDate(dateLocal);
  checkPlace(latDeg, lonDeg, timezone);
  const observer = new Observer(latDeg, lonDeg, 0);
  const at = (d: string) => sunriseSunset(observer, civilDayStartMs(d, timezone), convention);
  const today = at(dateLocal);
  return {
    weekday,
    previousSunset: at(addDaysYmd(dateLocal, -1)).sunset,
    sunrise: today.sunrise,
    sunset: today.sunset,
    nextSunrise: at(addDaysYmd(dateLocal, 1)).sunrise,
  };
}

/**
 * The muhurtas of a civil date at a place.
 * @param dateLocal 'YYYY-MM-DD' in `timezone`; latDeg/lonDeg degrees (N, E); timezone IANA.
 * @param convention sunrise convention, default 'limb' (see sun-times.ts).
 * @throws RangeError on a bad date, coordinates or zone.
 */
export function muhurtas(
  dateLocal: string,
  latDeg: number,
  lonDeg: number,
  timezone: string,
  convention: SunriseConvention = 'limb',
): Muhurtas {
  return muhurtasOf(dayBounds(dateLocal, latDeg, lonDeg, timezone, convention));
}
