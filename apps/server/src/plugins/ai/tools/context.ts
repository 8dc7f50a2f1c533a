import { computeChart, type Chart } from '@nakshatra/astro';
import { timezoneAt, utcOffsetMinutes } from '@nakshatra/astro/places';
import { formatUtcOffset } from '../../../lib/birth-time.ts';
import type { AiRequest } from '../provider.ts';
import { ToolInputError, type DirectorySearch, type ToolContext } from './types.ts';

/**
 * Ujjain, the prime meridian of Indian astronomy (Surya Siddhanta, ch. 1): the panchang's place
 * when the asker's profile has none.
 */
export const UJJAIN = {
  latDeg: 23.1765,
  lonDeg: 75.7885,
  timezone: 'Asia/Kolkata',
  name: 'Ujjain',
} as const;

/** What the tools need from a request: the birth, "now", the profile's place, the directory. */
export function toolContext(request: AiRequest, directory: DirectorySearch | null): ToolContext {
  const birth = request.birth ?? null;
  let place: ToolContext['place'] = { ...UJJAIN };
  if (birth) {
    place = {
      latDeg: birth.latDeg,
      lonDeg: birth.lonDeg,
      timezone: timezoneAt(birth.latDeg, birth.lonDeg),
      name: null,
    };
  }
  return {
    birth,
    now: request.now ?? new Date(request.facts.generatedAt),
    place,
    directory: request.directory ?? directory,
  };
}

const charts = new WeakMap<ToolContext, Chart>();

/** The asker's sidereal (Lahiri, whole-sign) birth chart, computed once per answer. */
export function natalChart(ctx: ToolContext): Chart {
  if (!ctx.birth)
    throw new ToolInputError(
      'The asker has no birth details in the profile: ask them to add date, time and place of birth (Edit Profile).',
    );
  let chart = charts.get(ctx);
  if (!chart) {
    chart = computeChart({
      utc: ctx.birth.utc,
      latDeg: ctx.birth.latDeg,
      lonDeg: ctx.birth.lonDeg,
    });
    charts.set(ctx, chart);
  }
  return chart;
}

/** An instant as local time with the zone's offset, to the minute: '2026-11-22T06:48+05:30'. */
export function localTime(instant: Date, timezone: string): string {
  const offset = Math.round(utcOffsetMinutes(instant, timezone));
  const local = new Date(Math.round(instant.getTime() / 60_000) * 60_000 + offset * 60_000);
  return local.toISOString().slice(0, 16) + formatUtcOffset(offset);
}

export const round1 = (x: number) => Math.round(x * 10) / 10;
