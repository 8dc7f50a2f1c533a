import {
  apiErrorSchema,
  panchangMonthQuerySchema,
  panchangMonthResponseSchema,
  panchangQuerySchema,
  panchangResponseSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createPanchangService } from './service.ts';

/** Per client IP: a page shows one day at a time; this only stops scraping. */
export const PANCHANG_RATE_LIMIT_PER_MIN = 120;

/** GET /api/panchang and GET /api/panchang/month. Public. */
export default async function panchangRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createPanchangService();

  app.get(
    '/panchang',
    {
      config: { rateLimit: { max: PANCHANG_RATE_LIMIT_PER_MIN, timeWindow: 60_000 } },
      schema: {
        tags: ['panchang'],
        summary:
          "A day's panchang at a place: limbs, sun and moon times, lunar month, samvat, festivals, muhurtas, choghadiya",
        description:
          "Limbs prevailing at sunrise with their start and end; times are ISO 8601 with the place's " +
          'UTC offset. date defaults to today at the place. Names in lang (Sanskrit-derived in the ' +
          'Indian languages); key is the English transliteration. convention: limb (default, upper ' +
          'limb with refraction, as Drik Panchang) or centre (disc centre, no refraction).',
        querystring: panchangQuerySchema,
        response: { 200: panchangResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const explicitDate = request.query.date !== undefined;
      const out = service.get(request.query);
      reply.header('cache-control', explicitDate ? 'public, max-age=86400' : 'public, max-age=300');
      return out;
    },
  );

  app.get(
    '/panchang/month',
    {
      config: { rateLimit: { max: PANCHANG_RATE_LIMIT_PER_MIN, timeWindow: 60_000 } },
      schema: {
        tags: ['panchang'],
        summary: 'A month of days at a place: tithi, nakshatra, lunar month and sunrise, festivals',
        description:
          "Each civil day of the Gregorian month with the tithi, nakshatra and amanta month at its sunrise and the festivals observed that day (keys; the client translates). Times in the place's UTC offset.",
        querystring: panchangMonthQuerySchema,
        response: { 200: panchangMonthResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const out = service.month(request.query);
      reply.header('cache-control', 'public, max-age=86400');
      return out;
    },
  );
}
