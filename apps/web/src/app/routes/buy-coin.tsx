import { WalletPage } from '@/features/wallet/components/wallet-page';

/** /buy-coin (spec section 2 "Buy Coin", issue 13): the wallet, behind the login gate (router.tsx). */
export function BuyCoinRoute() {
  return <WalletPage />;
}

export default BuyCoinRoute;
