import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { useWallet, useWalletPacks } from '../api/get-wallet';
import { useCheckout } from '../hooks/use-checkout';
import { BalanceCard, BalanceCardSkeleton } from './balance-card';
import { PackPicker, PackPickerSkeleton } from './pack-picker';
import { PaymentSummary } from './payment-summary';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';
import { TestModeNotice } from './test-mode-notice';
import { TransactionHistory } from './transaction-history';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-star-300/25 px-6 py-14 text-center">
      <p className="text-lg text-star-200">{t('loadFailed')}</p>
      <Button variant="ghost" onClick={onRetry}>
        <RotateCcw size={16} aria-hidden />
        {t('retry')}
      </Button>
    </div>
  );
}

/**
 * /buy-coin (issue 13): the balance, the recharge packs with GST, the checkout (the sandbox's
 * in test mode) and the wallet's history. Behind the login gate (router.tsx).
 */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  const packs = useWalletPacks();
  const wallet = useWallet();
  const checkout = useCheckout();
  const [selected, setSelected] = useState<number | null>(null);

  const pack = packs.data?.packs.find((p) => p.coins === selected) ?? null;
  const provider = wallet.data?.provider ?? packs.data?.provider;
  const failed = (packs.isError && !packs.data) || (wallet.isError && !wallet.data);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 md:py-12">
      <PageMeta title={t('title')} />
      <header className="mb-6">
        <h1 className="text-4xl font-semibold text-star-50 sm:text-5xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-star-200">{t('lead')}</p>
      </header>

      {provider === 'sandbox' ? (
        <div className="mb-6">
          <TestModeNotice />
        </div>
      ) : null}

      {failed ? (
        <LoadFailed
          onRetry={() => {
            if (packs.isError) void packs.refetch();
            if (wallet.isError) void wallet.refetch();
          }}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-6">
            {wallet.data ? (
              <BalanceCard
                balancePaise={wallet.data.balancePaise}
                balanceCoins={wallet.data.balanceCoins}
              />
            ) : (
              <BalanceCardSkeleton />
            )}
            {packs.data ? (
              <PackPicker packs={packs.data.packs} selected={selected} onSelect={setSelected} />
            ) : (
              <PackPickerSkeleton />
            )}
          </div>
          <div className="lg:sticky lg:top-24">
            <PaymentSummary
              pack={pack}
              gstPercent={packs.data?.gstPercent ?? 18}
              busy={checkout.creating}
              onProceed={() => {
                if (pack) checkout.proceed(pack.coins);
              }}
            />
          </div>
        </div>
      )}

      <TransactionHistory />

      {checkout.order ? (
        <SandboxCheckoutDialog
          order={checkout.order}
          gstPercent={packs.data?.gstPercent ?? 18}
          pending={checkout.pending}
          onAnswer={checkout.answer}
          onClose={checkout.close}
        />
      ) : null}
    </div>
  );
}
