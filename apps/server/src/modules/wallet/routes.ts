import {
  apiErrorSchema,
  createOrderRequestSchema,
  orderParamsSchema,
  orderResponseSchema,
  paymentResultResponseSchema,
  sandboxPaymentRequestSchema,
  walletPacksResponseSchema,
  walletResponseSchema,
  walletTransactionsQuerySchema,
  walletTransactionsResponseSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
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
export default async function walletRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createWalletService(app.db);
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
    async (request, reply) => {
      const order = await service.createOrder(currentUser(request).id, request.body.coins);
      return reply.code(201).send({ order });
    },
  );

  app.post(
    '/wallet/orders/:orderId/sandbox',
    {
      onRequest: app.requireUser,
      schema: sandboxSchema,
    },
    async (request) =>
      service.sandboxPay(currentUser(request).id, request.params.orderId, request.body.outcome),
  );
}
