import { panchang, type Panchang } from '@nakshatra/astro';
import { utcOffsetMinutes } from '@nakshatra/astro/places';
import { type PanchangQuery, type PanchangResponse, panchangMessages } from '@nakshatra/contracts';
import { panchangNames } from '@nakshatra/readings';
import { LRUCache } from 'lru-cache';
import { formatUtcOffset, type ResolvedPlace, resolvePlace } from '../../lib/birth-time.ts';
import { dayIn } from '../../lib/local-day.ts';
import { AppError } from '../../plugins/errors.ts';

/**
 * Panchangs kept in memory by date, place and language: a day at a place is about 30 ms of
 * rise/set and lunation searches and never changes. 1,024 entries of about 2 kB each.
 */
export const PANCHANG_CACHE_ENTRIES = 1024;

/**
 * An instant as local time with the zone's offset: '2026-11-22T06:48:12+05:30', to the second.
 * ISO 8601 offsets have no seconds: before standard time (e.g. +05:53:20) the offset is rounded
 * to the minute and the local time shown with it, within 30 s of the mean time.
 */
export function localIso(instant: Date, timezone: string): string {
  const offset = Math.round(utcOffsetMinutes(instant, timezone));
  const ms = Math.round(instant.getTime() / 1000) * 1000 + offset * 60_000;
  return new Date(ms).toISOString().slice(0, 19) + formatUtcOffset(offset);
}

/** The engine's panchang; a date or place it still refuses is a 400 on `date`. */
function computePanchang(date: string, place: ResolvedPlace): Panchang {
  try {
    return panchang(date, place.lat, place.lon, place.timezone);
  } catch (err) {
    // The schema admits only real dates in range and coordinates in range; anything the
    // engine still refuses is the caller's input.
    if (err instanceof RangeError)
      throw new AppError(400, 'validation_failed', panchangMessages.date, {
        date: panchangMessages.date,
      });
    throw err;
  }
}

/** The response: the engine's limbs with names in `lang` and times in the place's offset. */
function panchangView(
  p: Panchang,
  date: string,
  lang: PanchangQuery['lang'],
  place: ResolvedPlace,
): PanchangResponse {
  const names = panchangNames(p, lang);
  const at = (d: Date) => localIso(d, place.timezone);
  // 12:00 UTC falls on the same civil date everywhere from UTC-12 to UTC+12, away from the
  // small-hours DST changes.
  const midday = new Date(Date.parse(`${date}T12:00:00Z`));
  const span = (limb: { start: Date; end: Date }) => ({
    startsAt: at(limb.start),
    endsAt: at(limb.end),
  });
  return {
    date,
    lang,
    place,
    utcOffset: formatUtcOffset(Math.round(utcOffsetMinutes(midday, place.timezone))),
    vara: {
      index: p.vara.index,
      key: p.vara.name,
      name: names.vara,
      lord: p.vara.lord as PanchangResponse['vara']['lord'],
    },
    tithi: {
      index: p.tithi.index,
      key: p.tithi.name,
      name: names.tithi,
      paksha: p.tithi.paksha,
      pakshaName: names.paksha,
      ...span(p.tithi),
    },
    nakshatra: {
      index: p.nakshatra.index,
      key: p.nakshatra.name,
      name: names.nakshatra,
      pada: p.nakshatra.pada,
      ...span(p.nakshatra),
    },
    yoga: { index: p.yoga.index, key: p.yoga.name, name: names.yoga, ...span(p.yoga) },
    karana: { index: p.karana.index, key: p.karana.name, name: names.karana, ...span(p.karana) },
    sunrise: p.sunrise ? at(p.sunrise) : null,
    sunset: p.sunset ? at(p.sunset) : null,
    moonrise: p.moonrise ? at(p.moonrise) : null,
    moonset: p.moonset ? at(p.moonset) : null,
    rahuKaal: p.rahuKaal ? { start: at(p.rahuKaal.start), end: at(p.rahuKaal.end) } : null,
  };
}

export function createPanchangService(opts: { cacheEntries?: number } = {}) {
  // Least recently used first out.
  const cache = new LRUCache<string, PanchangResponse>({
    max: opts.cacheEntries ?? PANCHANG_CACHE_ENTRIES,
  });

  return {
    get(query: PanchangQuery, nowMs: number = Date.now()): PanchangResponse {
      const place = resolvePlace(query, 'placeId', panchangMessages.place);
      const date = query.date ?? dayIn(nowMs, place.timezone);
      const key = `${date}|${place.lat}|${place.lon}|${place.timezone}|${query.lang}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const out = panchangView(computePanchang(date, place), date, query.lang, place);
      cache.set(key, out);
      return out;
    },
  };
}
