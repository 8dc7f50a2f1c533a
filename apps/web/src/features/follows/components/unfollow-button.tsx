import type { Astrologer } from '@nakshatra/contracts';
import { UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useSetFollow } from '../api/set-follow';
import { FOLLOW_TOAST_MS, reportFollowError } from './follow-toasts';

/** Unfollow on a /following card; the card leaves the list at once. */
export function UnfollowButton({ astrologer }: { astrologer: Astrologer }) {
  const { t } = useTranslation('follows');
  const setFollow = useSetFollow();
  return (
    <Button
      variant="ghost"
      className="relative z-10 px-4"
      aria-label={t('unfollowName', { name: astrologer.name })}
      // mutateAsync, not mutate's callbacks: the card (and this button) leaves the list at once,
      // and callbacks passed to mutate() do not run after their component unmounts.
      onClick={() =>
        setFollow.mutateAsync({ astrologer, follow: false }).then(
          () => toast.success(t('unfollowed', { name: astrologer.name }), { duration: FOLLOW_TOAST_MS }),
          (error: unknown) => reportFollowError(t, error),
        )
      }
    >
      <UserMinus size={16} aria-hidden />
      {t('unfollow')}
    </Button>
  );
}
