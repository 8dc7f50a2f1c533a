import { z } from 'zod';
import { fieldErrorsSchema } from './errors.ts';
import { profileMessages } from './profile.ts';
import { SIGN_IDS } from './signs.ts';

export { SIGN_IDS, type SignId } from './signs.ts';

type CapitalizeAll<T extends readonly string[]> = {
  readonly [K in keyof T]: Capitalize<T[K] & string>;
};
/**
 * The twelve signs in English, 0 = Aries ... 11 = Pisces (the same spelling as the engine):
 * each sign's id with a capital letter.
 */
export const ZODIAC_SIGNS = SIGN_IDS.map(
  (id) => id.charAt(0).toUpperCase() + id.slice(1),
) as unknown as CapitalizeAll<typeof SIGN_IDS>;
export const zodiacSignSchema = z.enum(ZODIAC_SIGNS);
export type ZodiacSign = z.infer<typeof zodiacSignSchema>;

/** The 27 nakshatras, 0 = Ashwini ... 26 = Revati (the same spelling as the engine). */
export const NAKSHATRA_NAMES = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;
export const nakshatraNameSchema = z.enum(NAKSHATRA_NAMES);
export type NakshatraName = z.infer<typeof nakshatraNameSchema>;

/** Birth dates the finder accepts: the engine's tested span (Delta T, ephemeris, tz data). */
export const ZODIAC_MIN_DATE = '1800-01-01';
export const ZODIAC_MAX_DATE = '2100-12-31';

/** English messages of POST /api/zodiac (the web app translates by code and field). */
export const zodiacMessages = {
  dateRequired: 'Date of birth is required',
  dateInvalid: profileMessages.dateInvalid,
  dateOutOfRange: 'Date of birth must be between 1800 and 2100',
  dateInFuture: profileMessages.dateInFuture,
  timeRequired: 'Time of birth is required',
  timeInvalid: profileMessages.timeInvalid,
  /** Spec section 5 (kundli form) wording. */
  placeRequired: 'Please Enter a Valid Place',
  placeAndCoordinates: 'Choose a place or give latitude and longitude, not both',
  latitudeRequired: profileMessages.latitudeRequired,
  longitudeRequired: profileMessages.longitudeRequired,
  mustBeNumber: profileMessages.mustBeNumber,
  latitudeRange: profileMessages.latitudeRange,
  longitudeRange: profileMessages.longitudeRange,
  resolveAmbiguousInvalid: "resolveAmbiguous must be 'earlier' or 'later'",
  timeStandardInvalid: "timeStandard must be 'auto', 'zone' or 'lmt'",
} as const;

const YMD_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HM_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'YYYY-MM-DD' naming a real calendar day, else null. */
export function parseYmd(text: string): { year: number; month: number; day: number } | null {
  const m = YMD_RE.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const d = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0-99 to 1900-1999; those years are out of range anyway.
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/**
 * The latest birth date accepted: tomorrow in UTC, so a birth "today" counts everywhere on Earth
 * (local dates run up to 14 h ahead of UTC) while real future dates are refused.
 */
export function latestZodiacDate(nowMs: number = Date.now()): string {
  return new Date(nowMs + 86_400_000).toISOString().slice(0, 10);
}

/**
 * One message per field: the first rule that fails. Not zod's `abort` flag, which would also
 * stop the body-level place check, so a form with a bad date would not learn the place is missing.
 */
function firstFailing(rules: [(s: string) => boolean, string][]) {
  return z.superRefine<string>((s, ctx) => {
    const failed = rules.find(([ok]) => !ok(s));
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1], input: s });
  });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const coordinate = (required: string, min: number, max: number, range: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required : zodiacMessages.mustBeNumber,
    })
    .refine((n) => n >= min && n <= max, range);

/**
 * How the local time is read:
 * - 'auto' (default): the zone's civil time, except where the zone's offset on that date is not
 *   a whole multiple of 15 minutes, which only happens before a region adopted standard time
 *   (Asia/Kolkata 1869: Howrah mean time +05:53:20; Amsterdam until 1937: +00:19:32). Such an
 *   offset is a reference city's mean time, not the birthplace's, so 'auto' then takes the
 *   birthplace's local mean time, as astrologers do with old charts.
 * - 'zone': civil time of the place's IANA zone on that date, with its history of standard time
 *   and DST (India +05:30, war time +06:30 in 1942-45...). Before a region had standard time the
 *   zone falls back to the mean time of its reference city (Asia/Kolkata uses Calcutta/Madras
 *   mean time before 1906), not the birthplace's.
 * - 'lmt': local mean time at the birthplace's longitude (UTC + longitude / 15 hours), the way
 *   old charts were recorded (e.g. Gandhi, 07:12 LMT Porbandar).
 */
export const timeStandardSchema = z.enum(['auto', 'zone', 'lmt'], {
  error: zodiacMessages.timeStandardInvalid,
});
export type TimeStandard = z.infer<typeof timeStandardSchema>;

/** The standard a time was actually read in ('auto' resolves to one of these). */
export const resolvedTimeStandardSchema = z.enum(['zone', 'lmt']);
export type ResolvedTimeStandard = z.infer<typeof resolvedTimeStandardSchema>;

/** Which instant to take when the local time occurred twice (clocks set back). */
export const resolveAmbiguousSchema = z.enum(['earlier', 'later'], {
  error: zodiacMessages.resolveAmbiguousInvalid,
});
export type ResolveAmbiguous = z.infer<typeof resolveAmbiguousSchema>;

/**
 * POST /api/zodiac body: local birth date and time and either `placeId` (from GET /api/places)
 * or `lat` + `lon` (the time zone then comes from the coordinates).
 */
export const zodiacRequestSchema = z
  .strictObject({
    date: z
      .string({ error: zodiacMessages.dateRequired })
      .check(
        firstFailing([
          [(s) => s.length > 0, zodiacMessages.dateRequired],
          [(s) => parseYmd(s) !== null, zodiacMessages.dateInvalid],
          [(s) => s >= ZODIAC_MIN_DATE && s <= ZODIAC_MAX_DATE, zodiacMessages.dateOutOfRange],
          [(s) => s <= latestZodiacDate(), zodiacMessages.dateInFuture],
        ]),
      )
      .meta({ description: 'Local birth date, YYYY-MM-DD, 1800-01-01 to tomorrow (UTC)' }),
    time: z
      .string({ error: zodiacMessages.timeRequired })
      .check(
        firstFailing([
          [(s) => s.length > 0, zodiacMessages.timeRequired],
          [(s) => HM_RE.test(s), zodiacMessages.timeInvalid],
        ]),
      )
      .meta({ description: 'Local birth time, HH:MM (24 h)' }),
    placeId: z
      .string({ error: zodiacMessages.placeRequired })
      .regex(/^\d{1,10}$/, zodiacMessages.placeRequired)
      .optional(),
    lat: coordinate(
      zodiacMessages.latitudeRequired,
      -90,
      90,
      zodiacMessages.latitudeRange,
    ).optional(),
    lon: coordinate(
      zodiacMessages.longitudeRequired,
      -180,
      180,
      zodiacMessages.longitudeRange,
    ).optional(),
    resolveAmbiguous: resolveAmbiguousSchema.optional(),
    timeStandard: timeStandardSchema.optional(),
  })
  .superRefine(
    (body, ctx) => {
      const hasLat = body.lat !== undefined;
      const hasLon = body.lon !== undefined;
      if (body.placeId !== undefined) {
        if (hasLat || hasLon) {
          ctx.addIssue({
            code: 'custom',
            path: ['placeId'],
            message: zodiacMessages.placeAndCoordinates,
          });
        }
        return;
      }
      if (!hasLat && !hasLon) {
        ctx.addIssue({ code: 'custom', path: ['placeId'], message: zodiacMessages.placeRequired });
      } else if (!hasLat) {
        ctx.addIssue({ code: 'custom', path: ['lat'], message: zodiacMessages.latitudeRequired });
      } else if (!hasLon) {
        ctx.addIssue({ code: 'custom', path: ['lon'], message: zodiacMessages.longitudeRequired });
      }
    },
    // Also when other fields failed, so one answer lists every problem. Only presence is
    // checked, which is safe on a body whose fields did not parse.
    { when: (payload) => isPlainObject(payload.value) },
  );
export type ZodiacRequest = z.infer<typeof zodiacRequestSchema>;

/** Where the chart was cast. `id`, `name`, `state` and `country` are null for bare coordinates. */
export const zodiacPlaceSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  timezone: z.string(),
});

export const zodiacResponseSchema = z.object({
  /** Western sun sign from the Sun's real (tropical) longitude at the birth instant. */
  sunSign: zodiacSignSchema,
  /**
   * The sun sign of the spec's fixed date ranges (Aries Mar 21 - Apr 19 ...). Near a cusp it can
   * differ from `sunSign` by a day, because the Sun's ingress moves from year to year.
   */
  sunSignByDate: zodiacSignSchema,
  /** Sidereal (Lahiri) Moon sign: the Vedic rashi. */
  moonSign: zodiacSignSchema,
  /** Sidereal (Lahiri) rising sign (lagna). */
  ascendant: zodiacSignSchema,
  /** The Moon's nakshatra (janma nakshatra) and its pada 1-4. */
  nakshatra: nakshatraNameSchema,
  pada: z.number().int().min(1).max(4),
  /** Longitudes in degrees [0, 360): Sun tropical; Moon and ascendant sidereal; Lahiri ayanamsa. */
  degrees: z.object({
    sunTropical: z.number(),
    moonSidereal: z.number(),
    ascendantSidereal: z.number(),
    ayanamsa: z.number(),
  }),
  place: zodiacPlaceSchema,
  /** The local date-time as given, 'YYYY-MM-DDTHH:MM'. */
  local: z.string(),
  /** The birth instant, ISO 8601 UTC ('1869-10-02T02:33:36.000Z'). */
  utc: z.string(),
  /** Offset used, '+05:30' ('+04:38:24' for local mean time with seconds). */
  utcOffset: z.string(),
  /** The same in minutes east of UTC (fractional for local mean time). */
  utcOffsetMinutes: z.number(),
  /** The standard the time was read in: 'auto' (the default) resolves to 'zone' or 'lmt'. */
  timeStandard: resolvedTimeStandardSchema,
});
export type ZodiacResponse = z.infer<typeof zodiacResponseSchema>;

/** One reading of a local time that occurred twice; send `resolveAmbiguous` to pick it. */
export const localTimeCandidateSchema = z.object({
  resolveAmbiguous: resolveAmbiguousSchema,
  utc: z.string(),
  utcOffset: z.string(),
  utcOffsetMinutes: z.number(),
});

/**
 * 409 ambiguous_local_time: the clock was set back (end of DST), so the time happened twice.
 * The client asks the user which one and repeats the request with `resolveAmbiguous`.
 */
export const ambiguousLocalTimeErrorSchema = z.object({
  error: z.string(),
  code: z.literal('ambiguous_local_time'),
  fields: fieldErrorsSchema.optional(),
  candidates: z.array(localTimeCandidateSchema),
});
export type AmbiguousLocalTimeError = z.infer<typeof ambiguousLocalTimeErrorSchema>;
