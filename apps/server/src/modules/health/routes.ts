import { apiErrorSchema, healthResponseSchema } from '@nakshatra/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors.ts';

/** GET /api/health: liveness plus a round trip to the database. */
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const startedAt = Date.now();
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthResponseSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health: database unreachable');
        throw new AppError(503, 'internal', 'Database unavailable');
      }
      reply.header('cache-control', 'no-store');
      return {
        status: 'ok' as const,
        db: app.dbKind,
        uptimeSec: Math.round((Date.now() - startedAt) / 1000),
      };
    },
  );
}
