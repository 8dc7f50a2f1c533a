import { tropicalPositions } from './positions.ts';
import { SIGNS, type SignIndex, type SignName } from './types.ts';

/** One tropical sun-sign date range, inclusive at both ends, as printed on the home grid. */
export interface SunSignRange {
  sign: SignName;
  signIndex: SignIndex;
  start: { month: number; day: number };
  end: { month: number; day: number };
}

/**
 * The popular (newspaper) tropical sun-sign ranges of the product spec, section 9: Aries Mar 21 -
 * Apr 19 ... Pisces Feb 19 - Mar 20. They are a fixed-calendar approximation: the Sun's real
 * ingress moves by about a day from year to year, which `tropicalSunSign` accounts for.
 */
export const SUN_SIGN_RANGES: readonly SunSignRange[] = [
  range(0, [3, 21], [4, 19]),
  range(1, [4, 20], [5, 20]),
  range(2, [5, 21], [6, 20]),
  range(3, [6, 21], [7, 22]),
  range(4, [7, 23], [8, 22]),
  range(5, [8, 23], [9, 22]),
  range(6, [9, 23], [10, 22]),
  range(7, [10, 23], [11, 21]),
  range(8, [11, 22], [12, 21]),
  range(9, [12, 22], [1, 19]),
  range(10, [1, 20], [2, 18]),
  range(11, [2, 19], [3, 20]),
];

function range(signIndex: number, start: [number, number], end: [number, number]): SunSignRange {
  return {
    sign: SIGNS[signIndex] as SignName,
    signIndex,
    start: { month: start[0], day: start[1] },
    end: { month: end[0], day: end[1] },
  };
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The spec's sun sign for a calendar day (any year; Feb 29 is Pisces).
 * @param month 1-12
 * @param day 1-31, valid for the month (Feb allows 29)
 * @throws RangeError for an impossible month/day
 */
export function sunSignForDate(month: number, day: number): SignName {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`month must be 1-12, got ${month}`);
  if (!Number.isInteger(day) || day < 1 || day > (DAYS_IN_MONTH[month - 1] as number)) {
    throw new RangeError(`day ${day} is not in month ${month}`);
  }
  const key = month * 100 + day;
  for (const r of SUN_SIGN_RANGES) {
    const start = r.start.month * 100 + r.start.day;
    const end = r.end.month * 100 + r.end.day;
    // Capricorn wraps the year end (Dec 22 - Jan 19).
    const inside = start <= end ? key >= start && key <= end : key >= start || key <= end;
    if (inside) return r.sign;
  }
  // The ranges cover every day of the year (checked in sun-sign.test.ts).
  throw new RangeError(`no sign for ${month}/${day}`);
}

/**
 * The Western (tropical) sun sign from the Sun's real apparent ecliptic longitude of date at
 * `utc`: sign = floor(longitude / 30). Near an ingress this can differ by a day from the fixed
 * table, which is why the zodiac finder uses this and the home grid uses the table.
 */
export function tropicalSunSign(utc: Date): {
  sign: SignName;
  signIndex: SignIndex;
  longitudeDeg: number;
} {
  const longitudeDeg = tropicalPositions(utc).Sun.longitudeDeg;
  const signIndex = Math.floor(longitudeDeg / 30) % 12;
  return { sign: SIGNS[signIndex] as SignName, signIndex, longitudeDeg };
}
