import {
  type OrderResponse,
  type PaymentOrder,
  type RazorpayPaymentRequest,
  type PaymentProvider,
  type PaymentResultResponse,
  priceOfPack,
  WALLET_PACKS_COINS,
  WALLET_TRANSACTIONS_PAGE_SIZE,
  type WalletPacksResponse,
  type WalletResponse,
  type WalletTransactionsResponse,
  GST_PERCENT,
  walletMessages,
} from '@nakshatra/contracts';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { RazorpayConfig } from '../../plugins/env.ts';
import { AppError } from '../../plugins/errors.ts';
import { createProviderOrderRepository } from './provider-orders.ts';
import { createRazorpayPayments } from './razorpay-payments.ts';
import { createWalletRepository, toOrder, walletAccount } from './repository.ts';

/**
 * The wallet: recharge packs with GST, orders, their checkout, the balance and the history, all
 * from the ledger. The provider is the sandbox (the default test mode, labelled in the app, no
 * real money moves) or, with its keys configured, Razorpay (razorpay-payments.ts).
 */
export function createWalletService(db: Db, razorpayConfig: RazorpayConfig | null = null) {
  const repo = createWalletRepository(db);
  const provider: PaymentProvider = razorpayConfig ? 'razorpay' : 'sandbox';
  const razorpay = razorpayConfig
    ? createRazorpayPayments(repo, createProviderOrderRepository(db), razorpayConfig)
    : null;
  const notFound = () => new AppError(404, 'not_found', walletMessages.orderNotFound);

  async function openOrder(userId: string, orderId: string): Promise<PaymentOrder> {
    const order = await repo.order(userId, orderId);
    if (order === null) throw notFound();
    return order;
  }

  return {
    packs(): WalletPacksResponse {
      return { packs: WALLET_PACKS_COINS.map(priceOfPack), gstPercent: GST_PERCENT, provider };
    },

    async wallet(userId: string): Promise<WalletResponse> {
      const balancePaise = await repo.balancePaise(walletAccount(userId));
      return {
        balancePaise,
        balanceCoins: Math.floor(balancePaise / 100),
        currency: 'INR',
        provider,
      };
    },

    /** Opens an order; with Razorpay, also at Razorpay, with what its Checkout needs. */
    async createOrder(userId: string, coins: number): Promise<OrderResponse> {
      const { amountPaise, gstPaise } = priceOfPack(coins);
      const order = await repo.createOrder(userId, provider, coins, amountPaise, gstPaise);
      if (razorpay === null) return { order, checkout: null };
      return { order, checkout: await razorpay.open(order) };
    },

    /** Razorpay Checkout's success handler, forwarded by the browser (404 unless Razorpay is on). */
    async razorpayPay(userId: string, orderId: string, body: RazorpayPaymentRequest): Promise<PaymentResultResponse> {
      if (razorpay === null) throw notFound();
      return razorpay.confirm(userId, await openOrder(userId, orderId), body);
    },

    /** A Razorpay webhook delivery (404 unless Razorpay is on). */
    async razorpayWebhook(rawBody: Buffer, signature: string, eventId: string) {
      if (razorpay === null) throw notFound();
      return razorpay.webhook(rawBody, signature, eventId);
    },

    /**
     * The sandbox checkout's answer. Success credits the pack once however often it is sent;
     * failure closes the order with nothing credited. A closed order answers a different outcome
     * with 409 and changes nothing.
     */
    async sandboxPay(
      userId: string,
      orderId: string,
      outcome: 'success' | 'failure',
    ): Promise<PaymentResultResponse> {
      const before = await openOrder(userId, orderId);
      if (before.provider !== 'sandbox')
        throw new AppError(409, 'order_closed', walletMessages.providerMismatch);
      if (outcome === 'success') await repo.settlePaid(userId, orderId, `sandbox_${randomUUID()}`);
      else await repo.settleFailed(userId, orderId);
      const order = await openOrder(userId, orderId);
      const wanted = outcome === 'success' ? 'paid' : 'failed';
      if (order.status !== wanted)
        throw new AppError(409, 'order_closed', walletMessages.orderClosed);
      return { order, balancePaise: await repo.balancePaise(walletAccount(userId)) };
    },

    async transactions(userId: string, pageNo: number): Promise<WalletTransactionsResponse> {
      const account = walletAccount(userId);
      const pageSize = WALLET_TRANSACTIONS_PAGE_SIZE;
      const [rows, totalElements] = await Promise.all([
        repo.entries(account, pageNo * pageSize, pageSize),
        repo.entryCount(account),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.entry_id,
          kind:
            r.kind === 'consultation' || r.kind === 'refund'
              ? (r.kind as 'consultation' | 'refund')
              : ('recharge' as const),
          amountPaise: Number(r.entry_paise),
          createdAt: new Date(r.entry_at).toISOString(),
          order: r.id ? toOrder(r) : null,
        })),
        pageNo,
        pageSize,
        totalElements,
      };
    },
  };
}
