import {
  HOROSCOPE_DEFAULT_TZ,
  HOROSCOPE_MAX_DATE,
  HOROSCOPE_MIN_DATE,
  HOROSCOPE_SIGN_IDS,
  horoscopeMessages,
  horoscopeResponseSchema,
  personalHoroscopeMessages,
  personalHoroscopeResponseSchema,
  type HoroscopeQuery,
  type HoroscopeResponse,
  type PersonalHoroscopeResponse,
} from '@nakshatra/contracts';
import { computeChart, vimshottari } from '@nakshatra/astro';
import { horoscope, periodBounds, personalReading, type Period } from '@nakshatra/readings';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { dayIn, knownZone } from '../../lib/local-day.ts';
import { birthFromProfile, readBirth } from '../../lib/profiles/birth-data.ts';
import { AppError } from '../../plugins/errors.ts';

/**
 * Readings kept in memory, keyed by sign, date, period and language. A reading is about 5 kB;
 * today's, yesterday's and tomorrow's days plus this week and month for 12 signs in 7 languages
 * are about 420 entries, so 2,048 (about 10 MB) also holds what people browse around them.
 * Least recently used first out. Per process: the text is a pure function of the key, so
 * instances never disagree and need no shared cache.
 */
export const HOROSCOPE_CACHE_ENTRIES = 2048;

const DAY_MS = 86_400_000;

function ymd(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Today's civil date in an IANA zone; 400 for a zone the runtime does not know. */
export function todayIn(tz: string, nowMs: number = Date.now()): string {
  const zone = knownZone(tz);
  if (zone === null) {
    throw new AppError(400, 'validation_failed', horoscopeMessages.tz, {
      tz: horoscopeMessages.tz,
    });
  }
  return dayIn(nowMs, zone);
}

/** The dates that open the previous and next period, or null beyond the readable range. */
function neighbours(
  date: string,
  period: Period,
): { previous: string | null; next: string | null } {
  const b = periodBounds(date, period);
  const prevDay = period === 'day' ? b.first - 1 : periodBounds(ymd(b.first - 1), period).first;
  const nextDay = b.last + 1;
  const inRange = (d: string) => (d >= HOROSCOPE_MIN_DATE && d <= HOROSCOPE_MAX_DATE ? d : null);
  return { previous: inRange(ymd(prevDay)), next: inRange(ymd(nextDay)) };
}

/** The contract's shape of a reading (the engine's types stay out of the public contract). */
function toResponse(r: ReturnType<typeof horoscope>, date: string): HoroscopeResponse {
  return {
    sign: r.sign,
    signIndex: r.signIndex,
    signName: r.signName,
    date: r.date,
    period: r.period,
    lang: r.lang,
    range: r.range,
    castAt: r.castAt,
    sections: {
      general: r.sections.general,
      love: r.sections.love,
      career: r.sections.career,
      health: r.sections.health,
      money: r.sections.money,
    },
    verdicts: r.verdicts,
    events: r.events,
    drishti: r.drishti,
    shani: r.shani,
    lucky: r.lucky,
    transits: r.transits,
    moon: r.moon,
    ...neighbours(date, r.period),
  };
}

export function createHoroscopeService(opts: { cacheEntries?: number } = {}) {
  const capacity = opts.cacheEntries ?? HOROSCOPE_CACHE_ENTRIES;
  /** The reading and its JSON: a cached answer is sent as it is, without serializing again. */
  const cache = new LRUCache<string, { reading: HoroscopeResponse; json: string }>({
    max: capacity,
  });
  let hits = 0;
  let misses = 0;

  function compute(
    signIndex: number,
    date: string,
    period: Period,
    lang: HoroscopeResponse['lang'],
  ): HoroscopeResponse {
    return toResponse(horoscope(signIndex, date, period, lang), date);
  }

  return {
    /**
     * The reading of `sign` ('aries'...'pisces', any case) for the query; 404 for another sign.
     * @returns the reading and whether the date was given (callers cache explicit dates longer).
     */
    get(
      sign: string,
      query: HoroscopeQuery,
      nowMs: number = Date.now(),
    ): { reading: HoroscopeResponse; json: string; explicitDate: boolean } {
      const signIndex = (HOROSCOPE_SIGN_IDS as readonly string[]).indexOf(sign.toLowerCase());
      if (signIndex < 0) throw new AppError(404, 'not_found', horoscopeMessages.unknownSign);
      const date = query.date ?? todayIn(query.tz ?? HOROSCOPE_DEFAULT_TZ, nowMs);
      const key = `${signIndex}|${date}|${query.period}|${query.lang}`;
      // get() makes a hit the most recently used; at capacity, set() drops the least.
      let entry = cache.get(key);
      if (entry) {
        hits++;
      } else {
        misses++;
        // Checked against the contract once, when computed; the cached JSON is then sent as is.
        const reading = horoscopeResponseSchema.parse(
          compute(signIndex, date, query.period, query.lang),
        );
        entry = { reading, json: JSON.stringify(reading) };
        cache.set(key, entry);
      }
      return { ...entry, explicitDate: query.date !== undefined };
    },
    /**
     * The signed-in user's reading from their own chart (birth data from Edit Profile); 409
     * profile_incomplete without one. Not cached: a few milliseconds, and one reader's.
     */
    async personal(
      db: Db,
      userId: string,
      query: HoroscopeQuery,
      nowMs: number = Date.now(),
    ): Promise<PersonalHoroscopeResponse> {
      const row = await readBirth(db, userId);
      const parsed = row ? birthFromProfile(row) : null;
      if (!parsed)
        throw new AppError(409, 'profile_incomplete', personalHoroscopeMessages.noBirthProfile);
      const date = query.date ?? todayIn(query.tz ?? parsed.timezone, nowMs);
      const chart = computeChart(parsed.birth);
      const moon = chart.planets.find((p) => p.body === 'Moon')!;
      const dashas = vimshottari(chart.input.utc, moon.longitudeDeg, 2);
      const p = personalReading({ chart, dashas, date, period: query.period, lang: query.lang });
      return personalHoroscopeResponseSchema.parse({ ...p, reading: toResponse(p.reading, date) });
    },
    stats() {
      return { entries: cache.size, capacity, hits, misses };
    },
  };
}
export type HoroscopeService = ReturnType<typeof createHoroscopeService>;
