import { vimshottari, type DashaPeriod } from '@nakshatra/astro';
import { z } from 'zod';
import { dayIn } from '../../../lib/local-day.ts';
import { natalChart } from './context.ts';
import { addDays, isoDateSchema, utcDay, withRange } from './dates.ts';
import type { AssistantTool, ToolContext } from './types.ts';

const args = withRange(
  z.strictObject({
    from: isoDateSchema.describe('First day of the range, YYYY-MM-DD'),
    to: isoDateSchema.describe('Last day of the range, YYYY-MM-DD (at most 30 years after from)'),
  }),
);

/** Whether [start, end) overlaps the days [from, to] (to inclusive). */
const overlaps = (p: DashaPeriod, from: Date, toEnd: Date) => p.start < toEnd && p.end > from;

function dashaPeriods({ from, to }: z.output<typeof args>, ctx: ToolContext) {
  const chart = natalChart(ctx);
  const moon = chart.planets.find((p) => p.body === 'Moon')!;
  const tree = vimshottari(ctx.birth!.utc, moon.longitudeDeg, 2);
  const start = utcDay(from)!;
  const endExclusive = addDays(utcDay(to)!, 1);
  const day = (d: Date) => dayIn(d, ctx.place.timezone);
  return {
    system: 'Vimshottari (BPHS ch. 46), years of 365.25 days',
    timezone: ctx.place.timezone,
    periods: tree
      .filter((m) => overlaps(m, start, endExclusive))
      .map((m) => ({
        mahadasha: m.lord,
        start: day(m.start),
        end: day(m.end),
        antardashas: (m.children ?? [])
          .filter((a) => overlaps(a, start, endExclusive))
          .map((a) => ({ antardasha: a.lord, start: day(a.start), end: day(a.end) })),
      })),
  };
}

/** dasha_periods: the Vimshottari mahadashas and antardashas that overlap a range of days. */
export const dashaPeriodsTool: AssistantTool<typeof args> = {
  name: 'dasha_periods',
  description:
    "The asker's Vimshottari mahadasha and antardasha periods overlapping a date range, with start and end dates (in the birth place's time zone). Use it for any 'when' question instead of guessing.",
  args,
  run: dashaPeriods,
};
