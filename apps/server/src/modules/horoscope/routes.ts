import {
  apiErrorSchema,
  horoscopeParamsSchema,
  horoscopeQuerySchema,
  horoscopeResponseSchema,
  personalHoroscopeResponseSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { createHoroscopeService } from './service.ts';

/**
 * Per client IP. A reader flips through days, weeks, months and languages: a few requests a
 * minute each. Answers come from the cache almost always, so the limit only stops scraping.
 */
export const HOROSCOPE_RATE_LIMIT_PER_MIN = 240;

/** GET /api/horoscope/:sign. Public (the web page asks for login; the API does not). */
export default async function horoscopeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createHoroscopeService();

  app.get(
    '/horoscope/personal',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['horoscope'],
        summary: "The signed-in user's reading from their own chart",
        description:
          "Transits counted from the natal Moon sign (the reading of that sign), plus the day's tara " +
          'from the birth star, the running mahadasha and antardasha and where their lord transits, ' +
          'and Saturn and Jupiter counted from the ascendant. 409 profile_incomplete without birth data.',
        security: [{ bearer: [] }, { cookie: [] }],
        querystring: horoscopeQuerySchema,
        response: {
          200: personalHoroscopeResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.personal(app.db, currentUser(request).id, request.query);
    },
  );

  app.get(
    '/horoscope/:sign',
    {
      config: { rateLimit: { max: HOROSCOPE_RATE_LIMIT_PER_MIN, timeWindow: 60_000 } },
      schema: {
        tags: ['horoscope'],
        summary: "A Moon sign's horoscope for a day, week, month or year, from the real transits",
        description:
          'Sections general, love, career, health, money, each with one verdict and the weighed ' +
          "factors it came from ('Why this reading'); the dated events of the period; graha drishti; " +
          'Sade Sati or Dhaiya with dates; lucky number and colour; houses counted from the sign. ' +
          'The same sign, date, period and language always give the same text; neighbouring ' +
          'periods never share a sentence. date defaults to today in tz (default Asia/Kolkata).',
        params: horoscopeParamsSchema,
        querystring: horoscopeQuerySchema,
        response: {
          200: horoscopeResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { json, explicitDate } = service.get(request.params.sign, request.query);
      // A dated reading never changes; "today" does at midnight.
      reply.header('cache-control', explicitDate ? 'public, max-age=86400' : 'public, max-age=300');
      // Already JSON (checked against the contract when computed): a string with a JSON content
      // type is sent without serializing again.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );
}
