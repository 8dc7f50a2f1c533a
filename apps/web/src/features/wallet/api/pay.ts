import {
  orderResponseSchema,
  paymentResultResponseSchema,
  type OrderResponse,
  type PaymentResultResponse,
  type RazorpayPaymentRequest,
  type WalletResponse,
} from '@nakshatra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletBalanceQueryKey, walletQueryKey } from './get-wallet';

/**
 * POST /api/wallet/orders: opens a recharge order for one pack (201 with the order, and with
 * Razorpay on, what its Checkout needs).
 */
export async function createOrder(coins: number): Promise<OrderResponse> {
  return apiRequest('/wallet/orders', {
    method: 'POST',
    body: { coins },
    schema: orderResponseSchema,
  });
}

/** POST /api/wallet/orders/:orderId/razorpay: Checkout's answer, verified by the server. */
export async function payRazorpay(
  orderId: string,
  answer: RazorpayPaymentRequest,
): Promise<PaymentResultResponse> {
  return apiRequest(`/wallet/orders/${encodeURIComponent(orderId)}/razorpay`, {
    method: 'POST',
    body: answer,
    schema: paymentResultResponseSchema,
  });
}

export type SandboxOutcome = 'success' | 'failure';

/**
 * POST /api/wallet/orders/:orderId/sandbox: the test-mode checkout's answer. 409 order_closed
 * when the order was already settled the other way.
 */
export async function paySandbox(
  orderId: string,
  outcome: SandboxOutcome,
): Promise<PaymentResultResponse> {
  return apiRequest(`/wallet/orders/${encodeURIComponent(orderId)}/sandbox`, {
    method: 'POST',
    body: { outcome },
    schema: paymentResultResponseSchema,
  });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}

/** Confirms a Razorpay payment; the balance and history are re-read as for the sandbox. */
export function usePayRazorpay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, answer }: { orderId: string; answer: RazorpayPaymentRequest }) =>
      payRazorpay(orderId, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletQueryKey }),
  });
}

/**
 * Settles a sandbox order. The balance the server answers is shown at once; the balance and
 * the history are then re-read whatever happened (a 409 means the order was settled elsewhere).
 */
export function usePaySandbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, outcome }: { orderId: string; outcome: SandboxOutcome }) =>
      paySandbox(orderId, outcome),
    onSuccess: ({ balancePaise }) => {
      queryClient.setQueryData<WalletResponse>(walletBalanceQueryKey, (old) =>
        old ? { ...old, balancePaise, balanceCoins: Math.floor(balancePaise / 100) } : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletQueryKey }),
  });
}
