import { RING_TIMEOUT_MS } from '@nakshatra/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * SQL of what the directory shows beside its records (issue 13): reviews of past
 * consultations, and where each astrologer is now. Kept apart from the cached, benchmarked
 * directory queries (repository.ts): these are small, per request, and never cached long.
 */

type Rows<T> = { rows: T[] };

/** Ended sessions that make an astrologer's typical session length: their latest 50. */
export const SESSION_SAMPLE = 50;

export interface ReviewRow {
  id: string;
  /** The reviewer's first name: the rest of their name and their email never leave the query. */
  author: string;
  rating: number;
  body: string;
  created_at: string | Date;
}

export interface AvailabilityRow {
  id: number;
  online: boolean;
  /** When the running session was accepted; null when none is active. */
  active_since: string | Date | null;
  /** Requests still ringing (within RING_TIMEOUT_MS). */
  queue_length: number;
  /** Median length of the sample of ended sessions, seconds; null when there are none. */
  median_sec: number | string | null;
}

export function createActivityRepository(db: Db) {
  return {
    /**
     * One page of an astrologer's reviews, newest first, with their total; null when no
     * astrologer has the slug. One round trip: the astrologer's row carries the count and the
     * page (an empty page is one row with no review).
     */
    async reviews(
      slug: string,
      offset: number,
      limit: number,
    ): Promise<{ total: number; reviews: ReviewRow[] } | null> {
      const res = (await db.execute(sql`
        select t.total, r.id, r.author, r.rating, r.body, r.created_at
        from nakshatra.astrologers a
        cross join lateral (
          select count(*)::int as total from nakshatra.consultation_reviews
          where astrologer_id = a.id) t
        left join lateral (
          select cr.id, coalesce(substring(u.name from '\\S+'), '') as author, cr.rating::int as rating,
                 cr.body, cr.created_at
          from nakshatra.consultation_reviews cr
          join nakshatra.users u on u.id = cr.user_id
          where cr.astrologer_id = a.id
          order by cr.created_at desc, cr.id desc
          limit ${limit} offset ${offset}) r on true
        where a.slug = ${slug}`)) as unknown as Rows<
        { total: number } & { [K in keyof ReviewRow]: ReviewRow[K] | null }
      >;
      const first = res.rows[0];
      if (first === undefined) return null;
      const reviews = res.rows.flatMap((r) =>
        r.id === null
          ? []
          : [
              {
                id: r.id,
                author: r.author ?? '',
                rating: Number(r.rating),
                body: r.body ?? '',
                created_at: r.created_at!,
              },
            ],
      );
      return { total: Number(first.total), reviews };
    },

    /**
     * Status inputs of these astrologers (unknown ids are left out), in one round trip: the
     * running session (at most one: a partial unique index), the requests still ringing at
     * `nowMs`, and the median of their latest ended sessions. Each part reads the index
     * consultations_astrologer_status_idx (astrologer, status, requested_at); "latest" is by
     * request time, which that index orders, rather than by end time, which it does not.
     */
    async availability(ids: readonly number[], nowMs: number): Promise<AvailabilityRow[]> {
      if (ids.length === 0) return [];
      const ringingSince = new Date(nowMs - RING_TIMEOUT_MS);
      const res = (await db.execute(sql`
        -- A call still connecting has no accepted_at yet (issue 15): busy since it was requested.
        select a.id, a.online, coalesce(act.accepted_at, act.requested_at) as active_since,
          (select count(*)::int from nakshatra.consultations q
           where q.astrologer_id = a.id and q.status = 'requested'
             and q.requested_at > ${ringingSince}) as queue_length,
          (select percentile_cont(0.5) within group (order by s.secs)
           from (select extract(epoch from (e.ended_at - e.accepted_at))::float8 as secs
                 from nakshatra.consultations e
                 where e.astrologer_id = a.id and e.status = 'ended'
                   and e.accepted_at is not null and e.ended_at is not null
                 order by e.requested_at desc
                 limit ${SESSION_SAMPLE}) s) as median_sec
        from nakshatra.astrologers a
        left join nakshatra.consultations act
          on act.astrologer_id = a.id and act.status = 'active'
        where a.id = any(${sql.param(ids)}::int[])`)) as unknown as Rows<AvailabilityRow>;
      return res.rows;
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
