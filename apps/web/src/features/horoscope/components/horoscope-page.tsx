import type {
  GrahaName,
  HoroscopePeriod,
  HoroscopeResponse,
  HoroscopeSignId,
} from '@nakshatra/contracts';
import { ChevronDown, Clover, RefreshCw, Search } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { ZodiacGlyph } from '@/components/zodiac/zodiac-glyph';
import { siderealZodiacSigns } from '@/components/zodiac/signs';
import { paths } from '@/config/paths';
import { apiErrorText } from '@/lib/messages';
import { currentLanguage } from '@/lib/i18n';
import { useHoroscope } from '../api/get-horoscope';
import { addDays, formatYmd, todayIn, viewerTimeZone } from '@/lib/dates';
import { HoroscopeBotPanel } from './horoscope-bot-panel';
import { PersonalReading } from './personal-reading';
import {
  DatedEvents,
  rangeText,
  ReadingSections,
  ShaniStatus,
  WeighedFactors,
} from './reading-parts';

export const HOROSCOPE_VIEWS = ['yesterday', 'today', 'tomorrow', 'week', 'month', 'year'] as const;
export type HoroscopeView = (typeof HOROSCOPE_VIEWS)[number];

const SECTION_KEYS = ['general', 'love', 'career', 'health', 'money'] as const;

/**
 * The year the 'year' view reads: the coming one from October on (when Indian columns publish
 * the next year's rashifal), the current one before.
 */
export function readingYear(today: string): number {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m >= 10 ? y + 1 : y;
}

/** Swatches for the lucky planet's colour (the readings packs' planet colours: Sun orange ...). */
const PLANET_SWATCH: Record<GrahaName, string> = {
  Sun: '#f28c28',
  Moon: '#f8f8f2',
  Mars: '#d7263d',
  Mercury: '#2e9e5b',
  Jupiter: '#f5c518',
  Venus: '#f4a7c0',
  Saturn: '#1f2f6b',
  Rahu: '#8a8d91',
  Ketu: '#7a4b2a',
};

export function viewToQuery(
  view: HoroscopeView,
  today: string,
): { date: string; period: HoroscopePeriod } {
  switch (view) {
    case 'yesterday':
      return { date: addDays(today, -1), period: 'day' };
    case 'tomorrow':
      return { date: addDays(today, 1), period: 'day' };
    case 'week':
      return { date: today, period: 'week' };
    case 'month':
      return { date: today, period: 'month' };
    case 'year':
      return { date: `${readingYear(today)}-01-01`, period: 'year' };
    default:
      return { date: today, period: 'day' };
  }
}

function isView(value: string | null): value is HoroscopeView {
  return value !== null && (HOROSCOPE_VIEWS as readonly string[]).includes(value);
}

/**
 * /horoscope/:sign: the reading for the chosen day, week or month, in the UI language. `chat` is
 * the assistant shown in the bot panel (the route composes it from the chat feature).
 */
export function HoroscopePage({ sign, chat }: { sign: HoroscopeSignId; chat?: ReactNode }) {
  const { t, i18n } = useTranslation(['horoscope', 'zodiac']);
  const [params] = useSearchParams();
  const raw = params.get('view');
  const view: HoroscopeView = isView(raw) ? raw : 'today';
  const lang = currentLanguage();
  const today = todayIn(viewerTimeZone());
  const { date, period } = viewToQuery(view, today);
  const query = useHoroscope({ sign, date, period, lang });
  const signName = t(`zodiac:signs.${sign}`);
  const locale = i18n.resolvedLanguage ?? 'en';
  const data = query.data;
  // Placeholder data from the previous view is dimmed, not shown as this view's reading.
  const stale = query.isPlaceholderData;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 md:py-12">
      <HoroscopeHeader sign={sign} signName={signName} />
      <SignSwitcher current={sign} view={view} />

      <nav aria-label={t('horoscope:views.label')} className="mt-6 -mx-1 overflow-x-auto px-1 pb-1">
        <ul className="flex min-w-max gap-2">
          {HOROSCOPE_VIEWS.map((v) => (
            <li key={v}>
              <Link
                to={v === 'today' ? '?' : `?view=${v}`}
                replace
                aria-current={v === view ? 'page' : undefined}
                className={cx(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition',
                  v === view
                    ? 'border-gold-300 bg-gold-400/15 text-gold-200'
                    : 'border-star-300/25 text-star-200 hover:border-star-300/60 hover:text-star-50',
                )}
              >
                {t(`horoscope:views.${v}`, { year: readingYear(today) })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <p className="mt-4 min-h-6 text-star-200" aria-live="polite" data-testid="horoscope-date">
        {data && !stale ? rangeText(data, locale) : formatYmd(date, locale)}
      </p>
      {data ? <ShaniStatus data={data} locale={locale} /> : null}
      <PersonalReading sign={sign} date={date} period={period} />

      {query.isError && !data ? (
        <div role="alert" className="card-light mt-6 flex flex-col items-start gap-4 p-6">
          <p className="text-ink-900">{apiErrorText(t, query.error)}</p>
          <Button variant="outline-light" onClick={() => void query.refetch()}>
            <RefreshCw size={16} aria-hidden />
            {t('horoscope:retry')}
          </Button>
        </div>
      ) : !data ? (
        <HoroscopeSkeleton />
      ) : (
        <div
          className={cx('mt-6 flex flex-col gap-4 transition-opacity', stale && 'opacity-60')}
          aria-busy={stale}
        >
          <ReadingSections data={data} />
          <DatedEvents data={data} locale={locale} />
          <Lucky data={data} />
          <WhyThisReading data={data} />
        </div>
      )}
      <HoroscopeBotPanel signName={signName}>{chat}</HoroscopeBotPanel>
    </div>
  );
}

/**
 * The page names the zodiac (sidereal, as the transits of 'Why this reading') and says the
 * reading is by Moon sign (rashi), with a link to the finder for readers who do not know theirs.
 */
function HoroscopeHeader({ sign, signName }: { sign: HoroscopeSignId; signName: string }) {
  const { t } = useTranslation('horoscope');
  return (
    <header className="flex items-center gap-4">
      <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl border border-gold-300/30 bg-gold-400/10 text-gold-300 sm:size-20">
        <ZodiacGlyph sign={sign} size={40} />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-gold-200">
          {t('eyebrow')} · {t('zodiac')}
        </p>
        <h1 className="text-3xl font-semibold text-star-50 sm:text-4xl">{signName}</h1>
        <p className="text-star-300">{t('rashi')}</p>
        <Link
          to={paths.zodiacSign.to()}
          className="mt-1 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-gold-200 underline-offset-4 hover:underline"
        >
          <Search size={16} aria-hidden />
          {t('findMoonSign')}
        </Link>
      </div>
    </header>
  );
}

/** Issue 12: the twelve signs as links, the period kept; the current one is aria-current. */
function SignSwitcher({ current, view }: { current: HoroscopeSignId; view: HoroscopeView }) {
  const { t } = useTranslation(['horoscope', 'zodiac']);
  const search = view === 'today' ? '' : `?view=${view}`;
  const navRef = useRef<HTMLElement>(null);
  // On a phone the row scrolls sideways: bring the current sign into view (Scorpio is 8th).
  useEffect(() => {
    const nav = navRef.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current]');
    if (nav && link) nav.scrollLeft = link.offsetLeft - (nav.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return (
    <nav
      ref={navRef}
      aria-label={t('horoscope:switcher')}
      className="relative mt-6 -mx-1 overflow-x-auto px-1 pb-1"
    >
      <ul className="flex min-w-max gap-2 md:min-w-0 md:flex-wrap">
        {siderealZodiacSigns.map(({ id }) => (
          <li key={id}>
            <Link
              to={`${paths.horoscope.to(id)}${search}`}
              aria-current={id === current ? 'page' : undefined}
              className={cx(
                'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition',
                id === current
                  ? 'border-gold-300 bg-gold-400/15 text-gold-200'
                  : 'border-star-300/20 text-star-200 hover:border-star-300/60 hover:text-star-50',
              )}
            >
              <ZodiacGlyph sign={id} size={18} />
              {t(`zodiac:signs.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Lucky({ data }: { data: HoroscopeResponse }) {
  const { t } = useTranslation('horoscope');
  return (
    <section
      aria-labelledby="h-lucky"
      className="card-light grid gap-4 p-5 sm:grid-cols-[auto_1fr_1fr] sm:items-center sm:p-6"
    >
      <h2 id="h-lucky" className="flex items-center gap-2 text-xl font-semibold text-ink-900">
        <Clover size={20} aria-hidden className="text-gold-800" />
        {t('lucky.title')}
      </h2>
      <p className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-night-900 font-display text-lg font-semibold text-gold-300">
          {data.lucky.number}
        </span>
        <span className="text-ink-700">{t('lucky.number')}</span>
      </p>
      <p className="flex items-center gap-3">
        <span
          aria-hidden
          className="size-11 shrink-0 rounded-full border border-ink-600/30"
          style={{ background: PLANET_SWATCH[data.lucky.planet] }}
        />
        <span className="text-ink-700">
          {t('lucky.color')}: <strong className="text-ink-900">{data.lucky.color}</strong>
          <span className="block text-sm text-ink-600">
            {t('lucky.planet', { planet: data.lucky.planetName })}
          </span>
        </span>
      </p>
    </section>
  );
}

function WhyThisReading({ data }: { data: HoroscopeResponse }) {
  const { t } = useTranslation('horoscope');
  return (
    <details className="card-light group p-5 sm:p-6">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 text-xl font-semibold text-ink-900">
        {t('why.title')}
        <ChevronDown size={20} aria-hidden className="transition group-open:rotate-180" />
      </summary>
      <p className="mt-2 text-sm text-ink-600">{t('why.lead', { sign: data.signName })}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[20rem] text-left text-sm">
          <thead>
            <tr className="border-b border-cream-300 text-ink-600">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('why.planet')}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('why.sign')}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('why.house')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('why.motion')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.transits.map((tr) => (
              <tr key={tr.body} className="border-b border-cream-200 align-top last:border-0">
                <th scope="row" className="py-2 pr-3 font-semibold text-ink-900">
                  {tr.bodyName}
                </th>
                <td className="py-2 pr-3 text-ink-700">{tr.signName}</td>
                <td className="py-2 pr-3 text-ink-700">{tr.house}</td>
                <td className="py-2 text-ink-700">
                  {tr.retrograde ? t('why.retrograde') : t('why.direct')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-4 flex flex-col gap-2 text-sm leading-relaxed text-ink-700">
        {data.transits.map((tr) => (
          <li key={tr.body}>{tr.note}</li>
        ))}
      </ul>
      <WeighedFactors data={data} />
    </details>
  );
}

/** Same geometry as the loaded cards, so nothing jumps when the reading arrives. */
function HoroscopeSkeleton() {
  const { t } = useTranslation('horoscope');
  return (
    <div className="mt-6 flex flex-col gap-4" role="status" aria-label={t('loading')}>
      {SECTION_KEYS.map((key) => (
        <div key={key} className="card-light animate-pulse p-5 sm:p-6">
          <div className="h-7 w-40 rounded bg-cream-200" />
          <div className="mt-3 space-y-2">
            <div className="h-4 rounded bg-cream-200" />
            <div className="h-4 rounded bg-cream-200" />
            <div className="h-4 w-2/3 rounded bg-cream-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
