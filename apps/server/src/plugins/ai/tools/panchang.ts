import { panchang, type PanchangLimb } from '@nakshatra/astro';
import { timezoneAt } from '@nakshatra/astro/places';
import { z } from 'zod';
import { localTime } from './context.ts';
import { isoDateSchema } from './dates.ts';
import type { AssistantTool, ToolContext } from './types.ts';

const args = z
  .strictObject({
    date: isoDateSchema.describe('The civil date, YYYY-MM-DD'),
    latitude: z
      .number()
      .min(-90)
      .max(90)
      .optional()
      .describe("Degrees north; omit for the asker's birth place (else Ujjain)"),
    longitude: z.number().min(-180).max(180).optional().describe('Degrees east'),
  })
  .refine((a) => (a.latitude === undefined) === (a.longitude === undefined), {
    message: 'give both latitude and longitude, or neither',
    path: ['longitude'],
  });

function placeFor(a: z.output<typeof args>, ctx: ToolContext) {
  if (a.latitude === undefined || a.longitude === undefined) return ctx.place;
  return {
    latDeg: a.latitude,
    lonDeg: a.longitude,
    timezone: timezoneAt(a.latitude, a.longitude),
    name: null,
  };
}

function panchangOf(a: z.output<typeof args>, ctx: ToolContext) {
  const place = placeFor(a, ctx);
  const p = panchang(a.date, place.latDeg, place.lonDeg, place.timezone);
  const at = (d: Date | null) => (d ? localTime(d, place.timezone) : null);
  const limb = (l: PanchangLimb) => ({ name: l.name, start: at(l.start), end: at(l.end) });
  return {
    date: a.date,
    place: {
      name: place.name,
      latitude: place.latDeg,
      longitude: place.lonDeg,
      timezone: place.timezone,
    },
    vara: { name: p.vara.name, english: p.vara.english, lord: p.vara.lord },
    tithi: { ...limb(p.tithi), paksha: p.tithi.paksha },
    nakshatra: { ...limb(p.nakshatra), pada: p.nakshatra.pada },
    yoga: limb(p.yoga),
    karana: limb(p.karana),
    sunrise: at(p.sunrise),
    sunset: at(p.sunset),
    rahuKaal: p.rahuKaal ? { start: at(p.rahuKaal.start), end: at(p.rahuKaal.end) } : null,
    note: 'limbs are taken at sunrise; start and end are local times',
  };
}

/** panchang: the five limbs of a day at a place, sunrise, sunset and Rahu Kaal. */
export const panchangTool: AssistantTool<typeof args> = {
  name: 'panchang',
  description:
    "The panchang of a date: tithi, nakshatra, yoga, karana and vara at sunrise, sunrise and sunset, Rahu Kaal. Place: the given coordinates, else the asker's birth place, else Ujjain.",
  args,
  run: panchangOf,
};
