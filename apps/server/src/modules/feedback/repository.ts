import { sql } from 'drizzle-orm';
import {
  FEEDBACK_PAGE_SIZE,
  type Feedback,
  type FeedbackEntry,
  type FeedbackRequest,
} from '@nakshatra/contracts';
import type { Db } from '../../db/client.ts';

type Rows<T> = { rows: T[] };

interface FeedbackRow {
  id: string;
  topic: Feedback['topic'];
  rating: number | null;
  message: string;
  created_at: string | Date;
  user_name?: string;
  user_email?: string;
}

function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    topic: row.topic,
    rating: row.rating === null ? null : Number(row.rating),
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** SQL of the feedback table. */
export function createFeedbackRepository(db: Db) {
  return {
    /**
     * Stores a note unless the user has sent `perHour` in the last hour: the count and the insert
     * are one statement under a lock per user, so parallel posts cannot slip past the limit.
     * Null when over the limit.
     */
    async insert(userId: string, note: FeedbackRequest, perHour: number): Promise<Feedback | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feedback:${userId}`}))`);
        const res = (await tx.execute(sql`
          insert into nakshatra.feedback (user_id, topic, rating, message)
          select ${userId}, ${note.topic}, ${note.rating ?? null}, ${note.message}
          where (select count(*) from nakshatra.feedback
                 where user_id = ${userId} and created_at > now() - interval '1 hour') < ${perHour}
          returning id, topic, rating, message, created_at`)) as unknown as Rows<FeedbackRow>;
        const row = res.rows[0];
        return row ? toFeedback(row) : null;
      });
    },

    /** One page of every note, newest first, with its author, and how many there are. */
    async page(pageNo: number): Promise<{ content: FeedbackEntry[]; total: number }> {
      const [rows, count] = await Promise.all([
        db.execute(sql`
          select f.id, f.topic, f.rating, f.message, f.created_at,
                 u.name as user_name, u.email as user_email
          from nakshatra.feedback f join nakshatra.users u on u.id = f.user_id
          order by f.created_at desc, f.id desc
          limit ${FEEDBACK_PAGE_SIZE} offset ${pageNo * FEEDBACK_PAGE_SIZE}`) as unknown as Promise<
          Rows<FeedbackRow>
        >,
        db.execute(sql`select count(*)::int as n from nakshatra.feedback`) as unknown as Promise<
          Rows<{ n: number }>
        >,
      ]);
      return {
        content: rows.rows.map((r) => ({
          ...toFeedback(r),
          user: { name: r.user_name ?? '', email: r.user_email ?? '' },
        })),
        total: Number(count.rows[0]?.n ?? 0),
      };
    },
  };
}
