import {
  ambiguousLocalTimeErrorSchema,
  apiErrorSchema,
  matchingRequestSchema,
  matchingResponseSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createMatchingService } from './service.ts';

/** Per client IP: two charts are about 3 ms; families try a few pairs, not hundreds. */
export const MATCHING_RATE_LIMIT_PER_MIN = 60;

/** POST /api/matching. Public. */
export default async function matchingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createMatchingService();

  app.post(
    '/matching',
    {
      config: { rateLimit: { max: MATCHING_RATE_LIMIT_PER_MIN, timeWindow: 60_000 } },
      schema: {
        tags: ['matching'],
        summary: 'Kundli matching: Ashtakoota (guna milan) out of 36 and the Manglik check',
        description:
          "Each partner: birthDateTime 'YYYY-MM-DDTHH:MM' local, placeId or lat+lon, optional " +
          'timeStandard and resolveAmbiguous. Errors name the partner in fields (boy, girl); a local ' +
          'time that happened twice answers 409 ambiguous_local_time with both readings.',
        body: matchingRequestSchema,
        response: {
          200: matchingResponseSchema,
          400: apiErrorSchema,
          409: ambiguousLocalTimeErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = service.match(request.body);
      if (!outcome.ok) return reply.code(409).send(outcome.ambiguous);
      reply.header('cache-control', 'no-store');
      return outcome.value;
    },
  );
}
