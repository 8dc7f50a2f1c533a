import { z } from 'zod';

/** Place search limits: one autocomplete list is short; 100 characters covers any place name. */
export const PLACES_QUERY_MAX_CHARS = 100;
export const PLACES_LIMIT_DEFAULT = 10;
export const PLACES_LIMIT_MAX = 20;

/** English messages of GET /api/places and /api/places/:id (the web app translates by code). */
export const placesMessages = {
  queryRequired: 'Type at least one character of a place name',
  queryTooLong: `Search text must be at most ${PLACES_QUERY_MAX_CHARS} characters`,
  limitInvalid: `limit must be a whole number from 1 to ${PLACES_LIMIT_MAX}`,
  notFound: 'Place not found',
} as const;

/**
 * A populated place of the offline gazetteer (GeoNames cities with at least 1000 people).
 * `district` is null where the data has no district name (all of India: we do not guess one).
 */
export const placeSchema = z.object({
  /** GeoNames id, digits only; pass it back as `placeId`. */
  id: z.string(),
  name: z.string(),
  district: z.string().nullable(),
  /** First-order division (Indian state or union territory, US state...), null where unknown. */
  state: z.string().nullable(),
  /** Country name in English. */
  country: z.string(),
  /** ISO 3166-1 alpha-2, e.g. 'IN'. */
  countryCode: z.string(),
  /** Degrees north, -90..90. */
  lat: z.number(),
  /** Degrees east, -180..180. */
  lon: z.number(),
  /** IANA time zone at the place, e.g. 'Asia/Kolkata'. */
  timezone: z.string(),
  population: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

/**
 * GET /api/places query. `q` is trimmed; a comma narrows by state or country
 * ("aurangabad, bihar", "london, ca"). Other query parameters (cache busters) are ignored.
 */
export const placesQuerySchema = z.object({
  q: z
    .string({ error: placesMessages.queryRequired })
    .trim()
    .min(1, { error: placesMessages.queryRequired, abort: true })
    .max(PLACES_QUERY_MAX_CHARS, placesMessages.queryTooLong),
  limit: z.coerce
    .number({ error: placesMessages.limitInvalid })
    .int(placesMessages.limitInvalid)
    .min(1, placesMessages.limitInvalid)
    .max(PLACES_LIMIT_MAX, placesMessages.limitInvalid)
    .default(PLACES_LIMIT_DEFAULT),
});
export type PlacesQuery = z.infer<typeof placesQuerySchema>;

/** Best first: name starts with the query (or a former name such as Bombay), then population. */
export const placesResponseSchema = z.array(placeSchema);
export type PlacesResponse = z.infer<typeof placesResponseSchema>;

/** GET /api/places/:id; an id that is not a known GeoNames id gives 404 not_found. */
export const placeParamsSchema = z.object({ id: z.string() });
