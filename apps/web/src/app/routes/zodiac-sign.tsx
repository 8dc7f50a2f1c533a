import { useTranslation } from 'react-i18next';
import { ZodiacFinder } from '@/features/zodiac/components/zodiac-finder';
import { PageMeta } from '@/components/page-meta';
import { loadRouteNamespaces } from '@/lib/i18n';

// English strings of this page come with it (lib/i18n.ts ROUTE_NAMESPACES).
await loadRouteNamespaces('finder');

/** Spec section 2: the page titled 'Zodiac Sign'; issue 5 makes it the zodiac finder. */
export function ZodiacSignRoute() {
  const { t } = useTranslation(['pages', 'finder']);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-16">
      <PageMeta title={t('pages:zodiacSign.title')} />
      <header className="mb-8 max-w-2xl">
        <h1 className="text-4xl font-semibold text-star-50 sm:text-5xl">
          {t('pages:zodiacSign.title')}
        </h1>
        <p className="mt-4 text-lg text-star-200">{t('finder:lead')}</p>
      </header>
      <ZodiacFinder />
    </div>
  );
}

export default ZodiacSignRoute;
