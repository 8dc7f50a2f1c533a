import {
  apiErrorSchema,
  orderResponseSchema,
  paymentResultResponseSchema,
  priceOfPack,
  walletPacksResponseSchema,
  walletResponseSchema,
  walletTransactionsResponseSchema,
  WALLET_PACKS_COINS,
} from '@nakshatra/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import {
  bearer,
  cookieHeader,
  expectSafeError,
  registerUser,
  type TestUser,
} from '../../test/factories.ts';

type Rows<T> = { rows: T[] };

/** The database's own message of a failed statement (drizzle wraps it as the cause). */
async function dbError(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (err) {
    const e = err as { message?: string; cause?: { message?: string } };
    return e.cause?.message ?? e.message ?? String(err);
  }
  return 'no error';
}

describe.each(testBackends())('wallet on $name', (backend) => {
  const ctx = useBackend(backend);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.app();
  });

  const wallet = async (u: TestUser) => {
    const res = await app.inject({ method: 'GET', url: '/api/wallet', headers: bearer(u.token) });
    expect(res.statusCode, res.body).toBe(200);
    return walletResponseSchema.parse(res.json());
  };
  const order = async (u: TestUser, coins: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/wallet/orders',
      headers: bearer(u.token),
      payload: { coins },
    });
    expect(res.statusCode, res.body).toBe(201);
    return orderResponseSchema.parse(res.json()).order;
  };
  const pay = (u: TestUser, orderId: string, outcome: string) =>
    app.inject({
      method: 'POST',
      url: `/api/wallet/orders/${orderId}/sandbox`,
      headers: bearer(u.token),
      payload: { outcome },
    });

  /** Every ledger invariant, read from the tables themselves. */
  async function expectLedgerSound() {
    const db = app.db;
    const unbalanced = (await db.execute(sql`
      select transaction_id, sum(amount_paise)::bigint as s from nakshatra.ledger_entries
      group by transaction_id having sum(amount_paise) <> 0`)) as unknown as Rows<unknown>;
    expect(unbalanced.rows).toEqual([]);
    const negative = (await db.execute(sql`
      select account, sum(amount_paise)::bigint as s from nakshatra.ledger_entries
      where account like 'wallet:%' group by account having sum(amount_paise) < 0`)) as unknown as Rows<unknown>;
    expect(negative.rows).toEqual([]);
    // Each paid order credited exactly once, and nothing else credited any wallet.
    const paid = (await db.execute(sql`
      select o.id, count(distinct t.id)::int as n
      from nakshatra.payment_orders o
      left join nakshatra.ledger_transactions t on t.order_id = o.id
      where o.status = 'paid' group by o.id having count(distinct t.id) <> 1`)) as unknown as Rows<unknown>;
    expect(paid.rows).toEqual([]);
    const credited = (await db.execute(sql`
      select count(*)::int as n from nakshatra.ledger_transactions t
      join nakshatra.payment_orders o on o.id = t.order_id where o.status <> 'paid'`)) as unknown as Rows<{
      n: number;
    }>;
    expect(credited.rows[0]!.n).toBe(0);
  }

  it('lists the packs with 18 % GST on top (₹100 costs ₹118.00)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/wallet/packs' });
    expect(res.statusCode).toBe(200);
    const body = walletPacksResponseSchema.parse(res.json());
    expect(body.provider).toBe('sandbox');
    expect(body.packs.map((p) => p.coins)).toEqual([...WALLET_PACKS_COINS]);
    expect(body.packs.find((p) => p.coins === 100)).toEqual({
      coins: 100,
      amountPaise: 10_000,
      gstPaise: 1_800,
      totalPaise: 11_800,
    });
    expect(body.packs.find((p) => p.coins === 50)?.totalPaise).toBe(5_900);
  });

  it('refuses guests with 401 on every wallet route but the packs', async () => {
    for (const [method, url] of [
      ['GET', '/api/wallet'],
      ['GET', '/api/wallet/transactions'],
      ['POST', '/api/wallet/orders'],
      ['POST', '/api/wallet/orders/00000000-0000-4000-8000-000000000000/sandbox'],
    ] as const) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expectSafeError(res, 401);
    }
  });

  it('starts at zero; a paid recharge credits the pack, the GST and the provider, in one balanced transaction', async () => {
    const u = await registerUser(app);
    expect(await wallet(u)).toMatchObject({ balancePaise: 0, balanceCoins: 0, currency: 'INR' });
    const o = await order(u, 100);
    expect(o).toMatchObject({
      coins: 100,
      totalPaise: 11_800,
      status: 'created',
      provider: 'sandbox',
    });
    expect((await wallet(u)).balancePaise).toBe(0);

    const res = await pay(u, o.id, 'success');
    expect(res.statusCode, res.body).toBe(200);
    const paid = paymentResultResponseSchema.parse(res.json());
    expect(paid.order.status).toBe('paid');
    expect(paid.balancePaise).toBe(10_000);
    expect(await wallet(u)).toMatchObject({ balancePaise: 10_000, balanceCoins: 100 });

    const rows = (await app.db.execute(sql`
      select e.account, e.amount_paise::bigint as paise, t.kind, t.idempotency_key
      from nakshatra.ledger_entries e join nakshatra.ledger_transactions t on t.id = e.transaction_id
      where t.order_id = ${o.id} order by e.account`)) as unknown as Rows<{
      account: string;
      paise: string;
      kind: string;
      idempotency_key: string;
    }>;
    expect(rows.rows.map((r) => [r.account, Number(r.paise)])).toEqual([
      ['external:sandbox', -11_800],
      ['platform:gst', 1_800],
      [`wallet:${u.id}`, 10_000],
    ]);
    expect(new Set(rows.rows.map((r) => r.idempotency_key))).toEqual(
      new Set([`payment:sandbox:${o.id}`]),
    );
    await expectLedgerSound();
  });

  it('credits once when the same payment is confirmed twice, or ten times at once', async () => {
    const u = await registerUser(app);
    const o = await order(u, 500);
    expect((await pay(u, o.id, 'success')).statusCode).toBe(200);
    expect((await pay(u, o.id, 'success')).statusCode).toBe(200);
    const o2 = await order(u, 50);
    const all = await Promise.all(Array.from({ length: 10 }, () => pay(u, o2.id, 'success')));
    expect(all.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await wallet(u)).balancePaise).toBe(50_000 + 5_000);
    await expectLedgerSound();
  });

  it('a declined payment credits nothing, and a closed order cannot change its outcome (409)', async () => {
    const u = await registerUser(app);
    const o = await order(u, 200);
    const declined = await pay(u, o.id, 'failure');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(paymentResultResponseSchema.parse(declined.json()).order.status).toBe('failed');
    const late = await pay(u, o.id, 'success');
    expectSafeError(late, 409);
    expect(apiErrorSchema.parse(late.json()).code).toBe('order_closed');
    const o2 = await order(u, 200);
    expect((await pay(u, o2.id, 'success')).statusCode).toBe(200);
    expectSafeError(await pay(u, o2.id, 'failure'), 409);
    expect((await wallet(u)).balancePaise).toBe(20_000);
    await expectLedgerSound();
  });

  it("another user's order is unknown (404) and stays unpaid", async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const o = await order(owner, 100);
    const res = await pay(other, o.id, 'success');
    expectSafeError(res, 404);
    expect((await wallet(other)).balancePaise).toBe(0);
    expect((await wallet(owner)).balancePaise).toBe(0);
  });

  it('lists the history newest first with each recharge and what was paid', async () => {
    const u = await registerUser(app);
    for (const coins of [50, 100, 1000]) {
      const o = await order(u, coins);
      await pay(u, o.id, 'success');
    }
    const declined = await order(u, 2000);
    await pay(u, declined.id, 'failure');
    const res = await app.inject({
      method: 'GET',
      url: '/api/wallet/transactions',
      headers: bearer(u.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = walletTransactionsResponseSchema.parse(res.json());
    expect(body.totalElements).toBe(3);
    expect(body.items.map((i) => [i.kind, i.amountPaise, i.order?.totalPaise])).toEqual([
      ['recharge', 100_000, priceOfPack(1000).totalPaise],
      ['recharge', 10_000, 11_800],
      ['recharge', 5_000, 5_900],
    ]);
    const beyond = await app.inject({
      method: 'GET',
      url: '/api/wallet/transactions?pageNo=5',
      headers: bearer(u.token),
    });
    expect(walletTransactionsResponseSchema.parse(beyond.json())).toMatchObject({
      items: [],
      totalElements: 3,
    });
  });

  it('answers bad input with a 4xx that changes nothing', async () => {
    const u = await registerUser(app);
    const o = await order(u, 100);
    const bad: Array<[string, string, unknown, string?]> = [
      ['POST', '/api/wallet/orders', { coins: 99 }],
      ['POST', '/api/wallet/orders', { coins: '100' }],
      ['POST', '/api/wallet/orders', { coins: 100.5 }],
      ['POST', '/api/wallet/orders', { coins: -100 }],
      ['POST', '/api/wallet/orders', { coins: 1e300 }],
      ['POST', '/api/wallet/orders', {}],
      ['POST', '/api/wallet/orders', { coins: 100, balancePaise: 1e9 }],
      ['POST', '/api/wallet/orders', [100]],
      ['POST', '/api/wallet/orders', null],
      ['POST', '/api/wallet/orders', undefined, '{"coins":'],
      ['POST', '/api/wallet/orders', { coins: 'x'.repeat(100_000) }],
      ['POST', `/api/wallet/orders/${o.id}/sandbox`, { outcome: 'paid' }],
      ['POST', `/api/wallet/orders/${o.id}/sandbox`, { outcome: '<script>alert(1)</script>' }],
      ['POST', `/api/wallet/orders/${o.id}/sandbox`, {}],
      ['POST', `/api/wallet/orders/${o.id}/sandbox`, { outcome: 'success', amount: 1 }],
      ['POST', '/api/wallet/orders/not-a-uuid/sandbox', { outcome: 'success' }],
      ['POST', "/api/wallet/orders/1'%20or%20'1'='1/sandbox", { outcome: 'success' }],
      ['GET', '/api/wallet/transactions?pageNo=-1', undefined],
      ['GET', '/api/wallet/transactions?pageNo=abc', undefined],
      ['GET', '/api/wallet/transactions?pageNo=1&evil=1', undefined],
    ];
    for (const [method, url, payload, raw] of bad) {
      const body = raw ?? (payload === undefined ? undefined : JSON.stringify(payload));
      const res = await app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: {
          ...bearer(u.token),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: body }),
      });
      expectSafeError(res);
      expect(
        res.statusCode,
        `${method} ${url} ${String(body).slice(0, 40)}`,
      ).toBeGreaterThanOrEqual(400);
    }
    expect((await wallet(u)).balancePaise).toBe(0);
    const orders = (await app.db.execute(sql`
      select count(*)::int as n from nakshatra.payment_orders where user_id = ${u.id}`)) as unknown as Rows<{
      n: number;
    }>;
    expect(orders.rows[0]!.n).toBe(1);
  });

  it('needs the CSRF header for cookie sessions', async () => {
    const u = await registerUser(app);
    const cookie = cookieHeader({ access_token: u.token, csrf_token: u.csrf });
    const without = await app.inject({
      method: 'POST',
      url: '/api/wallet/orders',
      headers: { cookie },
      payload: { coins: 100 },
    });
    expectSafeError(without, 403);
    const withHeader = await app.inject({
      method: 'POST',
      url: '/api/wallet/orders',
      headers: { cookie, 'x-csrf-token': u.csrf },
      payload: { coins: 100 },
    });
    expect(withHeader.statusCode, withHeader.body).toBe(201);
  });

  it('the database refuses an unbalanced transaction and any change to the ledger', async () => {
    const u = await registerUser(app);
    const o = await order(u, 100);
    await pay(u, o.id, 'success');
    expect(
      await dbError(
        app.db.execute(sql`
        with t as (insert into nakshatra.ledger_transactions (kind, idempotency_key)
                   values ('test', ${`test:${o.id}`}) returning id)
        insert into nakshatra.ledger_entries (transaction_id, account, amount_paise)
        select t.id, ${`wallet:${u.id}`}, 100 from t`),
      ),
    ).toMatch(/does not balance/);
    expect(
      await dbError(
        app.db.execute(sql`update nakshatra.ledger_entries set amount_paise = amount_paise * 2
                         where account = ${`wallet:${u.id}`}`),
      ),
    ).toMatch(/append only/);
    expect(
      await dbError(
        app.db.execute(
          sql`delete from nakshatra.ledger_entries where account = ${`wallet:${u.id}`}`,
        ),
      ),
    ).toMatch(/append only/);
    expect((await wallet(u)).balancePaise).toBe(10_000);
  });

  it('property: any interleaving of orders, payments, repeats and declines keeps the ledger sound', async () => {
    const step = fc.record({
      coins: fc.constantFrom(...WALLET_PACKS_COINS),
      outcomes: fc.array(fc.constantFrom('success', 'failure'), { minLength: 1, maxLength: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        const u = await registerUser(app);
        const orders = await Promise.all(steps.map((s) => order(u, s.coins)));
        // Every confirmation of every order at once: the first outcome to land on an order wins.
        const results = await Promise.all(
          steps.flatMap((s, i) => s.outcomes.map((outcome) => pay(u, orders[i]!.id, outcome))),
        );
        for (const r of results) expect([200, 409]).toContain(r.statusCode);
        const states = await Promise.all(
          orders.map(async (o) => {
            const res = await pay(u, o.id, 'success');
            return res.statusCode === 200 ? 'paid' : 'failed';
          }),
        );
        const expected = steps.reduce(
          (sum, s, i) => sum + (states[i] === 'paid' ? s.coins * 100 : 0),
          0,
        );
        expect((await wallet(u)).balancePaise).toBe(expected);
        await expectLedgerSound();
      }),
      { numRuns: 12 },
    );
  });
});
