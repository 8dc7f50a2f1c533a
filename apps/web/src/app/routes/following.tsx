import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAvailability } from '@/features/astrologers/api/get-availability';
import { AstrologerCard } from '@/features/astrologers/components/astrologer-card';
import {
  AstrologerCardSkeleton,
  cardGrid,
} from '@/features/astrologers/components/astrologer-card-skeleton';
import { useFollows } from '@/features/follows/api/get-follows';
import { ClearFollowsButton } from '@/features/follows/components/clear-follows-button';
import { FollowingEmpty } from '@/features/follows/components/following-empty';
import { UnfollowButton } from '@/features/follows/components/unfollow-button';
import { PageMeta } from '@/components/page-meta';

/** /following (spec section 2 "Following list"): behind the login gate (router.tsx). */
export function FollowingRoute() {
  const { t } = useTranslation('follows');
  const follows = useFollows({ enabled: true });
  const list = follows.data ?? [];
  const availabilityOf = useAvailability([list.map((a) => a.id)]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <PageMeta title={t('title')} />
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-4xl font-semibold text-star-50 sm:text-5xl">{t('title')}</h1>
          <p className="mt-3 min-h-7 text-lg text-star-200" aria-live="polite">
            {follows.data && list.length > 0 ? t('count', { count: list.length }) : t('lead')}
          </p>
        </div>
        {list.length > 0 ? <ClearFollowsButton count={list.length} /> : null}
      </header>

      {follows.isPending ? (
        <ul className={cardGrid} aria-label={t('loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <AstrologerCardSkeleton />
            </li>
          ))}
        </ul>
      ) : follows.isError && !follows.data ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-star-300/25 px-6 py-14 text-center">
          <p className="text-lg text-star-200">{t('loadFailed')}</p>
          <Button variant="ghost" onClick={() => void follows.refetch()}>
            <RotateCcw size={16} aria-hidden />
            {t('retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <FollowingEmpty />
      ) : (
        <ul className={cardGrid}>
          {list.map((a) => (
            <li key={a.id}>
              <AstrologerCard
                astrologer={a}
                service="chat"
                action={<UnfollowButton astrologer={a} />}
                availability={availabilityOf(a.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default FollowingRoute;
