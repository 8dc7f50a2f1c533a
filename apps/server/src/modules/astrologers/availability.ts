import { type Availability, MINUTE_MS } from '@nakshatra/contracts';
import type { AvailabilityRow } from './activity-repository.ts';

/**
 * Session length assumed for an astrologer with no ended session to measure yet, minutes: a
 * typical first chat, so the first people to queue for a newcomer see a plausible wait rather
 * than none.
 */
export const DEFAULT_SESSION_MINUTES = 10;
/** A running session is never said to end in under a minute: it may run past its median. */
const MIN_REMAINING_MINUTES = 1;

const ms = (v: string | Date) => new Date(v).getTime();

/**
 * Where an astrologer is, and how long a new request would wait (contracts `availabilitySchema`):
 * busy while a session runs, else online or offline by their console switch. The wait is the
 * rest of the running session (their median length minus the minutes it has run, at least one)
 * plus one median per request ringing ahead, rounded up to whole minutes; 0 when online and free
 * with nobody ahead, and 0 when offline (nobody is taking requests).
 */
export function toAvailability(row: AvailabilityRow, nowMs: number): Availability {
  const queueLength = Number(row.queue_length);
  const busy = row.active_since !== null;
  const status = busy ? 'busy' : row.online ? 'online' : 'offline';
  if (status === 'offline') return { id: row.id, status, waitMinutes: 0, queueLength };
  const medianMinutes =
    row.median_sec === null ? DEFAULT_SESSION_MINUTES : Number(row.median_sec) / 60;
  const elapsedMinutes = busy ? Math.max(0, nowMs - ms(row.active_since!)) / MINUTE_MS : 0;
  const remaining = busy ? Math.max(medianMinutes - elapsedMinutes, MIN_REMAINING_MINUTES) : 0;
  // Rounded to a millionth of a minute first: 30 requests at 62 s are 31 minutes, which doubles
  // make 31.000000000000004, and ceil would make 32.
  const exact = Math.round((remaining + queueLength * medianMinutes) * 1e6) / 1e6;
  return { id: row.id, status, waitMinutes: Math.ceil(exact), queueLength };
}
