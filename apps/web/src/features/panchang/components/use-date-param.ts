import { ZODIAC_MAX_DATE, ZODIAC_MIN_DATE } from '@nakshatra/contracts';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isYmd, todayIn, viewerTimeZone } from '@/lib/dates';

/**
 * The panchang's date, kept in the address (`/panchang?date=2026-11-08`) so that a day can be
 * shared, bookmarked and reloaded. Today leaves the address bare; a date that is not a real day
 * or lies outside the computed range shows today. Moving between days replaces the history
 * entry, so Back leaves the page rather than stepping through every day looked at.
 */
export function useDateParam(): [string, (next: string | ((current: string) => string)) => void] {
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => todayIn(viewerTimeZone()));
  const raw = params.get('date');
  const date = raw && isYmd(raw) && raw >= ZODIAC_MIN_DATE && raw <= ZODIAC_MAX_DATE ? raw : today;
  const setDate = useCallback(
    (next: string | ((current: string) => string)) => {
      const value = typeof next === 'function' ? next(date) : next;
      setParams(
        (prev) => {
          const q = new URLSearchParams(prev);
          if (value === today) q.delete('date');
          else q.set('date', value);
          return q;
        },
        { replace: true },
      );
    },
    [date, today, setParams],
  );
  return [date, setDate];
}
