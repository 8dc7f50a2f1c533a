import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { COMMISSION_ACCOUNT, earningsAccount, lockWallet, walletAccount } from './billing.ts';
import { toConsultation } from './repository.ts';

type Rows<T> = { rows: T[] };

/** The ledger key of a consultation's refund: at most one per consultation, whatever retries. */
export const refundKey = (consultationId: string) => `refund:consultation:${consultationId}`;

/**
 * An operator's refund of a closed consultation: every minute's three entries reversed in one
 * balanced transaction (wallet +total, the astrologer's earnings and the platform's commission
 * back by what they received), under the client's wallet lock. The amounts are read from the
 * ledger itself, so a refund returns exactly what was taken. 'not_refundable' while the
 * consultation is open or when nothing was charged; 'refunded' the second time.
 */
export async function refundConsultation(
  db: Db,
  consultationId: string,
): Promise<{ refundedPaise: number } | 'not_found' | 'not_refundable' | 'refunded'> {
  const owner = (await db.execute(sql`
    select user_id, astrologer_id, status from nakshatra.consultations where id = ${consultationId}`)) as unknown as Rows<{
    user_id: string;
    astrologer_id: number;
    status: string;
  }>;
  const c = owner.rows[0];
  if (!c) return 'not_found';
  return db.transaction(async (tx) => {
    await lockWallet(tx, c.user_id);
    const status = (await tx.execute(sql`
      select status from nakshatra.consultations where id = ${consultationId} for update`)) as unknown as Rows<{
      status: string;
    }>;
    if (status.rows[0]?.status !== 'ended') return 'not_refundable' as const;
    const sums = (await tx.execute(sql`
      select e.account, sum(e.amount_paise)::bigint as paise
      from nakshatra.ledger_transactions t
      join nakshatra.ledger_entries e on e.transaction_id = t.id
      where t.idempotency_key like ${`consultation:${consultationId}:minute:%`}
      group by e.account`)) as unknown as Rows<{ account: string; paise: string | number }>;
    const paid = -Number(sums.rows.find((r) => r.account === walletAccount(c.user_id))?.paise ?? 0);
    if (paid <= 0) return 'not_refundable' as const;
    const inserted = (await tx.execute(sql`
      insert into nakshatra.ledger_transactions (kind, idempotency_key)
      values ('refund', ${refundKey(consultationId)})
      on conflict (idempotency_key) do nothing returning id`)) as unknown as Rows<{ id: string }>;
    const t = inserted.rows[0];
    if (!t) return 'refunded' as const;
    for (const r of sums.rows) {
      const allowed = [walletAccount(c.user_id), earningsAccount(c.astrologer_id), COMMISSION_ACCOUNT];
      if (!allowed.includes(r.account) || Number(r.paise) === 0) continue;
      await tx.execute(sql`
        insert into nakshatra.ledger_entries (transaction_id, account, amount_paise)
        values (${t.id}, ${r.account}, ${-Number(r.paise)})`);
    }
    return { refundedPaise: paid };
  });
}

/** The latest 50 ended consultations with their client and whether they were refunded. */
export async function recentForAdmin(db: Db) {
  const res = (await db.execute(sql`
    select c.id, c.status, c.topic, c.price_paise_per_min, c.minutes_charged, c.end_reason,
           c.requested_at, c.accepted_at, c.ended_at, c.astrologer_id, c.mode,
           a.name as astrologer_name, a.slug as astrologer_slug, u.name as client_name,
           exists (select 1 from nakshatra.ledger_transactions t
                   where t.idempotency_key = 'refund:consultation:' || c.id) as refunded
    from nakshatra.consultations c
    join nakshatra.astrologers a on a.id = c.astrologer_id
    join nakshatra.users u on u.id = c.user_id
    where c.status = 'ended' and c.minutes_charged > 0
    order by c.ended_at desc limit 50`)) as unknown as Rows<
    Parameters<typeof toConsultation>[0] & { client_name: string; refunded: boolean }
  >;
  return res.rows.map((r) => ({ ...toConsultation(r), client: { name: r.client_name }, refunded: r.refunded }));
}
