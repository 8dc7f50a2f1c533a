import {
  apiErrorSchema,
  astrologerSlugParamsSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  directoryMessages,
  reviewListResponseSchema,
  reviewsQuerySchema,
} from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors.ts';
import { createActivityService } from './activity-service.ts';

/**
 * Availability changes by the minute: a browser or proxy may reuse an answer for a few seconds
 * (a page of cards and the profile opened after it), no longer.
 */
export const AVAILABILITY_CACHE_CONTROL = 'public, max-age=5';
/** A review just written must show on the next load of the profile. */
export const REVIEWS_CACHE_CONTROL = 'no-cache';

/**
 * GET /api/astrologers/:slug/reviews and GET /api/astrologers/availability (public, issue 13).
 * Small per-request queries, outside the directory's cached list and profile answers.
 */
export function activityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createActivityService(app.db, () => app.config.now().getTime());

  app.get(
    '/astrologers/availability',
    {
      schema: {
        tags: ['astrologers'],
        summary: 'Online, busy or offline, and the wait for a new request, of up to 60 astrologers',
        description:
          '`ids` is a comma-separated list of astrologer ids (up to 60); unknown ids are left ' +
          'out. `waitMinutes` is measured: the rest of the running session and one session per ' +
          "request ahead, each at the astrologer's median session length.",
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', AVAILABILITY_CACHE_CONTROL);
      return { astrologers: await service.availability(request.query.ids) };
    },
  );

  app.get(
    '/astrologers/:slug/reviews',
    {
      schema: {
        tags: ['astrologers'],
        summary: "An astrologer's reviews, newest first, 10 a page",
        description: "Each review names its author by first name only; `total` counts them all.",
        params: astrologerSlugParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewListResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await service.reviews(request.params.slug, request.query.pageNo);
      if (page === null) throw new AppError(404, 'not_found', directoryMessages.astrologerNotFound);
      reply.header('cache-control', REVIEWS_CACHE_CONTROL);
      return page;
    },
  );
}
