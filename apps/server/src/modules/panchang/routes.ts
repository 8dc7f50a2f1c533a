import { apiErrorSchema, panchangQuerySchema, panchangResponseSchema } from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createPanchangService } from './service.ts';

/** Per client IP: a page shows one day at a time; this only stops scraping. */
export const PANCHANG_RATE_LIMIT_PER_MIN = 120;

/** GET /api/panchang. Public. */
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
          "A day's panchang at a place: vara, tithi, nakshatra, yoga, karana, sun and moon times, Rahu kaal",
        description:
          "Limbs prevailing at sunrise with their start and end; times are ISO 8601 with the place's " +
          'UTC offset. date defaults to today at the place. Names in lang (Sanskrit-derived in the ' +
          'Indian languages); key is the English transliteration.',
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
}
