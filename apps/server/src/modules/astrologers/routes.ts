import {
  apiErrorSchema,
  bySlugQuerySchema,
  bySlugResponseSchema,
  directoryMessages,
  listFilterQuerySchema,
  listFilterResponseSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPreparedJson } from '../../plugins/compress.ts';
import { AppError } from '../../plugins/errors.ts';
import { activityRoutes } from './activity-routes.ts';
import { createDirectoryService, type DirectoryService } from './service.ts';

/**
 * Public directory pages may be kept by browsers and proxies briefly: the directory only changes
 * when it is seeded, and 30 s matches the server's own cache of match counts.
 */
export const DIRECTORY_CACHE_CONTROL = 'public, max-age=30';

/**
 * A changed astrologer (a review moved their rating) is answered afresh at once: their record
 * and profile leave the caches; then the server-rendered pages built from them may go too.
 */
function refreshOnChange(app: FastifyInstance, service: DirectoryService) {
  app.events.on('astrologer.changed', (id) => {
    service
      .refreshAstrologer(id)
      .then((astrologer) => {
        if (astrologer !== null) app.events.emit('astrologer.refreshed', astrologer);
      })
      .catch((err: unknown) =>
        app.log.warn({ err, astrologerId: id }, 'directory: refreshing a changed astrologer failed'),
      );
  });
}

/**
 * GET /api/consultants/list-filter and /api/consultants/by-slug (spec shapes, public), and the
 * reviews and availability beside them (activity-routes.ts).
 */
export default async function astrologerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createDirectoryService(app.db, {
    pageCacheMs: app.config.directoryPageCacheSec * 1000,
    memoryMaxRows: app.config.directoryMemoryMaxRows,
    now: () => app.config.now().getTime(),
    onSnapshotError: (err) =>
      app.log.warn({ err }, 'directory: loading it into memory failed; lists query the database'),
  });
  // A URL answered before is answered again before its query is parsed and validated: the same
  // URL validates the same way, and the service knows whether its answer still stands.
  const answerRepeated = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    const body = service.answered(request.url);
    if (body !== null) return sendPreparedJson(request, reply, body, DIRECTORY_CACHE_CONTROL);
  };

  // Before listening: the first visitors of a small directory are answered from memory too.
  app.addHook('onReady', async () => {
    const t0 = performance.now();
    await service
      .warm()
      .catch((err: unknown) =>
        app.log.warn({ err }, 'directory: loading it into memory failed; lists query the database'),
      );
    app.log.info({ ms: Math.round(performance.now() - t0) }, 'directory ready');
  });
  // The assistant's search_astrologers tool queries the same directory, through the ai plugin.
  app.assistant.provideDirectory((query) => service.search(query));
  refreshOnChange(app, service);
  activityRoutes(app);

  app.get(
    '/consultants/list-filter',
    {
      // Answers are compressed once, with the cached page (sendPreparedJson).
      compress: false,
      onRequest: answerRepeated,
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
    async (request, reply) =>
      sendPreparedJson(
        request,
        reply,
        await service.listPage(request.query, request.url),
        DIRECTORY_CACHE_CONTROL,
      ),
  );

  app.get(
    '/consultants/by-slug',
    {
      compress: false,
      onRequest: answerRepeated,
      schema: {
        tags: ['astrologers'],
        summary: "One astrologer's profile by slug",
        querystring: bySlugQuerySchema,
        response: { 200: bySlugResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const profile = await service.bySlug(request.query.slug, request.url);
      if (profile === null)
        throw new AppError(404, 'not_found', directoryMessages.astrologerNotFound);
      return sendPreparedJson(request, reply, profile, DIRECTORY_CACHE_CONTROL);
    },
  );
}
