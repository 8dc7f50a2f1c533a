import type { Astrologer } from '@nakshatra/contracts';
import { UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useFollows } from '../api/get-follows';
import { useSetFollow } from '../api/set-follow';
import { FOLLOW_TOAST_MS, promptGuestLogin, reportFollowError } from './follow-toasts';

/**
 * Follow / Unfollow on a profile (spec section 4 "Follow"): signed in, it toggles and says
 * 'Followed {name}' or 'Unfollowed {name}'; a guest gets "You're not logged In" and the login form.
 */
export function FollowButton({ astrologer, className }: { astrologer: Astrologer; className?: string }) {
  const { t } = useTranslation('follows');
  const { user } = useSession();
  const follows = useFollows({ enabled: user !== null });
  const setFollow = useSetFollow();
  const following = user !== null && (follows.data?.some((a) => a.id === astrologer.id) ?? false);

  const onClick = () => {
    if (!user) {
      promptGuestLogin(t);
      return;
    }
    if (follows.isPending) return;
    const follow = !following;
    // mutateAsync: the toast still shows if the visitor has already moved on to another page.
    setFollow.mutateAsync({ astrologer, follow }).then(
      () => toast.success(t(follow ? 'followed' : 'unfollowed', { name: astrologer.name }), { duration: FOLLOW_TOAST_MS }),
      (error: unknown) => reportFollowError(t, error),
    );
  };

  return (
    <Button
      variant={following ? 'ghost' : 'primary'}
      onClick={onClick}
      // The list is still loading: the label could be wrong, so wait for it.
      aria-disabled={user !== null && follows.isPending}
      className={className}
      data-following={following}
    >
      {following ? <UserCheck size={18} aria-hidden /> : <UserPlus size={18} aria-hidden />}
      {following ? t('unfollow') : t('follow')}
    </Button>
  );
}
