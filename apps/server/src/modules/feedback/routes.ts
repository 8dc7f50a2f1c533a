import {
  apiErrorSchema,
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_PER_HOUR,
  feedbackCreatedResponseSchema,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  feedbackMessages,
  feedbackRequestSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { createFeedbackRepository } from './repository.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Route `onRequest` hook after requireUser: 403 unless the user is an admin. */
async function adminsOnly(request: FastifyRequest): Promise<void> {
  if (currentUser(request).role !== 'admin')
    throw new AppError(403, 'forbidden', feedbackMessages.adminsOnly);
}

/**
 * Feedback (issue 13): POST /api/feedback for any signed-in user (at most FEEDBACK_PER_HOUR an
 * hour, 429 beyond), GET /api/feedback for admins, newest first.
 */
export default async function feedbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createFeedbackRepository(app.db);

  app.post(
    '/feedback',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['feedback'],
        summary: 'Send the team a note (topic, optional 1-5 rating, message)',
        security,
        body: feedbackRequestSchema,
        response: { 201: feedbackCreatedResponseSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await repo.insert(currentUser(request).id, request.body, FEEDBACK_PER_HOUR);
      if (saved === null) throw new AppError(429, 'rate_limited', feedbackMessages.tooMany);
      return reply.code(201).send({ message: feedbackMessages.received, feedback: saved });
    },
  );

  app.get(
    '/feedback',
    {
      onRequest: [app.requireUser, adminsOnly],
      schema: {
        tags: ['feedback'],
        summary: 'Every note, newest first, with its author (admins)',
        security,
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { pageNo } = request.query;
      const { content, total } = await repo.page(pageNo);
      return {
        content,
        pageNo,
        pageSize: FEEDBACK_PAGE_SIZE,
        totalElements: total,
        totalPages: Math.ceil(total / FEEDBACK_PAGE_SIZE),
      };
    },
  );
}
