import { SAVED_KUNDLIS_MAX, kundliMessages } from '@nakshatra/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedKundlis, users } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';

export interface SavedKundliRow {
  id: string;
  name: string;
  input: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Saves a kundli request for a user, at most SAVED_KUNDLIS_MAX: the count and the insert run in
 * one transaction holding a lock on the user's row, so two saves at 49 cannot both pass.
 */
export async function insertSavedKundli(
  db: Db,
  userId: string,
  name: string,
  input: Record<string, unknown>,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [row] = await tx
      .select({ n: count() })
      .from(savedKundlis)
      .where(eq(savedKundlis.userId, userId));
    if ((row?.n ?? 0) >= SAVED_KUNDLIS_MAX)
      throw new AppError(409, 'limit_reached', kundliMessages.limitReached);
    const [inserted] = await tx
      .insert(savedKundlis)
      .values({ userId, name, input })
      .returning({ id: savedKundlis.id });
    return inserted!.id;
  });
}

/** A saved kundli as the list and reopen read it. */
const SAVED_KUNDLI_COLUMNS = {
  id: savedKundlis.id,
  name: savedKundlis.name,
  input: savedKundlis.input,
  createdAt: savedKundlis.createdAt,
};

export async function listSavedKundlis(db: Db, userId: string): Promise<SavedKundliRow[]> {
  return db
    .select(SAVED_KUNDLI_COLUMNS)
    .from(savedKundlis)
    .where(eq(savedKundlis.userId, userId))
    .orderBy(desc(savedKundlis.createdAt), desc(savedKundlis.id))
    .limit(SAVED_KUNDLIS_MAX);
}

/** The user's saved kundli, or null (another user's id reads as not found). */
export async function getSavedKundli(
  db: Db,
  userId: string,
  id: string,
): Promise<SavedKundliRow | null> {
  const rows = await db
    .select(SAVED_KUNDLI_COLUMNS)
    .from(savedKundlis)
    .where(and(eq(savedKundlis.id, id), eq(savedKundlis.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteSavedKundli(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedKundlis)
    .where(and(eq(savedKundlis.id, id), eq(savedKundlis.userId, userId)))
    .returning({ id: savedKundlis.id });
  return rows.length > 0;
}
