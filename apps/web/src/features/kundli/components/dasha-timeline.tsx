import type { KundliResponse } from '@nakshatra/contracts';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';

type Dasha = KundliResponse['dasha'];

const sameSpan = (a: { lord: string; start: string }, b: { lord: string; start: string } | undefined) =>
  b !== undefined && a.lord === b.lord && a.start === b.start;

/**
 * The Vimshottari mahadashas from birth; each opens to its antardashas. The period running at
 * `dasha.at` is highlighted (aria-current) and open at first.
 */
export function DashaTimeline({ dasha, locale }: { dasha: Dasha; locale: string }) {
  const { t } = useTranslation('kundli');
  const runningMaha = dasha.running.find((r) => r.level === 1);
  const runningAntar = dasha.running.find((r) => r.level === 2);
  const [open, setOpen] = useState<string | null>(runningMaha ? runningMaha.start : null);
  const fmt = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' });
  const span = (s: string, e: string) => `${fmt.format(new Date(s))} – ${fmt.format(new Date(e))}`;

  return (
    <section aria-labelledby="dasha-title" className="card-light p-5 sm:p-8" data-print-split>
      <h2 id="dasha-title" className="text-2xl font-semibold text-ink-900">
        {t('result.dasha')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        {t('dasha.balance', { lord: dasha.balance.lordName, years: dasha.balance.years.toFixed(1) })}
      </p>
      <ol className="mt-4 flex flex-col gap-2">
        {dasha.mahadashas.map((m) => {
          const running = sameSpan(m, runningMaha);
          const expanded = open === m.start;
          const panelId = `antar-${m.start}`;
          return (
            <li
              key={m.start}
              aria-current={running ? 'time' : undefined}
              data-running={running || undefined}
              className={cx('rounded-2xl border', running ? 'border-gold-800 bg-gold-300/20' : 'border-cream-300 bg-white')}
            >
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                data-print-keep
                onClick={() => setOpen(expanded ? null : m.start)}
                className="flex min-h-12 w-full items-center gap-3 px-4 py-2 text-left"
              >
                <span className="min-w-0 flex-1">
                  <span className="font-semibold text-ink-900">{m.lordName}</span>
                  {running ? (
                    <span className="ml-2 rounded-full bg-night-900 px-2 py-0.5 text-xs font-semibold text-gold-200">
                      {t('dasha.running')}
                    </span>
                  ) : null}
                  <span className="block text-sm text-ink-600 tabular-nums">{span(m.start, m.end)}</span>
                </span>
                <ChevronDown size={18} aria-hidden className={cx('shrink-0 text-ink-600 transition', expanded && 'rotate-180')} />
              </button>
              <ul id={panelId} hidden={!expanded} className="grid gap-1 px-4 pb-3 sm:grid-cols-2">
                {m.antardashas.map((a) => {
                  const antarRunning = running && sameSpan(a, runningAntar);
                  return (
                    <li
                      key={a.start}
                      aria-current={antarRunning ? 'time' : undefined}
                      data-running={antarRunning || undefined}
                      className={cx(
                        'flex items-baseline justify-between gap-2 rounded-lg px-3 py-1.5 text-sm',
                        antarRunning ? 'bg-night-900 text-gold-200' : 'text-ink-700',
                      )}
                    >
                      <span className="font-semibold">
                        {m.lordName} / {a.lordName}
                      </span>
                      <span className="tabular-nums opacity-80">{span(a.start, a.end)}</span>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
