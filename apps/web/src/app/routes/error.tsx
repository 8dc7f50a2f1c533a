import { CloudOff, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** DESIGN.md reading of /error: the list could not be loaded; Retry goes back to try again. */
export function ErrorRoute() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const retry = () => {
    // React Router numbers history entries; idx 0 means /error was opened directly.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.home.to(), { replace: true });
  };
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <PageMeta />
      <span className="grid size-16 place-items-center rounded-full bg-white/5 text-gold-300 ring-1 ring-star-300/20">
        <CloudOff size={30} aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-semibold text-star-50 sm:text-4xl">{t('error.title')}</h1>
      <p className="mt-4 text-lg text-star-200">{t('error.body')}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button size="lg" onClick={retry}>
          <RotateCcw size={18} aria-hidden />
          {t('error.retry')}
        </Button>
        <Link to={paths.home.to()} className={buttonClasses('ghost', 'lg')}>
          {t('error.home')}
        </Link>
      </div>
    </div>
  );
}

export default ErrorRoute;
