import {
  apiErrorSchema,
  profileMessages,
  profileResponseSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { createProfileService } from './service.ts';

/** GET and PUT /api/profile (spec shapes: read as YYYY-MM-DD, sent as DD/MM/YYYY). */
export default async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createProfileService(app.db);
  const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

  app.get(
    '/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's birth profile",
        security,
        response: { 200: profileResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ data: await service.get(currentUser(request).id) }),
  );

  app.put(
    '/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Save name and birth details',
        security,
        body: profileUpdateSchema,
        response: {
          200: profileUpdateResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await service.update(user.id, request.body);
      // The readable `user` cookie must show the new name and that the profile is complete,
      // and the sign-up marker goes: the SPA's "complete your profile" guard stops.
      app.authCookies.refreshUser(request, reply, {
        ...user,
        name: data.name,
        profileComplete: true,
      });
      app.authCookies.clearSignupMarker(request, reply);
      return { message: profileMessages.updated, data };
    },
  );
}
