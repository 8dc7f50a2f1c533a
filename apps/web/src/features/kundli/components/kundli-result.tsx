import type { KundliResponse } from '@nakshatra/contracts';
import { Bookmark, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatYmd } from '@/lib/dates';
import { placeLine } from '../lib/place-line';
import { ChartPanel } from './chart-panel';
import { DashaTimeline } from './dasha-timeline';
import { KundliSections } from './kundli-sections';
import { PlanetsTable } from './planets-table';
import { YogasDoshas } from './yogas-doshas';
import './kundli-print.css';

interface Props {
  kundli: KundliResponse;
  onSave?: () => void;
  saving?: boolean;
  saved?: boolean;
}

/** Everything computed for one birth: summary, charts, planets, dashas, doshas and yogas, sections. */
export function KundliResult({ kundli, onSave, saving = false, saved = false }: Props) {
  const { t, i18n } = useTranslation('kundli');
  const input = kundli.input;
  const locale = i18n.resolvedLanguage ?? 'en';
  const time = input.birthDateTime.split('T')[1];
  const born = formatYmd(input.birthDateTime.slice(0, 10), locale);
  const asc = kundli.chart.ascendant;
  const moon = kundli.chart.planets.find((p) => p.body === 'Moon')!;

  return (
    <div className="flex flex-col gap-5" data-print-root>
      <section aria-labelledby="result-title" className="card-light p-5 sm:p-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <p className="text-sm font-semibold text-gold-800">{t('result.eyebrow')}</p>
            <h2 id="result-title" className="text-3xl font-semibold text-ink-900">
              {input.name}
            </h2>
            <p className="mt-1 text-ink-700">
              {born}, {time} · {placeLine(input.birthPlace, input.district)}
            </p>
            <p className="mt-1 text-sm text-ink-600">
              {t('result.zone', { zone: input.timezone, offset: input.utcOffset })}
              {input.timeStandard === 'lmt' ? ` · ${t('result.lmt')}` : ''}
            </p>
          </div>
          <div className="flex flex-wrap gap-2 print:hidden">
            {onSave ? (
              <Button variant="outline-light" onClick={onSave} disabled={saving || saved}>
                <Bookmark size={16} aria-hidden />
                {saved ? t('saved.done') : t('saved.save')}
              </Button>
            ) : null}
            <Button variant="outline-light" onClick={() => window.print()}>
              <Printer size={16} aria-hidden />
              {t('result.print')}
            </Button>
          </div>
        </div>
        <dl className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Fact label={t('result.ascendant')} value={`${asc.signName} ${Math.floor(asc.degreeInSign)}°`} />
          <Fact label={t('result.moonSign')} value={moon.signName} />
          <Fact label={t('result.nakshatra')} value={t('result.nakshatraPada', { name: moon.nakshatraName, pada: moon.pada })} />
        </dl>
      </section>
      <ChartPanel kundli={kundli} />
      <PlanetsTable kundli={kundli} />
      <DashaTimeline dasha={kundli.dasha} locale={locale} />
      <YogasDoshas kundli={kundli} />
      <KundliSections sections={kundli.sections} />
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-cream-100 px-4 py-3">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="font-display text-xl font-semibold text-ink-900">{value}</dd>
    </div>
  );
}
