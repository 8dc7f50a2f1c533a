import { Compass, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Spec section 2: 'You are not following anyone!' with 'Explore Astrologers' to /call. */
export function FollowingEmpty() {
  const { t } = useTranslation('follows');
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-star-300/25 bg-white/[0.02] px-6 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-white/5 text-gold-300 ring-1 ring-star-300/20">
        <UsersRound size={28} aria-hidden />
      </span>
      <h2 className="mt-5 text-2xl font-semibold text-star-50">{t('empty')}</h2>
      <p className="mt-2 max-w-md text-star-200">{t('emptyBody')}</p>
      <Link to={paths.call.to()} className={buttonClasses('primary', 'lg', 'mt-6')}>
        <Compass size={18} aria-hidden />
        {t('explore')}
      </Link>
    </div>
  );
}
