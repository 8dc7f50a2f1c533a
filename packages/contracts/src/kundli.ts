import { z } from 'zod';
import { uiLanguages, uiLanguageSchema } from './common.ts';
import { consultationStatusSchema } from './consultations.ts';
import {
  nakshatraNameSchema,
  parseYmd,
  resolveAmbiguousSchema,
  resolvedTimeStandardSchema,
  timeStandardSchema,
  zodiacMessages,
  zodiacPlaceSchema,
  zodiacSignSchema,
  ZODIAC_MAX_DATE,
  ZODIAC_MIN_DATE,
  latestZodiacDate,
} from './zodiac.ts';

/** The nine grahas of a Vedic chart, in the engine's order. */
export const GRAHA_NAMES = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'Ketu',
] as const;
export const grahaSchema = z.enum(GRAHA_NAMES);
export type GrahaName = z.infer<typeof grahaSchema>;

/** The sixteen Parashari divisional charts, as keys of `vargas`. */
export const VARGA_KEYS = [
  'D1',
  'D2',
  'D3',
  'D4',
  'D7',
  'D9',
  'D10',
  'D12',
  'D16',
  'D20',
  'D24',
  'D27',
  'D30',
  'D40',
  'D45',
  'D60',
] as const;
export type VargaKey = (typeof VARGA_KEYS)[number];

/** The seven result sections (spec section 7, "Chat completion (kundli)"), in display order. */
export const KUNDLI_SECTION_KEYS = [
  'zodiacSign',
  'personality',
  'careerProspects',
  'loveLife',
  'financialSituation',
  'happiness',
  'motivationalMessage',
] as const;

/** Saved kundlis one user may keep. */
export const SAVED_KUNDLIS_MAX = 50;

/** English messages (spec section 5 "Kundli" for the five form checks; the web translates by field). */
export const kundliMessages = {
  loginRequired: 'Please Login to Continue',
  name: 'Please Enter a Valid Name',
  place: 'Please Enter a Valid Place',
  district: 'Please Enter a Valid District',
  time: 'Please Enter a Valid Time',
  gender: 'Please Enter a Valid Gender',
  state: 'State must be at most 100 characters',
  language: 'language must be one of en, hi, mr, es, ja, te, ta',
  placeAndCoordinates: zodiacMessages.placeAndCoordinates,
  latitudeRange: zodiacMessages.latitudeRange,
  longitudeRange: zodiacMessages.longitudeRange,
  mustBeNumber: zodiacMessages.mustBeNumber,
  limitReached: `You can save up to ${SAVED_KUNDLIS_MAX} kundlis. Delete one to save another.`,
  notFound: 'Kundli not found',
} as const;

/**
 * The order spec section 5 checks the kundli form in: the `error` of a failed request is the
 * first failing field in this order (`fields` lists all). `placeId`, `lat` and `lon` belong to
 * the birth place.
 */
export const KUNDLI_FIELD_ORDER = [
  'name',
  'birthPlace',
  'placeId',
  'lat',
  'lon',
  'district',
  'state',
  'birthDateTime',
  'gender',
  'language',
  'timeStandard',
  'resolveAmbiguous',
] as const;

const LOCAL_DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * 'YYYY-MM-DDTHH:MM' naming a real local date-time between 1800-01-01 and tomorrow (UTC), the
 * span the engine is tested on (see ZODIAC_MIN_DATE).
 */
export function isValidBirthDateTime(text: string, nowMs: number = Date.now()): boolean {
  const m = LOCAL_DATE_TIME_RE.exec(text);
  if (!m) return false;
  const date = m[1]!;
  return (
    parseYmd(date) !== null &&
    date >= ZODIAC_MIN_DATE &&
    date <= ZODIAC_MAX_DATE &&
    date <= latestZodiacDate(nowMs)
  );
}

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** A local birth date-time field: every failure reads as the spec's 'Please Enter a Valid Time'. */
export const birthDateTimeSchema = z
  .string({ error: kundliMessages.time })
  .refine((s) => isValidBirthDateTime(s), kundliMessages.time)
  .meta({
    description:
      "Local birth date and time at the birth place, 'YYYY-MM-DDTHH:MM' (24 h), 1800 to today",
  });

const coordinate = (min: number, max: number, range: string) =>
  z.number({ error: kundliMessages.mustBeNumber }).refine((n) => n >= min && n <= max, range);

/** Where a birth happened: a place id from GET /api/places, or coordinates (not both). */
export const birthLocationShape = {
  placeId: z
    .string({ error: kundliMessages.place })
    .regex(/^\d{1,10}$/, kundliMessages.place)
    .optional()
    .meta({ description: 'GeoNames id from GET /api/places' }),
  lat: coordinate(-90, 90, kundliMessages.latitudeRange)
    .optional()
    .meta({ description: 'Degrees north' }),
  lon: coordinate(-180, 180, kundliMessages.longitudeRange)
    .optional()
    .meta({ description: 'Degrees east' }),
  timeStandard: timeStandardSchema.optional(),
  resolveAmbiguous: resolveAmbiguousSchema.optional(),
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** placeId xor lat+lon, reported on `placeId` (or on the missing coordinate). */
export function checkBirthLocation(
  body: { placeId?: string | undefined; lat?: number | undefined; lon?: number | undefined },
  addIssue: (path: string, message: string) => void,
): void {
  const hasLat = body.lat !== undefined;
  const hasLon = body.lon !== undefined;
  if (body.placeId !== undefined) {
    if (hasLat || hasLon) addIssue('placeId', kundliMessages.placeAndCoordinates);
    return;
  }
  if (!hasLat && !hasLon) addIssue('placeId', kundliMessages.place);
  else if (!hasLat) addIssue('lat', zodiacMessages.latitudeRequired);
  else if (!hasLon) addIssue('lon', zodiacMessages.longitudeRequired);
}

/**
 * POST /api/kundli and POST /api/kundlis body (spec "Kundli request": name, gender, date of
 * birth, locality, district, state, output language). `birthPlace`, `district` and `state` are
 * the names the user sees (the place search fills them); the chart is cast at `placeId` or
 * `lat` + `lon`.
 */
export const kundliRequestSchema = z
  .strictObject({
    name: text(kundliMessages.name, 100),
    gender: z.enum(['male', 'female'], { error: kundliMessages.gender }),
    birthDateTime: birthDateTimeSchema,
    birthPlace: text(kundliMessages.place, 200),
    district: text(kundliMessages.district, 100),
    state: z
      .string({ error: kundliMessages.state })
      .trim()
      .max(100, kundliMessages.state)
      .optional(),
    language: z
      .enum(uiLanguages, { error: kundliMessages.language })
      .default('en')
      .meta({ description: 'Language of the texts; default en' }),
    ...birthLocationShape,
  })
  .superRefine(
    (body, ctx) =>
      checkBirthLocation(body, (path, message) =>
        ctx.addIssue({ code: 'custom', path: [path], message }),
      ),
    // Also when other fields failed, so one answer lists every problem.
    { when: (payload) => isPlainObject(payload.value) },
  );
export type KundliRequest = z.infer<typeof kundliRequestSchema>;
export type KundliRequestInput = z.input<typeof kundliRequestSchema>;

const isoInstant = z.string().meta({ description: 'ISO 8601 instant in UTC' });

export const kundliPlaceSchema = zodiacPlaceSchema;

export const kundliInputEchoSchema = z.object({
  name: z.string(),
  gender: z.enum(['male', 'female']),
  birthDateTime: z.string(),
  birthPlace: z.string(),
  district: z.string(),
  state: z.string().nullable(),
  language: uiLanguageSchema,
  /** Where the chart was cast (the place id's coordinates, or the coordinates given). */
  place: kundliPlaceSchema,
  timezone: z.string(),
  /** The birth instant, ISO 8601 UTC. */
  utc: isoInstant,
  /** '+05:30'; '+04:38:26' for local mean time (seconds only when there are any). */
  utcOffset: z.string(),
  utcOffsetMinutes: z.number(),
  timeStandard: resolvedTimeStandardSchema,
  resolveAmbiguous: resolveAmbiguousSchema.nullable(),
});
export type KundliInputEcho = z.infer<typeof kundliInputEchoSchema>;

export const dignitySchema = z.enum([
  'exalted',
  'debilitated',
  'moolatrikona',
  'own',
  'friendly',
  'neutral',
  'enemy',
]);

export const kundliPlanetSchema = z.object({
  body: grahaSchema,
  /** The body's name in the request's language. */
  name: z.string(),
  /** Sidereal (Lahiri) longitude, degrees [0, 360). */
  longitudeDeg: z.number(),
  sign: zodiacSignSchema,
  signIndex: z.number().int().min(0).max(11),
  signName: z.string(),
  /** Degrees within the sign, [0, 30). */
  degreeInSign: z.number(),
  nakshatra: nakshatraNameSchema,
  nakshatraIndex: z.number().int().min(0).max(26),
  nakshatraName: z.string(),
  pada: z.number().int().min(1).max(4),
  nakshatraLord: grahaSchema,
  /** Whole-sign house from the ascendant, 1-12. */
  house: z.number().int().min(1).max(12),
  /** Null for Rahu and Ketu. */
  dignity: dignitySchema.nullable(),
  dignityName: z.string().nullable(),
  retrograde: z.boolean(),
  combust: z.boolean(),
  /** Degrees per day (negative when retrograde). */
  speedDegPerDay: z.number(),
});
export type KundliPlanet = z.infer<typeof kundliPlanetSchema>;

export const kundliHouseSchema = z.object({
  house: z.number().int().min(1).max(12),
  signIndex: z.number().int().min(0).max(11),
  sign: zodiacSignSchema,
  signName: z.string(),
  lord: grahaSchema,
  /** Grahas in the house, in the engine's order. */
  planets: z.array(grahaSchema),
});

export const kundliChartSchema = z.object({
  /** True Lahiri ayanamsa at birth, degrees. */
  ayanamsaDeg: z.number(),
  ascendant: z.object({
    longitudeDeg: z.number(),
    sign: zodiacSignSchema,
    signIndex: z.number().int().min(0).max(11),
    signName: z.string(),
    degreeInSign: z.number(),
    nakshatra: nakshatraNameSchema,
    nakshatraIndex: z.number().int().min(0).max(26),
    nakshatraName: z.string(),
    pada: z.number().int().min(1).max(4),
    nakshatraLord: grahaSchema,
  }),
  /** The nine grahas, Sun first. */
  planets: z.array(kundliPlanetSchema),
  /** Whole-sign houses, 1st (the ascendant's sign) first. */
  houses: z.array(kundliHouseSchema),
});

export const vargaSchema = z.object({
  /** 'Navamsa', 'Dasamsa'... */
  name: z.string(),
  ascendantSignIndex: z.number().int().min(0).max(11),
  placements: z.array(
    z.object({
      body: grahaSchema,
      signIndex: z.number().int().min(0).max(11),
      /** Whole signs from the divisional ascendant, 1-12. */
      house: z.number().int().min(1).max(12),
    }),
  ),
});

const periodBase = { lord: grahaSchema, lordName: z.string(), start: isoInstant, end: isoInstant };
export const pratyantardashaSchema = z.object(periodBase);
export const antardashaSchema = z.object({
  ...periodBase,
  pratyantardashas: z.array(pratyantardashaSchema),
});
export const mahadashaSchema = z.object({ ...periodBase, antardashas: z.array(antardashaSchema) });

export const kundliDashaSchema = z.object({
  /** The mahadasha running at birth and the years of it left (Julian years of 365.25 days). */
  balance: z.object({ lord: grahaSchema, lordName: z.string(), years: z.number() }),
  /** The nine Vimshottari mahadashas from birth (120 years), each to the third level. */
  mahadashas: z.array(mahadashaSchema),
  /** [mahadasha, antardasha, pratyantardasha] at the time of the request; empty after 120 years. */
  running: z.array(z.object({ level: z.number().int().min(1).max(3), ...periodBase })),
  /** The instant `running` refers to (the request time). */
  at: isoInstant,
});

export const kundliYogaSchema = z.object({
  id: z.string(),
  name: z.string(),
  present: z.boolean(),
  strength: z.enum(['strong', 'weak']).optional(),
  /** Present yogas only: the three-valued grade of the planets' condition. */
  grade: z.enum(['strong', 'moderate', 'weak']).optional(),
  /**
   * Why the yoga is present, weakened or absent: the engine's stable code ('jupiter-combust',
   * 'venus+mercury-conjunction') and its text in the request's language.
   */
  reasons: z.array(z.object({ code: z.string(), text: z.string() })).default([]),
  involves: z.array(grahaSchema),
  /** Plain text in the request's language. */
  explanation: z.string(),
});

/** A Shani Dhaiya: Saturn in the 4th (kantaka, ardhashtama) or 8th (ashtama) sign from the Moon. */
export const dhaiyaPeriodSchema = z.object({
  kind: z.enum(['kantaka', 'ashtama']),
  house: z.union([z.literal(4), z.literal(8)]),
  signIndex: z.number().int().min(0).max(11),
  start: isoInstant,
  end: isoInstant,
});

export const kundliDoshaSchema = z.object({
  id: z.enum(['manglik', 'kaal-sarp', 'sade-sati', 'dhaiya']),
  name: z.string(),
  present: z.boolean(),
  /** Manglik: the position exists but a classical exception cancels it. */
  cancelled: z.boolean().optional(),
  /** Manglik: 'low' from one reference (ascendant or Moon), 'high' from both. */
  severity: z.enum(['low', 'high']).optional(),
  /** Dhaiya: the one running at the request time and the next to begin (null when none). */
  dhaiya: z
    .object({ current: dhaiyaPeriodSchema.nullable(), next: dhaiyaPeriodSchema.nullable() })
    .optional(),
  explanation: z.string(),
});

export const sadeSatiPhaseSchema = z.object({
  /** Which Sade Sati after birth (0 = first); retrograde re-entries stay in one cycle. */
  cycle: z.number().int().min(0),
  phase: z.enum(['rising', 'peak', 'setting']),
  phaseName: z.string(),
  /** Saturn's sign during the phase. */
  signIndex: z.number().int().min(0).max(11),
  sign: zodiacSignSchema,
  signName: z.string(),
  start: isoInstant,
  end: isoInstant,
});

export const kundliSectionsSchema = z.object({
  zodiacSign: z.string(),
  personality: z.string(),
  careerProspects: z.string(),
  loveLife: z.string(),
  financialSituation: z.string(),
  happiness: z.string(),
  motivationalMessage: z.string(),
});
export type KundliSections = z.infer<typeof kundliSectionsSchema>;

/** Names in the request's language for drawing the charts (signs Aries first, grahas). */
export const kundliLabelsSchema = z.object({
  signs: z.array(z.string()).length(12),
  planets: z.record(grahaSchema, z.string()),
});

/**
 * POST /api/kundli, GET /api/kundlis/:id. Every text is plain text (never HTML) in
 * `input.language`. Instants are ISO 8601 UTC strings.
 */
export const kundliResponseSchema = z.object({
  input: kundliInputEchoSchema,
  chart: kundliChartSchema,
  vargas: z.record(z.enum(VARGA_KEYS), vargaSchema),
  dasha: kundliDashaSchema,
  yogas: z.array(kundliYogaSchema),
  doshas: z.array(kundliDoshaSchema),
  /** Sade Sati phases from birth to 100 years after it. */
  sadeSati: z.array(sadeSatiPhaseSchema),
  sections: kundliSectionsSchema,
  labels: kundliLabelsSchema,
});
export type KundliResponse = z.infer<typeof kundliResponseSchema>;

/** POST /api/kundlis: 201. */
export const savedKundliCreatedSchema = z.object({ id: z.string() });

export const savedKundliSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  gender: z.enum(['male', 'female']),
  birthDateTime: z.string(),
  birthPlace: z.string(),
  district: z.string(),
  state: z.string().nullable(),
  language: uiLanguageSchema,
  createdAt: isoInstant,
});
export type SavedKundliSummary = z.infer<typeof savedKundliSummarySchema>;

/** GET /api/kundlis: the user's saved kundlis, newest first. */
export const savedKundliListSchema = z.object({
  items: z.array(savedKundliSummarySchema),
  max: z.literal(SAVED_KUNDLIS_MAX),
});
export type SavedKundliList = z.infer<typeof savedKundliListSchema>;

export const savedKundliParamsSchema = z.object({
  id: z.string().meta({ description: 'Saved kundli id (UUID)' }),
});

/** GET /api/kundlis/:id: `lang` overrides the saved language for the texts. */
export const savedKundliQuerySchema = z.object({
  lang: z.enum(uiLanguages, { error: kundliMessages.language }).optional(),
});

export const savedKundliDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

/** GET /api/console/consultations/:id/chart params. */
export const clientChartParamsSchema = z.object({
  id: z.string().meta({ description: 'Consultation id (UUID)' }),
});

/** `lang` picks the language of the chart's texts (default en). */
export const clientChartQuerySchema = savedKundliQuerySchema;

/** One period of the running Vimshottari dasha (any level). */
export const runningPeriodSchema = pratyantardashaSchema;

/** A graha where it transits now, counted from the client's natal Moon sign (gochara). */
export const moonTransitSchema = kundliPlanetSchema
  .pick({
    body: true,
    name: true,
    longitudeDeg: true,
    sign: true,
    signIndex: true,
    signName: true,
    degreeInSign: true,
    retrograde: true,
  })
  .extend({
    /** Whole-sign house of the transit sign counted from the natal Moon sign, 1-12. */
    houseFromMoon: z.number().int().min(1).max(12),
  });
export type MoonTransit = z.infer<typeof moonTransitSchema>;

/** Saturn's transit over the natal Moon now: Sade Sati (12th, 1st, 2nd) or Dhaiya (4th, 8th). */
export const saturnNowSchema = z.object({
  /** The running Sade Sati phase, null when Saturn is not 12th, 1st or 2nd from the Moon. */
  phase: z.enum(['rising', 'peak', 'setting']).nullable(),
  phaseName: z.string().nullable(),
  /** The running phase's span (null when no phase runs). */
  start: isoInstant.nullable(),
  end: isoInstant.nullable(),
  /** The whole Sade Sati (its three phases) the running phase belongs to. */
  cycle: z.object({ start: isoInstant, end: isoInstant }).nullable(),
  /** The next Sade Sati when none runs (within 100 years of birth), else null. */
  next: z.object({ start: isoInstant, end: isoInstant }).nullable(),
  /**
   * Shani Dhaiya (small panoti) running now: Saturn in the 4th (kantaka) or 8th (ashtama)
   * sign from the natal Moon, retrograde dips out and back merged; null otherwise.
   */
  dhaiya: z
    .object({
      house: z.union([z.literal(4), z.literal(8)]),
      kind: z.enum(['kantaka', 'ashtama']),
      start: isoInstant,
      end: isoInstant,
    })
    .nullable(),
});
export type SaturnNow = z.infer<typeof saturnNowSchema>;

/** What runs for the client at the request time. */
export const clientChartNowSchema = z.object({
  /** The instant everything here is read at (the server's clock). */
  at: isoInstant,
  /** The running Vimshottari periods; null more than 120 years after birth. */
  dasha: z
    .object({
      mahadasha: runningPeriodSchema,
      antardasha: runningPeriodSchema,
      pratyantardasha: runningPeriodSchema.optional(),
    })
    .nullable(),
  /** The nine grahas now, Sun first, with their house from the natal Moon sign. */
  transitsToMoon: z.array(moonTransitSchema).length(9),
  sadeSati: saturnNowSchema,
});
export type ClientChartNow = z.infer<typeof clientChartNowSchema>;

/**
 * GET /api/console/consultations/:id/chart: the client's chart cast from their saved birth
 * profile, for the astrologer the consultation is with. `kundli` and `now` are null when the
 * client has not saved birth details.
 */
export const clientChartResponseSchema = z.object({
  client: z.object({
    name: z.string(),
    gender: z.enum(['male', 'female']).optional(),
    /** As saved in Edit Profile: date 'YYYY-MM-DD', time 'HH:MM' (local), place name. */
    birth: z.object({ date: z.string(), time: z.string(), place: z.string() }).nullable(),
  }),
  consultation: z.object({ id: z.string(), status: consultationStatusSchema, topic: z.string() }),
  kundli: kundliResponseSchema.nullable(),
  now: clientChartNowSchema.nullable(),
});
export type ClientChartResponse = z.infer<typeof clientChartResponseSchema>;
