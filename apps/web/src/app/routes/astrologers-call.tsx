import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { AstrologerFallback } from '@/features/astrologers/components/astrologer-fallback';
import { AstrologerStrip } from '@/features/astrologers/components/astrologer-strip';
import { Avatar } from '@/features/astrologers/components/avatar';
import { useAstrologerBySlug } from '@/features/astrologers/hooks/use-astrologer-by-slug';
import { ConsultationRoom } from '@/features/consultations/components/consultation-room';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { QuickRecharge } from '@/features/wallet/components/quick-recharge';
import { loadRouteNamespaces } from '@/lib/i18n';

await loadRouteNamespaces('consultations', 'wallet');

/**
 * /astrologerscall/:slug (protected): a paid voice call with this astrologer (issue 15), on the
 * consultation flow: intake, ringing, connecting, connected, summary and review.
 */
export function AstrologersCallRoute() {
  const { t } = useTranslation('consultations');
  const { slug = '' } = useParams();
  const { astrologer, missing, failed, retry } = useAstrologerBySlug(slug);
  const wallet = useWallet();
  if (!astrologer) return <AstrologerFallback missing={missing} failed={failed} onRetry={retry} />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
      <PageMeta
        title={t('call.metaTitle', { name: astrologer.name })}
        description={t('call.metaDescription', { name: astrologer.name })}
      />
      <div className="flex items-center gap-3">
        <Avatar picId={astrologer.picId} size={48} eager alt="" />
        <div>
          <h1 className="text-2xl font-semibold text-star-50">{astrologer.name}</h1>
          <p className="text-sm text-star-300">{t('room.humanNotice')}</p>
        </div>
      </div>
      <ConsultationRoom
        mode="call"
        astrologer={astrologer}
        balancePaise={wallet.data?.balancePaise ?? null}
        recharge={(pricePaisePerMin) => <QuickRecharge pricePaisePerMin={pricePaisePerMin} />}
        suggestions={<AstrologerStrip tab="online" skill={astrologer.skills[0]} />}
      />
    </div>
  );
}

export default AstrologersCallRoute;
