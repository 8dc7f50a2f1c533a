import type { User } from '@nakshatra/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema.ts';
import { USER_COLUMNS } from '../../lib/user-columns.ts';

export interface UserWithHash extends User {
  passwordHash: string;
}

/** Inserts a user; null when the (lower-cased) email is already taken. */
export async function insertUser(
  db: Db,
  values: { email: string; name: string; passwordHash: string },
): Promise<User | null> {
  const rows = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, name: users.name, email: users.email, role: users.role });
  const row = rows[0];
  return row ? { ...row, profileComplete: false } : null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserWithHash | null> {
  const rows = await db
    .select({ ...USER_COLUMNS, passwordHash: users.passwordHash })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, profileComplete: Boolean(row.profileComplete) } : null;
}
