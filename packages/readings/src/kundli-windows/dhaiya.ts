/**
 * Shani Dhaiya as a dosha card: Saturn in the 4th (Kantaka, also called Ardhashtama) or the 8th
 * (Ashtama) sign from the natal Moon, running at the request time or not, and the next one,
 * with dates (periods from dhaiyaPeriods of @nakshatra/astro).
 */
import type { DhaiyaPeriod } from '@nakshatra/astro';
import type { Lang } from '../lang.ts';
import { packFor } from '../packs/index.ts';
import { capitalize, fill, joinSentences } from '../text.ts';
import { WINDOW_BANKS } from './banks/index.ts';
import { windowDate } from './dates.ts';

export interface DhaiyaText {
  id: 'dhaiya';
  name: string;
  present: boolean;
  /** The running Dhaiya, or null. */
  current: DhaiyaPeriod | null;
  /** The next Dhaiya to begin after `now`, or null past the periods given. */
  next: DhaiyaPeriod | null;
  explanation: string;
}

/**
 * The Dhaiya at `now` from a birth's Dhaiya periods.
 * @param timeZone IANA zone whose calendar days the dates name (default 'Asia/Kolkata').
 */
export function dhaiyaText(
  periods: readonly DhaiyaPeriod[],
  now: Date,
  lang: Lang,
  timeZone = 'Asia/Kolkata',
): DhaiyaText {
  const b = WINDOW_BANKS[lang].dhaiya;
  const pack = packFor(lang);
  const t = now.getTime();
  const current = periods.find((p) => p.start.getTime() <= t && t < p.end.getTime()) ?? null;
  const next = periods.find((p) => p.start.getTime() > t) ?? null;
  const date = (d: Date) => windowDate(d, lang, timeZone);
  const parts = [b.definition];
  if (current) {
    parts.push(
      fill(b.now, {
        kind: b.kinds[current.kind],
        sign: pack.names.signs[current.signIndex]!,
        house: pack.ordinal(current.house),
        start: date(current.start),
        end: date(current.end),
      }),
    );
  } else parts.push(b.notNow);
  if (next) {
    parts.push(
      fill(b.next, {
        kind: b.kinds[next.kind],
        sign: pack.names.signs[next.signIndex]!,
        start: date(next.start),
        end: date(next.end),
      }),
    );
  }
  return {
    id: 'dhaiya',
    name: b.name,
    present: current !== null,
    current,
    next,
    explanation: joinSentences(parts.map(capitalize)),
  };
}
