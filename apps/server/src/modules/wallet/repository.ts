import { sql } from 'drizzle-orm';
import type { PaymentOrder } from '@nakshatra/contracts';
import type { Db } from '../../db/client.ts';

type Rows<T> = { rows: T[] };

export interface OrderRow {
  id: string;
  coins: number;
  amount_paise: string | number;
  gst_paise: string | number;
  status: PaymentOrder['status'];
  provider: PaymentOrder['provider'];
  created_at: string | Date;
}

export const ORDER_COLUMNS = sql.raw(
  'o.id, o.coins, o.amount_paise, o.gst_paise, o.status, o.provider, o.created_at',
);

export function toOrder(row: OrderRow): PaymentOrder {
  const amountPaise = Number(row.amount_paise);
  const gstPaise = Number(row.gst_paise);
  return {
    id: row.id,
    coins: row.coins,
    amountPaise,
    gstPaise,
    totalPaise: amountPaise + gstPaise,
    status: row.status,
    provider: row.provider,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The wallet account of a user in the ledger. */
export const walletAccount = (userId: string) => `wallet:${userId}`;

/** How many entries an account has. */
async function entryCount(db: Db, account: string): Promise<number> {
  const res = (await db.execute(sql`
    select count(*)::int as n from nakshatra.ledger_entries where account = ${account}`)) as unknown as Rows<{
    n: number;
  }>;
  return Number(res.rows[0]?.n ?? 0);
}

async function settleFailed(db: Db, userId: string, orderId: string): Promise<boolean> {
  const res = (await db.execute(sql`
      update nakshatra.payment_orders set status = 'failed', updated_at = now()
      where id = ${orderId} and user_id = ${userId} and status = 'created'
      returning id`)) as unknown as Rows<{ id: string }>;
  return res.rows.length > 0;
}

/** SQL of payment orders and the ledger (tables payment_orders, ledger_transactions, ledger_entries). */
export function createWalletRepository(db: Db) {
  return {
    /** The sum of an account's entries, paise (0 for an account with none). */
    async balancePaise(account: string): Promise<number> {
      const res = (await db.execute(sql`
        select coalesce(sum(amount_paise), 0)::bigint as paise
        from nakshatra.ledger_entries where account = ${account}`)) as unknown as Rows<{
        paise: string | number;
      }>;
      return Number(res.rows[0]?.paise ?? 0);
    },

    async createOrder(
      userId: string,
      provider: PaymentOrder['provider'],
      coins: number,
      amountPaise: number,
      gstPaise: number,
    ): Promise<PaymentOrder> {
      const res = (await db.execute(sql`
        insert into nakshatra.payment_orders as o (user_id, provider, coins, amount_paise, gst_paise)
        values (${userId}, ${provider}, ${coins}, ${amountPaise}, ${gstPaise})
        returning ${ORDER_COLUMNS}`)) as unknown as Rows<OrderRow>;
      return toOrder(res.rows[0]!);
    },

    /** The user's order, or null (another user's order is as unknown as a missing one). */
    async order(userId: string, orderId: string): Promise<PaymentOrder | null> {
      const res = (await db.execute(sql`
        select ${ORDER_COLUMNS} from nakshatra.payment_orders o
        where o.id = ${orderId} and o.user_id = ${userId}`)) as unknown as Rows<OrderRow>;
      return res.rows[0] ? toOrder(res.rows[0]) : null;
    },

    /**
     * Marks a created order paid and credits its coins, in one statement (so one transaction):
     * the order row's lock serialises concurrent confirmations, and the ledger transaction's
     * unique key `payment:<provider>:<order id>` makes a repeat a no-op. The user pays the pack
     * and its GST to the provider: wallet +amount, platform:gst +GST, external:<provider> -total.
     * Returns whether this call credited it.
     */
    async settlePaid(userId: string, orderId: string, paymentId: string): Promise<boolean> {
      const res = (await db.execute(sql`
        with o as (
          update nakshatra.payment_orders
          set status = 'paid', provider_payment_id = ${paymentId}, updated_at = now()
          where id = ${orderId} and user_id = ${userId} and status = 'created'
          returning id, user_id, provider, amount_paise, gst_paise),
        t as (
          insert into nakshatra.ledger_transactions (kind, idempotency_key, order_id)
          select 'recharge', 'payment:' || o.provider || ':' || o.id, o.id from o
          on conflict (idempotency_key) do nothing
          returning id),
        e as (
          insert into nakshatra.ledger_entries (transaction_id, account, amount_paise)
          select t.id, x.account, x.paise
          from t, o, lateral (values
            ('wallet:' || o.user_id, o.amount_paise),
            ('platform:gst', o.gst_paise),
            ('external:' || o.provider, -(o.amount_paise + o.gst_paise))) as x(account, paise)
          where x.paise <> 0
          returning 1)
        select (select count(*) from e)::int as entries`)) as unknown as Rows<{ entries: number }>;
      return Number(res.rows[0]?.entries ?? 0) > 0;
    },

    /** Marks a created order failed (a declined payment); false when it was not open. */
    settleFailed: (userId: string, orderId: string) => settleFailed(db, userId, orderId),

    /** The wallet's entries, newest first, with the order each came from. */
    async entries(account: string, offset: number, limit: number) {
      const res = (await db.execute(sql`
        select e.id::text as entry_id, t.kind, e.amount_paise as entry_paise, e.created_at as entry_at,
               ${ORDER_COLUMNS}
        from nakshatra.ledger_entries e
        join nakshatra.ledger_transactions t on t.id = e.transaction_id
        left join nakshatra.payment_orders o on o.id = t.order_id
        where e.account = ${account}
        order by e.id desc
        offset ${offset} limit ${limit}`)) as unknown as Rows<
        OrderRow & {
          entry_id: string;
          kind: string;
          entry_paise: string | number;
          entry_at: string | Date;
        }
      >;
      return res.rows;
    },

    entryCount: (account: string) => entryCount(db, account),
  };
}
