import { GRAHAS, SIGNS, transitsFor, type Graha, type Transits } from '@nakshatra/astro';
import { z } from 'zod';
import { natalChart } from './context.ts';
import { addDays, daysBetween, isoDateSchema, utcDay, withRange } from './dates.ts';
import type { AssistantTool, ToolContext } from './types.ts';

/** Most dates sampled in one call: enough to follow Saturn through a Sade Sati, month by month. */
export const MAX_TRANSIT_SAMPLES = 24;
/** 06:30 UT is 12:00 IST: the day's positions as an Indian almanac gives them at noon. */
const SAMPLE_UT_HOURS = 6.5;

const args = withRange(
  z.strictObject({
    from: isoDateSchema.describe('First date, YYYY-MM-DD'),
    to: isoDateSchema.describe('Last date, YYYY-MM-DD (at most 30 years after from)'),
    step_days: z
      .int()
      .min(1)
      .max(3660)
      .optional()
      .describe('Days between samples; widened so that at most 24 dates are returned'),
  }),
);

const houseFrom = (fromSign: number, sign: number) => ((((sign - fromSign) % 12) + 12) % 12) + 1;

/** The dates sampled: from `from` every `step` days up to `to`, at most MAX_TRANSIT_SAMPLES. */
export function sampleDates(from: Date, to: Date, stepDays?: number) {
  const span = daysBetween(from, to);
  const minStep = Math.max(1, Math.ceil(span / (MAX_TRANSIT_SAMPLES - 1)));
  const step = Math.max(stepDays ?? minStep, minStep);
  const dates: Date[] = [];
  for (let d = 0; d <= span && dates.length < MAX_TRANSIT_SAMPLES; d += step)
    dates.push(addDays(from, d));
  return { step, dates };
}

/** The natal lagna's and Moon's sign indexes, or null without a birth chart. */
function natalSigns(ctx: ToolContext): { lagna: number; moon: number } | null {
  if (!ctx.birth) return null;
  const chart = natalChart(ctx);
  const moon = chart.planets.find((p) => p.body === 'Moon')!;
  return { lagna: chart.ascendant.signIndex, moon: moon.signIndex };
}

/** One planet at one sample, compact: "Leo H10 M4 R" (sign, houses from lagna and Moon, retrograde). */
function placement(t: Transits, g: Graha, natal: { lagna: number; moon: number } | null): string {
  const signIndex = Math.floor(t.positions[g].longitudeDeg / 30) % 12;
  const parts: string[] = [SIGNS[signIndex]!];
  if (natal)
    parts.push(`H${houseFrom(natal.lagna, signIndex)}`, `M${houseFrom(natal.moon, signIndex)}`);
  // The mean nodes always move backwards: only the planets' retrogression is news.
  if (t.positions[g].retrograde && g !== 'Rahu' && g !== 'Ketu') parts.push('R');
  return parts.join(' ');
}

function transits({ from, to, step_days }: z.output<typeof args>, ctx: ToolContext) {
  const { step, dates } = sampleDates(utcDay(from)!, utcDay(to)!, step_days);
  const natal = natalSigns(ctx);
  return {
    zodiac: 'sidereal (Lahiri), mean node',
    stepDays: step,
    legend: natal
      ? 'sign; H = whole-sign house from the natal lagna; M = house from the natal Moon sign; R = retrograde'
      : 'sign; R = retrograde (no birth chart in the profile, so no houses)',
    samples: dates.map((day) => {
      const t = transitsFor(new Date(day.getTime() + SAMPLE_UT_HOURS * 3_600_000));
      return {
        date: day.toISOString().slice(0, 10),
        planets: Object.fromEntries(GRAHAS.map((g) => [g, placement(t, g, natal)])),
      };
    }),
  };
}

/** transits: where the planets transit at dates in a range, with houses from the natal chart. */
export const transitsTool: AssistantTool<typeof args> = {
  name: 'transits',
  description:
    'Sidereal transit signs of the nine planets at dates from `from` to `to` (at most 24 dates, every step_days), with whole-sign houses counted from the natal lagna and the natal Moon. Use it for questions about a period ahead or a past date.',
  args,
  run: transits,
};
