import type { PanchangMonthDay, SunriseConventionKey } from '@nakshatra/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { addDays, formatYmd } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { usePanchangMonth } from '../api/get-panchang-month';
import { festivalLabel } from './festival-label';

interface Props {
  placeId: string;
  /** The selected civil date, 'YYYY-MM-DD'. */
  date: string;
  convention: SunriseConventionKey;
  onPick: (date: string) => void;
}

const ym = (d: string) => ({ year: Number(d.slice(0, 4)), month: Number(d.slice(5, 7)) });
const firstOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
function addMonths(d: string, n: number): string {
  const { year, month } = ym(d);
  const idx = year * 12 + (month - 1) + n;
  const last = new Date(Date.UTC(Math.floor(idx / 12), (idx % 12) + 1, 0)).getUTCDate();
  return `${firstOf(Math.floor(idx / 12), (idx % 12) + 1).slice(0, 8)}${String(Math.min(Number(d.slice(8)), last)).padStart(2, '0')}`;
}
/** Key -> days to move; PageUp/PageDown move a month. */
const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function moveFrom(focus: string, key: string): string | null {
  const dow = (new Date(`${focus}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  if (key in MOVES) return addDays(focus, MOVES[key]!);
  if (key === 'PageUp') return addMonths(focus, -1);
  if (key === 'PageDown') return addMonths(focus, 1);
  if (key === 'Home') return addDays(focus, -dow);
  if (key === 'End') return addDays(focus, 6 - dow);
  return null;
}

/** A month grid of the panchang: tithi and festivals per day; arrows move, Enter opens a day. */
export function PanchangMonth({ placeId, date, convention, onPick }: Props) {
  const { t, i18n } = useTranslation('panchang');
  const locale = i18n.resolvedLanguage ?? 'en';
  const [focus, setFocus] = useState(date);
  const [shownDate, setShownDate] = useState(date);
  const [keyboard, setKeyboard] = useState(false);
  if (date !== shownDate) {
    // The page picked another date: follow it (state adjusted during render, not in an effect).
    setShownDate(date);
    setFocus(date);
  }
  const { year, month } = ym(focus);
  const query = usePanchangMonth({ placeId, year, month, lang: currentLanguage(), convention });
  const days = query.data && query.data.year === year && query.data.month === month ? query.data.days : null;
  useEffect(() => {
    if (keyboard) document.querySelector<HTMLButtonElement>(`[data-panchang-day="${focus}"]`)?.focus();
  }, [focus, keyboard, days]);
  const title = formatYmd(firstOf(year, month), locale, { month: 'long', year: 'numeric' });
  const onKeyDown = (e: React.KeyboardEvent) => {
    const next = moveFrom(focus, e.key);
    if (!next) return;
    e.preventDefault();
    setKeyboard(true);
    setFocus(next);
  };

  return (
    <section aria-labelledby="month-title" className="card-light p-4 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <Button variant="quiet-light" aria-label={t('previousMonth')} onClick={() => setFocus(addMonths(focus, -1))}>
          <ChevronLeft size={18} aria-hidden />
        </Button>
        <h2 id="month-title" className="text-xl font-semibold text-ink-900 sm:text-2xl" aria-live="polite">{title}</h2>
        <Button variant="quiet-light" aria-label={t('nextMonth')} onClick={() => setFocus(addMonths(focus, 1))}>
          <ChevronRight size={18} aria-hidden />
        </Button>
      </div>
      <p id="month-hint" className="mt-1 text-center text-xs text-ink-600">{t('monthHint')}</p>
      {days ? (
        <MonthGrid days={days} date={date} focus={focus} locale={locale} onKeyDown={onKeyDown} onLeave={() => setKeyboard(false)} onPick={(d) => { setFocus(d); onPick(d); }} />
      ) : (
        <div role="status" aria-label={t('loading')} className="mt-3 h-72 animate-pulse rounded-2xl bg-cream-100" />
      )}
    </section>
  );
}

interface GridProps {
  days: PanchangMonthDay[];
  date: string;
  focus: string;
  locale: string;
  onKeyDown: (e: React.KeyboardEvent) => void;
  /** Focus left the grid: stop moving focus with the selection. */
  onLeave: () => void;
  onPick: (date: string) => void;
}

/** The weeks (Monday first) as an ARIA grid with one tabbable day (roving tabindex). */
function MonthGrid({ days, date, focus, locale, onKeyDown, onLeave, onPick }: GridProps) {
  const lead = (days[0]!.weekday + 6) % 7;
  const flat: (PanchangMonthDay | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (flat.length % 7) flat.push(null);
  const weeks = Array.from({ length: flat.length / 7 }, (_, i) => flat.slice(i * 7, i * 7 + 7));
  const weekdayNames = Array.from({ length: 7 }, (_, i) => formatYmd(addDays('2024-01-01', i), locale, { weekday: 'short' }));
  const tabbable = days.some((d) => d.date === focus) ? focus : days[0]!.date;
  return (
    <table role="grid" aria-labelledby="month-title" aria-describedby="month-hint" className="mt-3 w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1" onKeyDown={onKeyDown} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && onLeave()}>
      <thead>
        <tr>
          {weekdayNames.map((w) => (
            <th key={w} scope="col" className="pb-1 text-center text-xs font-semibold text-ink-600">{w}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, wi) => (
          <tr key={wi}>
            {week.map((d, di) =>
              d ? (
                <DayCell key={d.date} day={d} selected={d.date === date} tabbable={d.date === tabbable} locale={locale} onPick={onPick} />
              ) : (
                <td key={`e${di}`} role="gridcell" aria-hidden />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Festivals a cell names first when a day has several (Diwali over Narak Chaturdashi). */
const MAJOR_FESTIVALS = new Set([
  'diwali',
  'holi',
  'holikaDahan',
  'mahaShivaratri',
  'janmashtami',
  'ramNavami',
  'dussehra',
  'ganeshChaturthi',
  'rakshaBandhan',
  'karwaChauth',
  'chhathPuja',
]);

function DayCell(props: { day: PanchangMonthDay; selected: boolean; tabbable: boolean; locale: string; onPick: (date: string) => void }) {
  const { t } = useTranslation('panchang');
  const { day, selected } = props;
  const ordered = [...day.festivals].sort((a, b) => Number(MAJOR_FESTIVALS.has(b.key)) - Number(MAJOR_FESTIVALS.has(a.key)));
  const names = ordered.map((f) => festivalLabel(t, f));
  const label = [formatYmd(day.date, props.locale, { dateStyle: 'full' }), `${day.tithi.name} (${t(`paksha.${day.tithi.paksha}`)})`, day.nakshatra.name, ...names].join(', ');
  return (
    <td role="gridcell" aria-selected={selected} className="align-top">
      <button
        type="button"
        data-panchang-day={day.date}
        tabIndex={props.tabbable ? 0 : -1}
        aria-label={label}
        onClick={() => props.onPick(day.date)}
        className={cx(
          'flex h-16 w-full flex-col items-start overflow-hidden rounded-lg px-1 py-1 text-left sm:h-24 sm:px-2',
          selected ? 'bg-night-900 text-star-50' : 'bg-cream-100 text-ink-900 hover:bg-gold-100',
          'focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold-500',
        )}
      >
        <span className="text-sm font-semibold tabular-nums">{Number(day.date.slice(8))}</span>
        <span aria-hidden className="w-full truncate text-[10px] leading-tight sm:text-xs">{day.tithi.name}</span>
        {names.length > 0 && (
          <span aria-hidden className={cx('mt-auto w-full truncate text-[10px] font-semibold leading-tight sm:text-xs', selected ? 'text-gold-200' : 'text-gold-800')}>
            <span className="sm:hidden">●</span>
            <span className="hidden sm:inline">{names.length > 1 ? `${names[0]} +${names.length - 1}` : names[0]}</span>
          </span>
        )}
      </button>
    </td>
  );
}
