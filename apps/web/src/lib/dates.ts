/**
 * Calendar dates on the web side, as 'YYYY-MM-DD' strings: today in a time zone, day arithmetic
 * and formatting in the reader's language. Intl only: luxon (the server's and astro's choice)
 * would add 22 kB gzipped to every page that shows a date, for what these few lines do.
 */

const ymdFormats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' of today in a time zone (en-CA formats dates as ISO year-month-day). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = ymdFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    ymdFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** Calendar arithmetic on 'YYYY-MM-DD' (UTC noon-free: Date.UTC has no DST). */
export function addDays(ymd: string, days: number): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "22 November 2026" in the reader's language. */
export function formatYmd(
  ymd: string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, d),
  );
}

/** The viewer's own zone; Asia/Kolkata (the product's home market) where the runtime has none. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Kolkata';
  } catch {
    return 'Asia/Kolkata';
  }
}

/** True for a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isYmd(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && addDays(text, 0) === text;
}
