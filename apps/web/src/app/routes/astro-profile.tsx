import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AstrologerFallback } from '@/features/astrologers/components/astrologer-fallback';
import { AstrologerProfile } from '@/features/astrologers/components/astrologer-profile';
import { useAstrologerBySlug } from '@/features/astrologers/hooks/use-astrologer-by-slug';
import { FollowButton } from '@/features/follows/components/follow-button';
import { PageMeta } from '@/components/page-meta';

/** /astroProfile/:slug: public; following and starting a session ask a guest to log in. */
export function AstroProfileRoute() {
  const { t } = useTranslation('astrologers');
  const { slug = '' } = useParams();
  const state = useLocation().state as { from?: unknown } | null;
  const from = state?.from === 'call' ? 'call' : 'chat';
  const { astrologer, missing, failed, retry } = useAstrologerBySlug(slug);

  return (
    <>
      <PageMeta
        title={astrologer?.name ?? (missing ? t('profile.notFoundTitle') : null)}
        description={
          astrologer
            ? astrologer.shortBio || t('profile.metaDescription', { name: astrologer.name })
            : null
        }
      />
      {astrologer ? (
        <AstrologerProfile
          astrologer={astrologer}
          from={from}
          followSlot={<FollowButton astrologer={astrologer} />}
        />
      ) : (
        <AstrologerFallback missing={missing} failed={failed} onRetry={retry} />
      )}
    </>
  );
}

export default AstroProfileRoute;
