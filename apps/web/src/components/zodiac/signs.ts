import { SIGN_IDS, type SignId } from '@nakshatra/contracts';

/**
 * The twelve tropical signs with the Sun's date ranges of spec section 9 (month 1-12, day of
 * month, both ends inclusive). `id` is the lower-case English name used in /horoscope/:sign.
 */
export interface ZodiacSign {
  id: ZodiacSignId;
  start: { month: number; day: number };
  end: { month: number; day: number };
  element: 'fire' | 'earth' | 'air' | 'water';
}

/** The sign ids, 0 = 'aries' ... 11 = 'pisces': the contracts' one list (route ids of /horoscope/:sign). */
export const zodiacSignIds = SIGN_IDS;
export type ZodiacSignId = SignId;

const sign = (
  id: ZodiacSignId,
  startMonth: number,
  startDay: number,
  endMonth: number,
  endDay: number,
  element: ZodiacSign['element'],
): ZodiacSign => ({
  id,
  start: { month: startMonth, day: startDay },
  end: { month: endMonth, day: endDay },
  element,
});

export const zodiacSigns: readonly ZodiacSign[] = [
  sign('aries', 3, 21, 4, 19, 'fire'),
  sign('taurus', 4, 20, 5, 20, 'earth'),
  sign('gemini', 5, 21, 6, 20, 'air'),
  sign('cancer', 6, 21, 7, 22, 'water'),
  sign('leo', 7, 23, 8, 22, 'fire'),
  sign('virgo', 8, 23, 9, 22, 'earth'),
  sign('libra', 9, 23, 10, 22, 'air'),
  sign('scorpio', 10, 23, 11, 21, 'water'),
  sign('sagittarius', 11, 22, 12, 21, 'fire'),
  sign('capricorn', 12, 22, 1, 19, 'earth'),
  sign('aquarius', 1, 20, 2, 18, 'air'),
  sign('pisces', 2, 19, 3, 20, 'water'),
];

/** month*100+day, so ranges compare as plain numbers (Mar 21 -> 321). */
const ordinal = (month: number, day: number) => month * 100 + day;

/** The sign whose spec range holds this calendar day (the caller's local date). */
export function sunSignFor(month: number, day: number): ZodiacSign {
  return signOnDay(zodiacSigns, month, day);
}

function signOnDay(table: readonly ZodiacSign[], month: number, day: number): ZodiacSign {
  const d = ordinal(month, day);
  for (const s of table) {
    const from = ordinal(s.start.month, s.start.day);
    const to = ordinal(s.end.month, s.end.day);
    // Capricorn runs over New Year: Dec 22 .. Jan 19.
    const inside = from <= to ? d >= from && d <= to : d >= from || d <= to;
    if (inside) return s;
  }
  // Unreachable for a real date: the ranges above cover every day of the year, Feb 29 included.
  throw new RangeError(`No sign for month ${month} day ${day}`);
}

export function sunSignForDate(date: Date): ZodiacSign {
  return sunSignFor(date.getMonth() + 1, date.getDate());
}

/**
 * The same twelve signs in the sidereal (Vedic) zodiac, Lahiri ayanamsa: the days the Sun
 * enters each rashi (its sankranti) as Indian almanacs print them for the 2020s, e.g. Mesha
 * sankranti on 14 April, Makara sankranti on 14 January, Tula on 17 October 2025. The instant
 * of ingress moves by up to a day from year to year (leap years), so these are whole days,
 * good for a card's dates; readings use the engine's exact positions.
 */
export const siderealZodiacSigns: readonly ZodiacSign[] = [
  sign('aries', 4, 14, 5, 14, 'fire'),
  sign('taurus', 5, 15, 6, 14, 'earth'),
  sign('gemini', 6, 15, 7, 15, 'air'),
  sign('cancer', 7, 16, 8, 16, 'water'),
  sign('leo', 8, 17, 9, 16, 'fire'),
  sign('virgo', 9, 17, 10, 16, 'earth'),
  sign('libra', 10, 17, 11, 15, 'air'),
  sign('scorpio', 11, 16, 12, 15, 'water'),
  sign('sagittarius', 12, 16, 1, 13, 'fire'),
  sign('capricorn', 1, 14, 2, 12, 'earth'),
  sign('aquarius', 2, 13, 3, 13, 'air'),
  sign('pisces', 3, 14, 4, 13, 'water'),
];

/** The sidereal (Vedic) sign the Sun is in on this calendar day, to the day (see above). */
export function siderealSunSignFor(month: number, day: number): ZodiacSign {
  return signOnDay(siderealZodiacSigns, month, day);
}

/** The same, for a day written 'YYYY-MM-DD'. */
export function siderealSunSignOn(ymd: string): ZodiacSign {
  const [, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return siderealSunSignFor(month, day);
}

/** "Mar 21 – Apr 19" in the reader's language (Intl month names; year irrelevant, 2001 is not leap). */
export function formatSignRange(s: ZodiacSign, locale: string): string {
  const fmt = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const from = fmt.format(Date.UTC(2000, s.start.month - 1, s.start.day));
  const to = fmt.format(Date.UTC(2000, s.end.month - 1, s.end.day));
  return `${from} – ${to}`;
}
