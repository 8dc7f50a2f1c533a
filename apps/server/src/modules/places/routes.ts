import { warmPlaces } from '@nakshatra/astro/places';
import {
  apiErrorSchema,
  placeParamsSchema,
  placeSchema,
  placesQuerySchema,
  placesResponseSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createPlacesService } from './service.ts';

/** The gazetteer only changes with a deploy: browsers and proxies may keep answers for a day. */
export const PLACES_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Per client IP. Autocomplete sends one request per keystroke (a fast typist: about 5 a second)
 * and many users can share one carrier-grade NAT address, so the limit is generous; it only
 * stops scripted scraping of the whole gazetteer.
 */
export const PLACES_RATE_LIMIT_PER_MIN = 600;

/** GET /api/places?q=&limit= (autocomplete) and GET /api/places/:id. Public: guests use them too. */
export default async function placesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createPlacesService();
  const rateLimit = { max: PLACES_RATE_LIMIT_PER_MIN, timeWindow: 60_000 };

  // Building the search index takes about 1 s of CPU and 130 MB (135k cities). Do it once the
  // server listens, on the next turn of the event loop, so start-up and readiness do not wait
  // for it and the first search is fast. Apps that never listen (tests using inject) load the
  // index on their first search instead.
  app.addHook('onListen', async () => {
    setImmediate(() => {
      const started = performance.now();
      try {
        warmPlaces();
        app.log.info({ ms: Math.round(performance.now() - started) }, 'places index ready');
      } catch (err) {
        // Searches retry the load and answer 500 if it still fails; the server keeps running.
        app.log.error({ err }, 'places index failed to load');
      }
    });
  });

  app.get(
    '/places',
    {
      config: { rateLimit },
      schema: {
        tags: ['places'],
        summary: 'Search birth places by name (autocomplete)',
        description:
          'Prefix search, accent- and case-insensitive, over GeoNames cities (population >= 1000). ' +
          'Best first: names starting with q or a former name (Bombay, Madras), then names where a ' +
          'later word matches (Navi Mumbai), each by population. "name, region" narrows by state or country.',
        querystring: placesQuerySchema,
        response: { 200: placesResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const places = service.search(request.query.q, request.query.limit);
      reply.header('cache-control', PLACES_CACHE_CONTROL);
      return places;
    },
  );

  app.get(
    '/places/:id',
    {
      config: { rateLimit },
      schema: {
        tags: ['places'],
        summary: 'One place by its id',
        params: placeParamsSchema,
        response: { 200: placeSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const place = service.get(request.params.id);
      reply.header('cache-control', PLACES_CACHE_CONTROL);
      return place;
    },
  );
}
