import {
  ambiguousLocalTimeErrorSchema,
  apiErrorSchema,
  zodiacRequestSchema,
  zodiacResponseSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createZodiacService } from './service.ts';

/**
 * Per client IP. One chart costs about 2 ms of CPU; a person trying birth times at a cusp makes
 * a few requests a minute, so 60 leaves room for families sharing an address while one client
 * cannot keep a core busy.
 */
export const ZODIAC_RATE_LIMIT_PER_MIN = 60;

/** POST /api/zodiac: the zodiac finder (public: guests may use it). */
export default async function zodiacRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createZodiacService();

  app.post(
    '/zodiac',
    {
      config: { rateLimit: { max: ZODIAC_RATE_LIMIT_PER_MIN, timeWindow: 60_000 } },
      schema: {
        tags: ['zodiac'],
        summary: 'Sun sign, Moon sign, ascendant and nakshatra for a birth',
        description:
          'Local date and time at placeId (GET /api/places) or lat+lon. Sun sign tropical from the ' +
          'real Sun; Moon sign, ascendant and nakshatra sidereal (Lahiri). A time that happened twice ' +
          '(clocks set back) answers 409 ambiguous_local_time with both readings: repeat with ' +
          'resolveAmbiguous. A time that never happened answers 400 skipped_local_time. ' +
          "timeStandard 'auto' (default) reads the zone's civil time, or the birthplace's local mean " +
          "time where the zone's offset on that date is not a whole quarter hour (before standard time).",
        body: zodiacRequestSchema,
        response: {
          200: zodiacResponseSchema,
          400: apiErrorSchema,
          409: ambiguousLocalTimeErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = service.find(request.body);
      if (!outcome.ok) return reply.code(409).send(outcome.ambiguous);
      reply.header('cache-control', 'no-store');
      return outcome.value;
    },
  );
}
