import { LocalTimeError, localToUtc, timezoneAt } from '@nakshatra/astro/places';
import type { BirthInput } from '@nakshatra/readings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema.ts';

/**
 * What other modules read of a user's profile: the birth data saved in Edit Profile (the
 * profile module owns writing it). Chat grounds its answers in it.
 */

export interface BirthRow {
  /** The account's name (numerology reads it). */
  name: string;
  dateOfBirth: string;
  /** 'HH:MM:SS' as PostgreSQL prints a time. */
  birthTime: string;
  latitudeDeg: number;
  longitudeDeg: number;
}

/** The user's birth data from Edit Profile, or null before the profile is saved. */
export async function readBirth(db: Db, userId: string): Promise<BirthRow | null> {
  const rows = await db
    .select({
      name: users.name,
      dateOfBirth: profiles.dateOfBirth,
      birthTime: profiles.birthTime,
      latitudeDeg: profiles.latitudeDeg,
      longitudeDeg: profiles.longitudeDeg,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The birth instant from the profile's local date and time at the birth place. A time that
 * happened twice (clocks set back) is read as the first; a time the clocks skipped is read as an
 * hour later on the new clock, the same instant as the old clock would have shown.
 */
export function birthFromProfile(
  row: BirthRow,
): { birth: BirthInput; timezone: string } | null {
  const timezone = timezoneAt(row.latitudeDeg, row.longitudeDeg);
  const [h, m] = row.birthTime.split(':').map(Number) as [number, number];
  const hhmm = (hours: number) => `${String(hours).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  for (const hours of [h, h + 1]) {
    if (hours > 23) break;
    try {
      const { utc } = localToUtc(`${row.dateOfBirth}T${hhmm(hours)}`, timezone, {
        resolveAmbiguous: 'earlier',
      });
      return { birth: { utc, latDeg: row.latitudeDeg, lonDeg: row.longitudeDeg }, timezone };
    } catch (err) {
      if (!(err instanceof LocalTimeError) || err.code !== 'skipped') return null;
    }
  }
  return null;
}
