/**
 * Sunrise and sunset under the two conventions Indian almanacs use, and civil-day arithmetic
 * in a place's time zone, shared by the panchang, muhurta and calendar modules.
 *
 * - 'limb' (the default): the instant the Sun's UPPER LIMB touches the horizon, with standard
 *   atmospheric refraction (34' at sea level). This is what Drik Panchang, the Rashtriya
 *   Panchang and civil almanacs (USNO, timeanddate) publish.
 * - 'centre': the instant the CENTRE of the Sun's disc is geometrically on the horizon, no
 *   refraction, as some traditional almanacs compute it. The Sun then has 34' + 16' = 50' further
 *   to climb, so sunrise comes about 3.5-5 minutes LATER and sunset as much EARLIER in India
 *   (more at high latitudes, where the Sun meets the horizon at a shallow angle).
 */
import { Body, type Observer, SearchAltitude, SearchRiseSet } from 'astronomy-engine';
import { DateTime, IANAZone } from 'luxon';
import { astroTime } from './time.ts';

export const SUNRISE_CONVENTIONS = ['limb', 'centre'] as const;
/** 'limb': upper limb with refraction (default, as Drik Panchang); 'centre': disc centre, none. */
export type SunriseConvention = (typeof SUNRISE_CONVENTIONS)[number];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The first sunrise (direction +1) or sunset (-1) after `fromMs` within `limitDays`, or null.
 * @param convention see SunriseConvention.
 */
export function sunEvent(
  observer: Observer,
  direction: 1 | -1,
  fromMs: number,
  limitDays: number,
  convention: SunriseConvention = 'limb',
): Date | null {
  const t = astroTime(new Date(fromMs));
  const found =
    convention === 'centre'
      ? SearchAltitude(Body.Sun, observer, direction, t, limitDays, 0)
      : SearchRiseSet(Body.Sun, observer, direction, t, limitDays);
  return found ? found.date : null;
}

/**
 * UTC ms of local midnight starting the civil date 'YYYY-MM-DD' in `timezone`. The offset at local
 * noon is used, so a DST change in the small hours moves the bound by at most an hour, which no
 * sunrise falls inside.
 */
export function civilDayStartMs(dateLocal: string, timezone: string): number {
  const civilUtc = Date.parse(`${dateLocal}T00:00:00Z`);
  const offsetMin = IANAZone.create(timezone).offset(civilUtc + 12 * HOUR_MS);
  return civilUtc - offsetMin * 60_000;
}

/** The civil date 'YYYY-MM-DD' in `timezone` of the instant `ms`. */
export function localYmd(ms: number, timezone: string): string {
  return DateTime.fromMillis(ms, { zone: timezone }).toISODate() as string;
}

/** 'YYYY-MM-DD' plus `days` (may be negative). */
export function addDaysYmd(dateLocal: string, days: number): string {
  return new Date(Date.parse(`${dateLocal}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Weekday of a civil date, 0 = Sunday. */
export function weekdayOf(dateLocal: string): number {
  return new Date(`${dateLocal}T00:00:00Z`).getUTCDay();
}

/** Sunrise and sunset within the civil day starting at `dayStartMs`; null where none. */
export function sunriseSunset(
  observer: Observer,
  dayStartMs: number,
  convention: SunriseConvention = 'limb',
): { sunrise: Date | null; sunset: Date | null } {
  const rise = sunEvent(observer, 1, dayStartMs, 1, convention);
  const sunrise = rise && rise.getTime() < dayStartMs + DAY_MS ? rise : null;
  const set = sunEvent(observer, -1, sunrise ? sunrise.getTime() : dayStartMs, 1, convention);
  const sunset = set && set.getTime() < dayStartMs + DAY_MS ? set : null;
  return { sunrise, sunset };
}
