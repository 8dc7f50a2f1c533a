import { MessageCircle, RotateCcw, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** An unknown slug: says so and points back to the list. */
export function AstrologerNotFound() {
  const { t } = useTranslation('astrologers');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-white/5 text-gold-300 ring-1 ring-star-300/20">
        <UserX size={30} aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-semibold text-star-50 sm:text-4xl">{t('profile.notFoundTitle')}</h1>
      <p className="mt-4 text-lg text-star-200">{t('profile.notFoundBody')}</p>
      <Link to={paths.chat.to()} className={buttonClasses('primary', 'lg', 'mt-8')}>
        <MessageCircle size={18} aria-hidden />
        {t('profile.browse')}
      </Link>
    </div>
  );
}

/** The profile did not arrive (network, server): try again in place. */
export function ProfileLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('astrologers');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold text-star-50">{t('profile.loadFailedTitle')}</h1>
      <p className="mt-4 text-lg text-star-200">{t('profile.loadFailedBody')}</p>
      <Button size="lg" className="mt-8" onClick={onRetry}>
        <RotateCcw size={18} aria-hidden />
        {t('profile.retry')}
      </Button>
    </div>
  );
}
