import {
  type PaymentOrder,
  type PaymentResultResponse,
  type RazorpayCheckout,
  type RazorpayPaymentRequest,
  walletMessages,
} from '@nakshatra/contracts';
import type { RazorpayConfig } from '../../plugins/env.ts';
import { AppError } from '../../plugins/errors.ts';
import {
  createRazorpayClient,
  paymentSignatureValid,
  RazorpayUnavailable,
  webhookSignatureValid,
} from './razorpay.ts';
import { createProviderOrderRepository } from './provider-orders.ts';
import { createWalletRepository, walletAccount } from './repository.ts';

type Repo = ReturnType<typeof createWalletRepository>;
type ProviderRepo = ReturnType<typeof createProviderOrderRepository>;

const unavailable = () => new AppError(503, 'internal', walletMessages.providerUnavailable);
const unverified = () => new AppError(400, 'bad_request', walletMessages.signatureInvalid);

/** The events a wallet acts on; others are acknowledged and ignored. */
interface RazorpayEvent {
  event: string;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown; status?: unknown } };
    order?: { entity?: { id?: unknown } };
  };
}

/**
 * Recharges paid through Razorpay (issue 13): the order is opened with Razorpay's Orders API,
 * Checkout's answer is verified by its signature and by asking Razorpay for the payment, and
 * webhooks (verified by theirs) settle orders whose browser never came back. Every path settles
 * through the same ledger statement, keyed by the order, so an order is credited once.
 */
export function createRazorpayPayments(repo: Repo, providerRepo: ProviderRepo, config: RazorpayConfig) {
  const client = createRazorpayClient(config);

  async function settleCaptured(userId: string, order: PaymentOrder, payment: { id: string; amount: number; status: string }) {
    if (payment.status !== 'captured')
      throw new AppError(409, 'order_closed', walletMessages.paymentNotCaptured);
    if (payment.amount !== order.totalPaise)
      throw new AppError(400, 'bad_request', walletMessages.signatureInvalid);
    await repo.settlePaid(userId, order.id, payment.id);
  }

  return {
    /** Opens the order at Razorpay; what Checkout needs to take the payment. */
    async open(order: PaymentOrder): Promise<RazorpayCheckout> {
      let providerOrderId: string;
      try {
        const created = await client.createOrder(order.totalPaise, order.id, { orderId: order.id });
        providerOrderId = created.id;
      } catch (err) {
        if (err instanceof RazorpayUnavailable) throw unavailable();
        throw err;
      }
      await providerRepo.setProviderOrderId(order.id, providerOrderId);
      return {
        provider: 'razorpay',
        keyId: config.keyId,
        providerOrderId,
        amountPaise: order.totalPaise,
        currency: 'INR',
        scriptUrl: config.checkoutUrl,
      };
    },

    /** Checkout's success handler, forwarded by the browser. */
    async confirm(userId: string, order: PaymentOrder, body: RazorpayPaymentRequest): Promise<PaymentResultResponse> {
      if (order.provider !== 'razorpay')
        throw new AppError(409, 'order_closed', walletMessages.razorpayMismatch);
      const stored = await providerRepo.providerOrderId(userId, order.id);
      if (stored === null || stored !== body.razorpay_order_id) throw unverified();
      if (!paymentSignatureValid(stored, body.razorpay_payment_id, body.razorpay_signature, config.keySecret))
        throw unverified();
      let payment;
      try {
        payment = await client.payment(body.razorpay_payment_id);
      } catch (err) {
        if (err instanceof RazorpayUnavailable) throw unavailable();
        throw err;
      }
      if (payment.order_id !== stored) throw unverified();
      await settleCaptured(userId, order, payment);
      const settled = await repo.order(userId, order.id);
      return { order: settled!, balancePaise: await repo.balancePaise(walletAccount(userId)) };
    },

    /**
     * A webhook delivery: the signature over the raw body first, then the event once per event
     * id. `order.paid` and `payment.captured` settle the order. A failed attempt changes
     * nothing: Razorpay lets the user try the same order again with another method.
     */
    async webhook(rawBody: Buffer, signature: string, eventId: string): Promise<'processed' | 'duplicate' | 'ignored'> {
      if (!webhookSignatureValid(rawBody, signature, config.webhookSecret))
        throw new AppError(400, 'bad_request', walletMessages.webhookSignatureInvalid);
      let event: RazorpayEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as RazorpayEvent;
      } catch {
        throw new AppError(400, 'invalid_json', 'Invalid JSON');
      }
      if (event.event !== 'order.paid' && event.event !== 'payment.captured') return 'ignored';
      const payment = event.payload?.payment?.entity;
      const providerOrderId = payment?.order_id ?? event.payload?.order?.entity?.id;
      if (typeof providerOrderId !== 'string' || typeof payment?.id !== 'string')
        throw new AppError(400, 'bad_request', walletMessages.webhookUnknownOrder);
      const found = await providerRepo.orderByProviderId(providerOrderId);
      if (found === null || found.order.provider !== 'razorpay')
        throw new AppError(404, 'not_found', walletMessages.webhookUnknownOrder);
      if (!(await providerRepo.recordEvent('razorpay', eventId, event.event))) return 'duplicate';
      try {
        await settleCaptured(found.userId, found.order, {
          id: payment.id,
          amount: Number(payment.amount),
          status: String(payment.status),
        });
      } catch (err) {
        await providerRepo.forgetEvent('razorpay', eventId);
        throw err;
      }
      return 'processed';
    },
  };
}
