import type { AstrologerService } from '@nakshatra/contracts';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { useAstrologerList } from '../hooks/use-astrologer-list';
import { useListFilters } from '../hooks/use-list-filters';
import { formatNumber } from '../lib/display';
import { defaultFilters, hasActiveFilters } from '../lib/filters';
import { DirectoryHeader } from './directory-header';
import { DirectoryResults } from './directory-results';
import { FilterBar, ListControls } from './filter-bar';

/**
 * The astrologer list of /chat and /call (spec section 2): search, chips, sort and language in
 * the URL; skeletons while loading; 18 a page with infinite scroll and a Load more button for
 * keyboard users; an empty state; a failed load goes to /error.
 */
export function AstrologerDirectory({ service }: { service: AstrologerService }) {
  const { t, i18n } = useTranslation('astrologers');
  const locale = i18n.resolvedLanguage ?? 'en';
  const [filters, setFilters] = useListFilters();
  const list = useAstrologerList(filters, service);
  const { total } = list;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <PageMeta title={t(`list.${service}.title`)} description={t(`list.${service}.lead`)} />
      <DirectoryHeader service={service} />

      <div className="mt-6 sm:mt-8">
        <FilterBar filters={filters} onChange={setFilters} />
      </div>

      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="min-h-6 text-sm text-star-300">
          {total === null
            ? t('list.searching')
            : t('list.count', { count: total, formatted: formatNumber(total, locale) })}
        </p>
        <ListControls filters={filters} onChange={setFilters} />
      </div>

      <DirectoryResults
        list={list}
        service={service}
        onClearFilters={
          hasActiveFilters(filters)
            ? () => setFilters({ ...defaultFilters, sort: filters.sort })
            : null
        }
      />
    </div>
  );
}
