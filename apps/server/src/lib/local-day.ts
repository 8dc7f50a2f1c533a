import { LocalTimeError, localToUtc } from '@nakshatra/astro/places';
import { DateTime, IANAZone } from 'luxon';

/**
 * Calendar days in a time zone (luxon over the runtime's IANA database): which day an instant
 * falls on where the user is (the horoscope's and panchang's "today", the chat quota's day), and
 * when the next one starts.
 */

/** Zone names seen, by the spelling asked for; bounded, since the horoscope's comes from a query. */
const canonicalZones = new Map<string, string>();
const CANONICAL_ZONES_MAX = 512;

/**
 * The zone's canonical IANA name ('asia/kolkata' -> 'Asia/Kolkata'), or null for a zone the
 * runtime does not know. luxon keeps every zone name it is given for good, so only canonical
 * names (a few hundred) ever reach it.
 */
export function knownZone(timezone: string): string | null {
  let name = canonicalZones.get(timezone);
  if (name === undefined) {
    if (!IANAZone.isValidZone(timezone)) return null;
    name = new Intl.DateTimeFormat('en-US', { timeZone: timezone }).resolvedOptions().timeZone;
    if (canonicalZones.size < CANONICAL_ZONES_MAX) canonicalZones.set(timezone, name);
  }
  return name;
}

/** The calendar day 'YYYY-MM-DD' of an instant in an IANA zone; RangeError for an unknown zone. */
export function dayIn(instant: Date | number, timezone: string): string {
  const zone = knownZone(timezone);
  if (zone === null) throw new RangeError(`unknown time zone "${timezone}"`);
  return DateTime.fromMillis(Number(instant), { zone }).toISODate() as string;
}

/** The first instant of the day after `day` in the zone (its midnight, or the first valid time). */
export function nextMidnight(day: string, timezone: string): Date {
  const next = DateTime.fromISO(day, { zone: 'utc' }).plus({ days: 1 }).toISODate() as string;
  // A few zones skip midnight for DST (e.g. America/Havana): the day then starts at 01:00.
  for (const time of ['00:00', '01:00']) {
    try {
      return localToUtc(`${next}T${time}`, timezone, { resolveAmbiguous: 'earlier' }).utc;
    } catch (err) {
      if (!(err instanceof LocalTimeError)) throw err;
    }
  }
  return new Date(`${next}T00:00:00Z`);
}
