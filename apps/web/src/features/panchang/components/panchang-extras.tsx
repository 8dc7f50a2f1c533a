import type { ChoghadiyaView, PanchangResponse } from '@nakshatra/contracts';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import { festivalLabel, monthLabel } from './festival-label';

/** "06:48" from '2026-11-22T06:48:12+05:30': the place's own clock time, as written. */
const clock = (iso: string | null | undefined) => (iso ? iso.slice(11, 16) : '–');

/** Lunar month (amanta and purnimanta), samvat years and the day's festivals. */
export function CalendarCard({ data }: { data: PanchangResponse }) {
  const { t } = useTranslation('panchang');
  return (
    <section aria-labelledby="calendar-title" className="card-light p-5 sm:p-6">
      <h2 id="calendar-title" className="text-2xl font-semibold text-ink-900">
        {t('lunarMonth')}
      </h2>
      <dl className="mt-4 divide-y divide-cream-200">
        <Row label={t('amanta')} value={monthLabel(t, data.lunarMonth.amanta)} />
        <Row label={t('purnimanta')} value={monthLabel(t, data.lunarMonth.purnimanta)} />
        <Row label={t('vikramSamvat')} value={String(data.samvat.vikram)} />
        <Row label={t('shakaSamvat')} value={String(data.samvat.shaka)} />
      </dl>
      <h3 className="mt-5 font-semibold text-ink-900">{t('festivals')}</h3>
      {data.festivals.length ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {data.festivals.map((f) => (
            <li
              key={`${f.key}-${f.ekadashi ?? ''}-${f.rashi ?? ''}`}
              className="rounded-full bg-gold-100 px-3 py-1 text-sm font-semibold text-ink-900"
            >
              {festivalLabel(t, f)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-600">{t('noFestivals')}</p>
      )}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 py-3">
      <dt className="font-semibold text-ink-600">{label}</dt>
      <dd className="text-right font-semibold text-ink-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** Brahma muhurta, Abhijit, Rahu kaal, Gulika kaal, Yamaganda and Durmuhurta. */
export function MuhurtaCard({ data }: { data: PanchangResponse }) {
  const { t } = useTranslation('panchang');
  const m = data.muhurtas;
  const span = (s: { start: string; end: string } | null, none = '–') =>
    s ? t('span', { start: clock(s.start), end: clock(s.end) }) : none;
  const rows = [
    { key: 'brahmaMuhurta', value: span(m.brahmaMuhurta), good: true },
    { key: 'abhijit', value: span(m.abhijit, t('abhijitNone')), good: true },
    { key: 'rahuKaal', value: span(data.rahuKaal), good: false },
    { key: 'gulikaKaal', value: span(m.gulikaKaal), good: false },
    { key: 'yamaganda', value: span(m.yamaganda), good: false },
    {
      key: 'durmuhurta',
      value: m.durmuhurtas.length ? m.durmuhurtas.map((d) => span(d)).join(', ') : '–',
      good: false,
    },
  ];
  return (
    <section aria-labelledby="muhurtas-title" className="card-light p-5 sm:p-6">
      <h2 id="muhurtas-title" className="text-2xl font-semibold text-ink-900">
        {t('muhurtas')}
      </h2>
      <dl className="mt-4 divide-y divide-cream-200">
        {rows.map((r) => (
          <div key={r.key} className="flex flex-wrap justify-between gap-x-3 py-3">
            <dt className="font-semibold text-ink-600">
              {t(r.key)}{' '}
              <span className="text-sm font-normal">
                ({r.good ? t('quality.good') : t('quality.bad')})
              </span>
            </dt>
            <dd className="text-right font-semibold text-ink-900 tabular-nums">{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const QUALITY_CLASS: Record<ChoghadiyaView['quality'], string> = {
  good: 'bg-emerald-50 text-emerald-900',
  neutral: 'bg-cream-100 text-ink-900',
  bad: 'bg-rose-50 text-rose-900',
};

/** Day and night Choghadiya: 8 periods each with name, time and quality. */
export function ChoghadiyaTable({ data }: { data: PanchangResponse }) {
  const { t } = useTranslation('panchang');
  const part = (label: string, rows: ChoghadiyaView[]) => (
    <table className="w-full border-separate border-spacing-y-1 text-sm">
      <caption className="pb-1 text-left font-semibold text-ink-900">{label}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('choghadiya')}</th>
          <th scope="col">{t('time')}</th>
          <th scope="col">{t('qualityLabel')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.start} className={cx(QUALITY_CLASS[c.quality])}>
            <th scope="row" className="rounded-l-lg px-3 py-2 text-left font-semibold">
              {t(`choghadiyaNames.${c.name}`)}
            </th>
            <td className="px-2 py-2 tabular-nums">
              {t('span', { start: clock(c.start), end: clock(c.end) })}
            </td>
            <td className="rounded-r-lg px-3 py-2 text-right">{t(`quality.${c.quality}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!data.choghadiya.day.length) return null;
  return (
    <section aria-labelledby="choghadiya-title" className="card-light p-5 sm:p-6 md:col-span-2">
      <h2 id="choghadiya-title" className="text-2xl font-semibold text-ink-900">
        {t('choghadiya')}
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {part(t('choghadiyaDay'), data.choghadiya.day)}
        {part(t('choghadiyaNight'), data.choghadiya.night)}
      </div>
    </section>
  );
}
