import { WalletPage } from '@/features/wallet/components/wallet-page';
import { loadRouteNamespaces } from '@/lib/i18n';

// English strings of this page come with it (lib/i18n.ts ROUTE_NAMESPACES).
await loadRouteNamespaces('wallet');

/** /buy-coin (spec section 2 "Buy Coin", issue 13): the wallet, behind the login gate (router.tsx). */
export function BuyCoinRoute() {
  return <WalletPage />;
}

export default BuyCoinRoute;
