import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AstrologerRecord, RECORD_COLUMNS } from '../../lib/astrologers/record.ts';

type Rows<T> = { rows: T[] };

/** SQL of the follow list (table `follows`, primary key (user_id, astrologer_id)). */
export function createFollowsRepository(db: Db) {
  return {
    /** The user's followed astrologers, newest follow first (index follows_user_created_idx). */
    async list(userId: string): Promise<AstrologerRecord[]> {
      const res = (await db.execute(sql`
        select ${RECORD_COLUMNS}
        from nakshatra.follows f
        join nakshatra.astrologers a on a.id = f.astrologer_id
        where f.user_id = ${userId}
        order by f.created_at desc, f.astrologer_id desc`)) as unknown as Rows<AstrologerRecord>;
      return res.rows;
    },

    /**
     * Follows `astrologerId` (nothing changes when already followed). One statement, so an
     * astrologer removed meanwhile cannot fail the insert: false means "no such astrologer".
     */
    async add(userId: string, astrologerId: number): Promise<boolean> {
      const res = (await db.execute(sql`
        with target as (select id from nakshatra.astrologers where id = ${astrologerId}),
        added as (
          insert into nakshatra.follows (user_id, astrologer_id)
          select ${userId}::uuid, id from target
          on conflict (user_id, astrologer_id) do nothing
          returning 1)
        select exists (select 1 from target) as known`)) as unknown as Rows<{ known: boolean }>;
      return Boolean(res.rows[0]?.known);
    },

    /** Unfollows; false when no such astrologer exists (a follow that was not there is fine). */
    async remove(userId: string, astrologerId: number): Promise<boolean> {
      const res = (await db.execute(sql`
        with removed as (
          delete from nakshatra.follows
          where user_id = ${userId} and astrologer_id = ${astrologerId}
          returning 1)
        select exists (select 1 from nakshatra.astrologers where id = ${astrologerId}) as known,
               (select count(*) from removed)::int as n`)) as unknown as Rows<{ known: boolean }>;
      return Boolean(res.rows[0]?.known);
    },

    /** Removes every follow of the user; returns how many there were. */
    async clear(userId: string): Promise<number> {
      const res = (await db.execute(sql`
        with removed as (delete from nakshatra.follows where user_id = ${userId} returning 1)
        select count(*)::int as n from removed`)) as unknown as Rows<{ n: number }>;
      return Number(res.rows[0]?.n ?? 0);
    },
  };
}
