import {
  apiErrorSchema,
  createOrderRequestSchema,
  orderParamsSchema,
  orderResponseSchema,
  paymentResultResponseSchema,
  paymentWebhookResponseSchema,
  razorpayPaymentRequestSchema,
  sandboxPaymentRequestSchema,
  walletPacksResponseSchema,
  walletResponseSchema,
  walletTransactionsQuerySchema,
  walletMessages,
  walletTransactionsResponseSchema,
} from '@nakshatra/contracts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { createWalletService } from './service.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const sandboxSchema = {
  tags: ['wallet'],
  summary: "The sandbox provider's checkout (test mode): pay or decline an order",
  security,
  params: orderParamsSchema,
  body: sandboxPaymentRequestSchema,
  response: {
    200: paymentResultResponseSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    ...errors,
  },
};

/**
 * The wallet (issue 13): GET /api/wallet/packs (public), and for the signed-in user GET
 * /api/wallet, GET /api/wallet/transactions, POST /api/wallet/orders and the sandbox checkout
 * POST /api/wallet/orders/:orderId/sandbox. Cookie sessions need the CSRF header on POST.
 */
type FastifyTypedInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export default async function walletRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createWalletService(app.db, app.config.razorpay);
  app.get(
    '/wallet/packs',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Recharge packs with their GST and the payment provider in use',
        response: { 200: walletPacksResponseSchema },
      },
    },
    async () => service.packs(),
  );

  app.get(
    '/wallet',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: "The user's coin balance, derived from the ledger",
        security,
        response: { 200: walletResponseSchema, ...errors },
      },
    },
    async (request) => service.wallet(currentUser(request).id),
  );

  app.get(
    '/wallet/transactions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: "The wallet's movements, newest first",
        security,
        querystring: walletTransactionsQuerySchema,
        response: { 200: walletTransactionsResponseSchema, ...errors },
      },
    },
    async (request) => service.transactions(currentUser(request).id, request.query.pageNo),
  );

  app.post(
    '/wallet/orders',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Start a recharge of one pack',
        security,
        body: createOrderRequestSchema,
        response: { 201: orderResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createOrder(currentUser(request).id, request.body.coins)),
  );

  app.post(
    '/wallet/orders/:orderId/sandbox',
    {
      onRequest: app.requireUser,
      schema: sandboxSchema,
    },
    async (request) => {
      const userId = currentUser(request).id;
      const result = await service.sandboxPay(userId, request.params.orderId, request.body.outcome);
      if (result.order.status === 'paid') app.events.emit('wallet.credited', userId);
      return result;
    },
  );

  razorpayConfirmRoute(app, service);
  await app.register(razorpayWebhookRoute(service));
}

/** POST /api/wallet/orders/:orderId/razorpay: Checkout's success handler, verified. */
function razorpayConfirmRoute(
  app: FastifyTypedInstance,
  service: ReturnType<typeof createWalletService>,
) {
  app.post(
    '/wallet/orders/:orderId/razorpay',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: "Razorpay Checkout's success handler: the payment, verified by its signature",
        security,
        params: orderParamsSchema,
        body: razorpayPaymentRequestSchema,
        response: {
          200: paymentResultResponseSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const result = await service.razorpayPay(userId, request.params.orderId, request.body);
      if (result.order.status === 'paid') app.events.emit('wallet.credited', userId);
      return result;
    },
  );

}

/** Webhook bodies are read as bytes: the signature covers them exactly as sent. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/wallet/webhooks/razorpay: no session (Razorpay calls it); the X-Razorpay-Signature
 * header over the raw body decides. Its own JSON parser keeps the bytes (encapsulated: other
 * routes parse as usual).
 */
function razorpayWebhookRoute(service: ReturnType<typeof createWalletService>) {
  return async (scope: FastifyInstance) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/wallet/webhooks/razorpay',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Razorpay webhooks (order.paid, payment.captured), verified by signature',
          headers: webhookHeadersSchema,
          response: {
            200: paymentWebhookResponseSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body))
          throw new AppError(400, 'bad_request', walletMessages.webhookSignatureInvalid);
        const status = await service.razorpayWebhook(
          body,
          request.headers['x-razorpay-signature'],
          request.headers['x-razorpay-event-id'],
        );
        return { status };
      },
    );
  };
}

const webhookHeadersSchema = z.object({
  'x-razorpay-signature': z.string({ error: 'X-Razorpay-Signature is required' }).max(128),
  'x-razorpay-event-id': z.string({ error: 'X-Razorpay-Event-Id is required' }).min(1).max(128),
});
