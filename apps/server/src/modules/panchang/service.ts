import {
  amantaMonthAt,
  daySummary,
  type FestivalDay,
  festivalsOfYear,
  type LunarMonth,
  muhurtas,
  type Muhurtas,
  NAKSHATRAS,
  panchang,
  type Panchang,
  purnimantaMonth,
  samvatAt,
  type SunriseConvention,
  tithiName,
} from '@nakshatra/astro';
import { utcOffsetMinutes } from '@nakshatra/astro/places';
import {
  type FestivalView,
  type LunarMonthView,
  type PanchangMonthQuery,
  type PanchangMonthResponse,
  type PanchangQuery,
  type PanchangResponse,
  panchangMessages,
} from '@nakshatra/contracts';
import { packFor, panchangNames } from '@nakshatra/readings';
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

/** Festival years kept per place and convention: about 0.2 s to compute, 20 kB each. */
export const FESTIVAL_YEAR_CACHE_ENTRIES = 64;

/** The engine's panchang; a date or place it still refuses is a 400 on `date`. */
function computePanchang(
  date: string,
  place: ResolvedPlace,
  convention: SunriseConvention,
): { p: Panchang; m: Muhurtas } {
  try {
    return {
      p: panchang(date, place.lat, place.lon, place.timezone, { sunrise: convention }),
      m: muhurtas(date, place.lat, place.lon, place.timezone, convention),
    };
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

const monthView = (m: LunarMonth): LunarMonthView => ({
  index: m.index,
  key: m.name,
  adhika: m.adhika,
});

/** A festival for the contract: keys only, the client translates. */
export function festivalView(f: FestivalDay): FestivalView {
  return {
    key: f.key,
    kind: f.kind,
    ...(f.ekadashi ? { ekadashi: f.ekadashi } : {}),
    ...(f.month ? { month: monthView(f.month) } : {}),
    ...(f.rashi !== undefined ? { rashi: f.rashi } : {}),
  };
}

/** The extra sections: lunar month, samvat, festivals, muhurtas and choghadiya. */
function calendarView(p: Panchang, m: Muhurtas, festivals: FestivalDay[], at: (d: Date) => string) {
  const ref = p.referenceInstant;
  const amanta = amantaMonthAt(ref);
  const span = (s: { start: Date; end: Date } | null) =>
    s ? { start: at(s.start), end: at(s.end) } : null;
  const chog = (c: Muhurtas['dayChoghadiya'][number]) => ({
    name: c.name,
    quality: c.quality,
    start: at(c.start),
    end: at(c.end),
  });
  return {
    lunarMonth: {
      amanta: monthView(amanta),
      purnimanta: monthView(purnimantaMonth(amanta, p.tithi.paksha)),
    },
    samvat: samvatAt(ref),
    festivals: festivals.filter((f) => f.date === p.date).map(festivalView),
    muhurtas: {
      brahmaMuhurta: span(m.brahmaMuhurta),
      abhijit: span(m.abhijit),
      gulikaKaal: span(m.gulikaKaal),
      yamaganda: span(m.yamaganda),
      durmuhurtas: m.durmuhurtas.map((d) => span(d)!),
    },
    choghadiya: { day: m.dayChoghadiya.map(chog), night: m.nightChoghadiya.map(chog) },
  };
}

/** The response: the engine's limbs with names in `lang` and times in the place's offset. */
function panchangView(
  { p, m }: { p: Panchang; m: Muhurtas },
  date: string,
  query: Pick<PanchangQuery, 'lang' | 'convention'>,
  place: ResolvedPlace,
  festivals: FestivalDay[],
): PanchangResponse {
  const { lang } = query;
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
    convention: query.convention,
    ...calendarView(p, m, festivals, at),
  };
}

export function createPanchangService(opts: { cacheEntries?: number } = {}) {
  // Least recently used first out.
  const cache = new LRUCache<string, PanchangResponse>({
    max: opts.cacheEntries ?? PANCHANG_CACHE_ENTRIES,
  });

  const years = new LRUCache<string, FestivalDay[]>({ max: FESTIVAL_YEAR_CACHE_ENTRIES });
  const festivalsIn = (year: number, place: ResolvedPlace, convention: SunriseConvention) => {
    const key = `${year}|${place.lat}|${place.lon}|${place.timezone}|${convention}`;
    let hit = years.get(key);
    if (!hit) {
      hit = festivalsOfYear(year, {
        latDeg: place.lat,
        lonDeg: place.lon,
        timezone: place.timezone,
        convention,
      });
      years.set(key, hit);
    }
    return hit;
  };

  return {
    get(query: PanchangQuery, nowMs: number = Date.now()): PanchangResponse {
      const place = resolvePlace(query, 'placeId', panchangMessages.place);
      const date = query.date ?? dayIn(nowMs, place.timezone);
      const key = `${date}|${place.lat}|${place.lon}|${place.timezone}|${query.lang}|${query.convention}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const computed = computePanchang(date, place, query.convention);
      const festivals = festivalsIn(Number(date.slice(0, 4)), place, query.convention);
      const out = panchangView(computed, date, query, place, festivals);
      cache.set(key, out);
      return out;
    },

    /** Every day of a Gregorian month: tithi, nakshatra and month at sunrise, festivals. */
    month(query: PanchangMonthQuery): PanchangMonthResponse {
      const place = resolvePlace(query, 'placeId', panchangMessages.place);
      const { year, month, convention } = query;
      const festivals = festivalsIn(year, place, convention);
      const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const names = packFor(query.lang).names;
      // Same indexing as panchangNames: 0-13 the paksha's tithis, 14 Purnima, 15 Amavasya.
      const tithiNameIdx = (i: number) => (i === 15 ? 14 : i === 30 ? 15 : (i - 1) % 15);
      const days = Array.from({ length: daysInMonth }, (_, i) => {
        const date = `${year}-${String(month).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`;
        const d = daySummary(date, place.lat, place.lon, place.timezone, convention);
        return {
          date,
          weekday: d.weekday,
          sunrise: d.sunrise ? localIso(d.sunrise, place.timezone) : null,
          tithi: {
            index: d.tithiIndex,
            key: tithiName(d.tithiIndex),
            name: names.tithis[tithiNameIdx(d.tithiIndex)]!,
            paksha: d.tithiIndex <= 15 ? ('shukla' as const) : ('krishna' as const),
          },
          nakshatra: {
            index: d.nakshatraIndex,
            key: NAKSHATRAS[d.nakshatraIndex]!,
            name: names.nakshatras[d.nakshatraIndex]!,
          },
          lunarMonth: monthView(d.month),
          festivals: festivals.filter((f) => f.date === date).map(festivalView),
        };
      });
      return { year, month, place, convention, days };
    },
  };
}
