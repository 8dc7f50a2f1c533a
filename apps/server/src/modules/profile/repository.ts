import type { Profile } from '@nakshatra/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema.ts';

export interface ProfileValues {
  gender: 'male' | 'female';
  /** 'YYYY-MM-DD' */
  dateOfBirth: string;
  /** 'HH:MM' */
  birthTime: string;
  latitudeDeg: number;
  longitudeDeg: number;
  locationName: string;
}

/** The spec's "Profile, as read"; null fields until the profile is first saved. */
export async function readProfile(db: Db, userId: string): Promise<Profile | null> {
  const rows = await db
    .select({
      name: users.name,
      gender: profiles.gender,
      dateOfBirth: profiles.dateOfBirth,
      // 'HH:MM': PostgreSQL's time text is 'HH:MM:SS' and the contract has minute precision.
      birthTime: sql<string | null>`to_char(${profiles.birthTime}, 'HH24:MI')`,
      latitudeDeg: profiles.latitudeDeg,
      longitudeDeg: profiles.longitudeDeg,
      locationName: profiles.locationName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    name: row.name,
    gender: row.gender,
    date_of_birth: row.dateOfBirth,
    birth_time: row.birthTime,
    latitude: row.latitudeDeg,
    longitude: row.longitudeDeg,
    location_name: row.locationName,
  };
}

/** Saves name and birth data together: either both change or neither. */
export async function saveProfile(
  db: Db,
  userId: string,
  name: string,
  values: ProfileValues,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .insert(profiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: new Date() } });
  });
}
