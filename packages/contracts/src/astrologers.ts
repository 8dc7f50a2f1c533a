import { z } from 'zod';
import { pageNoParam } from './common.ts';

/** The eight astrologer categories (spec section 1), in the order the filter chips show them. */
export const ASTROLOGER_SKILLS = [
  'Vedic',
  'Numerology',
  'Tarot',
  'Face Reading',
  'Vastu',
  'Life Coach',
  'Psychologist',
  'Palmistry',
] as const;
export const astrologerSkillSchema = z.enum(ASTROLOGER_SKILLS);
export type AstrologerSkill = z.infer<typeof astrologerSkillSchema>;

/** The content languages an astrologer may speak (spec section 1, in the spec's order). */
export const CONTENT_LANGUAGES = [
  'English',
  'Hindi',
  'Marathi',
  'Telugu',
  'Tamil',
  'Bengali',
  'Gujarati',
  'Kannada',
  'Malayalam',
  'Punjabi',
  'Hinglish',
  'French',
  'German',
  'Russian',
  'Italian',
  'Arabic',
  'Chinese',
  'Portuguese',
  'Dutch',
] as const;
export const contentLanguageSchema = z.enum(CONTENT_LANGUAGES);
export type ContentLanguage = z.infer<typeof contentLanguageSchema>;

/**
 * ISO 639-1 codes of the content languages. A client written for the spec sends its interface
 * language ('en', 'hi') in the `language` query parameter, so the list filter accepts a code as
 * well as a name. Hinglish has no ISO code; 'hinglish' (any case) still matches by name.
 */
export const CONTENT_LANGUAGE_CODES: Readonly<Record<string, ContentLanguage>> = {
  en: 'English',
  hi: 'Hindi',
  mr: 'Marathi',
  te: 'Telugu',
  ta: 'Tamil',
  bn: 'Bengali',
  gu: 'Gujarati',
  kn: 'Kannada',
  ml: 'Malayalam',
  pa: 'Punjabi',
  fr: 'French',
  de: 'German',
  ru: 'Russian',
  it: 'Italian',
  ar: 'Arabic',
  zh: 'Chinese',
  pt: 'Portuguese',
  nl: 'Dutch',
};

/** Spec section 9: list page size 18. The server caps a requested page at 60 rows. */
export const LIST_PAGE_SIZE = 18;
export const LIST_PAGE_SIZE_MAX = 60;
/** Deepest page a client may ask for: one row per page over a directory of a million. */
export const LIST_PAGE_NO_MAX = 1_000_000;
/** Highest price a filter may name, rupees per minute (the seed's call prices stay below 400). */
export const PRICE_FILTER_MAX_RUPEES_PER_MIN = 100_000;

export const ASTROLOGER_SORTS = [
  'popular',
  'rating',
  'price_asc',
  'price_desc',
  'experience',
] as const;
export const astrologerSortSchema = z.enum(ASTROLOGER_SORTS);
export type AstrologerSort = z.infer<typeof astrologerSortSchema>;

/** Which list the client shows: the chat list prices by `price`, the call list by `callPrice`. */
export const ASTROLOGER_SERVICES = ['chat', 'call'] as const;
export const astrologerServiceSchema = z.enum(ASTROLOGER_SERVICES);
export type AstrologerService = z.infer<typeof astrologerServiceSchema>;

export const SLUG_RE = /^[a-z0-9-]{1,120}$/;
const slugSchema = z
  .string()
  .regex(SLUG_RE, 'Slug must be 1-120 lower-case letters, digits or hyphens');

/** True when `n` has at most one decimal place (ratings are shown as 4.7, never 4.73). */
function hasOneDecimal(n: number): boolean {
  return Math.abs(Math.round(n * 10) - n * 10) < 1e-9;
}

/**
 * One astrologer as the API returns it. The spec's field names are kept (spec section 3) so a
 * client written for the spec works: `skill` and `lang` are comma-separated text, `price` and
 * `callPrice` are rupees per minute, `exp` is years. `skills`, `languages` and `offerPrice` are
 * additions for clients that want structured values.
 */
export const astrologerSchema = z
  .object({
    id: z.int().positive(),
    name: z.string().min(1).max(120),
    picId: z.string().min(1).max(64),
    rating: z.number().min(0).max(5).refine(hasOneDecimal, 'Rating has at most one decimal'),
    /** Number of completed orders (consultations). */
    order: z.int().min(0),
    skill: z.string().min(1).max(200),
    lang: z.string().min(1).max(200),
    /** Experience in years. */
    exp: z.int().min(0).max(80),
    /** Chat price, rupees per minute. */
    price: z.int().min(0),
    /** Call price, rupees per minute. */
    callPrice: z.int().min(0),
    /** Verified by the platform. */
    tick: z.boolean(),
    slug: slugSchema,
    isShowOffer: z.boolean(),
    shortBio: z.string().max(400),
    longBio: z.string().max(4000),
    /** Comma-separated problem areas, e.g. "Marriage, Career, Health". */
    problemArea: z.string().max(400),
    album: z.array(z.object({ url: z.string().min(1).max(300) })).max(20),
    totalCallDurationInMin: z.int().min(0),
    totalChatDurationInMin: z.int().min(0),
    online: z.boolean(),
    skills: z.array(astrologerSkillSchema).min(1).max(ASTROLOGER_SKILLS.length),
    languages: z.array(contentLanguageSchema).min(1).max(CONTENT_LANGUAGES.length),
    /** Discounted chat price in rupees per minute while an offer runs; null without an offer. */
    offerPrice: z.int().min(0).nullable(),
  })
  .superRefine((a, ctx) => {
    if (a.skill !== a.skills.join(', ')) {
      ctx.addIssue({
        code: 'custom',
        path: ['skill'],
        message: 'skill must list the skills array, comma-separated',
      });
    }
    if (a.lang !== a.languages.join(', ')) {
      ctx.addIssue({
        code: 'custom',
        path: ['lang'],
        message: 'lang must list the languages array, comma-separated',
      });
    }
    if (a.isShowOffer !== (a.offerPrice !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['offerPrice'],
        message: 'offerPrice is set exactly when isShowOffer is true',
      });
    } else if (a.offerPrice !== null && a.offerPrice >= a.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['offerPrice'],
        message: 'offerPrice must be below price',
      });
    }
  });
export type Astrologer = z.infer<typeof astrologerSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/consultants/list-filter

/**
 * One query parameter: given at most once (`?skill=a&skill=b` is an error, not a silent pick),
 * blank means "not set" (`?q=`), then `normalize` maps loose spellings to the canonical value.
 */
function param<T extends z.ZodType>(
  name: string,
  schema: T,
  normalize: (text: string) => unknown = (t) => t,
) {
  return z.preprocess((v, ctx) => {
    if (Array.isArray(v)) {
      ctx.addIssue({ code: 'custom', message: `${name} must be given once` });
      return z.NEVER;
    }
    if (typeof v !== 'string') return v;
    return v.trim() === '' ? undefined : normalize(v.trim());
  }, schema);
}

const intText = (t: string) => (/^\d{1,9}$/.test(t) ? Number(t) : t);
// Prices are whole rupees or rupees and paise.
const priceText = (t: string) => (/^\d{1,9}(\.\d{1,2})?$/.test(t) ? Number(t) : t);

function intParam(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return param(name, z.int({ error: message }).min(min, message).max(max, message), intText);
}

function priceParam(name: string) {
  const message = `${name} must be a number of rupees per minute from 0 to ${PRICE_FILTER_MAX_RUPEES_PER_MIN}`;
  return param(
    name,
    z
      .number({ error: message })
      .min(0, message)
      .max(PRICE_FILTER_MAX_RUPEES_PER_MIN, message)
      .optional(),
    priceText,
  );
}

const BOOLEAN_TEXT: Readonly<Record<string, boolean>> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
};

/** A flag from the query string: 'true', 'false', '1' or '0' (or a JSON boolean). */
function booleanParam(name: string) {
  return param(
    name,
    z.boolean({ error: `${name} must be true, false, 1 or 0` }).optional(),
    (t) => BOOLEAN_TEXT[t.toLowerCase()] ?? t,
  );
}

/** Loose spelling of a name: case, spaces, hyphens and underscores do not matter. */
const fold = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');

const SKILL_BY_FOLD = new Map<string, AstrologerSkill>(ASTROLOGER_SKILLS.map((s) => [fold(s), s]));
const LANGUAGE_BY_FOLD = new Map<string, ContentLanguage>([
  ...Object.entries(CONTENT_LANGUAGE_CODES),
  ...CONTENT_LANGUAGES.map((l) => [fold(l), l] as const),
]);

export const listFilterMessages = {
  skill: `skill must be one of: ${ASTROLOGER_SKILLS.join(', ')}`,
  language: `language must be one of: ${CONTENT_LANGUAGES.join(', ')}`,
  sort: `sort must be one of: ${ASTROLOGER_SORTS.join(', ')}`,
  service: `service must be one of: ${ASTROLOGER_SERVICES.join(', ')}`,
  q: 'q must be at most 100 characters',
  priceOrder: 'maxPrice must be at least minPrice',
} as const;

/**
 * Parameters a client written for the spec sends that only meant something to the third-party
 * service the spec called (spec section 7: the list sends "app, business and consultant type
 * ids, timezone, ... sort flags, a fixed user id"; the profile sends "language, timezone, app
 * version, business, app, service"). Our API accepts them and ignores them, so such a client
 * works unchanged; any other unknown parameter is still a 400. The spec does not spell them out;
 * these are the spellings it uses beside `pageNo` and `pageSize`. Each may be given once, up to
 * 200 characters.
 */
export const SPEC_CLIENT_IGNORED_LIST_KEYS = [
  'appId',
  'businessId',
  'consultantTypeId',
  'timezone',
  'userId',
  'sortBy',
  'sortOrder',
] as const;
/** As above, for GET /api/consultants/by-slug (its `language` and `service` are ignored too). */
export const SPEC_CLIENT_IGNORED_SLUG_KEYS = [
  'appId',
  'businessId',
  'timezone',
  'appVersion',
  'language',
  'service',
] as const;
export const SPEC_CLIENT_VALUE_MAX = 200;

function ignoredParams<K extends string>(keys: readonly K[]) {
  const message = (key: string) => `${key} must be at most ${SPEC_CLIENT_VALUE_MAX} characters`;
  return Object.fromEntries(
    keys.map((k) => [
      k,
      param(
        k,
        z
          .string({ error: message(k) })
          .max(SPEC_CLIENT_VALUE_MAX, message(k))
          .optional(),
      ),
    ]),
  ) as Record<K, ReturnType<typeof param<z.ZodOptional<z.ZodString>>>>;
}

const LIST_FILTER_KEYS =
  'pageNo, pageSize, q, skill, topRated, offer, language, online, minPrice, maxPrice, sort, service';

function unknownKeys(allowed: string, ignored: readonly string[]) {
  return (iss: { code?: string; keys?: string[] }) =>
    iss.code === 'unrecognized_keys' && iss.keys
      ? `Unknown query parameter${iss.keys.length > 1 ? 's' : ''}: ${iss.keys.join(', ')}. Allowed: ${allowed} (accepted and ignored: ${ignored.join(', ')})`
      : undefined;
}

/**
 * Query of GET /api/consultants/list-filter. Filtering and sorting run on the server over the
 * whole directory (spec section 5 "Filtering": top rated = rating exactly 5, offer = isShowOffer,
 * skill = substring of `skill`, search = case-insensitive substring of slug; the server may also
 * match the name). With `service=call` the price filter and price sorts use `callPrice`.
 * Unknown parameters are rejected so a typo does not silently return an unfiltered list; the
 * spec client's own parameters (SPEC_CLIENT_IGNORED_LIST_KEYS) are accepted and ignored.
 * Skill and language accept loose spellings ('face-reading', 'hindi', 'hi') and come out canonical.
 * The flags narrow the list when true; false is the same as leaving them out.
 */
export const listFilterQuerySchema = z
  .strictObject(
    {
      pageNo: intParam('pageNo', 0, LIST_PAGE_NO_MAX).default(0),
      pageSize: intParam('pageSize', 1, LIST_PAGE_SIZE_MAX).default(LIST_PAGE_SIZE),
      q: param(
        'q',
        z.string({ error: 'q must be text' }).max(100, listFilterMessages.q).optional(),
      ),
      skill: param(
        'skill',
        z.enum(ASTROLOGER_SKILLS, { error: listFilterMessages.skill }).optional(),
        (t) => SKILL_BY_FOLD.get(fold(t)) ?? t,
      ),
      topRated: booleanParam('topRated'),
      offer: booleanParam('offer'),
      language: param(
        'language',
        z.enum(CONTENT_LANGUAGES, { error: listFilterMessages.language }).optional(),
        (t) => LANGUAGE_BY_FOLD.get(fold(t)) ?? t,
      ),
      online: booleanParam('online'),
      minPrice: priceParam('minPrice'),
      maxPrice: priceParam('maxPrice'),
      sort: param('sort', z.enum(ASTROLOGER_SORTS, { error: listFilterMessages.sort }), (t) =>
        t.toLowerCase(),
      ).default('popular'),
      service: param(
        'service',
        z.enum(ASTROLOGER_SERVICES, { error: listFilterMessages.service }),
        (t) => t.toLowerCase(),
      ).default('chat'),
      ...ignoredParams(SPEC_CLIENT_IGNORED_LIST_KEYS),
    },
    { error: unknownKeys(LIST_FILTER_KEYS, SPEC_CLIENT_IGNORED_LIST_KEYS) },
  )
  .superRefine((q, ctx) => {
    if (q.minPrice !== undefined && q.maxPrice !== undefined && q.maxPrice < q.minPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: listFilterMessages.priceOrder });
    }
  });
/** The parsed query (defaults applied). */
export type ListFilterQuery = z.output<typeof listFilterQuerySchema>;
/** What a client may send. */
export type ListFilterQueryInput = z.input<typeof listFilterQuerySchema>;

export const listFilterResponseSchema = z.object({
  content: z.array(astrologerSchema),
  pageNo: z.int().min(0),
  pageSize: z.int().min(1).max(LIST_PAGE_SIZE_MAX),
  totalElements: z.int().min(0),
  totalPages: z.int().min(0),
});
export type ListFilterResponse = z.infer<typeof listFilterResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/consultants/by-slug

/**
 * Query of GET /api/consultants/by-slug. The spec client also sends language, timezone, app
 * version and ids of the third-party service (SPEC_CLIENT_IGNORED_SLUG_KEYS): accepted and
 * ignored. Anything else is rejected, like the list's.
 */
export const bySlugQuerySchema = z.strictObject(
  {
    slug: param('slug', z.string({ error: 'slug is required' }).pipe(slugSchema), (t) =>
      t.toLowerCase(),
    ),
    ...ignoredParams(SPEC_CLIENT_IGNORED_SLUG_KEYS),
  },
  { error: unknownKeys('slug', SPEC_CLIENT_IGNORED_SLUG_KEYS) },
);
export type BySlugQuery = z.infer<typeof bySlugQuerySchema>;

export const bySlugResponseSchema = z.object({ data: astrologerSchema });
export type BySlugResponse = z.infer<typeof bySlugResponseSchema>;

/** English messages of the directory's 404s (the `error` field; `code` is 'not_found'). */
export const directoryMessages = {
  astrologerNotFound: 'Astrologer not found',
  pictureNotFound: 'Picture not found',
} as const;

// GET /api/astrologers/:slug/reviews (issue 13; the response is consultations.ts
// reviewListResponseSchema)

/** Reviews per page of an astrologer's profile. */
export const REVIEWS_PAGE_SIZE = 10;
export const astrologerSlugParamsSchema = z.strictObject({ slug: slugSchema });
export const reviewsQuerySchema = z.strictObject({ pageNo: pageNoParam });
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;
