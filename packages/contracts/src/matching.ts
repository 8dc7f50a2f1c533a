import { z } from 'zod';
import { uiLanguages, uiLanguageSchema } from './common.ts';
import { birthDateTimeSchema, birthLocationShape, checkBirthLocation } from './kundli.ts';
import {
  nakshatraNameSchema,
  resolvedTimeStandardSchema,
  zodiacPlaceSchema,
  zodiacSignSchema,
} from './zodiac.ts';

export const KOOTA_NAMES = [
  'Varna',
  'Vashya',
  'Tara',
  'Yoni',
  'Graha Maitri',
  'Gana',
  'Bhakoot',
  'Nadi',
] as const;

/** The doshas of a match, as @nakshatra/astro MATCH_DOSHA_IDS (contracts depend on zod only). */
export const MATCH_DOSHA_IDS = ['nadi', 'bhakoot', 'gana', 'manglik'] as const;
/** Their classical cancellations, as @nakshatra/astro MATCH_DOSHA_CANCELLATIONS. */
export const MATCH_DOSHA_CANCELLATIONS = [
  'same-rashi-different-nakshatra',
  'same-nakshatra-different-rashi',
  'same-nakshatra-different-pada',
  'rashi-lords-same',
  'rashi-lords-friends',
  'both-manglik',
  'mars-cancelled',
] as const;

export const matchingMessages = {
  name: 'Name must be at most 100 characters',
  person: 'Give the birth date-time and place',
  lang: 'lang must be one of en, hi, mr, es, ja, te, ta',
} as const;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One partner's birth. Errors name the partner: fields.boy / fields.girl. */
export const matchingPersonSchema = z
  .strictObject(
    {
      name: z
        .string({ error: matchingMessages.name })
        .trim()
        .max(100, matchingMessages.name)
        .optional(),
      birthDateTime: birthDateTimeSchema,
      ...birthLocationShape,
    },
    { error: matchingMessages.person },
  )
  .superRefine(
    (body, ctx) =>
      checkBirthLocation(body, (path, message) =>
        ctx.addIssue({ code: 'custom', path: [path], message }),
      ),
    { when: (payload) => isPlainObject(payload.value) },
  );
export type MatchingPerson = z.infer<typeof matchingPersonSchema>;

/** POST /api/matching body. Public. */
export const matchingRequestSchema = z.strictObject({
  boy: matchingPersonSchema,
  girl: matchingPersonSchema,
  lang: z.enum(uiLanguages, { error: matchingMessages.lang }).default('en'),
});
export type MatchingRequest = z.infer<typeof matchingRequestSchema>;
export type MatchingRequestInput = z.input<typeof matchingRequestSchema>;

export const matchingPersonResultSchema = z.object({
  name: z.string().nullable(),
  moonSign: zodiacSignSchema,
  moonSignIndex: z.number().int().min(0).max(11),
  moonSignName: z.string(),
  nakshatra: nakshatraNameSchema,
  nakshatraIndex: z.number().int().min(0).max(26),
  nakshatraName: z.string(),
  pada: z.number().int().min(1).max(4),
  /** Uncancelled Manglik dosha (Mars 1, 2, 4, 7, 8, 12 from the ascendant or the Moon). */
  manglik: z.boolean(),
  /** Mars's house from the ascendant, the Moon and Venus. */
  marsHouse: z.object({ fromLagna: z.number(), fromMoon: z.number(), fromVenus: z.number() }),
  place: zodiacPlaceSchema,
  utc: z.string(),
  utcOffset: z.string(),
  timeStandard: resolvedTimeStandardSchema,
});

export const kootaResultSchema = z.object({
  name: z.enum(KOOTA_NAMES),
  /** The koota's name in `lang`. */
  label: z.string(),
  points: z.number(),
  max: z.number(),
  /** Each partner's category for this koota (varna, animal, gana...), in `lang`. */
  boyValue: z.string(),
  girlValue: z.string(),
  explanation: z.string(),
});

/** One dosha of a match: Nadi, Bhakoot, Gana or Manglik. */
export const matchDoshaSchema = z.object({
  id: z.enum(MATCH_DOSHA_IDS),
  /** The dosha's name in `lang`. */
  name: z.string(),
  /** 'cancelled': it forms, but a classical cancellation (parihara) applies. */
  status: z.enum(['present', 'cancelled', 'absent']),
  /** Every cancellation that applies (empty unless cancelled). */
  cancellations: z.array(z.enum(MATCH_DOSHA_CANCELLATIONS)),
  /** The koota's points in the guna table; null for Manglik, which is not a koota. */
  points: z.number().nullable(),
  /** Points the verdict counts: the koota's maximum when cancelled. */
  pointsForVerdict: z.number().nullable(),
  max: z.number().nullable(),
  /** What forms it (or why it is absent), the cancellation and what it means, in `lang`. */
  explanation: z.string(),
});
export type MatchDosha = z.infer<typeof matchDoshaSchema>;

/** POST /api/matching: Ashtakoota (guna milan) out of 36 plus the Manglik check. */
export const matchingResponseSchema = z.object({
  lang: uiLanguageSchema,
  boy: matchingPersonResultSchema,
  girl: matchingPersonResultSchema,
  kootas: z.array(kootaResultSchema),
  /** The guna table's total. */
  total: z.number(),
  /** `total` with the kootas of cancelled doshas counted in full: the score the verdict reads. */
  adjustedTotal: z.number(),
  max: z.literal(36),
  manglik: z.object({ boy: z.boolean(), girl: z.boolean(), compatible: z.boolean() }),
  /** Nadi, Bhakoot, Gana and Manglik, in that order. */
  doshas: z.array(matchDoshaSchema),
  /** From adjustedTotal: under 18 not-recommended, 18-24 average, 25-31 good, 32-36 excellent; a Manglik mismatch caps it at average. */
  verdict: z.enum(['excellent', 'good', 'average', 'not-recommended']),
  verdictLabel: z.string(),
  verdictText: z.string(),
});
export type MatchingResponse = z.infer<typeof matchingResponseSchema>;
