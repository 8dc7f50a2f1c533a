import type { ClientChartNow, ClientChartResponse, KundliResponse } from '@nakshatra/contracts';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { TableScroller } from '@/components/ui/table-scroller';
import { ApiError } from '@/lib/api-client';
import { formatYmd } from '@/lib/dates';
import { isUiLanguage } from '@/lib/i18n';
import { useClientChart } from '../api/get-client-chart';
import { ChartSvg, type ChartStyle } from './chart-svg';
import { formatDegree } from './planets-table';

type Spanner = (start: string, end: string) => string;

/** "12 Mar 2026 – 2 Jun 2027" in the reader's language and zone. */
function useSpan(locale: string): Spanner {
  const { t } = useTranslation(['kundli', 'copilot']);
  const fmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (start, end) => t('copilot:clientChart.span', { start: fmt.format(new Date(start)), end: fmt.format(new Date(end)) });
}

/**
 * The astrologer console's co-pilot: beside the chat, the client's chart cast from their saved
 * birth profile (D1 and D9), the running dasha, today's transits counted from the natal Moon and
 * Sade Sati or Dhaiya. Compact: made for a 360-420 px column, full width on a phone.
 */
export function ClientChartPanel({ consultationId }: { consultationId: string }) {
  const { t, i18n } = useTranslation(['kundli', 'copilot']);
  const lang = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const query = useClientChart(consultationId, lang);
  const eyebrowId = useId();

  return (
    <section aria-labelledby={eyebrowId} aria-busy={query.isPending} className="card-light flex flex-col gap-5 p-4 sm:p-5">
      <header>
        <p id={eyebrowId} className="text-sm font-semibold text-gold-800">
          {t('copilot:clientChart.title')}
        </p>
        {query.data ? <ClientLine data={query.data} locale={lang} /> : null}
      </header>
      {query.isPending ? (
        <p role="status" className="text-sm text-ink-700">
          {t('copilot:clientChart.loading')}
        </p>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-sm text-ink-700">
            {query.error instanceof ApiError && query.error.status === 404 ? t('copilot:clientChart.notFound') : t('copilot:clientChart.error')}
          </p>
          <Button variant="outline-light" onClick={() => void query.refetch()}>
            {t('copilot:clientChart.retry')}
          </Button>
        </div>
      ) : (
        <ClientChartBody data={query.data} locale={lang} />
      )}
    </section>
  );
}

/** The client's name, birth details as saved, and what they asked about. */
function ClientLine({ data, locale }: { data: ClientChartResponse; locale: string }) {
  const { t } = useTranslation(['kundli', 'copilot']);
  const { client } = data;
  return (
    <>
      <h2 className="text-2xl font-semibold text-ink-900">{client.name}</h2>
      {client.birth ? (
        <p className="mt-1 text-sm text-ink-700">
          {t('copilot:clientChart.born', {
            date: formatYmd(client.birth.date, locale, { dateStyle: 'medium' }),
            time: client.birth.time,
            place: client.birth.place,
          })}
          {client.gender ? ` · ${t(`form.${client.gender}`)}` : ''}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-ink-600">{t('copilot:clientChart.topic', { topic: data.consultation.topic })}</p>
    </>
  );
}

function ClientChartBody({ data, locale }: { data: ClientChartResponse; locale: string }) {
  const { t } = useTranslation(['kundli', 'copilot']);
  const { kundli, now } = data;
  if (!kundli || !now) {
    return (
      <div className="rounded-2xl border border-cream-300 bg-white p-4">
        <p className="font-semibold text-ink-900">{t('copilot:clientChart.noBirth')}</p>
        <p className="mt-1 text-sm text-ink-700">{t('copilot:clientChart.noBirthHint')}</p>
      </div>
    );
  }
  const moon = kundli.chart.planets.find((p) => p.body === 'Moon')!;
  return (
    <>
      <KeyFacts kundli={kundli} />
      <ChartTabs kundli={kundli} />
      <RunningDasha dasha={now.dasha} locale={locale} />
      <MoonTransits now={now} moonSign={moon.signName} />
      <SaturnStatus sadeSati={now.sadeSati} locale={locale} />
    </>
  );
}

function KeyFacts({ kundli }: { kundli: KundliResponse }) {
  const { t } = useTranslation(['kundli', 'copilot']);
  const asc = kundli.chart.ascendant;
  const moon = kundli.chart.planets.find((p) => p.body === 'Moon')!;
  const facts = [
    [t('result.ascendant'), `${asc.signName} ${formatDegree(asc.degreeInSign)}`],
    [t('result.moonSign'), `${moon.signName} ${formatDegree(moon.degreeInSign)}`],
    [t('result.nakshatra'), t('result.nakshatraPada', { name: moon.nakshatraName, pada: moon.pada })],
  ] as const;
  return (
    <dl className="grid grid-cols-1 gap-2 rounded-2xl bg-cream-100 px-4 py-3 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-3">
          <dt className="text-ink-600">{label}</dt>
          <dd className="font-semibold text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const CHART_TABS = ['D1', 'D9'] as const;
type ChartTab = (typeof CHART_TABS)[number];

/** Roving focus for a row of tabs (WAI-ARIA tabs pattern, automatic activation). */
function nextTab(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** D1 and D9 as tabs over one chart, North or South Indian. */
function ChartTabs({ kundli }: { kundli: KundliResponse }) {
  const { t } = useTranslation(['kundli', 'copilot']);
  const [tab, setTab] = useState<ChartTab>('D1');
  const [style, setStyle] = useState<ChartStyle>('north');
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const d9 = kundli.vargas.D9;
  const label = (k: ChartTab) => (k === 'D1' ? t('chart.d1Title') : t('chart.vargaTitle', { name: d9?.name ?? k, key: k }));
  const varga = tab === 'D1' ? null : kundli.vargas[tab];
  const onKeyDown = (e: KeyboardEvent) => {
    const next = nextTab(e.key, CHART_TABS.indexOf(tab), CHART_TABS.length);
    if (next === null) return;
    e.preventDefault();
    setTab(CHART_TABS[next]!);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-ink-900">
          {t('result.charts')}
        </h3>
        <StyleToggle style={style} onChange={setStyle} />
      </div>
      <div role="tablist" aria-labelledby={headingId} onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-2xl bg-cream-100 p-1">
        {CHART_TABS.map((k, i) => (
          <button
            key={k}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${k}`}
            aria-selected={tab === k}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === k ? 0 : -1}
            onClick={() => setTab(k)}
            className={cx(
              'min-h-11 rounded-xl px-2 text-sm font-semibold transition',
              tab === k ? 'bg-night-900 text-gold-200' : 'text-ink-700 hover:bg-cream-200',
            )}
          >
            {label(k)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`} tabIndex={0} className="rounded-2xl">
        <ChartSvg
          style={style}
          title={label(tab)}
          signNames={kundli.labels.signs}
          planetNames={kundli.labels.planets}
          ascendantSignIndex={varga ? varga.ascendantSignIndex : kundli.chart.ascendant.signIndex}
          placements={
            varga
              ? varga.placements.map((p) => ({ body: p.body, signIndex: p.signIndex }))
              : kundli.chart.planets.map((p) => ({ body: p.body, signIndex: p.signIndex, retrograde: p.retrograde }))
          }
        />
      </div>
    </div>
  );
}

function StyleToggle({ style, onChange }: { style: ChartStyle; onChange: (s: ChartStyle) => void }) {
  const { t } = useTranslation(['kundli', 'copilot']);
  return (
    <div role="group" aria-label={t('chart.styleLabel')} className="inline-flex rounded-full border border-cream-300 bg-white p-0.5">
      {(['north', 'south'] as const).map((s) => (
        <button
          key={s}
          type="button"
          aria-pressed={style === s}
          onClick={() => onChange(s)}
          className={cx(
            'min-h-11 rounded-full px-3 text-xs font-semibold whitespace-nowrap transition',
            style === s ? 'bg-night-900 text-gold-200' : 'text-ink-700 hover:bg-cream-100',
          )}
        >
          {t(`chart.${s}`)}
        </button>
      ))}
    </div>
  );
}

function RunningDasha({ dasha, locale }: { dasha: ClientChartNow['dasha']; locale: string }) {
  const { t } = useTranslation(['kundli', 'copilot']);
  const span = useSpan(locale);
  const headingId = useId();
  const rows = dasha
    ? ([
        ['mahadasha', dasha.mahadasha],
        ['antardasha', dasha.antardasha],
        ...(dasha.pratyantardasha ? ([['pratyantardasha', dasha.pratyantardasha]] as const) : []),
      ] as const)
    : [];
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold text-ink-900">
        {t('copilot:clientChart.dasha')}
      </h3>
      {dasha ? (
        <dl className="mt-2 flex flex-col gap-1.5">
          {rows.map(([level, p]) => (
            <div key={level} className={cx('rounded-xl px-3 py-2', level === 'mahadasha' ? 'bg-night-900 text-gold-200' : 'border border-cream-300 bg-white')}>
              <dt className={cx('text-xs', level === 'mahadasha' ? 'text-gold-200' : 'text-ink-600')}>{t(`copilot:clientChart.${level}`)}</dt>
              <dd className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className={cx('font-semibold', level !== 'mahadasha' && 'text-ink-900')}>{p.lordName}</span>
                <span className={cx('text-sm tabular-nums', level !== 'mahadasha' && 'text-ink-700')}>{span(p.start, p.end)}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-ink-700">{t('copilot:clientChart.dashaOver')}</p>
      )}
    </section>
  );
}

function MoonTransits({ now, moonSign }: { now: ClientChartNow; moonSign: string }) {
  const { t } = useTranslation(['kundli', 'copilot']);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold text-ink-900">
        {t('copilot:clientChart.transits')}
      </h3>
      <p className="mt-1 text-sm text-ink-600">{t('copilot:clientChart.transitsLead', { sign: moonSign })}</p>
      <TableScroller labelledBy={headingId}>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-cream-300 text-ink-600">
              <th scope="col" className="py-1.5 pr-2 font-semibold">{t('table.planet')}</th>
              <th scope="col" className="py-1.5 pr-2 font-semibold">{t('table.sign')}</th>
              <th scope="col" className="py-1.5 text-right font-semibold">{t('copilot:clientChart.houseFromMoon')}</th>
            </tr>
          </thead>
          <tbody className="text-ink-700">
            {now.transitsToMoon.map((p) => (
              <tr key={p.body} data-body={p.body} className="border-b border-cream-200 last:border-0">
                <th scope="row" className="py-1.5 pr-2 font-semibold text-ink-900">
                  {p.name}
                  {p.retrograde ? (
                    <>
                      <span aria-hidden className="ml-1 text-gold-800">℞</span>
                      <span className="sr-only">{` (${t('table.retrograde')})`}</span>
                    </>
                  ) : null}
                </th>
                <td className="py-1.5 pr-2">
                  {p.signName} <span className="tabular-nums text-ink-600">{formatDegree(p.degreeInSign)}</span>
                </td>
                <td className="py-1.5 text-right font-semibold tabular-nums text-ink-900">{p.houseFromMoon}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </section>
  );
}

function SaturnStatus({ sadeSati, locale }: { sadeSati: ClientChartNow['sadeSati']; locale: string }) {
  const { t } = useTranslation(['kundli', 'copilot']);
  const span = useSpan(locale);
  const headingId = useId();
  const { phaseName, start, end, cycle, next, dhaiya } = sadeSati;
  const active = (phaseName !== null && start !== null && end !== null) || dhaiya !== null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold text-ink-900">
        {t('copilot:clientChart.saturn')}
      </h3>
      <div className={cx('mt-2 rounded-2xl border p-3 text-sm', active ? 'border-danger-700/40 bg-danger-700/5' : 'border-cream-300 bg-white')}>
        {phaseName !== null && start !== null && end !== null ? (
          <>
            <p className="font-semibold text-ink-900">{t('copilot:clientChart.sadeSatiRunning', { phase: phaseName })}</p>
            <p className="mt-1 text-ink-700">{t('copilot:clientChart.phaseDates', { span: span(start, end) })}</p>
            {cycle ? <p className="text-ink-700">{t('copilot:clientChart.cycleDates', { span: span(cycle.start, cycle.end) })}</p> : null}
          </>
        ) : dhaiya ? (
          <>
            <p className="font-semibold text-ink-900">{t(dhaiya.house === 4 ? 'copilot:clientChart.dhaiya4' : 'copilot:clientChart.dhaiya8')}</p>
            <p className="mt-1 text-ink-700">{span(dhaiya.start, dhaiya.end)}</p>
          </>
        ) : (
          <p className="font-semibold text-ink-900">{t('copilot:clientChart.saturnClear')}</p>
        )}
        {next ? <p className="mt-1 text-ink-700">{t('copilot:clientChart.nextSadeSati', { span: span(next.start, next.end) })}</p> : null}
      </div>
    </section>
  );
}
