import {
  walletPacksResponseSchema,
  walletResponseSchema,
  walletTransactionsResponseSchema,
  type WalletPacksResponse,
  type WalletResponse,
  type WalletTransactionsResponse,
} from '@nakshatra/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Everything the wallet caches; a payment invalidates the balance and the history at once. */
export const walletQueryKey = ['wallet'] as const;
export const walletBalanceQueryKey = ['wallet', 'balance'] as const;
export const walletTransactionsQueryKey = ['wallet', 'transactions'] as const;
export const walletPacksQueryKey = ['wallet-packs'] as const;

/** GET /api/wallet/packs (public): the recharge packs with GST, and the payment provider. */
export async function getWalletPacks(signal?: AbortSignal): Promise<WalletPacksResponse> {
  return apiRequest('/wallet/packs', { schema: walletPacksResponseSchema, signal });
}

/** GET /api/wallet: the signed-in user's balance (401 for guests). */
export async function getWallet(signal?: AbortSignal): Promise<WalletResponse> {
  return apiRequest('/wallet', { schema: walletResponseSchema, signal });
}

/** GET /api/wallet/transactions?pageNo=n: one page of the wallet's movements, newest first. */
export async function getWalletTransactions(
  pageNo: number,
  signal?: AbortSignal,
): Promise<WalletTransactionsResponse> {
  return apiRequest(`/wallet/transactions?pageNo=${pageNo}`, {
    schema: walletTransactionsResponseSchema,
    signal,
  });
}

export function getWalletPacksQueryOptions() {
  // The packs and their prices change only with a deploy.
  return queryOptions({
    queryKey: walletPacksQueryKey,
    queryFn: ({ signal }) => getWalletPacks(signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function getWalletQueryOptions() {
  return queryOptions({
    queryKey: walletBalanceQueryKey,
    queryFn: ({ signal }) => getWallet(signal),
  });
}

export function getWalletTransactionsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: walletTransactionsQueryKey,
    queryFn: ({ pageParam, signal }) => getWalletTransactions(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      (last.pageNo + 1) * last.pageSize < last.totalElements ? last.pageNo + 1 : undefined,
  });
}

export function useWalletPacks() {
  return useQuery(getWalletPacksQueryOptions());
}

export function useWallet() {
  return useQuery(getWalletQueryOptions());
}

export function useWalletTransactions() {
  return useInfiniteQuery(getWalletTransactionsQueryOptions());
}
