import { sql } from 'drizzle-orm';
import { profiles, users } from '../db/schema.ts';

/**
 * The public user (contracts' User) as a select list over `users` left-joined with `profiles`
 * on the user id: the sign-in lookup (modules/auth) and the session check (plugins/auth) read
 * the same fields. Callers coerce `profileComplete` with Boolean().
 */
export const USER_COLUMNS = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  profileComplete: sql<boolean>`${profiles.userId} is not null`,
};
