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
