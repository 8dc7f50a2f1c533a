import type { PaymentOrder, RazorpayCheckout } from '@nakshatra/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/money';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useCreateOrder, usePayRazorpay, usePaySandbox, type SandboxOutcome } from '../api/pay';
import { payWithRazorpay } from '../lib/razorpay-checkout';

/** Razorpay Checkout for an order, then the server's verification, with a toast for each outcome. */
function useRazorpayPayment() {
  const { t } = useTranslation('wallet');
  const { user } = useSession();
  const confirm = usePayRazorpay();
  const [busy, setBusy] = useState(false);
  const pay = async (order: PaymentOrder, checkout: RazorpayCheckout) => {
    setBusy(true);
    try {
      const answer = await payWithRazorpay(checkout, {
        name: 'Nakshatra',
        description: t('coins', { count: order.coins }),
        prefill: user ? { name: user.name, email: user.email } : {},
      });
      if (answer === null) {
        toast.info(t('checkoutClosed'));
        return;
      }
      const { order: settled } = await confirm.mutateAsync({ orderId: order.id, answer });
      toast.success(t('paid', { amount: formatRupees(settled.amountPaise) }));
    } catch {
      toast.error(t('genericError'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, pay: (order: PaymentOrder, checkout: RazorpayCheckout) => void pay(order, checkout) };
}

/** Proceed to pay, then the sandbox checkout's answer, with a toast for each outcome. */
export function useCheckout() {
  const { t } = useTranslation('wallet');
  const createOrder = useCreateOrder();
  const pay = usePaySandbox();
  const [order, setOrder] = useState<PaymentOrder | null>(null);
  const [pending, setPending] = useState<SandboxOutcome | null>(null);

  const razorpay = useRazorpayPayment();
  const proceed = (coins: number) => {
    if (createOrder.isPending || razorpay.busy) return;
    createOrder.mutate(coins, {
      onSuccess: ({ order: created, checkout }) =>
        checkout ? razorpay.pay(created, checkout) : setOrder(created),
      onError: () => toast.error(t('genericError')),
    });
  };

  const answer = (outcome: SandboxOutcome) => {
    if (!order) return;
    setPending(outcome);
    pay.mutate(
      { orderId: order.id, outcome },
      {
        onSuccess: ({ order: settled }) => {
          if (settled.status === 'paid')
            toast.success(t('paid', { amount: formatRupees(settled.amountPaise) }));
          else toast.error(t('failed'));
        },
        onError: (error) => {
          toast.error(
            isApiError(error) && error.code === 'order_closed'
              ? t('orderClosed')
              : t('genericError'),
          );
        },
        onSettled: () => {
          setPending(null);
          setOrder(null);
        },
      },
    );
  };

  return {
    order,
    pending,
    creating: createOrder.isPending || razorpay.busy,
    proceed,
    answer,
    close: () => setOrder(null),
  };
}
