import {
  apiErrorSchema,
  type Consultation,
  consoleQueueResponseSchema,
  consultationParamsSchema,
  consultationResponseSchema,
  createConsultationRequestSchema,
  currentConsultationResponseSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { createConsultationService, type ConsultationService } from './service.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
/** How often the billing loop charges the minutes that have started (well under a minute). */
const BILLING_EVERY_MS = 5_000;

/** Starts the billing loop with the server and stops it with it. */
function billingLoop(app: FastifyInstance, service: ConsultationService) {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      service
        .billActive()
        .catch((err: unknown) => app.log.error({ err }, 'consultation billing failed'));
    }, BILLING_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

/**
 * Consultations (issue 13), REST: a user requests, the astrologer's console accepts or declines,
 * either ends. Cookie sessions need the CSRF header on POST.
 */
export default async function consultationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createConsultationService(app.db, () => app.config.now().getTime());
  billingLoop(fastify, service);
  const base = { onRequest: app.requireUser };
  const withId = (summary: string) => ({
    ...base,
    schema: {
      tags: ['consultations'],
      summary,
      security,
      params: consultationParamsSchema,
      response: { 200: consultationResponseSchema, ...errors },
    },
  });

  app.post(
    '/consultations',
    {
      ...base,
      schema: {
        tags: ['consultations'],
        summary: 'Request a paid chat with an astrologer (needs 5 minutes of balance)',
        security,
        body: createConsultationRequestSchema,
        response: { 201: consultationResponseSchema, 402: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { astrologerSlug, topic } = request.body;
      const consultation = await service.request(currentUser(request).id, astrologerSlug, topic);
      return reply.code(201).send({ consultation });
    },
  );

  app.get(
    '/consultations/current',
    {
      ...base,
      schema: {
        tags: ['consultations'],
        summary: "The user's requested or active consultation, billed up to now",
        security,
        response: { 200: currentConsultationResponseSchema, ...errors },
      },
    },
    async (request) => ({ consultation: await service.current(currentUser(request).id) }),
  );

  app.get(
    '/console/queue',
    {
      ...base,
      schema: {
        tags: ['consultations'],
        summary: "Requests ringing on the signed-in astrologer's console",
        security,
        response: { 200: consoleQueueResponseSchema, ...errors },
      },
    },
    async (request) => ({ requests: await service.queue(currentUser(request).id) }),
  );

  const action = (name: string, run: (userId: string, id: string) => Promise<Consultation>) =>
    app.post(`/consultations/:id/${name}`, withId(`${name} a consultation`), async (request) => ({
      consultation: await run(currentUser(request).id, request.params.id),
    }));
  action('accept', service.accept);
  action('decline', service.decline);
  action('cancel', service.cancel);
  action('end', service.end);
}
