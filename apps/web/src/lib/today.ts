/**
 * Today, for what a page shows of it ("The Sun is in Scorpio today", the footer's year): the
 * reader's own day, in the reader's zone, moving on at midnight.
 *
 * A page the server rendered (apps/server plugins/ssr.ts) was rendered on India's day, which is
 * not every reader's: from 18:30 to 24:00 UTC India is a day ahead of London, and the server may
 * send a page it rendered a minute before midnight. So the server writes the day it rendered
 * (`data-ssr-day` on #root), the browser takes the page over with that day, and moves to the
 * reader's day right after (useSyncExternalStore's server snapshot). Reading `new Date()` during
 * render instead made React throw the server's HTML away as a mismatch.
 */
import { useSyncExternalStore } from 'react';
import { todayIn, viewerTimeZone } from './dates';

/** The zone a page is rendered in on the server: the product's home market. */
export const RENDER_TIME_ZONE = 'Asia/Kolkata';

let renderedDay: string | null = null;

/** The day a server render is on (the server, per render), or was on (the browser, at takeover). */
export function setRenderedDay(ymd: string | null): void {
  renderedDay = ymd;
}

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/** One minute timer for every reader of the day, while there is one. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const l of listeners) l();
  }, 60_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const readersDay = () => todayIn(viewerTimeZone());
const renderDay = () => renderedDay ?? readersDay();

/** Today as 'YYYY-MM-DD': the rendered day while a server's page is taken over, then the reader's. */
export function useToday(): string {
  return useSyncExternalStore(subscribe, readersDay, renderDay);
}
