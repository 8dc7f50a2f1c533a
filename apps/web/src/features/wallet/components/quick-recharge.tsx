import { GST_PERCENT, WALLET_PACKS_COINS } from '@nakshatra/contracts';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatRupees } from '@/lib/money';
import { useCheckout } from '../hooks/use-checkout';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';

/** A one-tap recharge buys at least this many more minutes at the running price. */
const QUICK_MINUTES = 10;

/** The smallest pack that pays for QUICK_MINUTES at `pricePaisePerMin` (the largest if none). */
export function quickPackCoins(pricePaisePerMin: number): number {
  const need = Math.ceil((pricePaisePerMin * QUICK_MINUTES) / 100);
  return WALLET_PACKS_COINS.find((c) => c >= need) ?? WALLET_PACKS_COINS[WALLET_PACKS_COINS.length - 1]!;
}

/**
 * One tap from a running chat: the pack for ten more minutes goes straight to checkout (the
 * sandbox dialog, or Razorpay Checkout when it is on), without leaving the chat.
 */
export function QuickRecharge({ pricePaisePerMin }: { pricePaisePerMin: number }) {
  const { t } = useTranslation('wallet');
  const checkout = useCheckout();
  const coins = quickPackCoins(pricePaisePerMin);
  return (
    <>
      <Button onClick={() => checkout.proceed(coins)} disabled={checkout.creating}>
        <Plus size={16} aria-hidden />
        {t('quickAdd', { amount: formatRupees(coins * 100) })}
      </Button>
      {checkout.order ? (
        <SandboxCheckoutDialog
          order={checkout.order}
          gstPercent={GST_PERCENT}
          pending={checkout.pending}
          onAnswer={checkout.answer}
          onClose={checkout.close}
        />
      ) : null}
    </>
  );
}
