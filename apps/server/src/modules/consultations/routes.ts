import {
  adminConsultationListSchema,
  apiErrorSchema,
  type Consultation,
  consultationMessages,
  consoleEarningsResponseSchema,
  consoleQueueResponseSchema,
  consoleStatusRequestSchema,
  consoleStatusResponseSchema,
  consultationHistoryResponseSchema,
  consultationMessageSchema,
  consultationParamsSchema,
  consultationResponseSchema,
  consultationSchema,
  createConsultationRequestSchema,
  createReviewRequestSchema,
  currentConsultationResponseSchema,
  MINUTE_MS,
  refundResponseSchema,
  reviewResponseSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { localBillingLease, redisBillingLease } from './billing-lease.ts';
import { callWatch, iceServerRoutes, registerCallEvents } from './calls.ts';
import { recentForAdmin, refundConsultation } from './refunds.ts';
import { createConsoleService } from './console-service.ts';
import { createMessageRepository } from './messages.ts';
import { createConsultationService, type ConsultationService } from './service.ts';
import {
  chatStateFor,
  consultationNotifier,
  type ConsultationNotifier,
  registerConsultationEvents,
} from './socket.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['consultations'];
/**
 * How often the billing loop looks for minutes that have started. A minute is charged at most
 * this late (the billing-tick lag the consultations bench prints); the query only returns
 * sessions with a minute due, so an idle pass costs one indexed scan.
 */
const BILLING_EVERY_MS = 1_000;

/** Billing lag (GET /metrics): from the start of the newest minute charged to its charge. */
function observeBillingLag(app: FastifyInstance, c: Consultation) {
  if (c.acceptedAt === null || c.minutesCharged === 0) return;
  const dueAtMs = Date.parse(c.acceptedAt) + (c.minutesCharged - 1) * MINUTE_MS;
  app.metrics.billingLag.observe(app.config.now().getTime() - dueAtMs);
}

/**
 * Starts the billing loop with the server and stops it with it (waiting for a pass under way, so
 * none runs into a closed database); tells both sides each charge as it happens. With Redis,
 * only the instance holding the billing lease runs passes (billing-lease.ts). Each pass ends with
 * the watch that ends calls whose parties have gone (calls.ts).
 */
function billingLoop(
  app: FastifyInstance,
  service: ConsultationService,
  notify: ConsultationNotifier,
  sweepCalls: () => Promise<void>,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const lease = app.redis
    ? redisBillingLease(app.redis, app.config.redisKeyPrefix)
    : localBillingLease();
  let holding = false;
  const pass = async () => {
    const held = await lease.acquire();
    if (held !== holding) app.log.info({ holder: lease.holder, held }, 'billing lease changed');
    holding = held;
    if (!held) return;
    const { missed } = await service.billActive(async (c) => {
      observeBillingLag(app, c);
      await notify.billed(c);
      if (c.status === 'ended') await notify.changed(c);
    });
    for (const c of missed) await notify.changed(c);
    await sweepCalls();
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = pass()
        .catch((err: unknown) => app.log.error({ err }, 'consultation billing failed'))
        .finally(() => (running = null));
    }, BILLING_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
    if (holding) await lease.release().catch(() => {});
  });
}

/** The session's REST: request, current, queue, and the four state changes. */
function sessionRoutes(
  app: FastifyInstance,
  service: ConsultationService,
  notify: ConsultationNotifier,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  r.post(
    '/consultations',
    {
      ...base,
      schema: {
        tags,
        summary: 'Request a paid chat or call with an astrologer (needs 5 minutes of balance)',
        security,
        body: createConsultationRequestSchema,
        response: { 201: consultationResponseSchema, 402: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { astrologerSlug, topic, mode } = request.body;
      const consultation = await service.request(currentUser(request).id, astrologerSlug, topic, mode);
      await notify.changed(consultation);
      return reply.code(201).send({ consultation });
    },
  );
  r.get(
    '/consultations/current',
    {
      ...base,
      schema: {
        tags,
        summary: "The user's requested or active consultation, billed up to now",
        security,
        response: { 200: currentConsultationResponseSchema, ...errors },
      },
    },
    async (request) => ({ consultation: await service.current(currentUser(request).id) }),
  );
  r.get(
    '/console/queue',
    {
      ...base,
      schema: {
        tags,
        summary: "Requests ringing on the signed-in astrologer's console",
        security,
        response: { 200: consoleQueueResponseSchema, ...errors },
      },
    },
    async (request) => ({ requests: await service.queue(currentUser(request).id) }),
  );
  const action = (name: string, run: (userId: string, id: string) => Promise<Consultation>) =>
    r.post(
      `/consultations/:id/${name}`,
      {
        ...base,
        schema: {
          tags,
          summary: `${name} a consultation`,
          security,
          params: consultationParamsSchema,
          response: { 200: consultationResponseSchema, ...errors },
        },
      },
      async (request) => {
        const consultation = await run(currentUser(request).id, request.params.id);
        await notify.changed(consultation);
        if (consultation.minutesCharged > 0) await notify.billed(consultation);
        return { consultation };
      },
    );
  action('accept', service.accept);
  action('decline', service.decline);
  action('cancel', service.cancel);
  action('end', service.end);
}

/** Reviews, transcripts and history. */
function afterRoutes(app: FastifyInstance, service: ConsultationService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const consoleService = createConsoleService(app.db, service, () => app.config.now().getTime());
  const messages = createMessageRepository(app.db);
  const base = { onRequest: app.requireUser };
  r.post(
    '/consultations/:id/review',
    {
      ...base,
      schema: {
        tags,
        summary: 'Rate an ended, paid consultation (once)',
        security,
        params: consultationParamsSchema,
        body: createReviewRequestSchema,
        response: { 201: reviewResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { review, astrologerId } = await consoleService.review(
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      app.events.emit('astrologer.changed', astrologerId);
      return reply.code(201).send({ review });
    },
  );
  r.get(
    '/consultations/:id/messages',
    {
      ...base,
      schema: {
        tags,
        summary: 'The transcript of a consultation you took part in',
        security,
        params: consultationParamsSchema,
        response: {
          200: z.object({ consultation: consultationSchema, messages: z.array(consultationMessageSchema) }),
          ...errors,
        },
      },
    },
    async (request) => {
      await service.sideOf(currentUser(request).id, request.params.id);
      return {
        consultation: await service.get(request.params.id),
        messages: await messages.after(request.params.id, 0),
      };
    },
  );
  r.get(
    '/consultations',
    {
      ...base,
      schema: {
        tags,
        summary: 'Your past consultations, on either side, newest first',
        security,
        response: { 200: consultationHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { consultations: await consoleService.history(user.id, user.role) };
    },
  );
  consoleRoutes(app, consoleService);
  adminRoutes(app, service);
}

const adminOnly = (role: string) => {
  if (role !== 'admin') throw new AppError(403, 'forbidden', consultationMessages.adminsOnly);
};

/** Operators: the latest closed consultations, and refunds. */
function adminRoutes(app: FastifyInstance, service: ConsultationService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  r.get(
    '/admin/consultations',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Operators: the latest 50 ended, charged consultations',
        response: { 200: adminConsultationListSchema, ...errors },
      },
    },
    async (request) => {
      adminOnly(currentUser(request).role);
      return { consultations: await recentForAdmin(app.db) };
    },
  );
  r.post(
    '/consultations/:id/refund',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Operators: refund every coin of an ended consultation (once)',
        params: consultationParamsSchema,
        response: { 200: refundResponseSchema, ...errors },
      },
    },
    async (request) => {
      adminOnly(currentUser(request).role);
      const result = await refundConsultation(app.db, request.params.id);
      if (result === 'not_found') throw new AppError(404, 'not_found', consultationMessages.notFound);
      if (result === 'not_refundable')
        throw new AppError(409, 'conflict', consultationMessages.notRefundable);
      if (result === 'refunded')
        throw new AppError(409, 'conflict', consultationMessages.alreadyRefunded);
      return { consultation: await service.get(request.params.id), refundedPaise: result.refundedPaise };
    },
  );
}

/** The astrologer's console: online switch and earnings. */
function consoleRoutes(app: FastifyInstance, consoleService: ReturnType<typeof createConsoleService>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const statusSchema = { tags, security, response: { 200: consoleStatusResponseSchema, ...errors } };
  r.get(
    '/console/status',
    { ...base, schema: { ...statusSchema, summary: "Whether the signed-in astrologer is online" } },
    async (request) => consoleService.status(currentUser(request).id),
  );
  r.post(
    '/console/status',
    {
      ...base,
      schema: { ...statusSchema, summary: 'Go online or offline', body: consoleStatusRequestSchema },
    },
    async (request) => {
      const result = await consoleService.setOnline(currentUser(request).id, request.body.online);
      app.events.emit('astrologer.changed', result.astrologer.id);
      return result;
    },
  );
  r.get(
    '/console/earnings',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Earnings per day over 30 days: gross, commission, net',
        response: { 200: consoleEarningsResponseSchema, ...errors },
      },
    },
    async (request) => consoleService.earnings(currentUser(request).id),
  );
}

/**
 * Consultations (issue 13): REST for the state changes (cookie sessions need the CSRF header on
 * POST), Socket.IO for the chat (socket.ts); every change is pushed to both parties.
 */
export default async function consultationRoutes(fastify: FastifyInstance) {
  const service = createConsultationService(
    fastify.db,
    () => fastify.config.now().getTime(),
    fastify.dbKind,
  );
  const notify = consultationNotifier(fastify, service);
  const chatState = chatStateFor(fastify);
  const now = () => fastify.config.now().getTime();
  billingLoop(fastify, service, notify, callWatch(service, chatState, notify, now));
  // A recharge during a session: the client's meter (minutes left) updates without waiting for
  // the next minute.
  fastify.events.on('wallet.credited', (userId) => {
    service
      .current(userId)
      .then((c) => (c?.status === 'active' ? notify.billed(c) : undefined))
      .catch((err: unknown) => fastify.log.error({ err }, 'meter update after a recharge failed'));
  });
  registerConsultationEvents(fastify, service, chatState);
  registerCallEvents(fastify, service, notify);
  iceServerRoutes(fastify, service);
  sessionRoutes(fastify, service, notify);
  afterRoutes(fastify, service);
}
