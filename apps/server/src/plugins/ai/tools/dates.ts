import { z } from 'zod';

/** Longest range a tool covers, years: a life's dasha questions fit, a runaway request does not. */
export const MAX_RANGE_YEARS = 30;
const MS_PER_DAY = 86_400_000;
/** A Julian year, days. */
const YEAR_DAYS = 365.25;

/** Years the engine's inputs are checked for (ephemeris and gazetteer zones are sound here). */
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;

/** Midnight UT of a 'YYYY-MM-DD' that names a real day, else null. */
export function utcDay(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return null;
  return date;
}

/** A calendar date 'YYYY-MM-DD' between 1900 and 2100. */
export const isoDateSchema = z
  .string()
  .describe('A calendar date, YYYY-MM-DD')
  .refine((t) => utcDay(t) !== null, { message: 'must be a real date written YYYY-MM-DD' })
  .refine(
    (t) => {
      const y = Number(t.slice(0, 4));
      return y >= MIN_YEAR && y <= MAX_YEAR;
    },
    { message: `must be between ${MIN_YEAR} and ${MAX_YEAR}` },
  );

/** {from, to}: from <= to, at most MAX_RANGE_YEARS apart. */
export function withRange<T extends z.ZodObject<{ from: z.ZodType; to: z.ZodType }>>(schema: T) {
  return schema.superRefine((v, ctx) => {
    const { from, to } = v as { from: string; to: string };
    const a = utcDay(from);
    const b = utcDay(to);
    if (!a || !b) return;
    if (b < a) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if ((b.getTime() - a.getTime()) / MS_PER_DAY > MAX_RANGE_YEARS * YEAR_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `the range must be at most ${MAX_RANGE_YEARS} years`,
      });
  });
}

/** Whole days from `a` to `b`. */
export function daysBetween(a: Date, b: Date): number {
  return Math.round((b.getTime() - a.getTime()) / MS_PER_DAY);
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * MS_PER_DAY);
}
