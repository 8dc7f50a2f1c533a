import { sql } from 'drizzle-orm';
import type { PaymentOrder } from '@nakshatra/contracts';
import type { Db } from '../../db/client.ts';
import { ORDER_COLUMNS, toOrder, type OrderRow } from './repository.ts';

type Rows<T> = { rows: T[] };

/** SQL of what a payment provider adds to an order: its own order id, and its webhook events. */
export function createProviderOrderRepository(db: Db) {
  return {
    /** Records the provider's id of an order (once: a set id is never replaced). */
    async setProviderOrderId(orderId: string, providerOrderId: string): Promise<void> {
      await db.execute(sql`
        update nakshatra.payment_orders set provider_order_id = ${providerOrderId}, updated_at = now()
        where id = ${orderId} and provider_order_id is null`);
    },

    /** The provider's id of one of the user's orders (null: none, or not the user's). */
    async providerOrderId(userId: string, orderId: string): Promise<string | null> {
      const res = (await db.execute(sql`
        select provider_order_id from nakshatra.payment_orders
        where id = ${orderId} and user_id = ${userId}`)) as unknown as Rows<{
        provider_order_id: string | null;
      }>;
      return res.rows[0]?.provider_order_id ?? null;
    },

    /** Our order for a provider's order id, with its user (a webhook knows only the former). */
    async orderByProviderId(
      providerOrderId: string,
    ): Promise<{ userId: string; order: PaymentOrder } | null> {
      const res = (await db.execute(sql`
        select o.user_id, ${ORDER_COLUMNS} from nakshatra.payment_orders o
        where o.provider_order_id = ${providerOrderId}`)) as unknown as Rows<
        OrderRow & { user_id: string }
      >;
      const row = res.rows[0];
      return row ? { userId: row.user_id, order: toOrder(row) } : null;
    },

    /** Remembers a provider's webhook event; false when it was seen before (a replay). */
    async recordEvent(provider: string, eventId: string, event: string): Promise<boolean> {
      const res = (await db.execute(sql`
        insert into nakshatra.payment_events (provider, event_id, event)
        values (${provider}, ${eventId}, ${event})
        on conflict do nothing returning event_id`)) as unknown as Rows<{ event_id: string }>;
      return res.rows.length > 0;
    },

    /** Forgets an event whose handling failed, so the provider's retry is handled. */
    async forgetEvent(provider: string, eventId: string): Promise<void> {
      await db.execute(sql`
        delete from nakshatra.payment_events where provider = ${provider} and event_id = ${eventId}`);
    },
  };
}
