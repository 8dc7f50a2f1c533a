import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';

/**
 * The router's last resort (a route chunk that failed to download after a deploy, a render
 * error): says what happened and offers a reload instead of a blank page.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <PageMeta />
      <h1 className="text-3xl font-semibold text-star-50">{t('crash.title')}</h1>
      <p className="mt-4 text-lg text-star-200">{t('crash.body')}</p>
      <Button size="lg" className="mt-8" onClick={() => window.location.reload()}>
        <RefreshCw size={18} aria-hidden />
        {t('crash.reload')}
      </Button>
    </div>
  );
}
