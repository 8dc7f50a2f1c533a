import { computeChart, sunSignForDate, tropicalSunSign } from '@nakshatra/astro';
import {
  parseYmd,
  zodiacMessages,
  type AmbiguousLocalTimeError,
  type ZodiacRequest,
  type ZodiacResponse,
} from '@nakshatra/contracts';
import { birthInstant, formatUtcOffset, resolvePlace } from '../../lib/birth-time.ts';

export { formatUtcOffset };

export type ZodiacOutcome =
  { ok: true; value: ZodiacResponse } | { ok: false; ambiguous: AmbiguousLocalTimeError };

/** Sun, Moon and rising sign and the Moon's nakshatra for a birth (the zodiac finder). */
export function createZodiacService() {
  return {
    find(body: ZodiacRequest): ZodiacOutcome {
      const place = resolvePlace(body, 'placeId', zodiacMessages.placeRequired);
      const local = `${body.date}T${body.time}`;
      const t = birthInstant({
        date: body.date,
        time: body.time,
        place,
        timeStandard: body.timeStandard,
        resolveAmbiguous: body.resolveAmbiguous,
        field: 'time',
      });
      if (!t.ok) return t;

      // Sidereal, Lahiri ayanamsa, as Indian almanacs and the kundli use.
      const chart = computeChart({ utc: t.utc, latDeg: place.lat, lonDeg: place.lon });
      const moon = chart.planets.find((p) => p.body === 'Moon')!;
      const sun = tropicalSunSign(t.utc);
      const ymd = parseYmd(body.date)!;
      return {
        ok: true,
        value: {
          sunSign: sun.sign,
          // The spec's table goes by the calendar date as written on the birth certificate.
          sunSignByDate: sunSignForDate(ymd.month, ymd.day),
          moonSign: moon.sign,
          ascendant: chart.ascendant.sign,
          nakshatra: moon.nakshatra,
          pada: moon.pada,
          degrees: {
            sunTropical: sun.longitudeDeg,
            moonSidereal: moon.longitudeDeg,
            ascendantSidereal: chart.ascendant.longitudeDeg,
            ayanamsa: chart.ayanamsaDeg,
          },
          place,
          local,
          utc: t.utc.toISOString(),
          utcOffset: formatUtcOffset(t.offsetMinutes),
          utcOffsetMinutes: t.offsetMinutes,
          timeStandard: t.timeStandard,
        },
      };
    },
  };
}
