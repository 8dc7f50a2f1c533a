/**
 * The lunisolar calendar around the panchang: lunar months (amanta and purnimanta, with adhika
 * masa), the Vikram and Shaka samvat years, solar ingresses (sankrantis) and the festivals and
 * vratas of a year fixed by their tithi rules.
 *
 * Conventions (those of Drik Panchang for North India, the reference we test against):
 * - Lunar month (amanta): new moon to new moon, named after the sidereal sign (Lahiri) the Sun
 *   occupies at the new moon that starts it, plus one: Sun in Meena -> Chaitra, in Mesha ->
 *   Vaishakha, ... A month in which the Sun enters no new sign (no sankranti) is ADHIKA (leap)
 *   and carries the name of the month that follows it (e.g. Adhika Jyeshtha, 17 May - 15 Jun
 *   2026). Kshaya months (two sankrantis) are too rare to model (next after 1983 is 2124).
 * - Purnimanta: the krishna paksha belongs to the NEXT month (Amavasya names use it, as North
 *   Indian calendars do); the krishna paksha of an adhika month stays in that adhika month.
 * - A civil day's month, tithi and paksha are those prevailing at its sunrise.
 * - Samvat: Shaka year = Gregorian year - 78 from Chaitra Shukla Pratipada (start of the amanta
 *   Chaitra), - 79 before it; Vikram Samvat (Chaitradi, North Indian) = Shaka + 135.
 * - Sankranti: the Sun's sidereal ingress; observed on that civil day if before sunset, else on
 *   the next day (the punya kaal rule that puts Makar Sankranti on 15 January in 2027).
 * - Festivals: the day on which the festival's tithi prevails at its kala (time of the day):
 *   sunrise (udaya tithi), madhyahna (3rd fifth of the daytime), aparahna (4th fifth), pradosha
 *   (first fifth of the night), nishita (8th of the 15 night muhurtas) or moonrise. If the tithi
 *   touches the kala on two days the day with the longer overlap wins (ties: the first); if on
 *   none, the day with the tithi at sunrise, else the day the tithi begins (kshaya tithi).
 */
import {
  EclipticGeoMoon,
  MoonPhase,
  Observer,
  SearchMoonPhase,
  SearchSunLongitude,
  SunPosition,
} from 'astronomy-engine';
import { ayanamsaDeg } from './ayanamsa.ts';
import { checkPlace, parseCivilDate } from './panchang.ts';
import { civilDayStartMs, type SunriseConvention, sunriseSunset } from './sun-times.ts';
import { astroTime } from './time.ts';

const DAY_MS = 86_400_000;
const SYNODIC_DAYS = 29.530588;

/** Amanta month names, index 0 = Chaitra. */
export const LUNAR_MONTHS = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashwina',
  'Kartika',
  'Margashirsha',
  'Pausha',
  'Magha',
  'Phalguna',
] as const;
export type LunarMonthName = (typeof LUNAR_MONTHS)[number];

/** Sidereal signs, index 0 = Mesha (Aries). */
export const RASHIS = [
  'Mesha',
  'Vrishabha',
  'Mithuna',
  'Karka',
  'Simha',
  'Kanya',
  'Tula',
  'Vrishchika',
  'Dhanu',
  'Makara',
  'Kumbha',
  'Meena',
] as const;

export interface LunarMonth {
  /** 0 = Chaitra ... 11 = Phalguna. */
  index: number;
  name: LunarMonthName;
  adhika: boolean;
}

export interface LunarMonthSpan extends LunarMonth {
  /** The new moons that open and close it (UTC). */
  start: Date;
  end: Date;
}

function norm360(x: number): number {
  return ((x % 360) + 360) % 360;
}

/** The Sun's sidereal (Lahiri) longitude, degrees [0, 360). */
export function sunSiderealDeg(at: Date): number {
  return norm360(SunPosition(astroTime(at)).elon - ayanamsaDeg(at));
}

/** The new moon at or before `ms` (UTC ms). */
function newMoonBefore(ms: number): number {
  const ageDays = (MoonPhase(astroTime(new Date(ms))) / 360) * SYNODIC_DAYS;
  const found = SearchMoonPhase(0, astroTime(new Date(ms - (ageDays + 1.5) * DAY_MS)), 3);
  if (!found) throw new Error('new moon search failed');
  return found.date.getTime();
}

/** The first new moon after `ms`. */
function newMoonAfter(ms: number): number {
  const found = SearchMoonPhase(0, astroTime(new Date(ms + 1000)), 31);
  if (!found) throw new Error('new moon search failed');
  return found.date.getTime();
}

/** The amanta month that starts with the new moon at `startMs` and ends at `endMs`. */
function monthBetween(startMs: number, endMs: number): LunarMonthSpan {
  const r0 = Math.floor(sunSiderealDeg(new Date(startMs)) / 30);
  const r1 = Math.floor(sunSiderealDeg(new Date(endMs)) / 30);
  const index = (r0 + 1) % 12;
  return {
    index,
    name: LUNAR_MONTHS[index] as LunarMonthName,
    adhika: r0 === r1,
    start: new Date(startMs),
    end: new Date(endMs),
  };
}

/**
 * The amanta lunar month in progress at an instant, with its bounding new moons.
 * @param at UTC instant (for a civil day, pass its sunrise).
 */
export function amantaMonthAt(at: Date): LunarMonthSpan {
  const start = newMoonBefore(at.getTime());
  return monthBetween(start, newMoonAfter(start));
}

/**
 * The purnimanta month for the amanta month `m` in the given paksha: shukla -> the same month;
 * krishna -> the next (nija) month, or the same adhika month in an adhika krishna paksha.
 */
export function purnimantaMonth(m: LunarMonth, paksha: 'shukla' | 'krishna'): LunarMonth {
  if (paksha === 'shukla' || m.adhika) return { index: m.index, name: m.name, adhika: m.adhika };
  const index = (m.index + 1) % 12;
  return { index, name: LUNAR_MONTHS[index] as LunarMonthName, adhika: false };
}

/**
 * The instant the Sun enters sidereal sign `rashi` (0 = Mesha) for the first time after `fromMs`
 * (within about 370 days). Iterates the tropical search on the slowly moving ayanamsa.
 */
export function sankrantiAfter(rashi: number, fromMs: number): Date {
  let target = norm360(rashi * 30 + ayanamsaDeg(new Date(fromMs)));
  let t = fromMs;
  for (let i = 0; i < 3; i += 1) {
    const found = SearchSunLongitude(target, astroTime(new Date(fromMs)), 370);
    if (!found) throw new Error('sankranti search failed');
    t = found.date.getTime();
    target = norm360(rashi * 30 + ayanamsaDeg(found.date));
  }
  return new Date(t);
}

/** Shaka and Vikram Samvat years at an instant (Chaitradi; see the module notes). */
export function samvatAt(at: Date): { shaka: number; vikram: number } {
  const year = at.getUTCFullYear();
  const chaitraStart = chaitraStartOf(year);
  const shaka = at.getTime() >= chaitraStart ? year - 78 : year - 79;
  return { shaka, vikram: shaka + 135 };
}

/** The new moon that opens Chaitra (the first month of the samvat year) in Gregorian `year`. */
export function chaitraStartOf(year: number): number {
  const mesha = sankrantiAfter(0, Date.UTC(year, 2, 1)).getTime();
  let start = newMoonBefore(mesha);
  // An adhika Chaitra before it opens the year.
  const prev = newMoonBefore(start - DAY_MS);
  if (monthBetween(prev, start).adhika && monthBetween(prev, start).index === 0) start = prev;
  return start;
}

export interface DaySummary {
  date: string;
  /** 0 = Sunday. */
  weekday: number;
  sunrise: Date | null;
  /** Tithi 1-30 and nakshatra 0-26 at sunrise (local 06:00 without one). */
  tithiIndex: number;
  nakshatraIndex: number;
  /** Amanta month at sunrise. */
  month: LunarMonth;
}

/**
 * A light panchang for calendar grids: sunrise, and the tithi, nakshatra and amanta month at
 * sunrise, without the limbs' start and end searches (about a tenth of panchang()'s cost).
 * @throws RangeError on a bad date, coordinates or zone.
 */
export function daySummary(
  dateLocal: string,
  latDeg: number,
  lonDeg: number,
  timezone: string,
  convention: SunriseConvention = 'limb',
): DaySummary {
  const { weekday } = parseCivilDate(dateLocal);
  checkPlace(latDeg, lonDeg, timezone);
  const dayStart = civilDayStartMs(dateLocal, timezone);
  const { sunrise } = sunriseSunset(new Observer(latDeg, lonDeg, 0), dayStart, convention);
  const ref = sunrise ?? new Date(dayStart + 6 * 3_600_000);
  const t = astroTime(ref);
  const moonSid = norm360(EclipticGeoMoon(t).lon - ayanamsaDeg(ref));
  const m = amantaMonthAt(ref);
  return {
    date: dateLocal,
    weekday,
    sunrise,
    tithiIndex: Math.floor(MoonPhase(t) / 12) + 1,
    nakshatraIndex: Math.floor(moonSid / (360 / 27)) % 27,
    month: { index: m.index, name: m.name, adhika: m.adhika },
  };
}
