/**
 * Birth place and local birth time -> coordinates, zone and UTC instant: shared by the zodiac
 * finder, kundli and matching so all three read a birth the same way.
 */
import {
  getPlace,
  LocalTimeError,
  localToUtc,
  timezoneAt,
  utcOffsetMinutes,
} from '@nakshatra/astro/places';
import type {
  AmbiguousLocalTimeError,
  ResolvedTimeStandard,
  TimeStandard,
} from '@nakshatra/contracts';
import { AppError } from '../plugins/errors.ts';

/** '+05:30', '-04:00'; seconds only when there are any ('+04:38:24', local mean time). */
export function formatUtcOffset(offsetMinutes: number): string {
  const totalSec = Math.round(Math.abs(offsetMinutes) * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hh = pad(Math.floor(totalSec / 3600));
  const mm = pad(Math.floor((totalSec % 3600) / 60));
  const ss = totalSec % 60;
  return `${offsetMinutes < 0 ? '-' : '+'}${hh}:${mm}${ss ? `:${pad(ss)}` : ''}`;
}

export interface ResolvedPlace {
  id: string | null;
  name: string | null;
  state: string | null;
  country: string | null;
  lat: number;
  lon: number;
  timezone: string;
}

/**
 * A place id from the gazetteer, or coordinates (the zone then comes from them). The request
 * schemas guarantee one of the two; an unknown id is a 400 on `field` with `message`.
 */
export function resolvePlace(
  loc: { placeId?: string | undefined; lat?: number | undefined; lon?: number | undefined },
  field: string,
  message: string,
): ResolvedPlace {
  if (loc.placeId !== undefined) {
    const p = getPlace(loc.placeId);
    if (!p) throw new AppError(400, 'validation_failed', message, { [field]: message });
    return {
      id: p.id,
      name: p.name,
      state: p.state,
      country: p.country,
      lat: p.lat,
      lon: p.lon,
      timezone: p.timezone,
    };
  }
  if (loc.lat === undefined || loc.lon === undefined) {
    throw new AppError(400, 'validation_failed', message, { [field]: message });
  }
  return {
    id: null,
    name: null,
    state: null,
    country: null,
    lat: loc.lat,
    lon: loc.lon,
    timezone: timezoneAt(loc.lat, loc.lon),
  };
}

export type BirthInstant =
  | { ok: true; utc: Date; offsetMinutes: number; timeStandard: ResolvedTimeStandard }
  | { ok: false; ambiguous: AmbiguousLocalTimeError };

/**
 * Local mean time: the mean Sun crosses the meridian 4 minutes later per degree west
 * (360 deg = 24 h), so the offset is longitude x 4 minutes.
 */
function lmt(date: string, time: string, lonDeg: number): { utc: Date; offsetMinutes: number } {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, m] = time.split(':').map(Number) as [number, number];
  const offsetMinutes = lonDeg * 4;
  return { utc: new Date(Date.UTC(y, mo - 1, d, h, m) - offsetMinutes * 60_000), offsetMinutes };
}

/** True when an offset is a whole number of quarter hours, as every standard time since 1972 is. */
function isQuarterHour(offsetMinutes: number): boolean {
  const q = offsetMinutes / 15;
  return Math.abs(q - Math.round(q)) < 1e-9;
}

/**
 * The UTC instant of a local birth date and time at a place.
 * - 'lmt': the birthplace's local mean time.
 * - 'zone': the IANA zone's civil time on that date (history, DST). A time that happened twice
 *   answers `{ok: false, ambiguous}` (the caller sends 409 with both readings) unless
 *   `resolveAmbiguous` picks one; a time that never happened throws 400 skipped_local_time.
 * - 'auto' (default): 'zone', unless the zone's offset on that date is not a whole quarter hour:
 *   then the zone is still on a reference city's mean time (Asia/Kolkata +05:53:20 in 1869), and
 *   the birthplace's own local mean time is what the birth time was read in.
 * @param field the request field errors are reported on ('time', 'birthDateTime', 'boy'...).
 */
export function birthInstant(opts: {
  date: string;
  time: string;
  place: ResolvedPlace;
  timeStandard?: TimeStandard | undefined;
  resolveAmbiguous?: 'earlier' | 'later' | undefined;
  field: string;
}): BirthInstant {
  const { date, time, place, field } = opts;
  const standard = opts.timeStandard ?? 'auto';
  if (standard === 'lmt') return { ok: true, ...lmt(date, time, place.lon), timeStandard: 'lmt' };
  try {
    const r = localToUtc(`${date}T${time}`, place.timezone, {
      resolveAmbiguous: opts.resolveAmbiguous,
    });
    if (standard === 'auto' && !isQuarterHour(r.offsetMinutes)) {
      return { ok: true, ...lmt(date, time, place.lon), timeStandard: 'lmt' };
    }
    return { ok: true, utc: r.utc, offsetMinutes: r.offsetMinutes, timeStandard: 'zone' };
  } catch (err) {
    if (!(err instanceof LocalTimeError)) throw err;
    // Zones on a mean time also had summer time in places (Amsterdam +01:19:32 in 1916-37): a
    // repeated or skipped hour there is still read as the birthplace's local mean time.
    if (standard === 'auto' && err.code !== 'invalid') {
      const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
      const [h, m] = time.split(':').map(Number) as [number, number];
      if (
        !isQuarterHour(utcOffsetMinutes(new Date(Date.UTC(y, mo - 1, d, h, m)), place.timezone))
      ) {
        return { ok: true, ...lmt(date, time, place.lon), timeStandard: 'lmt' };
      }
    }
    if (err.code === 'ambiguous') {
      const [earlier, later] = [err.candidates[0]!, err.candidates[err.candidates.length - 1]!];
      const message =
        `${time} on ${date} happened twice in ${place.timezone} (the clocks were set back): ` +
        `choose the earlier (UTC${formatUtcOffset(earlier.offsetMinutes)}) or the later ` +
        `(UTC${formatUtcOffset(later.offsetMinutes)}) time`;
      return {
        ok: false,
        ambiguous: {
          error: message,
          code: 'ambiguous_local_time',
          fields: { [field]: message },
          candidates: (['earlier', 'later'] as const).map((resolveAmbiguous) => {
            const c = resolveAmbiguous === 'earlier' ? earlier : later;
            return {
              resolveAmbiguous,
              utc: c.utc.toISOString(),
              utcOffset: formatUtcOffset(c.offsetMinutes),
              utcOffsetMinutes: c.offsetMinutes,
            };
          }),
        },
      };
    }
    if (err.code === 'skipped') {
      const message =
        `${time} on ${date} did not exist in ${place.timezone} ` +
        '(the clocks were set forward): please check the time of birth';
      throw new AppError(400, 'skipped_local_time', message, { [field]: message });
    }
    // 'invalid' cannot happen after the schema checks; answer as a validation failure anyway.
    throw new AppError(400, 'validation_failed', 'Date input not valid.', {
      [field]: 'Date input not valid.',
    });
  }
}
