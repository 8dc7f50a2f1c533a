/**
 * Dates of windows as the reader's calendar shows them: the calendar day in a time zone (the
 * birth place's, which the server passes), written by format.ts in the reader's language. An
 * ingress at 01:50 IST on 2 June is "2 June" in India though it is 1 June in UTC.
 */
import { formatDate } from '../format.ts';
import type { Lang } from '../lang.ts';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in an IANA time zone, as a Date at noon UTC of that day. */
export function localDay(date: Date, timeZone: string): Date {
  let f = dayFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, f);
  }
  const part = (type: string) => Number(f.formatToParts(date).find((p) => p.type === type)!.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day'), 12));
}

/** "14 May 2027", "14 मई 2027", "2027年5月14日": the day in `timeZone`, in `lang`. */
export function windowDate(date: Date, lang: Lang, timeZone: string): string {
  return formatDate(localDay(date, timeZone), lang);
}
