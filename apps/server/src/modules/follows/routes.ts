import {
  apiErrorSchema,
  followChangeResponseSchema,
  followClearResponseSchema,
  followListResponseSchema,
  followParamsSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { plainJsonSerializer } from '../../lib/astrologers/json.ts';
import { createFollowsService } from './service.ts';

/**
 * The signed-in user's follow list: GET /api/follows, PUT and DELETE /api/follows/:astrologerId,
 * DELETE /api/follows (clear). Guests get 401 token_missing; cookie sessions need the CSRF header
 * on PUT and DELETE (plugins/auth.ts `requireUser`).
 */
export default async function followsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createFollowsService(app.db);
  const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
  const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

  app.addHook('onSend', async (_request, reply) => {
    // Per-user answers: never stored by a shared cache or reused for another session.
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/follows',
    {
      onRequest: app.requireUser,
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['follows'],
        summary: 'Astrologers the user follows, newest first',
        security,
        response: { 200: followListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.list(currentUser(request).id) }),
  );

  app.put(
    '/follows/:astrologerId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['follows'],
        summary: 'Follow an astrologer (idempotent)',
        security,
        params: followParamsSchema,
        response: {
          200: followChangeResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => service.follow(currentUser(request).id, request.params.astrologerId),
  );

  app.delete(
    '/follows/:astrologerId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['follows'],
        summary: 'Unfollow an astrologer (idempotent)',
        security,
        params: followParamsSchema,
        response: {
          200: followChangeResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => service.unfollow(currentUser(request).id, request.params.astrologerId),
  );

  app.delete(
    '/follows',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['follows'],
        summary: "Unfollow everyone (the spec's 'Clear Follow')",
        security,
        response: { 200: followClearResponseSchema, ...errors },
      },
    },
    async (request) => service.clear(currentUser(request).id),
  );
}
