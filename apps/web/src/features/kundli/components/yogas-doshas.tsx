import type { KundliResponse } from '@nakshatra/contracts';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';

/**
 * Doshas (Manglik, Kaal Sarp, Sade Sati, Shani Dhaiya) and the yogas the chart forms, each with
 * its explanation; a yoga shows its grade (strong, moderate, weak) and the reasons for it.
 */
export function YogasDoshas({ kundli }: { kundli: KundliResponse }) {
  const { t } = useTranslation('kundli');
  const yogas = kundli.yogas.filter((y) => y.present);
  return (
    <section aria-labelledby="doshas-title" className="card-light p-5 sm:p-8" data-print-split>
      <h2 id="doshas-title" className="text-2xl font-semibold text-ink-900">
        {t('result.doshas')}
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {kundli.doshas.map((d) => {
          const state = d.present ? (d.cancelled ? 'cancelled' : 'present') : 'absent';
          return (
            <li key={d.id} className="rounded-2xl border border-cream-300 bg-white p-4">
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold text-ink-900">{d.name}</h3>
                <span
                  className={cx(
                    'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    state === 'present' ? 'bg-danger-700/10 text-danger-700' : 'bg-cream-200 text-ink-700',
                  )}
                >
                  {t(`dosha.${state}`)}
                </span>
              </div>
              <p className="mt-2 text-sm leading-relaxed text-ink-700">{d.explanation}</p>
            </li>
          );
        })}
      </ul>
      <h3 className="mt-6 text-xl font-semibold text-ink-900">{t('result.yogas')}</h3>
      {yogas.length === 0 ? (
        <p className="mt-2 text-ink-700">{t('result.noYogas')}</p>
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {yogas.map((y) => {
            const grade = y.grade ?? y.strength;
            return (
              <li key={y.id} className="rounded-2xl border border-cream-300 bg-white p-4">
                <h4 className="font-semibold text-ink-900">
                  {y.name}
                  {grade ? (
                    <span className="ml-2 text-xs font-medium text-ink-600">
                      {t(`yoga.${grade}`)}
                    </span>
                  ) : null}
                </h4>
                <p className="mt-1 text-sm leading-relaxed text-ink-700">{y.explanation}</p>
                {y.reasons.length > 0 ? (
                  <div className="mt-2 text-sm text-ink-700">
                    <p className="font-medium text-ink-900">{t('yoga.reasons')}</p>
                    <ul className="mt-1 list-disc ps-5">
                      {y.reasons.map((r) => (
                        <li key={r.code}>{r.text}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
