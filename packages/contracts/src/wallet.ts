/**
 * The wallet (issue 13): coins bought in recharge packs, spent per minute with astrologers.
 * 1 coin = 1 rupee. Amounts on the wire are integer paise (1/100 rupee), so GST is exact; the
 * balance is derived on the server from a double-entry ledger, never stored alone.
 */
import { z } from 'zod';
import { pageNoParam } from './common.ts';

/** GST on a recharge, as Indian consultation apps add it on top of the pack (18 %). */
export const GST_PERCENT = 18;

/** Recharge packs in coins (= rupees), AstroTalk's ladder from ₹50 to ₹1,00,000. */
export const WALLET_PACKS_COINS = [
  50, 100, 200, 500, 1000, 2000, 3000, 4000, 8000, 15000, 20000, 50000, 100000,
] as const;

/** Payment providers; `sandbox` is the default test mode that moves no real money. */
export const paymentProviders = ['sandbox', 'razorpay'] as const;
export const paymentProviderSchema = z.enum(paymentProviders);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

const paise = z.int().min(0);

/** A pack's price: the coins' rupees, GST on top, and what the user pays. */
export const walletPackSchema = z.object({
  coins: z.int().positive(),
  amountPaise: paise,
  gstPaise: paise,
  totalPaise: paise,
});
export type WalletPack = z.infer<typeof walletPackSchema>;

/** The price of `coins` coins: GST rounded to the nearest paisa, half up. */
export function priceOfPack(coins: number): WalletPack {
  const amountPaise = coins * 100;
  const gstPaise = Math.round((amountPaise * GST_PERCENT) / 100);
  return { coins, amountPaise, gstPaise, totalPaise: amountPaise + gstPaise };
}

/** GET /api/wallet/packs (public). */
export const walletPacksResponseSchema = z.object({
  packs: z.array(walletPackSchema),
  gstPercent: z.int(),
  provider: paymentProviderSchema,
});
export type WalletPacksResponse = z.infer<typeof walletPacksResponseSchema>;

/** GET /api/wallet: the signed-in user's balance, derived from the ledger. */
export const walletResponseSchema = z.object({
  balancePaise: z.int(),
  /** Whole coins available (balancePaise / 100, rounded down). */
  balanceCoins: z.int(),
  currency: z.literal('INR'),
  provider: paymentProviderSchema,
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

export const paymentOrderStatuses = ['created', 'paid', 'failed'] as const;

export const paymentOrderSchema = z.object({
  id: z.uuid(),
  coins: z.int().positive(),
  amountPaise: paise,
  gstPaise: paise,
  totalPaise: paise,
  status: z.enum(paymentOrderStatuses),
  provider: paymentProviderSchema,
  createdAt: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

const packCoins = z
  .int({ error: 'coins must be one of the recharge packs' })
  .refine((c) => (WALLET_PACKS_COINS as readonly number[]).includes(c), {
    error: 'coins must be one of the recharge packs',
  });

/** POST /api/wallet/orders: start a recharge of one pack. */
export const createOrderRequestSchema = z.strictObject({ coins: packCoins });
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** What the browser needs to open Razorpay Checkout for an order (null for the sandbox). */
export const razorpayCheckoutSchema = z.object({
  provider: z.literal('razorpay'),
  keyId: z.string(),
  /** Razorpay's id of the order (`order_...`). */
  providerOrderId: z.string(),
  /** What the user pays: the pack and its GST. */
  amountPaise: paise,
  currency: z.literal('INR'),
  /** Razorpay Checkout's script, loaded by the page when the user pays. */
  scriptUrl: z.url(),
});
export type RazorpayCheckout = z.infer<typeof razorpayCheckoutSchema>;

export const orderResponseSchema = z.object({
  order: paymentOrderSchema,
  checkout: razorpayCheckoutSchema.nullable().optional(),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** Path of the order routes. */
export const orderParamsSchema = z.strictObject({ orderId: z.uuid({ error: 'Unknown order' }) });

/**
 * POST /api/wallet/orders/:orderId/sandbox: the sandbox provider's checkout, answered by the
 * user in test mode. Paying twice credits once.
 */
export const sandboxPaymentRequestSchema = z.strictObject({
  outcome: z.enum(['success', 'failure'], { error: "outcome must be 'success' or 'failure'" }),
});
export type SandboxPaymentRequest = z.infer<typeof sandboxPaymentRequestSchema>;

/**
 * POST /api/wallet/orders/:orderId/razorpay: what Razorpay Checkout's success handler received,
 * as it names the fields. The server verifies the signature over the order id it stored.
 */
export const razorpayPaymentRequestSchema = z.strictObject({
  razorpay_payment_id: z.string().regex(/^pay_[A-Za-z0-9]{1,40}$/, 'Invalid payment id'),
  razorpay_order_id: z.string().regex(/^order_[A-Za-z0-9]{1,40}$/, 'Invalid order id'),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, 'Invalid signature'),
});
export type RazorpayPaymentRequest = z.infer<typeof razorpayPaymentRequestSchema>;

/** POST /api/wallet/webhooks/razorpay: what was done with a verified event. */
export const paymentWebhookResponseSchema = z.object({
  status: z.enum(['processed', 'duplicate', 'ignored']),
});

export const paymentResultResponseSchema = z.object({
  order: paymentOrderSchema,
  balancePaise: z.int(),
});
export type PaymentResultResponse = z.infer<typeof paymentResultResponseSchema>;

/** Kinds of wallet movements; consultations add theirs. */
export const walletTransactionKinds = ['recharge', 'consultation', 'refund'] as const;

/** One movement of the user's wallet (its ledger entry), newest first. */
export const walletTransactionSchema = z.object({
  id: z.string(),
  kind: z.enum(walletTransactionKinds),
  /** Signed: a recharge is positive, a charge negative. */
  amountPaise: z.int(),
  createdAt: z.string(),
  /** For a recharge: its pack and what was paid. */
  order: paymentOrderSchema.nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const WALLET_TRANSACTIONS_PAGE_SIZE = 20;

export const walletTransactionsQuerySchema = z.strictObject({
  pageNo: pageNoParam,
});

export const walletTransactionsResponseSchema = z.object({
  items: z.array(walletTransactionSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  totalElements: z.int(),
});
export type WalletTransactionsResponse = z.infer<typeof walletTransactionsResponseSchema>;

/** English messages of the wallet's errors (codes in errors.ts). */
export const walletMessages = {
  orderNotFound: 'Unknown order',
  orderClosed: 'This order is already closed',
  providerMismatch: 'This order is not paid through the sandbox',
  razorpayMismatch: 'This order is not paid through Razorpay',
  signatureInvalid: 'The payment could not be verified',
  paymentNotCaptured: 'The payment has not been completed',
  providerUnavailable: 'The payment provider could not be reached. Please try again.',
  webhookSignatureInvalid: 'Invalid webhook signature',
  webhookUnknownOrder: 'Unknown order',
} as const;
