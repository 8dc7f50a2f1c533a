import {
  ambiguousLocalTimeErrorSchema,
  apiErrorSchema,
  clientChartParamsSchema,
  clientChartQuerySchema,
  clientChartResponseSchema,
  consultationMessages,
  KUNDLI_FIELD_ORDER,
  kundliMessages,
  kundliRequestSchema,
  kundliResponseSchema,
  SAVED_KUNDLIS_MAX,
  savedKundliCreatedSchema,
  savedKundliDeletedSchema,
  savedKundliListSchema,
  savedKundliParamsSchema,
  savedKundliQuerySchema,
  type ClientChartResponse,
  type KundliRequest,
  type KundliResponse,
} from '@nakshatra/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { AppError, errorMessages, validationError } from '../../plugins/errors.ts';
import { clientChart } from './client-chart.ts';
import {
  deleteSavedKundli,
  getClientChartRow,
  getSavedKundli,
  insertSavedKundli,
  listSavedKundlis,
} from './repository.ts';
import { warmSaturnTable } from './sade-sati.ts';
import { birthCheck, computeKundli } from './service.ts';

/**
 * Per client IP. A kundli is a few milliseconds of CPU once Saturn's decades are in memory; a
 * person generates a handful, so 30 a minute only stops a script from keeping a core busy.
 */
export const KUNDLI_RATE_LIMIT_PER_MIN = 30;
/**
 * The console's co-pilot: an astrologer opens it for every client, several times a session
 * (each device, each reconnect), and many consoles may share an office's address. Only the
 * linked astrologer gets an answer at all, so the limit guards the CPU, not access.
 */
export const CLIENT_CHART_RATE_LIMIT_PER_MIN = 120;
export const SAVED_KUNDLIS_RATE_LIMIT_PER_MIN = 120;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The spec checks the kundli form in a fixed order (name, place, district, time, gender): the
 * `error` of a 400 is the first failing field in that order, `fields` lists every failure.
 * Unknown fields come last.
 */
function orderedValidationError(err: Error): AppError {
  if (!hasZodFastifySchemaValidationErrors(err))
    return new AppError(400, 'validation_failed', errorMessages.badRequest);
  const order = KUNDLI_FIELD_ORDER as readonly string[];
  const rank = (issue: (typeof err.validation)[number]) => {
    if (issue.keyword === 'unrecognized_keys') return order.length + 1;
    const field = issue.instancePath.split('/').filter(Boolean)[0];
    if (field === undefined) return -1;
    const i = order.indexOf(field);
    return i < 0 ? order.length : i;
  };
  return validationError([...err.validation].sort((a, b) => rank(a) - rank(b)));
}

/**
 * A kundli is about 110 kB of JSON, 800 dasha periods among it. Its type is the contract's
 * (KundliResponse, inferred from the schema), so it is sent as JSON directly: validating it
 * again on every answer cost more than computing it (tests parse every answer with the schema).
 * The console's client chart holds one, so it is sent the same way.
 */
function sendKundli(reply: FastifyReply, value: KundliResponse | ClientChartResponse) {
  return reply
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(value));
}

/** Saved input: the validated request without empty optional fields. */
function storable(body: KundliRequest): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== ''));
}

/** A stored request, validated again (it was valid when saved; the schema only loosens with time). */
function storedRequest(input: Record<string, unknown>): KundliRequest {
  const parsed = kundliRequestSchema.safeParse(input);
  if (!parsed.success) throw new AppError(409, 'validation_failed', kundliMessages.time);
  return parsed.data;
}

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: ambiguousLocalTimeErrorSchema.or(apiErrorSchema),
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
};

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Saturn's stays for births from 1900 and their 100 years (to 2130): about 23 decades, 0.4 s
 * of CPU, filled a decade at a time once the server listens, so the first kundlis do not pay
 * for it. Apps that never listen (tests using inject) fill the table on demand instead.
 */
function warmSaturnTableOnListen(app: FastifyInstance) {
  app.addHook('onListen', async () => {
    const started = performance.now();
    warmSaturnTable(Date.UTC(1900, 0, 1), Date.UTC(2130, 0, 1)).then(
      (decades) =>
        app.log.info(
          { decades, ms: Math.round(performance.now() - started) },
          'Saturn table ready',
        ),
      (err: unknown) => app.log.error({ err }, 'Saturn table failed; kundlis compute it on demand'),
    );
  });
}

/** POST /api/kundli: compute a kundli from a birth. */
function generateRoute(fastify: FastifyInstance, requireMember: Guard) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/kundli',
    {
      onRequest: requireMember,
      attachValidation: true,
      config: { rateLimit: { max: KUNDLI_RATE_LIMIT_PER_MIN, timeWindow: 60_000 } },
      schema: {
        tags: ['kundli'],
        summary:
          'Generate a kundli: chart, vargas, dasha, yogas, doshas, Sade Sati and the seven sections',
        description:
          'birthDateTime is local time at placeId (GET /api/places) or lat+lon. A 400 reports the first ' +
          'failing field in the spec order name, place, district, time, gender as error, all in fields. ' +
          'A local time that happened twice answers 409 ambiguous_local_time: repeat with resolveAmbiguous.',
        security,
        body: kundliRequestSchema,
        response: { 200: kundliResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw orderedValidationError(request.validationError);
      const outcome = computeKundli(request.body, new Date());
      if (!outcome.ok) return reply.code(409).send(outcome.ambiguous);
      return sendKundli(reply, outcome.value);
    },
  );
}

/** POST /api/kundlis: save a kundli request (only births that compute). */
function saveRoute(fastify: FastifyInstance, requireMember: Guard) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/kundlis',
    {
      onRequest: requireMember,
      attachValidation: true,
      config: { rateLimit: { max: SAVED_KUNDLIS_RATE_LIMIT_PER_MIN, timeWindow: 60_000 } },
      schema: {
        tags: ['kundli'],
        summary: `Save a kundli request (at most ${SAVED_KUNDLIS_MAX} per user; 409 limit_reached beyond)`,
        security,
        body: kundliRequestSchema,
        response: { 201: savedKundliCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw orderedValidationError(request.validationError);
      const user = currentUser(request);
      // Only births that compute are saved: an unknown place or an unresolved repeated hour is
      // answered now, not when the kundli is reopened.
      const check = birthCheck(request.body);
      if (!check.ok) return reply.code(409).send(check.ambiguous);
      const id = await insertSavedKundli(
        app.db,
        user.id,
        request.body.name,
        storable(request.body),
      );
      return reply.code(201).send({ id });
    },
  );
}

/** GET /api/kundlis: the user's saved kundlis, newest first. */
function listRoute(fastify: FastifyInstance, requireMember: Guard) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/kundlis',
    {
      onRequest: requireMember,
      config: { rateLimit: { max: SAVED_KUNDLIS_RATE_LIMIT_PER_MIN, timeWindow: 60_000 } },
      schema: {
        tags: ['kundli'],
        summary: "The signed-in user's saved kundlis, newest first",
        security,
        response: { 200: savedKundliListSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const rows = await listSavedKundlis(app.db, currentUser(request).id);
      reply.header('cache-control', 'no-store');
      return {
        items: rows.map((r) => {
          const input = r.input as Partial<KundliRequest>;
          return {
            id: r.id,
            name: r.name,
            gender: input.gender ?? 'male',
            birthDateTime: input.birthDateTime ?? '',
            birthPlace: input.birthPlace ?? '',
            district: input.district ?? '',
            state: input.state ?? null,
            language: input.language ?? 'en',
            createdAt: r.createdAt.toISOString(),
          };
        }),
        max: SAVED_KUNDLIS_MAX as typeof SAVED_KUNDLIS_MAX,
      };
    },
  );
}

/** GET /api/kundlis/:id: a saved kundli, recomputed. */
function reopenRoute(fastify: FastifyInstance, requireMember: Guard) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/kundlis/:id',
    {
      onRequest: requireMember,
      config: { rateLimit: { max: KUNDLI_RATE_LIMIT_PER_MIN, timeWindow: 60_000 } },
      schema: {
        tags: ['kundli'],
        summary:
          'Reopen a saved kundli: recomputed from the saved request (same shape as POST /api/kundli)',
        security,
        params: savedKundliParamsSchema,
        querystring: savedKundliQuerySchema,
        response: {
          200: kundliResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: ambiguousLocalTimeErrorSchema.or(apiErrorSchema),
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = request.params.id;
      const row = UUID_RE.test(id) ? await getSavedKundli(app.db, user.id, id) : null;
      if (!row) throw new AppError(404, 'not_found', kundliMessages.notFound);
      const input = storedRequest(row.input);
      const outcome = computeKundli(
        request.query.lang ? { ...input, language: request.query.lang } : input,
        new Date(),
      );
      if (!outcome.ok) return reply.code(409).send(outcome.ambiguous);
      return sendKundli(reply, outcome.value);
    },
  );
}

/** DELETE /api/kundlis/:id. */
function deleteRoute(fastify: FastifyInstance, requireMember: Guard) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.delete(
    '/kundlis/:id',
    {
      onRequest: requireMember,
      config: { rateLimit: { max: SAVED_KUNDLIS_RATE_LIMIT_PER_MIN, timeWindow: 60_000 } },
      schema: {
        tags: ['kundli'],
        summary: 'Delete a saved kundli',
        security,
        params: savedKundliParamsSchema,
        response: {
          200: savedKundliDeletedSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      const deleted = UUID_RE.test(id) && (await deleteSavedKundli(app.db, user.id, id));
      if (!deleted) throw new AppError(404, 'not_found', kundliMessages.notFound);
      return { id, deleted: true as const };
    },
  );
}

/**
 * GET /api/console/consultations/:id/chart: the client's kundli from their saved profile, for
 * the astrologer login linked to the consultation's astrologer only (any status: the queue is
 * read before accepting). Anyone else, and an unknown or malformed id, gets the same 404.
 */
function clientChartRoute(fastify: FastifyInstance, requireMember: Guard) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/console/consultations/:id/chart',
    {
      onRequest: requireMember,
      config: { rateLimit: { max: CLIENT_CHART_RATE_LIMIT_PER_MIN, timeWindow: 60_000 } },
      schema: {
        tags: ['kundli', 'consultations'],
        summary:
          "The client's chart for the astrologer's console: kundli from the saved birth profile " +
          '(null without one), running dasha, transits from the natal Moon, Sade Sati or Dhaiya',
        security,
        params: clientChartParamsSchema,
        querystring: clientChartQuerySchema,
        response: {
          200: clientChartResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const row = UUID_RE.test(id)
        ? await getClientChartRow(app.db, currentUser(request).id, id)
        : null;
      if (!row) throw new AppError(404, 'not_found', consultationMessages.notFound);
      return sendKundli(reply, clientChart(row, request.query.lang ?? 'en', app.config.now()));
    },
  );
}

/**
 * POST /api/kundli (generate) and the saved kundlis: POST/GET /api/kundlis, GET/DELETE
 * /api/kundlis/:id. All need a session: guests get 401 token_missing 'Please Login to Continue'.
 * Also the console's client chart, GET /api/console/consultations/:id/chart (astrologers).
 */
export default async function kundliRoutes(app: FastifyInstance) {
  warmSaturnTableOnListen(app);
  const requireMember: Guard = async (request, reply) => {
    if (!request.credentials)
      throw new AppError(401, 'token_missing', kundliMessages.loginRequired);
    await app.requireUser(request, reply);
  };
  generateRoute(app, requireMember);
  saveRoute(app, requireMember);
  listRoute(app, requireMember);
  reopenRoute(app, requireMember);
  deleteRoute(app, requireMember);
  clientChartRoute(app, requireMember);
}
