import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAstrologer } from '@/features/astrologers/api/get-astrologer';
import {
  AstrologerNotFound,
  ProfileLoadFailed,
} from '@/features/astrologers/components/astrologer-not-found';
import { AstrologerProfile } from '@/features/astrologers/components/astrologer-profile';
import { AstrologerProfileSkeleton } from '@/features/astrologers/components/astrologer-profile-skeleton';
import { FollowButton } from '@/features/follows/components/follow-button';
import { isApiError } from '@/lib/api-client';
import { PageMeta } from '@/components/page-meta';

/** /astroProfile/:slug: public; following and starting a session ask a guest to log in. */
export function AstroProfileRoute() {
  const { t } = useTranslation('astrologers');
  const { slug = '' } = useParams();
  const state = useLocation().state as { from?: unknown } | null;
  const from = state?.from === 'call' ? 'call' : 'chat';
  const query = useAstrologer(slug);
  // A slug the server cannot even parse (400) is as unknown as one it does not have (404).
  const missing =
    query.isError &&
    isApiError(query.error) &&
    (query.error.status === 404 || query.error.status === 400);

  return (
    <>
      <PageMeta
        title={query.data?.name ?? (missing ? t('profile.notFoundTitle') : null)}
        description={
          query.data
            ? query.data.shortBio || t('profile.metaDescription', { name: query.data.name })
            : null
        }
      />
      {query.data ? (
        <AstrologerProfile
          astrologer={query.data}
          from={from}
          followSlot={<FollowButton astrologer={query.data} />}
        />
      ) : missing ? (
        <AstrologerNotFound />
      ) : query.isError ? (
        <ProfileLoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <AstrologerProfileSkeleton />
      )}
    </>
  );
}

export default AstroProfileRoute;
