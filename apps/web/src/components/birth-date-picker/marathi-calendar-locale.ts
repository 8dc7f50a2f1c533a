import type { Locale } from 'date-fns';

type MonthWidth = 'narrow' | 'abbreviated' | 'wide';
type DayWidth = MonthWidth | 'short';

const INTL_WIDTH = {
  narrow: 'narrow',
  abbreviated: 'short',
  short: 'short',
  wide: 'long',
} as const;

function names(kind: 'month' | 'weekday', width: DayWidth, count: number, first: number): string[] {
  const format = new Intl.DateTimeFormat('mr', { [kind]: INTL_WIDTH[width], timeZone: 'UTC' });
  // 7 Jan 2024 was a Sunday, date-fns' day 0; month i is any day inside it.
  return Array.from({ length: count }, (_, i) =>
    format.format(kind === 'month' ? Date.UTC(2024, i, 15) : Date.UTC(2024, 0, first + i)),
  );
}

/** The AM and PM markers of CLDR's Marathi 12-hour clock. */
function dayPeriods(): { am: string; pm: string } {
  const format = new Intl.DateTimeFormat('mr', { hour: 'numeric', hour12: true, timeZone: 'UTC' });
  const marker = (hour: number) =>
    format.formatToParts(Date.UTC(2024, 0, 1, hour)).find((part) => part.type === 'dayPeriod')
      ?.value;
  return { am: marker(9) ?? 'AM', pm: marker(15) ?? 'PM' };
}

/**
 * date-fns has no Marathi locale. Marathi shares Devanagari digits, the week and the calendar
 * layout with Hindi, so this is Hindi's locale with the month and weekday names and the AM/PM
 * markers of the browser's own CLDR data for 'mr' (Intl.DateTimeFormat), e.g. जानेवारी rather
 * than Hindi's जनवरी, and not Hindi's पूर्वाह्न.
 */
export function marathiCalendarLocale(hindi: Locale): Locale {
  const months = new Map<MonthWidth, string[]>();
  const days = new Map<DayWidth, string[]>();
  const month = (width: MonthWidth) =>
    months.get(width) ?? months.set(width, names('month', width, 12, 0)).get(width)!;
  const day = (width: DayWidth) =>
    days.get(width) ?? days.set(width, names('weekday', width, 7, 7)).get(width)!;
  const periods = dayPeriods();
  return {
    ...hindi,
    code: 'mr',
    localize: {
      ...hindi.localize,
      month: (index, options) =>
        month((options?.width as MonthWidth | undefined) ?? 'wide')[index]!,
      day: (index, options) => day((options?.width as DayWidth | undefined) ?? 'wide')[index]!,
      dayPeriod: (period, options) =>
        period === 'am' || period === 'pm'
          ? periods[period]
          : hindi.localize.dayPeriod(period, options),
    },
  };
}
