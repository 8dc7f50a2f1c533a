import { SAVED_KUNDLIS_MAX, kundliMessages } from '@nakshatra/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { consultations, profiles, savedKundlis, users } from '../../db/schema.ts';
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

/** A consultation as its astrologer's chart panel reads it: the client and their birth profile. */
export interface ClientChartRow {
  id: string;
  status: (typeof consultations.$inferSelect)['status'];
  topic: string;
  clientName: string;
  /** The client's saved birth profile, null before they save Edit Profile. */
  profile: {
    gender: 'male' | 'female';
    /** 'YYYY-MM-DD', local at the birth place. */
    dateOfBirth: string;
    /** 'HH:MM:SS' as PostgreSQL prints a time. */
    birthTime: string;
    latitudeDeg: number;
    longitudeDeg: number;
    locationName: string;
  } | null;
}

/**
 * The consultation `id` with its client's profile, only when `viewerId` is the astrologer login
 * linked to the consultation's astrologer (role 'astrologer'); null for anyone else, as for an
 * unknown id, so ids cannot be probed. Any status: the queue is read before accepting.
 */
export async function getClientChartRow(
  db: Db,
  viewerId: string,
  id: string,
): Promise<ClientChartRow | null> {
  const viewer = alias(users, 'viewer');
  const client = alias(users, 'client');
  const rows = await db
    .select({
      id: consultations.id,
      status: consultations.status,
      topic: consultations.topic,
      clientName: client.name,
      gender: profiles.gender,
      dateOfBirth: profiles.dateOfBirth,
      birthTime: profiles.birthTime,
      latitudeDeg: profiles.latitudeDeg,
      longitudeDeg: profiles.longitudeDeg,
      locationName: profiles.locationName,
    })
    .from(consultations)
    .innerJoin(
      viewer,
      and(
        eq(viewer.id, viewerId),
        eq(viewer.role, 'astrologer'),
        eq(viewer.astrologerId, consultations.astrologerId),
      ),
    )
    .innerJoin(client, eq(client.id, consultations.userId))
    .leftJoin(profiles, eq(profiles.userId, consultations.userId))
    .where(eq(consultations.id, id))
    .limit(1);
  const r = rows[0];
  if (!r) return null;
  const { gender, dateOfBirth, birthTime, latitudeDeg, longitudeDeg, locationName } = r;
  const profile =
    gender !== null &&
    dateOfBirth !== null &&
    birthTime !== null &&
    latitudeDeg !== null &&
    longitudeDeg !== null &&
    locationName !== null
      ? { gender, dateOfBirth, birthTime, latitudeDeg, longitudeDeg, locationName }
      : null;
  return { id: r.id, status: r.status, topic: r.topic, clientName: r.clientName, profile };
}
