import type { AstrologerSkill } from '@nakshatra/contracts';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { useAvailability } from '../api/get-availability';
import { useAstrologersPreview, type PreviewQuery } from '../api/list-astrologers';
import { defaultFilters } from '../lib/filters';
import { AstrologerCard } from './astrologer-card';
import { STRIP_CARDS, StripSkeleton, stripItem, stripList, type StripTab } from './strip-layout';

const previews: Record<StripTab, PreviewQuery> = {
  // Spec section 5: top rated is a rating of exactly 5; among those, the most consulted first.
  top: { filters: { ...defaultFilters, topRated: true }, online: false, pageSize: STRIP_CARDS },
  online: { filters: { ...defaultFilters, sort: 'rating' }, online: true, pageSize: STRIP_CARDS },
};

/**
 * The home page's astrologer cards (and, with a skill, the online astrologers a missed chat
 * request suggests). A failure stays here (a quiet retry), unlike the list pages'
 * trip to /error: the rest of the home page is still useful.
 */
export function AstrologerStrip({ tab, skill }: { tab: StripTab; skill?: AstrologerSkill }) {
  const { t } = useTranslation('astrologers');
  const preview = previews[tab];
  const query = useAstrologersPreview(
    skill ? { ...preview, filters: { ...preview.filters, skill } } : preview,
  );
  const availabilityOf = useAvailability(query.data ? [query.data.content.map((a) => a.id)] : []);

  if (query.isError && !query.data) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-star-300/25 px-6 py-10 text-center">
        <p className="text-star-200">{t('strip.failed')}</p>
        <Button variant="ghost" onClick={() => void query.refetch()}>
          <RotateCcw size={16} aria-hidden />
          {t('strip.retry')}
        </Button>
      </div>
    );
  }
  if (!query.data) return <StripSkeleton />;
  return (
    <ul className={cx(stripList, 'transition-opacity', query.isPlaceholderData && 'opacity-50')} aria-busy={query.isFetching}>
      {query.data.content.map((a) => (
        <li key={a.id} className={stripItem}>
          <AstrologerCard
            astrologer={a}
            service="chat"
            headingLevel={3}
            availability={availabilityOf(a.id)}
          />
        </li>
      ))}
    </ul>
  );
}

export default AstrologerStrip;
