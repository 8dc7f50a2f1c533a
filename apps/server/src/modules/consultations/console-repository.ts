import { sql } from 'drizzle-orm';
import type { ConsoleEarnings, Review } from '@nakshatra/contracts';
import type { Db } from '../../db/client.ts';
import { COMMISSION_ACCOUNT, earningsAccount } from './billing.ts';
import { toConsultation } from './repository.ts';

type Rows<T> = { rows: T[] };

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** Reviews and the console's online switch. */
function reviewsAndStatus(db: Db) {
  return {
    /**
     * Stores the client's review of an ended, paid consultation and moves the astrologer's
     * rating in the same transaction: the shown rating is the mean over `orders` rated orders,
     * so one review weighs 1 / (orders + 1). 'not_reviewable' or 'reviewed' otherwise.
     */
    async review(
      userId: string,
      consultationId: string,
      rating: number,
      text: string,
    ): Promise<{ review: Review; astrologerId: number } | 'not_reviewable' | 'reviewed'> {
      return db.transaction(async (tx) => {
        const c = (await tx.execute(sql`
          select c.astrologer_id, u.name from nakshatra.consultations c
          join nakshatra.users u on u.id = c.user_id
          where c.id = ${consultationId} and c.user_id = ${userId}
            and c.status = 'ended' and c.minutes_charged > 0`)) as unknown as Rows<{
          astrologer_id: number;
          name: string;
        }>;
        const row = c.rows[0];
        if (!row) return 'not_reviewable' as const;
        const ins = (await tx.execute(sql`
          insert into nakshatra.consultation_reviews (consultation_id, astrologer_id, user_id, rating, body)
          values (${consultationId}, ${row.astrologer_id}, ${userId}, ${rating}, ${text})
          on conflict (consultation_id) do nothing
          returning id, created_at`)) as unknown as Rows<{ id: string; created_at: string | Date }>;
        const r = ins.rows[0];
        if (!r) return 'reviewed' as const;
        await tx.execute(sql`
          update nakshatra.astrologers
          set rating_tenths = round((rating_tenths::numeric * orders + ${rating * 10}) / (orders + 1)),
              orders = orders + 1
          where id = ${row.astrologer_id}`);
        return {
          astrologerId: row.astrologer_id,
          review: {
            id: r.id,
            author: firstName(row.name),
            rating,
            text,
            createdAt: new Date(r.created_at).toISOString(),
          },
        };
      });
    },

    /** Sets the linked directory entry online or offline; null when the user is no astrologer. */
    async setOnline(userId: string, online: boolean) {
      const res = (await db.execute(sql`
        update nakshatra.astrologers a set online = ${online}
        from nakshatra.users u
        where u.id = ${userId} and u.role = 'astrologer' and u.astrologer_id = a.id
        returning a.id, a.name, a.slug, a.online`)) as unknown as Rows<{
        id: number;
        name: string;
        slug: string;
        online: boolean;
      }>;
      const r = res.rows[0];
      return r ? { online: r.online, astrologer: { id: r.id, name: r.name, slug: r.slug } } : null;
    },

    async status(astrologerId: number) {
      const res = (await db.execute(sql`
        select id, name, slug, online from nakshatra.astrologers where id = ${astrologerId}`)) as unknown as Rows<{
        id: number;
        name: string;
        slug: string;
        online: boolean;
      }>;
      const r = res.rows[0]!;
      return { online: r.online, astrologer: { id: r.id, name: r.name, slug: r.slug } };
    },
  };
}

/** Earnings and history. */
function books(db: Db) {
  return {
    /**
     * Per day in India's time, the last 30 days: gross (what clients paid), commission, net. The
     * totals are one more grouping, not the days added up: a session that runs past midnight is
     * on both days but is one session.
     */
    async earnings(astrologerId: number, nowMs: number): Promise<ConsoleEarnings> {
      const res = (await db.execute(sql`
        with minutes as (
          select to_char((t.created_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day,
                 split_part(t.idempotency_key, ':', 2) as session,
                 e.amount_paise as net, coalesce(c.amount_paise, 0) as commission
          from nakshatra.ledger_entries e
          join nakshatra.ledger_transactions t on t.id = e.transaction_id and t.kind = 'consultation'
          left join nakshatra.ledger_entries c
            on c.transaction_id = t.id and c.account = ${COMMISSION_ACCOUNT}
          where e.account = ${earningsAccount(astrologerId)}
            and t.created_at > ${new Date(nowMs - 30 * 86_400_000)})
        select day, count(distinct session)::int as sessions, count(*)::int as minutes,
               coalesce(sum(net), 0)::bigint as net, coalesce(sum(commission), 0)::bigint as commission
        from minutes
        group by grouping sets ((day), ())
        order by day desc nulls first`)) as unknown as Rows<{
        day: string | null;
        sessions: number;
        minutes: number;
        net: string | number;
        commission: string | number;
      }>;
      const [total, ...days] = res.rows.map((r) => {
        const netPaise = Number(r.net);
        const commissionPaise = Number(r.commission);
        return {
          day: r.day ?? '',
          sessions: Number(r.sessions),
          minutes: Number(r.minutes),
          grossPaise: netPaise + commissionPaise,
          commissionPaise,
          netPaise,
        };
      });
      const { day: _, ...totals } = total!;
      return { days, totals };
    },

    /** The last 50 consultations a person took part in, on either side, newest first. */
    async history(userId: string, astrologerId: number | null) {
      const res = (await db.execute(sql`
        select c.id, c.status, c.topic, c.price_paise_per_min, c.minutes_charged, c.end_reason,
               c.requested_at, c.accepted_at, c.ended_at, c.astrologer_id, c.mode,
               a.name as astrologer_name, a.slug as astrologer_slug, u.name as client_name,
               (c.user_id = ${userId}) as mine,
               exists (select 1 from nakshatra.consultation_reviews r where r.consultation_id = c.id) as reviewed
        from nakshatra.consultations c
        join nakshatra.astrologers a on a.id = c.astrologer_id
        join nakshatra.users u on u.id = c.user_id
        where c.user_id = ${userId} or c.astrologer_id = ${astrologerId ?? -1}
        order by c.requested_at desc limit 50`)) as unknown as Rows<
        Parameters<typeof toConsultation>[0] & { mine: boolean; reviewed: boolean; client_name: string }
      >;
      return res.rows.map((r) => ({
        ...toConsultation(r),
        side: r.mine ? ('user' as const) : ('astrologer' as const),
        client: { name: firstName(r.client_name) },
        reviewed: r.reviewed,
      }));
    },
  };
}

/** Reviews, the console's online switch, earnings and history: SQL only. */
export function createConsoleRepository(db: Db) {
  return { ...reviewsAndStatus(db), ...books(db) };
}
