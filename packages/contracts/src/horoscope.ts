import { z } from 'zod';
import { uiLanguages, uiLanguageSchema } from './common.ts';
import { grahaSchema } from './kundli.ts';
import { nakshatraNameSchema, parseYmd, SIGN_IDS, zodiacSignSchema } from './zodiac.ts';

/** Route ids of the twelve signs (GET /api/horoscope/:sign, page /horoscope/:sign): SIGN_IDS. */
export const HOROSCOPE_SIGN_IDS = SIGN_IDS;
export const horoscopeSignIdSchema = z.enum(HOROSCOPE_SIGN_IDS);
export type HoroscopeSignId = z.infer<typeof horoscopeSignIdSchema>;

export const HOROSCOPE_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type HoroscopePeriod = (typeof HOROSCOPE_PERIODS)[number];

/** Dates a horoscope can be read for. */
export const HOROSCOPE_MIN_DATE = '1900-01-01';
export const HOROSCOPE_MAX_DATE = '2100-12-31';
/** The zone whose "today" is the default date (the product's home market). */
export const HOROSCOPE_DEFAULT_TZ = 'Asia/Kolkata';

export const horoscopeMessages = {
  unknownSign: 'Unknown zodiac sign',
  date: `date must be a calendar date YYYY-MM-DD between ${HOROSCOPE_MIN_DATE} and ${HOROSCOPE_MAX_DATE}`,
  period: "period must be 'day', 'week', 'month' or 'year'",
  lang: 'lang must be one of en, hi, mr, es, ja, te, ta',
  tz: 'tz must be an IANA time zone such as Asia/Kolkata',
} as const;

export const horoscopeParamsSchema = z.object({
  sign: z.string().meta({ description: "Sign id: 'aries' ... 'pisces' (404 otherwise)" }),
});

/**
 * GET /api/horoscope/:sign query. `date` defaults to today in `tz` (default Asia/Kolkata); a
 * week is Monday-Sunday around `date`, a month its calendar month. Unknown query parameters
 * are ignored.
 */
export const horoscopeQuerySchema = z.object({
  date: z
    .string({ error: horoscopeMessages.date })
    .refine(
      (s) => parseYmd(s) !== null && s >= HOROSCOPE_MIN_DATE && s <= HOROSCOPE_MAX_DATE,
      horoscopeMessages.date,
    )
    .optional(),
  period: z.enum(HOROSCOPE_PERIODS, { error: horoscopeMessages.period }).default('day'),
  lang: z.enum(uiLanguages, { error: horoscopeMessages.lang }).default('en'),
  tz: z
    .string({ error: horoscopeMessages.tz })
    .max(64, horoscopeMessages.tz)
    .regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$|^UTC$/, horoscopeMessages.tz)
    .optional()
    .meta({ description: 'IANA zone for the default date; default Asia/Kolkata' }),
});
export type HoroscopeQuery = z.infer<typeof horoscopeQuerySchema>;

export const horoscopeTransitSchema = z.object({
  body: grahaSchema,
  bodyName: z.string(),
  signIndex: z.number().int().min(0).max(11),
  sign: zodiacSignSchema,
  signName: z.string(),
  /** Whole-sign house counted from the horoscope's sign, 1-12. */
  house: z.number().int().min(1).max(12),
  retrograde: z.boolean(),
  /** One line for 'Why this reading': planet, sign, house and what the house is about. */
  note: z.string(),
});

export const HOROSCOPE_VERDICTS = ['good', 'mixed', 'hard'] as const;
export type HoroscopeVerdict = (typeof HOROSCOPE_VERDICTS)[number];

/** One weighed factor of a section ('Why this reading'): a transit counted from the Moon sign. */
export const horoscopeFactorSchema = z.object({
  body: grahaSchema,
  bodyName: z.string(),
  house: z.number().int().min(1).max(12),
  signName: z.string(),
  /** +1 favourable, -1 adverse, 0 neutral (the day's Moon in a middling house). */
  polarity: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
  weight: z.number(),
  note: z.string(),
});

/** A section's one verdict, decided from its weighed factors; every sentence agrees with it. */
export const horoscopeVerdictSchema = z.object({
  verdict: z.enum(HOROSCOPE_VERDICTS),
  label: z.string(),
  factors: z.array(horoscopeFactorSchema),
});

/** A dated event inside the period: sign change, station, combustion, lunation, eclipse. */
export const horoscopeEventSchema = z.object({
  kind: z.enum(['ingress', 'station', 'combust', 'purnima', 'amavasya', 'eclipse']),
  body: grahaSchema,
  /** ISO 8601 instant (UTC). */
  at: z.string(),
  house: z.number().int().min(1).max(12),
  text: z.string(),
});

/** A graha's drishti (Vedic aspect) on houses counted from the sign. */
export const horoscopeDrishtiSchema = z.object({
  body: grahaSchema,
  bodyName: z.string(),
  house: z.number().int().min(1).max(12),
  aspects: z.array(z.number().int().min(1).max(12)),
  note: z.string(),
});

/** Saturn from the Moon sign: Sade Sati (phase) or Dhaiya with its dates, or neither. */
export const horoscopeShaniSchema = z.object({
  house: z.number().int().min(1).max(12),
  status: z.enum(['sade-sati', 'dhaiya']).nullable(),
  phase: z.enum(['rising', 'peak', 'setting', 'kantaka', 'ashtama']).nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
});

/**
 * GET /api/horoscope/:sign. Texts are plain text in `lang`. Read from the transits cast at
 * `castAt` (12:00 IST of the day; a week's Thursday, a month's 15th); houses count from the sign.
 */
export const horoscopeResponseSchema = z.object({
  sign: horoscopeSignIdSchema,
  signIndex: z.number().int().min(0).max(11),
  signName: z.string(),
  /** The date asked for (or today), 'YYYY-MM-DD'. */
  date: z.string(),
  period: z.enum(HOROSCOPE_PERIODS),
  lang: uiLanguageSchema,
  /** First and last day the reading covers. */
  range: z.object({ start: z.string(), end: z.string() }),
  castAt: z.string(),
  sections: z.object({
    general: z.string(),
    love: z.string(),
    career: z.string(),
    health: z.string(),
    money: z.string(),
  }),
  verdicts: z.object({
    general: horoscopeVerdictSchema,
    love: horoscopeVerdictSchema,
    career: horoscopeVerdictSchema,
    health: horoscopeVerdictSchema,
    money: horoscopeVerdictSchema,
  }),
  events: z.array(horoscopeEventSchema),
  drishti: z.array(horoscopeDrishtiSchema),
  shani: horoscopeShaniSchema,
  /**
   * Lucky planet: the lord of the Moon's nakshatra when the Moon transits a good house (1, 3, 6,
   * 7, 10, 11) from the sign, else the sign's lord; colour = the planet's; number = its Chaldean
   * digit + 9 x (Moon's pada - 1), 1-36.
   */
  lucky: z.object({
    number: z.number().int().min(1).max(36),
    color: z.string(),
    planet: grahaSchema,
    planetName: z.string(),
  }),
  transits: z.array(horoscopeTransitSchema),
  moon: z.object({
    signIndex: z.number().int().min(0).max(11),
    sign: zodiacSignSchema,
    signName: z.string(),
    house: z.number().int().min(1).max(12),
    nakshatraIndex: z.number().int().min(0).max(26),
    nakshatra: nakshatraNameSchema,
    nakshatraName: z.string(),
    pada: z.number().int().min(1).max(4),
  }),
  /** Neighbouring periods' dates (yesterday / tomorrow, the previous / next week or month). */
  previous: z.string().nullable(),
  next: z.string().nullable(),
});
export type HoroscopeResponse = z.infer<typeof horoscopeResponseSchema>;

export const personalHoroscopeMessages = {
  noBirthProfile: 'Add your date, time and place of birth in your profile to get a personal reading',
} as const;

/**
 * GET /api/horoscope/personal (signed in): the reading from the user's own chart. Gochara counts
 * from the natal Moon sign, so `reading` is that sign's; `sentences` add what only the chart
 * tells: the day's tara from the birth star, the running dasha and its lord's transit, and Saturn
 * and Jupiter counted from the ascendant.
 */
export const personalHoroscopeResponseSchema = z.object({
  moonSign: horoscopeSignIdSchema,
  moonSignName: z.string(),
  ascendantSignName: z.string(),
  birthStarName: z.string(),
  tara: z.object({ name: z.string(), quality: z.enum(['good', 'hard', 'janma']) }).nullable(),
  dasha: z
    .object({
      maha: grahaSchema,
      mahaName: z.string(),
      antar: grahaSchema,
      antarName: z.string(),
      antarEnd: z.string(),
    })
    .nullable(),
  fromAscendant: z.object({
    saturn: z.number().int().min(1).max(12),
    jupiter: z.number().int().min(1).max(12),
  }),
  sentences: z.array(z.string()),
  reading: horoscopeResponseSchema,
});
export type PersonalHoroscopeResponse = z.infer<typeof personalHoroscopeResponseSchema>;
