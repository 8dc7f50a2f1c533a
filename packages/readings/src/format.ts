import type { Lang } from './lang.ts';

/** BCP 47 locale of each language for dates (Node ships full ICU, so all seven format). */
const LOCALES: Record<Lang, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
  mr: 'mr-IN',
  es: 'es-ES',
  ja: 'ja-JP',
  te: 'te-IN',
  ta: 'ta-IN',
};

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/**
 * A date as running text shows it ("5 March 2031", "2031年3月5日"), by its UTC calendar day:
 * dasha and Sade Sati boundaries are instants, and a day's precision is what a reader needs.
 */
export function formatDate(date: Date, lang: Lang): string {
  let f = dateFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(lang, f);
  }
  return f.format(date);
}

/** Degrees within a sign as 14°05′. */
export function formatDegrees(deg: number): string {
  const whole = Math.floor(deg);
  const minutes = Math.floor((deg - whole) * 60);
  return `${whole}°${String(minutes).padStart(2, '0')}′`;
}

const dayMonthFormats = new Map<Lang, Intl.DateTimeFormat>();
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/** Day and month in Indian time, as a horoscope dates its events: "5 December", "12月5日". */
export function formatDayMonth(date: Date, lang: Lang): string {
  let f = dayMonthFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], { month: 'long', day: 'numeric', timeZone: 'Asia/Kolkata' });
    dayMonthFormats.set(lang, f);
  }
  return f.format(date);
}

/** Clock time in Indian time, 24-hour: "14:32". */
export function formatTimeIst(date: Date): string {
  return timeFormat.format(date);
}
