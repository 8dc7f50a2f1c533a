import { sql } from 'drizzle-orm';
import { type ChatSide, type ConsultationMessage, HISTORY_MAX } from '@nakshatra/contracts';
import type { Db } from '../../db/client.ts';

type Rows<T> = { rows: T[] };

interface MessageRow {
  id: string;
  consultation_id: string;
  seq: string | number;
  sender: ChatSide;
  body: string;
  sent_at: string | Date;
  delivered_at: string | Date | null;
  read_at: string | Date | null;
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

function toMessage(r: MessageRow): ConsultationMessage {
  return {
    id: r.id,
    consultationId: r.consultation_id,
    seq: Number(r.seq),
    from: r.sender,
    text: r.body,
    sentAt: iso(r.sent_at)!,
    deliveredAt: iso(r.delivered_at),
    readAt: iso(r.read_at),
  };
}

const COLUMNS = sql.raw('id, consultation_id, seq, sender, body, sent_at, delivered_at, read_at');

/** The chat of consultations: messages keyed by their client-chosen ids, read by seq. */
export function createMessageRepository(db: Db) {
  return {
    /**
     * Stores a message while the consultation is active, in one statement (the hot path of a
     * chat). A second insert with the same id (a resend) stores nothing and returns the first
     * copy with `created: false`; null when that id is another message's; 'not_active' when
     * the consultation is not running (before acceptance, after the end).
     */
    async insert(
      id: string,
      consultationId: string,
      from: ChatSide,
      text: string,
      nowMs: number,
    ): Promise<{ message: ConsultationMessage; created: boolean } | null | 'not_active'> {
      const res = (await db.execute(sql`
        insert into nakshatra.consultation_messages (id, consultation_id, sender, body, sent_at)
        select ${id}, ${consultationId}, ${from}, ${text}, ${new Date(nowMs)}
        where exists (select 1 from nakshatra.consultations
                      where id = ${consultationId} and status = 'active')
        on conflict (id) do nothing
        returning ${COLUMNS}`)) as unknown as Rows<MessageRow>;
      if (res.rows[0]) return { message: toMessage(res.rows[0]), created: true };
      const old = (await db.execute(sql`
        select ${COLUMNS} from nakshatra.consultation_messages where id = ${id}`)) as unknown as Rows<MessageRow>;
      const first = old.rows[0];
      if (!first) return 'not_active';
      if (first.consultation_id !== consultationId || first.sender !== from) return null;
      return { message: toMessage(first), created: false };
    },

    /** Messages after a cursor, oldest first; from the start, the newest HISTORY_MAX. */
    async after(consultationId: string, afterSeq: number): Promise<ConsultationMessage[]> {
      const res = (await db.execute(sql`
        select * from (
          select ${COLUMNS} from nakshatra.consultation_messages
          where consultation_id = ${consultationId} and seq > ${afterSeq}
          order by seq desc limit ${HISTORY_MAX}) m
        order by seq`)) as unknown as Rows<MessageRow>;
      return res.rows.map(toMessage);
    },

    /**
     * Marks `of`'s messages up to `upToSeq` delivered (or read, which implies delivered).
     * Returns whether any row changed, so a repeated receipt is not broadcast again.
     */
    async receipt(
      consultationId: string,
      of: ChatSide,
      kind: 'delivered' | 'read',
      upToSeq: number,
      nowMs: number,
    ): Promise<boolean> {
      const at = new Date(nowMs);
      const res = (await (kind === 'read'
        ? db.execute(sql`
            update nakshatra.consultation_messages
            set read_at = ${at}, delivered_at = coalesce(delivered_at, ${at})
            where consultation_id = ${consultationId} and sender = ${of} and seq <= ${upToSeq}
              and read_at is null returning seq`)
        : db.execute(sql`
            update nakshatra.consultation_messages set delivered_at = ${at}
            where consultation_id = ${consultationId} and sender = ${of} and seq <= ${upToSeq}
              and delivered_at is null returning seq`))) as unknown as Rows<unknown>;
      return res.rows.length > 0;
    },
  };
}
