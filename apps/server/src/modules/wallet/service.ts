import {
  type PaymentOrder,
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
import { AppError } from '../../plugins/errors.ts';
import { createWalletRepository, toOrder, walletAccount } from './repository.ts';

/**
 * The wallet: recharge packs with GST, orders, the sandbox provider's checkout, the balance
 * and the history, all from the ledger. Only the sandbox provider exists so far: it is the
 * default test mode (issue 13), clearly labelled in the app, and moves no real money.
 */
export function createWalletService(db: Db, provider: PaymentProvider = 'sandbox') {
  const repo = createWalletRepository(db);
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

    async createOrder(userId: string, coins: number): Promise<PaymentOrder> {
      const { amountPaise, gstPaise } = priceOfPack(coins);
      return repo.createOrder(userId, provider, coins, amountPaise, gstPaise);
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
          kind: 'recharge' as const,
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
