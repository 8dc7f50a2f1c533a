import { computeChart, matchCharts, type Chart, type MatchResult } from '@nakshatra/astro';
import { LocalTimeError, localToUtc, timezoneAt } from '@nakshatra/astro/places';
import { z } from 'zod';
import { natalChart } from './context.ts';
import { isoDateSchema } from './dates.ts';
import { ToolInputError, type AssistantTool, type ToolContext } from './types.ts';

const args = z.strictObject({
  birth_date: isoDateSchema.describe("The partner's date of birth, YYYY-MM-DD"),
  birth_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time HH:MM')
    .describe("The partner's local time of birth, HH:MM (24-hour)"),
  latitude: z.number().min(-90).max(90).describe("The partner's birth place, degrees north"),
  longitude: z.number().min(-180).max(180).describe("The partner's birth place, degrees east"),
  asker_is: z
    .enum(['groom', 'bride'])
    .optional()
    .describe('Whether the asker is the groom or the bride; omit when unknown (both are returned)'),
});

/**
 * The partner's birth instant: a time that happened twice is read as the first, a time the clocks
 * skipped as an hour later on the new clock (as the chat service reads the asker's own).
 */
function partnerUtc(a: z.output<typeof args>): Date {
  const timezone = timezoneAt(a.latitude, a.longitude);
  const [h, m] = a.birth_time.split(':') as [string, string];
  for (const hours of [Number(h), Number(h) + 1]) {
    if (hours > 23) break;
    try {
      return localToUtc(`${a.birth_date}T${String(hours).padStart(2, '0')}:${m}`, timezone, {
        resolveAmbiguous: 'earlier',
      }).utc;
    } catch (err) {
      if (!(err instanceof LocalTimeError) || err.code !== 'skipped') throw err;
    }
  }
  throw new ToolInputError('birth_time did not occur at that place (clocks moved forward)');
}

/** The koota table, total and verdict of one orientation, without the engine's internals. */
function view(r: MatchResult) {
  return {
    kootas: r.kootas.map((k) => ({
      koota: k.name,
      points: k.points,
      max: k.max,
      groom: k.boy,
      bride: k.girl,
    })),
    total: r.total,
    max: r.max,
    manglik: { groom: r.manglik.boy, bride: r.manglik.girl, compatible: r.manglik.compatible },
    doshas: r.doshas.map((d) => ({
      dosha: d.id,
      present: d.present,
      cancelled: d.cancelled,
      cancellations: d.cancellations,
    })),
    // The verdict reads the total with the kootas of cancelled doshas counted in full.
    adjustedTotal: r.adjustedTotal,
    verdict: r.verdict,
  };
}

function moonOf(chart: Chart) {
  const m = chart.planets.find((p) => p.body === 'Moon')!;
  return { moonSign: m.sign, nakshatra: m.nakshatra, pada: m.pada };
}

function matchPartner(a: z.output<typeof args>, ctx: ToolContext) {
  const asker = natalChart(ctx);
  const partner = computeChart({ utc: partnerUtc(a), latDeg: a.latitude, lonDeg: a.longitude });
  const both = {
    method: 'Ashtakoota guna milan (8 kootas, 36 points) with the Manglik check',
    asker: moonOf(asker),
    partner: moonOf(partner),
  };
  if (a.asker_is === 'groom') return { ...both, ...view(matchCharts(asker, partner)) };
  if (a.asker_is === 'bride') return { ...both, ...view(matchCharts(partner, asker)) };
  return {
    ...both,
    note: 'the asker did not say whether they are the groom or the bride: both readings are given',
    askerAsGroom: view(matchCharts(asker, partner)),
    askerAsBride: view(matchCharts(partner, asker)),
  };
}

/** match_partner: guna milan of the asker with a partner whose birth is given. */
export const matchPartnerTool: AssistantTool<typeof args> = {
  name: 'match_partner',
  description:
    "Ashtakoota guna milan (out of 36) and Manglik compatibility of the asker with a partner, from the partner's birth date, local time and place.",
  args,
  run: matchPartner,
};
