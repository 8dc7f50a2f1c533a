import { VARGA_KEYS, type KundliResponse, type VargaKey } from '@nakshatra/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import { inputBorder, inputClasses } from '@/components/ui/text-field';
import { ChartSvg, type ChartStyle } from './chart-svg';

/**
 * The birth chart (D1) beside a divisional chart (the navamsa, D9, by default; the picker offers
 * every varga of the response), both in the chosen North or South Indian style.
 */
export function ChartPanel({ kundli }: { kundli: KundliResponse }) {
  const { t } = useTranslation('kundli');
  const [style, setStyle] = useState<ChartStyle>('north');
  const [varga, setVarga] = useState<VargaKey>('D9');
  const pickerId = useId();
  const available = VARGA_KEYS.filter((k) => k !== 'D1' && kundli.vargas[k]);
  const divisional = kundli.vargas[varga];
  const common = { style, signNames: kundli.labels.signs, planetNames: kundli.labels.planets };

  return (
    <section aria-labelledby="charts-title" className="card-light p-5 sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="charts-title" className="text-2xl font-semibold text-ink-900">
          {t('result.charts')}
        </h2>
        <div role="group" aria-label={t('chart.styleLabel')} className="inline-flex rounded-full border border-cream-300 bg-white p-1 print:hidden">
          {(['north', 'south'] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={style === s}
              onClick={() => setStyle(s)}
              className={cx(
                'min-h-11 flex-1 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition',
                style === s ? 'bg-night-900 text-gold-200' : 'text-ink-700 hover:bg-cream-100',
              )}
            >
              {t(`chart.${s}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <h3 className="flex min-h-11 items-center text-lg font-semibold text-ink-900">{t('chart.d1Title')}</h3>
          <ChartSvg
            {...common}
            title={t('chart.d1Title')}
            ascendantSignIndex={kundli.chart.ascendant.signIndex}
            placements={kundli.chart.planets.map((p) => ({ body: p.body, signIndex: p.signIndex, retrograde: p.retrograde }))}
          />
        </div>
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="flex min-h-11 items-center text-lg font-semibold text-ink-900">{t('chart.vargaTitle', { name: divisional?.name ?? varga, key: varga })}</h3>
            <label htmlFor={pickerId} className="sr-only">
              {t('chart.vargaPicker')}
            </label>
            <div className="relative w-40 print:hidden">
              <select
                id={pickerId}
                value={varga}
                onChange={(e) => setVarga(e.target.value as VargaKey)}
                className={cx(inputClasses, inputBorder(false), 'h-11 appearance-none pr-10 text-sm')}
              >
                {available.map((k) => (
                  <option key={k} value={k}>
                    {k} · {kundli.vargas[k]!.name}
                  </option>
                ))}
              </select>
              <ChevronDown size={16} aria-hidden className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-ink-600" />
            </div>
          </div>
          {divisional ? (
            <ChartSvg
              {...common}
              title={t('chart.vargaTitle', { name: divisional.name, key: varga })}
              ascendantSignIndex={divisional.ascendantSignIndex}
              placements={divisional.placements.map((p) => ({ body: p.body, signIndex: p.signIndex }))}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
