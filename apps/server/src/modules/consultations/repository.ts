import { sql } from 'drizzle-orm';
import { type Consultation, RING_TIMEOUT_MS } from '@nakshatra/contracts';
import type { Db } from '../../db/client.ts';
import { balancePaise, chargeDueMinutes, lockWallet } from './billing.ts';

type Rows<T> = { rows: T[] };

interface ConsultationRow {
  id: string;
  status: Consultation['status'];
  mode: Consultation['mode'];
  topic: string;
  price_paise_per_min: string | number;
  minutes_charged: number;
  end_reason: Consultation['endReason'];
  requested_at: string | Date;
  accepted_at: string | Date | null;
  ended_at: string | Date | null;
  astrologer_id: number;
  astrologer_name: string;
  astrologer_slug: string;
  client_name?: string;
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export function toConsultation(r: ConsultationRow): Consultation {
  const price = Number(r.price_paise_per_min);
  return {
    id: r.id,
    astrologer: { id: r.astrologer_id, name: r.astrologer_name, slug: r.astrologer_slug },
    status: r.status,
    mode: r.mode,
    topic: r.topic,
    pricePaisePerMin: price,
    minutesCharged: r.minutes_charged,
    chargedPaise: price * r.minutes_charged,
    endReason: r.end_reason,
    requestedAt: iso(r.requested_at)!,
    acceptedAt: iso(r.accepted_at),
    endedAt: iso(r.ended_at),
  };
}

const SELECT = sql.raw(`
  select c.id, c.status, c.mode, c.topic, c.price_paise_per_min, c.minutes_charged, c.end_reason,
         c.requested_at, c.accepted_at, c.ended_at, c.astrologer_id,
         a.name as astrologer_name, a.slug as astrologer_slug, u.name as client_name
  from nakshatra.consultations c
  join nakshatra.astrologers a on a.id = c.astrologer_id
  join nakshatra.users u on u.id = c.user_id`);

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** Requests unanswered for RING_TIMEOUT_MS become missed; nothing was charged for them. */
async function closeMissed(db: Db, nowMs: number): Promise<string[]> {
  const res = (await db.execute(sql`
    update nakshatra.consultations set status = 'missed', ended_at = ${new Date(nowMs)}
    where status = 'requested' and requested_at <= ${new Date(nowMs - RING_TIMEOUT_MS)}
    returning id`)) as unknown as Rows<{ id: string }>;
  return res.rows.map((r) => r.id);
}

/** SQL of consultations; every charge goes through billing.ts under the wallet's lock. */
function lookups(db: Db) {
  const one = async (where: ReturnType<typeof sql>) => {
    const res = (await db.execute(
      sql`${SELECT} where ${where}`,
    )) as unknown as Rows<ConsultationRow>;
    return res.rows[0] ? toConsultation(res.rows[0]) : null;
  };
  return {
    byId: (id: string) => one(sql`c.id = ${id}`),

    /** The directory entry an astrologer's login is linked to (null for anyone else). */
    async astrologerIdOf(userId: string): Promise<number | null> {
      const res = (await db.execute(sql`
        select astrologer_id from nakshatra.users where id = ${userId} and role = 'astrologer'`)) as unknown as Rows<{
        astrologer_id: number | null;
      }>;
      return res.rows[0]?.astrologer_id ?? null;
    },

    async astrologerBySlug(slug: string) {
      const res = (await db.execute(sql`
        select id, name, price_rupees_per_min, offer_price_rupees_per_min, call_price_rupees_per_min
        from nakshatra.astrologers where slug = ${slug}`)) as unknown as Rows<{
        id: number;
        name: string;
        price_rupees_per_min: number;
        call_price_rupees_per_min: number;
        offer_price_rupees_per_min: number | null;
      }>;
      return res.rows[0] ?? null;
    },

    /** The user's requested or active consultation, if any. */
    openFor: (userId: string) =>
      one(sql`c.user_id = ${userId} and c.status in ('requested', 'active')`),

    /** Whether the user has had a consultation with this astrologer that was accepted. */
    async hadSessionWith(userId: string, astrologerId: number): Promise<boolean> {
      const res = (await db.execute(sql`
        select 1 from nakshatra.consultations
        where user_id = ${userId} and astrologer_id = ${astrologerId} and accepted_at is not null
        limit 1`)) as unknown as Rows<unknown>;
      return res.rows.length > 0;
    },

    /**
     * Opens a request when the wallet covers `minBalancePaise` (checked under the wallet's lock)
     * and the user has nothing else open (the partial unique index decides, even under races).
     */
    async request(
      userId: string,
      astrologerId: number,
      topic: string,
      pricePaise: number,
      minBalancePaise: number,
      nowMs: number,
      mode: Consultation['mode'] = 'chat',
    ): Promise<{ id: string } | 'low_balance' | 'already_open'> {
      return db.transaction(async (tx) => {
        await lockWallet(tx, userId);
        const open = (await tx.execute(sql`
          select 1 from nakshatra.consultations
          where user_id = ${userId} and status in ('requested', 'active')`)) as unknown as Rows<unknown>;
        if (open.rows.length > 0) return 'already_open';
        if ((await balancePaise(tx, userId)) < minBalancePaise) return 'low_balance';
        const res = (await tx.execute(sql`
          insert into nakshatra.consultations
            (user_id, astrologer_id, topic, price_paise_per_min, requested_at, mode)
          values (${userId}, ${astrologerId}, ${topic}, ${pricePaise}, ${new Date(nowMs)}, ${mode})
          on conflict do nothing returning id`)) as unknown as Rows<{ id: string }>;
        return res.rows[0] ?? 'already_open';
      });
    },

    /** Requests ringing for an astrologer, oldest first (missed ones are closed first). */
    async queue(astrologerId: number, nowMs: number) {
      await closeMissed(db, nowMs);
      const res = (await db.execute(sql`${SELECT}
        where c.astrologer_id = ${astrologerId} and c.status = 'requested'
        order by c.requested_at`)) as unknown as Rows<ConsultationRow>;
      return res.rows.map((r) => ({ ...toConsultation(r), client: { name: r.client_name ?? '' } }));
    },

    closeMissed: (nowMs: number) => closeMissed(db, nowMs),
  };
}

/** The state changes of a session, each under the user's wallet lock where money moves. */
function sessions(db: Db) {
  return {
    /**
     * The astrologer takes a ringing request: it becomes active and its first minute is charged
     * at once. 'busy' when they already have an active one (the partial unique index).
     */
    async accept(
      astrologerId: number,
      id: string,
      nowMs: number,
    ): Promise<'ok' | 'not_requested' | 'busy'> {
      const owner = (await db.execute(sql`
        select user_id from nakshatra.consultations where id = ${id} and astrologer_id = ${astrologerId}`)) as unknown as Rows<{
        user_id: string;
      }>;
      const userId = owner.rows[0]?.user_id;
      if (!userId) return 'not_requested';
      try {
        return await db.transaction(async (tx) => {
          await lockWallet(tx, userId);
          const res = (await tx.execute(sql`
            update nakshatra.consultations set status = 'active',
              accepted_at = case when mode = 'call' then null else ${new Date(nowMs)}::timestamptz end
            where id = ${id} and astrologer_id = ${astrologerId} and status = 'requested'
              and requested_at > ${new Date(nowMs - RING_TIMEOUT_MS)}
            returning id`)) as unknown as Rows<unknown>;
          if (res.rows.length === 0) return 'not_requested' as const;
          await chargeDueMinutes(tx, id, nowMs);
          return 'ok' as const;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return 'busy';
        throw err;
      }
    },

    /** A ringing request closed by the astrologer (declined) or the user (cancelled). */
    async closeRequest(
      id: string,
      who: { astrologerId: number } | { userId: string },
      nowMs: number,
    ) {
      const status = 'astrologerId' in who ? 'declined' : 'cancelled';
      const owner =
        'astrologerId' in who
          ? sql`astrologer_id = ${who.astrologerId}`
          : sql`user_id = ${who.userId}`;
      const res = (await db.execute(sql`
        update nakshatra.consultations set status = ${status}, ended_at = ${new Date(nowMs)}
        where id = ${id} and ${owner} and status = 'requested' returning id`)) as unknown as Rows<unknown>;
      return res.rows.length > 0;
    },

    /** Charges the minutes started so far; ends the consultation when the wallet ran out. */
    async tick(id: string, userId: string, nowMs: number) {
      return db.transaction(async (tx) => {
        await lockWallet(tx, userId);
        return chargeDueMinutes(tx, id, nowMs);
      });
    },

    /**
     * Ends an active consultation: the minutes started until now are charged first, then it is
     * closed with the reason. False when it was not active (already ended: nothing changes).
     */
    async end(
      id: string,
      userId: string,
      reason: 'user' | 'astrologer',
      nowMs: number,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockWallet(tx, userId);
        const { endedForBalance } = await chargeDueMinutes(tx, id, nowMs);
        if (endedForBalance) return true;
        const res = (await tx.execute(sql`
          update nakshatra.consultations set status = 'ended', end_reason = ${reason}, ended_at = ${new Date(nowMs)}
          where id = ${id} and status = 'active' returning id`)) as unknown as Rows<unknown>;
        return res.rows.length > 0;
      });
    },
  };
}

/** Calls (issue 15): the audio reports that start a call's billing. */
function calls(db: Db) {
  return {
    /**
     * One side of an active call reports its audio flowing; when both have, the call's billing
     * starts (accepted_at) and its first minute is charged, once, under the wallet's lock.
     * 'started' only for the report that started it.
     */
    async audioFlowing(
      id: string,
      userId: string,
      side: 'user' | 'astrologer',
      nowMs: number,
    ): Promise<'started' | 'waiting' | 'not_active'> {
      return db.transaction(async (tx) => {
        await lockWallet(tx, userId);
        const column = sql.raw(side === 'user' ? 'user_audio_at' : 'astrologer_audio_at');
        const res = (await tx.execute(sql`
          update nakshatra.consultations set ${column} = coalesce(${column}, ${new Date(nowMs)})
          where id = ${id} and status = 'active' and mode = 'call'
          returning accepted_at, user_audio_at, astrologer_audio_at`)) as unknown as Rows<{
          accepted_at: unknown;
          user_audio_at: unknown;
          astrologer_audio_at: unknown;
        }>;
        const row = res.rows[0];
        if (!row) return 'not_active' as const;
        if (row.accepted_at !== null || row.user_audio_at === null || row.astrologer_audio_at === null)
          return 'waiting' as const;
        await tx.execute(sql`
          update nakshatra.consultations set accepted_at = ${new Date(nowMs)} where id = ${id}`);
        await chargeDueMinutes(tx, id, nowMs);
        return 'started' as const;
      });
    },
  };
}

/** Who takes part in consultations, for the billing loop and for checking who may act. */
function parties(db: Db) {
  return {
    /** Active consultations with a minute started and not yet charged, for the billing loop. */
    async due(nowMs: number): Promise<{ id: string; user_id: string }[]> {
      const res = (await db.execute(sql`
        select id, user_id from nakshatra.consultations
        where status = 'active'
          and minutes_charged < floor(extract(epoch from (${new Date(nowMs)}::timestamptz - accepted_at)) / 60) + 1`)) as unknown as Rows<{
        id: string;
        user_id: string;
      }>;
      return res.rows;
    },

    /** Active calls (issue 15), for the watch that ends those whose parties have gone. */
    async activeCalls(): Promise<{ id: string; user_id: string }[]> {
      const res = (await db.execute(sql`
        select id, user_id from nakshatra.consultations
        where status = 'active' and mode = 'call'`)) as unknown as Rows<{ id: string; user_id: string }>;
      return res.rows;
    },

    async queueSize(astrologerId: number, nowMs: number): Promise<number> {
      const res = (await db.execute(sql`
        select count(*)::int as n from nakshatra.consultations
        where astrologer_id = ${astrologerId} and status = 'requested'
          and requested_at > ${new Date(nowMs - RING_TIMEOUT_MS)}`)) as unknown as Rows<{ n: number }>;
      return Number(res.rows[0]?.n ?? 0);
    },

    /** Whose consultation it is: the user and the astrologer. */
    async parties(id: string) {
      const res = (await db.execute(sql`
        select c.user_id, c.astrologer_id, u2.id as astrologer_user_id
        from nakshatra.consultations c
        left join nakshatra.users u2 on u2.astrologer_id = c.astrologer_id
        where c.id = ${id}`)) as unknown as Rows<{
        user_id: string;
        astrologer_id: number;
        astrologer_user_id: string | null;
      }>;
      return res.rows[0] ?? null;
    },
  };
}

/** SQL of consultations; every charge goes through billing.ts under the wallet's lock. */
export function createConsultationRepository(db: Db) {
  return { ...lookups(db), ...sessions(db), ...calls(db), ...parties(db) };
}
