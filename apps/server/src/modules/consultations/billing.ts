import { sql } from 'drizzle-orm';
import { MINUTE_MS, splitMinute } from '@nakshatra/contracts';
import type { Db } from '../../db/client.ts';

type Rows<T> = { rows: T[] };
/** A transaction's handle: what `db.transaction` passes its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const walletAccount = (userId: string) => `wallet:${userId}`;
export const earningsAccount = (astrologerId: number) => `earnings:astrologer:${astrologerId}`;
export const COMMISSION_ACCOUNT = 'platform:commission';

/** The ledger key of one minute of one consultation: a minute is charged once, whatever retries. */
export const minuteKey = (consultationId: string, minute: number) =>
  `consultation:${consultationId}:minute:${minute}`;

/**
 * Serialises everything that reads a wallet's balance and then spends from it (one lock per
 * user, held until the transaction ends), so two charges cannot both see the same coins.
 */
export async function lockWallet(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${walletAccount(userId)}))`);
}

export async function balancePaise(tx: Tx | Db, userId: string): Promise<number> {
  const res = (await tx.execute(sql`
    select coalesce(sum(amount_paise), 0)::bigint as paise from nakshatra.ledger_entries
    where account = ${walletAccount(userId)}`)) as unknown as Rows<{ paise: string | number }>;
  return Number(res.rows[0]?.paise ?? 0);
}

interface ActiveRow {
  id: string;
  user_id: string;
  astrologer_id: number;
  price_paise_per_min: string | number;
  minutes_charged: number;
  /** Null for a call still connecting: nothing is due before both sides have audio. */
  accepted_at: string | Date | null;
}

/** Minutes started by `nowMs` since the session began: the first is due at acceptance. */
export function minutesDue(acceptedAtMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - acceptedAtMs) / MINUTE_MS)) + 1;
}

/**
 * Charges every minute of an active consultation started by `nowMs` and not charged yet, in
 * order, each as its own balanced ledger transaction: wallet -price, the astrologer's earnings
 * +(price - commission), platform:commission +commission. When the wallet cannot pay a minute
 * the consultation ends there (reason `balance`) and that minute is not charged. Call inside a
 * transaction that has locked the user's wallet. Returns the minutes charged by this call and
 * whether it ended the consultation.
 */
export async function chargeDueMinutes(
  tx: Tx,
  consultationId: string,
  nowMs: number,
): Promise<{ charged: number; endedForBalance: boolean }> {
  const res = (await tx.execute(sql`
    select id, user_id, astrologer_id, price_paise_per_min, minutes_charged, accepted_at
    from nakshatra.consultations where id = ${consultationId} and status = 'active'
    for update`)) as unknown as Rows<ActiveRow>;
  const c = res.rows[0];
  if (!c || c.accepted_at === null) return { charged: 0, endedForBalance: false };
  const price = Number(c.price_paise_per_min);
  const { commissionPaise, earningsPaise } = splitMinute(price);
  const due = minutesDue(new Date(c.accepted_at).getTime(), nowMs);
  let balance = await balancePaise(tx, c.user_id);
  let charged = 0;
  for (let minute = c.minutes_charged + 1; minute <= due; minute++) {
    if (balance < price) {
      await tx.execute(sql`
        update nakshatra.consultations
        set status = 'ended', end_reason = 'balance', ended_at = ${new Date(nowMs)},
            minutes_charged = ${c.minutes_charged + charged}
        where id = ${c.id}`);
      return { charged, endedForBalance: true };
    }
    await tx.execute(sql`
      with t as (
        insert into nakshatra.ledger_transactions (kind, idempotency_key)
        values ('consultation', ${minuteKey(c.id, minute)})
        on conflict (idempotency_key) do nothing
        returning id)
      insert into nakshatra.ledger_entries (transaction_id, account, amount_paise)
      select t.id, x.account, x.paise
      from t, (values (${walletAccount(c.user_id)}, ${-price}::bigint),
                      (${earningsAccount(c.astrologer_id)}, ${earningsPaise}::bigint),
                      (${COMMISSION_ACCOUNT}, ${commissionPaise}::bigint)) as x(account, paise)
      where x.paise <> 0`);
    balance -= price;
    charged++;
  }
  if (charged > 0)
    await tx.execute(sql`
      update nakshatra.consultations set minutes_charged = ${c.minutes_charged + charged}
      where id = ${c.id}`);
  return { charged, endedForBalance: false };
}
