import { z } from 'zod';
import { uiLanguages, uiLanguageSchema } from './common.ts';
import { grahaSchema } from './kundli.ts';
import { nakshatraNameSchema, parseYmd, zodiacMessages, zodiacPlaceSchema } from './zodiac.ts';

export const PANCHANG_MIN_DATE = '1800-01-01';
export const PANCHANG_MAX_DATE = '2100-12-31';

export const panchangMessages = {
  date: `date must be a calendar date YYYY-MM-DD between ${PANCHANG_MIN_DATE} and ${PANCHANG_MAX_DATE}`,
  place: zodiacMessages.placeRequired,
  placeAndCoordinates: zodiacMessages.placeAndCoordinates,
  latitudeRequired: zodiacMessages.latitudeRequired,
  longitudeRequired: zodiacMessages.longitudeRequired,
  latitude: zodiacMessages.latitudeRange,
  longitude: zodiacMessages.longitudeRange,
  lang: 'lang must be one of en, hi, mr, es, ja, te, ta',
} as const;

/** A query-string number: digits, sign, decimal point and exponent only ('' and 'abc' fail). */
const queryNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/, message)
    .transform(Number)
    .refine((n) => Number.isFinite(n) && n >= min && n <= max, message);

/**
 * GET /api/panchang query: `date` (default today at the place), and `placeId` (GET /api/places)
 * or `lat` + `lon`. Unknown parameters are ignored.
 */
export const panchangQuerySchema = z
  .object({
    date: z
      .string({ error: panchangMessages.date })
      .refine(
        (s) => parseYmd(s) !== null && s >= PANCHANG_MIN_DATE && s <= PANCHANG_MAX_DATE,
        panchangMessages.date,
      )
      .optional()
      .meta({ description: 'Civil date at the place, YYYY-MM-DD; default today there' }),
    placeId: z
      .string({ error: panchangMessages.place })
      .regex(/^\d{1,10}$/, panchangMessages.place)
      .optional(),
    lat: queryNumber(panchangMessages.latitude, -90, 90).optional(),
    lon: queryNumber(panchangMessages.longitude, -180, 180).optional(),
    lang: z.enum(uiLanguages, { error: panchangMessages.lang }).default('en'),
  })
  .superRefine((q, ctx) => {
    const hasLat = q.lat !== undefined;
    const hasLon = q.lon !== undefined;
    if (q.placeId !== undefined) {
      if (hasLat || hasLon)
        ctx.addIssue({
          code: 'custom',
          path: ['placeId'],
          message: panchangMessages.placeAndCoordinates,
        });
    } else if (!hasLat && !hasLon) {
      ctx.addIssue({ code: 'custom', path: ['placeId'], message: panchangMessages.place });
    } else if (!hasLat) {
      ctx.addIssue({ code: 'custom', path: ['lat'], message: panchangMessages.latitudeRequired });
    } else if (!hasLon) {
      ctx.addIssue({ code: 'custom', path: ['lon'], message: panchangMessages.longitudeRequired });
    }
  });
export type PanchangQuery = z.infer<typeof panchangQuerySchema>;

/** A local time with the place's offset, e.g. '2026-11-22T06:48:12+05:30'. */
const localTime = z.string().meta({ description: "ISO 8601 with the place's UTC offset" });

const limb = {
  /** The limb's English (transliterated) name: a stable key. */
  key: z.string(),
  /** The name in `lang` (Sanskrit-derived in the Indian languages). */
  name: z.string(),
  startsAt: localTime,
  endsAt: localTime,
};

/**
 * GET /api/panchang. The tithi, nakshatra, yoga and karana are those prevailing at sunrise (local
 * 06:00 where the Sun does not rise), with the times they began and end.
 */
export const panchangResponseSchema = z.object({
  date: z.string(),
  lang: uiLanguageSchema,
  place: zodiacPlaceSchema,
  /** The place's UTC offset on the date (at 12:00 UTC), '+05:30'. */
  utcOffset: z.string(),
  /** Weekday; index 0 = Sunday. `lord` is the weekday's planet. */
  vara: z.object({
    index: z.number().int().min(0).max(6),
    key: z.string(),
    name: z.string(),
    lord: grahaSchema,
  }),
  /** 1-15 shukla paksha (15 = Purnima), 16-30 krishna paksha (30 = Amavasya). */
  tithi: z.object({
    index: z.number().int().min(1).max(30),
    ...limb,
    paksha: z.enum(['shukla', 'krishna']),
    pakshaName: z.string(),
  }),
  nakshatra: z.object({
    index: z.number().int().min(0).max(26),
    ...limb,
    key: nakshatraNameSchema,
    pada: z.number().int().min(1).max(4),
  }),
  /** The 27 nitya yogas, 0 = Vishkambha. */
  yoga: z.object({ index: z.number().int().min(0).max(26), ...limb }),
  /** Index 0-59: the half-tithi counted from the new moon. */
  karana: z.object({ index: z.number().int().min(0).max(59), ...limb }),
  sunrise: localTime.nullable(),
  sunset: localTime.nullable(),
  /** Null when the Moon does not rise (or set) on that civil date. */
  moonrise: localTime.nullable(),
  moonset: localTime.nullable(),
  /** The inauspicious eighth of the daytime; null without sunrise or sunset. */
  rahuKaal: z.object({ start: localTime, end: localTime }).nullable(),
});
export type PanchangResponse = z.infer<typeof panchangResponseSchema>;
