import type { Astrologer } from '@nakshatra/contracts';
import { Bot, MessageCircle } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { AstrologerFallback } from '@/features/astrologers/components/astrologer-fallback';
import { AstrologerStrip } from '@/features/astrologers/components/astrologer-strip';
import { Avatar } from '@/features/astrologers/components/avatar';
import { useAstrologerBySlug } from '@/features/astrologers/hooks/use-astrologer-by-slug';
import { skillsLine } from '@/features/astrologers/lib/display';
import { AstrologerChat as AstrologerChatView } from '@/features/chat/components/astrologer-chat';
import { ConsultationRoom } from '@/features/consultations/components/consultation-room';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { QuickRecharge } from '@/features/wallet/components/quick-recharge';
import { loadRouteNamespaces } from '@/lib/i18n';

await loadRouteNamespaces('consultations', 'wallet');

/**
 * /astrologerschat/:slug (protected): the paid live chat with this astrologer (issue 13), and
 * beside it, clearly labelled, the free AI assistant in their style (?mode=ai).
 */
export function AstrologersChatRoute() {
  const { t } = useTranslation(['consultations', 'chat']);
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const ai = params.get('mode') === 'ai';
  const { astrologer, missing, failed, retry } = useAstrologerBySlug(slug);
  if (!astrologer) return <AstrologerFallback missing={missing} failed={failed} onRetry={retry} />;
  return (
    <>
      <PageMeta
        title={ai ? t('chat:astrologer.metaTitle', { name: astrologer.name }) : t('room.metaTitle', { name: astrologer.name })}
        description={ai ? t('chat:astrologer.aiNotice', { name: astrologer.name }) : t('room.metaDescription', { name: astrologer.name })}
      />
      <nav aria-label={t('room.modes')} className="mx-auto flex max-w-3xl gap-2 px-4 pt-6 sm:px-6">
        <Link to={paths.astrologersChat.to(slug)} aria-current={ai ? undefined : 'page'} className={cx(buttonClasses(ai ? 'ghost' : 'primary'), 'flex-1 sm:flex-none')}>
          <MessageCircle size={16} aria-hidden />
          {t('room.liveTab')}
        </Link>
        <Link to={`${paths.astrologersChat.to(slug)}?mode=ai`} aria-current={ai ? 'page' : undefined} className={cx(buttonClasses(ai ? 'primary' : 'ghost'), 'flex-1 sm:flex-none')}>
          <Bot size={16} aria-hidden />
          {t('room.aiTab')}
        </Link>
      </nav>
      {ai ? <AstrologerChat astrologer={astrologer} /> : <LiveRoom astrologer={astrologer} />}
    </>
  );
}

function LiveRoom({ astrologer }: { astrologer: Astrologer }) {
  const { t } = useTranslation('consultations');
  const wallet = useWallet();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
      <div className="flex items-center gap-3">
        <Avatar picId={astrologer.picId} size={48} eager alt="" />
        <div>
          <h1 className="text-2xl font-semibold text-star-50">{astrologer.name}</h1>
          <p className="text-sm text-star-300">{t('room.humanNotice')}</p>
        </div>
      </div>
      <ConsultationRoom
        astrologer={astrologer}
        balancePaise={wallet.data?.balancePaise ?? null}
        recharge={(pricePaisePerMin) => (
          <>
            <QuickRecharge pricePaisePerMin={pricePaisePerMin} />
            <Link to={`${paths.buyCoin.to()}?next=${encodeURIComponent(pathname)}`} className="font-semibold text-gold-200 underline underline-offset-4">
              {t('chat.otherAmounts')}
            </Link>
          </>
        )}
        suggestions={<AstrologerStrip tab="online" skill={astrologer.skills[0]} />}
      />
    </div>
  );
}

/** The chat feature with the directory's portrait and skills line for this astrologer. */
function AstrologerChat({ astrologer }: { astrologer: Astrologer }) {
  const { t, i18n } = useTranslation(['chat', 'astrologers']);
  return (
    <AstrologerChatView
      astrologer={astrologer}
      skills={skillsLine(astrologer, i18n.language, t).full}
      headerAvatar={<Avatar picId={astrologer.picId} size={48} eager alt="" />}
      botAvatar={<Avatar picId={astrologer.picId} size={32} alt="" />}
    />
  );
}

export default AstrologersChatRoute;
