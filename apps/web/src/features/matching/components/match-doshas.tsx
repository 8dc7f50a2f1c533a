import type { MatchingResponse } from '@nakshatra/contracts';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';

const BADGE: Record<MatchingResponse['doshas'][number]['status'], string> = {
  present: 'bg-danger-700/10 text-danger-700 ring-danger-700/30',
  cancelled: 'bg-gold-400/20 text-gold-800 ring-gold-800/30',
  absent: 'bg-cream-200 text-ink-700 ring-cream-300',
};

/**
 * The doshas of the match (Nadi, Bhakoot, Gana, Manglik): each named with a present /
 * cancelled / absent badge (in words, not colour alone) and its explanation, which gives the
 * cancellation when one applies. When cancelled doshas change the score the verdict reads, a
 * note gives that score beside the guna table's.
 */
export function MatchDoshas({ data }: { data: MatchingResponse }) {
  const { t } = useTranslation('matching');
  return (
    <section aria-labelledby="match-doshas-title" className="card-light p-5 sm:p-8">
      <h2 id="match-doshas-title" className="text-2xl font-semibold text-ink-900">
        {t('result.doshas')}
      </h2>
      <p className="mt-2 leading-relaxed text-ink-700">{t('result.doshasLead')}</p>
      {data.adjustedTotal !== data.total ? (
        <p className="mt-3 rounded-xl bg-gold-400/15 px-4 py-3 text-ink-900">
          {t('result.adjusted', { adjusted: data.adjustedTotal, total: data.total })}
        </p>
      ) : null}
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {data.doshas.map((d) => (
          <li key={d.id} className="min-w-0 rounded-2xl border border-cream-300 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold break-words text-ink-900">{d.name}</h3>
              <span
                className={cx(
                  'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
                  BADGE[d.status],
                )}
              >
                <span className="sr-only">{t('result.statusLabel')} </span>
                {t(`result.status.${d.status}`)}
              </span>
            </div>
            <p className="mt-2 text-sm leading-relaxed break-words text-ink-700">{d.explanation}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
