import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RazorpayConfig } from '../../plugins/env.ts';

/**
 * Razorpay (issue 13), as its documentation describes it:
 * - Orders API: `POST /v1/orders` with HTTP Basic auth (key id : key secret), amount in paise.
 * - Checkout hands the browser `razorpay_payment_id`, `razorpay_order_id` and
 *   `razorpay_signature` = hex HMAC-SHA256 of `<order id>|<payment id>` keyed with the key secret.
 *   The order id signed must be the one we stored, never the one the browser sends.
 * - Webhooks carry `X-Razorpay-Signature` = hex HMAC-SHA256 of the raw body keyed with the
 *   webhook secret, and `X-Razorpay-Event-Id`, the same on every retry of one event.
 */

export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

export interface RazorpayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: string;
}

export function hmacHex(message: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time comparison of two hex signatures (a mismatch in length is a mismatch). */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(givenHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex, 'hex'));
}

/** The Checkout signature check, over the order id we stored. */
export function paymentSignatureValid(
  storedOrderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return signatureMatches(hmacHex(`${storedOrderId}|${paymentId}`, keySecret), signature);
}

/** The webhook signature check, over the body's bytes as received. */
export function webhookSignatureValid(rawBody: Buffer, signature: string, webhookSecret: string): boolean {
  return signatureMatches(hmacHex(rawBody, webhookSecret), signature);
}

export class RazorpayUnavailable extends Error {}

/** The two calls of Razorpay's API the wallet makes, with a timeout each. */
export function createRazorpayClient(config: RazorpayConfig, timeoutMs = 10_000) {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${config.apiBase}${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new RazorpayUnavailable(`Razorpay ${method} ${path}: ${(err as Error).message}`);
    }
    if (!res.ok) throw new RazorpayUnavailable(`Razorpay ${method} ${path}: HTTP ${res.status}`);
    return (await res.json()) as T;
  }
  return {
    createOrder: (amountPaise: number, receipt: string, notes: Record<string, string>) =>
      call<RazorpayOrder>('POST', '/orders', { amount: amountPaise, currency: 'INR', receipt, notes }),
    payment: (paymentId: string) =>
      call<RazorpayPayment>('GET', `/payments/${encodeURIComponent(paymentId)}`),
  };
}

export type RazorpayClient = ReturnType<typeof createRazorpayClient>;
