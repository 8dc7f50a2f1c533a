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
  convention: 'convention must be limb or centre',
  year: `year must be a whole number between ${PANCHANG_MIN_DATE.slice(0, 4)} and ${PANCHANG_MAX_DATE.slice(0, 4)}`,
  month: 'month must be a whole number from 1 to 12',
} as const;

/**
 * Sunrise convention: 'limb' = the Sun's upper limb with refraction (default, as Drik Panchang);
 * 'centre' = the disc centre on the geometric horizon (some almanacs; ~4 min later).
 */
export const sunriseConventions = ['limb', 'centre'] as const;
export const sunriseConventionSchema = z.enum(sunriseConventions, {
  error: 'convention must be limb or centre',
});
export type SunriseConventionKey = z.infer<typeof sunriseConventionSchema>;

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
    convention: sunriseConventionSchema.default('limb'),
  })
  .superRefine(refinePlace);
export type PanchangQuery = z.infer<typeof panchangQuerySchema>;

/** Exactly one of placeId or lat + lon. */
function refinePlace(
  q: { placeId?: string | undefined; lat?: number | undefined; lon?: number | undefined },
  ctx: z.RefinementCtx,
): void {
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
}

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/** GET /api/panchang/month: a Gregorian month at a place. */
export const panchangMonthQuerySchema = z
  .object({
    year: wholeNumber(panchangMessages.year, 1800, 2100),
    month: wholeNumber(panchangMessages.month, 1, 12),
    placeId: z
      .string({ error: panchangMessages.place })
      .regex(/^\d{1,10}$/, panchangMessages.place)
      .optional(),
    lat: queryNumber(panchangMessages.latitude, -90, 90).optional(),
    lon: queryNumber(panchangMessages.longitude, -180, 180).optional(),
    lang: z.enum(uiLanguages, { error: panchangMessages.lang }).default('en'),
    convention: sunriseConventionSchema.default('limb'),
  })
  .superRefine(refinePlace);
export type PanchangMonthQuery = z.infer<typeof panchangMonthQuerySchema>;

/** A local time with the place's offset, e.g. '2026-11-22T06:48:12+05:30'. */
const localTime = z.string().meta({ description: "ISO 8601 with the place's UTC offset" });
const span = z.object({ start: localTime, end: localTime });

/** A lunar month: index 0 = Chaitra ... 11 = Phalguna; key is the English transliteration. */
export const lunarMonthSchema = z.object({
  index: z.number().int().min(0).max(11),
  key: z.string(),
  adhika: z.boolean(),
});
export type LunarMonthView = z.infer<typeof lunarMonthSchema>;

/**
 * A festival or vrata observed on the day. `key`: a festival key ('diwali', 'holi', ...),
 * 'ekadashi' (with `ekadashi`, its name), 'purnima' / 'amavasya' (with `month`), 'sankranti'
 * (with `rashi`, 0 = Mesha), 'makarSankranti' or 'vaisakhi'. The client translates the keys.
 */
export const festivalSchema = z.object({
  key: z.string(),
  kind: z.enum(['festival', 'ekadashi', 'purnima', 'amavasya', 'sankranti']),
  ekadashi: z.string().optional(),
  month: lunarMonthSchema.optional(),
  rashi: z.number().int().min(0).max(11).optional(),
});
export type FestivalView = z.infer<typeof festivalSchema>;

export const choghadiyaNames = ['Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog'] as const;
export const choghadiyaSchema = span.extend({
  name: z.enum(choghadiyaNames),
  quality: z.enum(['good', 'neutral', 'bad']),
});
export type ChoghadiyaView = z.infer<typeof choghadiyaSchema>;

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
  convention: sunriseConventionSchema,
  /** Amanta and purnimanta month at sunrise. */
  lunarMonth: z.object({ amanta: lunarMonthSchema, purnimanta: lunarMonthSchema }),
  /** Vikram Samvat (Chaitradi) and Shaka Samvat years at sunrise. */
  samvat: z.object({ vikram: z.number().int(), shaka: z.number().int() }),
  festivals: z.array(festivalSchema),
  /** Null where the period needs a sunrise or sunset the place does not have that day. */
  muhurtas: z.object({
    brahmaMuhurta: span.nullable(),
    /** Null on Wednesdays (as Drik Panchang). */
    abhijit: span.nullable(),
    gulikaKaal: span.nullable(),
    yamaganda: span.nullable(),
    durmuhurtas: z.array(span),
  }),
  choghadiya: z.object({ day: z.array(choghadiyaSchema), night: z.array(choghadiyaSchema) }),
});
export type PanchangResponse = z.infer<typeof panchangResponseSchema>;

/** One day of GET /api/panchang/month: the limbs at sunrise and the day's festivals. */
export const panchangMonthDaySchema = z.object({
  date: z.string(),
  /** 0 = Sunday. */
  weekday: z.number().int().min(0).max(6),
  sunrise: localTime.nullable(),
  /** `name` in the query's lang, as in GET /api/panchang. */
  tithi: z.object({
    index: z.number().int().min(1).max(30),
    key: z.string(),
    name: z.string(),
    paksha: z.enum(['shukla', 'krishna']),
  }),
  nakshatra: z.object({
    index: z.number().int().min(0).max(26),
    key: nakshatraNameSchema,
    name: z.string(),
  }),
  lunarMonth: lunarMonthSchema,
  festivals: z.array(festivalSchema),
});
export type PanchangMonthDay = z.infer<typeof panchangMonthDaySchema>;

export const panchangMonthResponseSchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  place: zodiacPlaceSchema,
  convention: sunriseConventionSchema,
  days: z.array(panchangMonthDaySchema),
});
export type PanchangMonthResponse = z.infer<typeof panchangMonthResponseSchema>;
