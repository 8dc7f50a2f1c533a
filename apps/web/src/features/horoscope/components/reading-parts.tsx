import type { HoroscopeResponse, HoroscopeVerdict } from '@nakshatra/contracts';
import { CalendarDays, CircleAlert, CircleCheck, CircleMinus, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import { formatYmd } from '@/lib/dates';

const SECTION_KEYS = ['general', 'love', 'career', 'health', 'money'] as const;

const VERDICT_STYLE: Record<HoroscopeVerdict, { className: string; Icon: typeof CircleCheck }> = {
  good: { className: 'border-emerald-700/30 bg-emerald-50 text-emerald-800', Icon: CircleCheck },
  mixed: { className: 'border-amber-700/30 bg-amber-50 text-amber-900', Icon: CircleMinus },
  hard: { className: 'border-rose-700/30 bg-rose-50 text-rose-800', Icon: CircleAlert },
};

/** The section's one verdict as a badge: colour, icon and the word (never colour alone). */
export function VerdictBadge({ verdict, label }: { verdict: HoroscopeVerdict; label: string }) {
  const { Icon, className } = VERDICT_STYLE[verdict];
  return (
    <span
      data-verdict={verdict}
      className={cx(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold',
        className,
      )}
    >
      <Icon size={16} aria-hidden />
      {label}
    </span>
  );
}

/** The five sections, each with its verdict. */
export function ReadingSections({ data }: { data: HoroscopeResponse }) {
  const { t } = useTranslation('horoscope');
  return (
    <>
      {SECTION_KEYS.map((key) => (
        <section key={key} className="card-light p-5 sm:p-6" aria-labelledby={`h-${key}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`h-${key}`} className="text-xl font-semibold text-ink-900">
              {t(`sections.${key}`)}
            </h2>
            <VerdictBadge verdict={data.verdicts[key].verdict} label={data.verdicts[key].label} />
          </div>
          <p className="mt-2 text-[1.0625rem] leading-relaxed text-ink-700">{data.sections[key]}</p>
        </section>
      ))}
    </>
  );
}

/** Sade Sati or Dhaiya for this Moon sign, with its dates; otherwise where Saturn is. */
export function ShaniStatus({ data, locale }: { data: HoroscopeResponse; locale: string }) {
  const { t } = useTranslation('horoscope');
  const { shani } = data;
  const active = shani.status !== null && shani.phase !== null;
  return (
    <p
      data-testid="shani-status"
      className={cx(
        'mt-3 flex items-start gap-2 rounded-xl border px-4 py-3 text-sm leading-relaxed',
        active
          ? 'border-gold-300/40 bg-gold-400/10 text-gold-100'
          : 'border-star-300/20 text-star-200',
      )}
    >
      <Hourglass size={18} aria-hidden className="mt-0.5 shrink-0 text-gold-300" />
      <span>
        {active ? (
          <>
            <strong className="font-semibold text-star-50">
              {t(`shani.${shani.status}`, { phase: t(`shani.phase.${shani.phase}`) })}
            </strong>
            {shani.start && shani.end
              ? ` · ${t('shani.dates', { start: formatYmd(shani.start, locale), end: formatYmd(shani.end, locale) })}`
              : null}
          </>
        ) : (
          t('shani.none', { house: shani.house })
        )}
      </span>
    </p>
  );
}

/** The dated events of the period: sign changes, stations, eclipses, Purnima and Amavasya. */
export function DatedEvents({ data, locale }: { data: HoroscopeResponse; locale: string }) {
  const { t } = useTranslation('horoscope');
  const events = data.events
    .filter((e) => !(e.kind === 'ingress' && e.body === 'Moon'))
    .slice(0, 12);
  if (events.length === 0) return null;
  const dateOf = (iso: string) =>
    new Date(iso).toLocaleDateString(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'Asia/Kolkata',
    });
  return (
    <section aria-labelledby="h-events" className="card-light p-5 sm:p-6">
      <h2 id="h-events" className="flex items-center gap-2 text-xl font-semibold text-ink-900">
        <CalendarDays size={20} aria-hidden className="text-gold-800" />
        {t('events.title')}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {events.map((e) => (
          <li key={`${e.kind}-${e.body}-${e.at}`} className="flex items-start gap-3 text-ink-700">
            <time
              dateTime={e.at}
              className="w-16 shrink-0 rounded-lg bg-night-900 px-2 py-1 text-center text-sm font-semibold text-gold-200"
            >
              {dateOf(e.at)}
            </time>
            <span className="leading-relaxed">{e.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const POLARITY_CLASS = { 1: 'text-emerald-800', 0: 'text-ink-600', [-1]: 'text-rose-800' } as const;

/** 'Why this reading': each section's weighed factors, then the graha drishti. */
export function WeighedFactors({ data }: { data: HoroscopeResponse }) {
  const { t } = useTranslation('horoscope');
  return (
    <div className="mt-5">
      <h3 className="text-lg font-semibold text-ink-900">{t('why.factorsTitle')}</h3>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2">
        {SECTION_KEYS.map((key) => (
          <div key={key} className="rounded-xl border border-cream-300 p-3">
            <dt className="flex items-center justify-between gap-2 font-semibold text-ink-900">
              {t(`sections.${key}`)}
              <VerdictBadge verdict={data.verdicts[key].verdict} label={data.verdicts[key].label} />
            </dt>
            {data.verdicts[key].factors.map((f) => (
              <dd
                key={`${f.body}-${f.house}`}
                className="mt-1 text-sm leading-relaxed text-ink-700"
              >
                {f.note.replace(/:[^:]*$/, '')}:{' '}
                <span className={cx('font-semibold', POLARITY_CLASS[f.polarity])}>
                  {t(`why.polarity.${f.polarity}`)}
                </span>
              </dd>
            ))}
          </div>
        ))}
      </dl>
      <h3 className="mt-5 text-lg font-semibold text-ink-900">{t('why.drishtiTitle')}</h3>
      <ul className="mt-2 flex flex-col gap-1 text-sm leading-relaxed text-ink-700">
        {data.drishti.map((d) => (
          <li key={d.body}>{d.note}</li>
        ))}
      </ul>
    </div>
  );
}

/** Dates in the header, e.g. "1 Jan 2027 – 31 Dec 2027". */
export function rangeText(data: HoroscopeResponse, locale: string): string {
  if (data.range.start === data.range.end)
    return formatYmd(data.date, locale, { dateStyle: 'full' });
  return `${formatYmd(data.range.start, locale)} – ${formatYmd(data.range.end, locale)}`;
}
