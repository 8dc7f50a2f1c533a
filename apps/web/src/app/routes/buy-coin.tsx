import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { safeNextPath } from '@/config/paths';
import { WalletPage } from '@/features/wallet/components/wallet-page';
import { loadRouteNamespaces } from '@/lib/i18n';

// English strings of this page come with it (lib/i18n.ts ROUTE_NAMESPACES).
await loadRouteNamespaces('wallet');

/**
 * /buy-coin (spec section 2 "Buy Coin", issue 13): the wallet, behind the login gate
 * (router.tsx). Opened from a running chat's low-balance warning (?next=/astrologerschat/...),
 * it offers the way back: the session keeps running meanwhile and resumes where it was.
 */
export function BuyCoinRoute() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return (
    <>
      {next !== '/' ? (
        <div className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
          <Link to={next} className="inline-flex min-h-11 items-center gap-2 font-semibold text-gold-300 underline-offset-4 hover:underline">
            <ArrowLeft size={18} aria-hidden />
            {t('backToChat')}
          </Link>
        </div>
      ) : null}
      <WalletPage />
    </>
  );
}

export default BuyCoinRoute;
