import type { PanchangResponse } from '@nakshatra/contracts';
import { ZODIAC_MAX_DATE, ZODIAC_MIN_DATE } from '@nakshatra/contracts';
import { ArrowDown, ArrowUp, Moon, RefreshCw, Sunrise, Sunset, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { FieldShell, inputBorder, inputClasses } from '@/components/ui/text-field';
import { addDays, formatYmd, todayIn, viewerTimeZone } from '@/lib/dates';
import { PlaceCombobox } from '@/components/places/place-combobox';
import { currentLanguage } from '@/lib/i18n';
import { apiErrorText } from '@/lib/messages';
import { usePanchang } from '../api/get-panchang';
import { ConventionSwitch } from './convention-switch';
import { CalendarCard, ChoghadiyaTable, MuhurtaCard } from './panchang-extras';
import { PanchangMonth } from './panchang-month';
import { useConvention } from './use-convention';
import { useDateParam } from './use-date-param';

export const PANCHANG_PLACE_KEY = 'nakshatra.panchang.place';
/** GeoNames 1261481: New Delhi, the default place. */
const DEFAULT_PLACE = { id: '1261481', label: 'New Delhi, Delhi, India' };

function storedPlace(): { id: string; label: string } {
  try {
    const raw = localStorage.getItem(PANCHANG_PLACE_KEY);
    if (raw) {
      const v = JSON.parse(raw) as { id?: unknown; label?: unknown };
      if (typeof v.id === 'string' && /^\d{1,10}$/.test(v.id) && typeof v.label === 'string') return { id: v.id, label: v.label };
    }
  } catch {
    // Storage disabled or a malformed value: fall back to New Delhi.
  }
  return DEFAULT_PLACE;
}

/** "06:48" from '2026-11-22T06:48:12+05:30': the place's own clock time, as written. */
const clock = (iso: string | null) => (iso ? iso.slice(11, 16) : '–');
/** "22 Nov 06:48": for limbs that end on another day. */
function when(iso: string, date: string, locale: string): string {
  const d = iso.slice(0, 10);
  if (d === date) return clock(iso);
  return `${formatYmd(d, locale, { day: 'numeric', month: 'short' })} ${clock(iso)}`;
}

/** /panchang: the five limbs at sunrise for a place and date, with sun and moon times and Rahu kaal. */
export function PanchangPage() {
  const { t, i18n } = useTranslation('panchang');
  const [place, setPlace] = useState(storedPlace);
  const [placeText, setPlaceText] = useState(place.label);
  const [date, setDate] = useDateParam();
  const [convention, setConvention] = useConvention();
  const ids = { place: useId(), date: useId() };
  const query = usePanchang({ placeId: place.id, date, lang: currentLanguage(), convention });
  const locale = i18n.resolvedLanguage ?? 'en';
  const data = query.data;

  return (
    <div className="flex flex-col gap-6">
      <div className="card-light grid gap-x-4 p-5 sm:grid-cols-[1fr_14rem] sm:p-6">
        <FieldShell id={ids.place} label={t('place')}>
          <PlaceCombobox
            id={ids.place}
            value={placeText}
            onChange={setPlaceText}
            onPick={(p) => {
              if (!p.place) return;
              const next = { id: p.place.id, label: p.name };
              setPlace(next);
              setPlaceText(p.name);
              try {
                localStorage.setItem(PANCHANG_PLACE_KEY, JSON.stringify(next));
              } catch {
                // Not remembered in private mode; this visit still uses it.
              }
            }}
          />
        </FieldShell>
        <FieldShell id={ids.date} label={t('date')}>
          <div className="flex gap-2">
            <input
              id={ids.date}
              type="date"
              min={ZODIAC_MIN_DATE}
              max={ZODIAC_MAX_DATE}
              value={date}
              onChange={(e) => e.target.value && setDate(e.target.value)}
              className={cx(inputClasses, inputBorder(false), 'px-3')}
            />
          </div>
        </FieldShell>
        <div className="flex gap-2 sm:col-span-2">
          <Button variant="outline-light" onClick={() => setDate((d) => addDays(d, -1))}>{t('previous')}</Button>
          <Button variant="outline-light" onClick={() => setDate(todayIn(viewerTimeZone()))}>{t('today')}</Button>
          <Button variant="outline-light" onClick={() => setDate((d) => addDays(d, 1))}>{t('next')}</Button>
        </div>
        <ConventionSwitch value={convention} onChange={setConvention} />
      </div>

      {query.isError && !data ? (
        <div role="alert" className="card-light flex flex-col items-start gap-3 p-6">
          <p className="text-ink-900">{apiErrorText(t, query.error)}</p>
          <Button variant="outline-light" onClick={() => void query.refetch()}>
            <RefreshCw size={16} aria-hidden />
            {t('retry')}
          </Button>
        </div>
      ) : data ? (
        <PanchangResult data={data} locale={locale} stale={query.isPlaceholderData} />
      ) : (
        <div role="status" aria-label={t('loading')} className="grid animate-pulse gap-4 md:grid-cols-2">
          <div className="card-light h-[26rem]" />
          <div className="card-light h-[26rem]" />
        </div>
      )}
      <PanchangMonth placeId={place.id} date={date} convention={convention} onPick={setDate} />
    </div>
  );
}

function PanchangResult({ data, locale, stale }: { data: PanchangResponse; locale: string; stale: boolean }) {
  const { t } = useTranslation('panchang');
  const heading = formatYmd(data.date, locale, { dateStyle: 'full' });
  const limbs = [
    { key: 'tithi', name: `${data.tithi.name} · ${data.tithi.pakshaName}`, s: data.tithi.startsAt, e: data.tithi.endsAt },
    { key: 'nakshatra', name: t('pada', { name: data.nakshatra.name, pada: data.nakshatra.pada }), s: data.nakshatra.startsAt, e: data.nakshatra.endsAt },
    { key: 'yoga', name: data.yoga.name, s: data.yoga.startsAt, e: data.yoga.endsAt },
    { key: 'karana', name: data.karana.name, s: data.karana.startsAt, e: data.karana.endsAt },
  ];
  return (
    <div className={cx('grid gap-4 md:grid-cols-2', stale && 'opacity-60')}>
      <section aria-labelledby="limbs-title" className="card-light p-5 sm:p-6">
        <p className="text-sm text-ink-600">{[data.place.name, data.place.state].filter(Boolean).join(', ')} · UTC {data.utcOffset}</p>
        <h2 id="limbs-title" className="text-2xl font-semibold text-ink-900">{heading}</h2>
        <dl className="mt-4 divide-y divide-cream-200">
          <div className="flex justify-between gap-3 py-3">
            <dt className="font-semibold text-ink-600">{t('vara')}</dt>
            <dd className="text-right font-semibold text-ink-900">{data.vara.name}</dd>
          </div>
          {limbs.map((l) => (
            <div key={l.key} className="flex justify-between gap-3 py-3">
              <dt className="font-semibold text-ink-600">{t(l.key)}</dt>
              <dd className="text-right">
                <span className="block font-semibold text-ink-900">{l.name}</span>
                <span className="block text-sm text-ink-600 tabular-nums">
                  {t('span', { start: when(l.s, data.date, locale), end: when(l.e, data.date, locale) })}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="times-title" className="card-light p-5 sm:p-6">
        <h2 id="times-title" className="text-2xl font-semibold text-ink-900">{t('times')}</h2>
        <ul className="mt-4 grid grid-cols-2 gap-3">
          <Time icon={<Sunrise size={20} aria-hidden />} label={t('sunrise')} value={clock(data.sunrise)} />
          <Time icon={<Sunset size={20} aria-hidden />} label={t('sunset')} value={clock(data.sunset)} />
          <Time icon={<MoonTimeIcon rising />} label={t('moonrise')} value={clock(data.moonrise)} />
          <Time icon={<MoonTimeIcon rising={false} />} label={t('moonset')} value={clock(data.moonset)} />
        </ul>
        <div className="mt-4 flex items-start gap-3 rounded-2xl bg-night-900 p-4 text-star-50">
          <TriangleAlert size={20} aria-hidden className="mt-0.5 shrink-0 text-gold-300" />
          <div>
            <p className="font-semibold">{t('rahuKaal')}</p>
            <p className="tabular-nums text-gold-200">
              {data.rahuKaal ? t('span', { start: clock(data.rahuKaal.start), end: clock(data.rahuKaal.end) }) : '–'}
            </p>
            <p className="mt-1 text-sm text-star-300">{t('rahuKaalNote')}</p>
          </div>
        </div>
      </section>
      <PanchangExtras data={data} />
    </div>
  );
}

/** Lunar month and samvat, festivals, muhurtas and the Choghadiya table. */
function PanchangExtras({ data }: { data: PanchangResponse }) {
  return (
    <>
      <CalendarCard data={data} />
      <MuhurtaCard data={data} />
      <ChoghadiyaTable data={data} />
    </>
  );
}

/**
 * Lucide has sunrise and sunset icons but none for the Moon: a crescent with an arrow up or down
 * tells moonrise from moonset the way the sun icons' arrows do (a sun here read as a sun time).
 */
function MoonTimeIcon({ rising }: { rising: boolean }) {
  const Arrow = rising ? ArrowUp : ArrowDown;
  return (
    <span className="relative inline-flex" data-icon={rising ? 'moonrise' : 'moonset'}>
      <Moon size={20} aria-hidden />
      <Arrow size={11} strokeWidth={2.5} aria-hidden className="absolute -right-1.5 -bottom-1" />
    </span>
  );
}

function Time({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-cream-100 px-4 py-3">
      <span className="text-gold-800">{icon}</span>
      <span>
        <span className="block text-sm text-ink-600">{label}</span>
        <span className="block font-display text-xl font-semibold text-ink-900 tabular-nums">{value}</span>
      </span>
    </li>
  );
}
