import {
  apiErrorSchema,
  bySlugQuerySchema,
  bySlugResponseSchema,
  directoryMessages,
  listFilterQuerySchema,
  listFilterResponseSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors.ts';
import { createDirectoryService } from './service.ts';

/**
 * Public directory pages may be kept by browsers and proxies briefly: the directory only changes
 * when it is seeded, and 30 s matches the server's own cache of match counts.
 */
export const DIRECTORY_CACHE_CONTROL = 'public, max-age=30';

/**
 * Sends JSON the service has already serialised (service.ts assembles pages from the cached JSON
 * of each record). Fastify sends a string with a JSON content type as it is; the response
 * schemas above still document the shape (/api/docs), and the tests parse every response with
 * them. The typed reply expects an object, hence the plain FastifyReply.
 */
function sendJson(reply: unknown, json: string) {
  return (reply as FastifyReply)
    .header('cache-control', DIRECTORY_CACHE_CONTROL)
    .type('application/json; charset=utf-8')
    .send(json);
}

/** GET /api/consultants/list-filter and /api/consultants/by-slug (spec shapes, public). */
export default async function astrologerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createDirectoryService(app.db, {
    pageCacheMs: app.config.directoryPageCacheSec * 1000,
  });
  // The assistant's search_astrologers tool queries the same directory, through the ai plugin.
  app.assistant.provideDirectory((query) => service.search(query));

  app.get(
    '/consultants/list-filter',
    {
      schema: {
        tags: ['astrologers'],
        summary: 'Filter, sort and page the astrologer directory',
        description:
          'Filtering and sorting run over the whole directory. `q` matches slug or name ' +
          '(case-insensitive substring; % and _ are literal). `topRated` = rating exactly 5, ' +
          '`offer` = isShowOffer, flags narrow only when true. `service=call` makes the price ' +
          'filter and price sorts use callPrice. Every sort ends with the id, so pages are stable.',
        querystring: listFilterQuerySchema,
        response: { 200: listFilterResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendJson(reply, await service.listJson(request.query)),
  );

  app.get(
    '/consultants/by-slug',
    {
      schema: {
        tags: ['astrologers'],
        summary: "One astrologer's profile by slug",
        querystring: bySlugQuerySchema,
        response: { 200: bySlugResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const json = await service.bySlugJson(request.query.slug);
      if (json === null) throw new AppError(404, 'not_found', directoryMessages.astrologerNotFound);
      return sendJson(reply, json);
    },
  );
}
