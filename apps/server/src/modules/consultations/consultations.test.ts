import {
  consoleEarningsResponseSchema,
  consoleQueueResponseSchema,
  consultationResponseSchema,
  currentConsultationResponseSchema,
  MIN_BALANCE_MINUTES,
  RING_TIMEOUT_MS,
  splitMinute,
  type Consultation,
} from '@nakshatra/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import { bearer, expectSafeError, registerUser, type TestUser } from '../../test/factories.ts';
import { minuteKey, minutesDue } from './billing.ts';

type Rows<T> = { rows: T[] };
const MIN = 60_000;

describe('minutesDue: every started minute, the first at acceptance', () => {
  it('counts minutes as a meter does', () => {
    expect(minutesDue(0, 0)).toBe(1);
    expect(minutesDue(0, MIN - 1)).toBe(1);
    expect(minutesDue(0, MIN)).toBe(2);
    expect(minutesDue(0, 10 * MIN + 5)).toBe(11);
    expect(minutesDue(1000, 0)).toBe(1);
  });
});

describe.each(testBackends())('consultations on $name', (backend) => {
  const ctx = useBackend(backend);
  let app: FastifyInstance;
  let clock = Date.UTC(2026, 10, 29, 10, 0, 0);
  /** Astrologers without an offer, so the price is their chat price. */
  let plain: { id: number; slug: string; price: number }[];

  beforeAll(async () => {
    app = await ctx.build({ now: () => new Date(clock) });
    const res = (await app.db.execute(sql`
      select id, slug, price_rupees_per_min as price from nakshatra.astrologers
      where offer_price_rupees_per_min is null and price_rupees_per_min > 0
      order by id limit 40`)) as unknown as Rows<{ id: number; slug: string; price: number }>;
    plain = res.rows;
    expect(plain.length).toBeGreaterThan(20);
  });

  let nextAstrologer = 0;
  /** A login linked to a directory astrologer not used by another test. */
  async function astrologerLogin() {
    const a = plain[nextAstrologer++]!;
    const login = await registerUser(app, { name: 'Astro Login' });
    await app.db.execute(sql`
      update nakshatra.users set role = 'astrologer', astrologer_id = ${a.id} where id = ${login.id}`);
    return { login, ...a, pricePaise: a.price * 100 };
  }

  /** A user with `paise` in the wallet (a sandbox recharge of the nearest pack, plus a top-up). */
  async function userWith(paise: number): Promise<TestUser> {
    const user = await registerUser(app);
    await app.db.transaction(async (tx) => {
      const t = (await tx.execute(sql`
        insert into nakshatra.ledger_transactions (kind, idempotency_key)
        values ('recharge', ${`test:${user.id}`}) returning id`)) as unknown as Rows<{
        id: string;
      }>;
      await tx.execute(sql`
        insert into nakshatra.ledger_entries (transaction_id, account, amount_paise) values
        (${t.rows[0]!.id}, ${`wallet:${user.id}`}, ${paise}),
        (${t.rows[0]!.id}, 'external:test', ${-paise})`);
    });
    return user;
  }

  const post = (u: TestUser, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: bearer(u.token), ...(payload ? { payload } : {}) });
  const request = async (u: TestUser, slug: string) => {
    const res = await post(u, '/api/consultations', {
      astrologerSlug: slug,
      topic: 'Career this year',
    });
    return res;
  };
  const current = async (u: TestUser): Promise<Consultation | null> => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/consultations/current',
      headers: bearer(u.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return currentConsultationResponseSchema.parse(res.json()).consultation;
  };
  const balance = async (userId: string) =>
    Number(
      (
        (await app.db.execute(sql`
        select coalesce(sum(amount_paise), 0)::bigint as p from nakshatra.ledger_entries
        where account = ${`wallet:${userId}`}`)) as unknown as Rows<{ p: string }>
      ).rows[0]!.p,
    );

  async function expectLedgerSound() {
    const unbalanced = (await app.db.execute(sql`
      select transaction_id from nakshatra.ledger_entries group by transaction_id
      having sum(amount_paise) <> 0`)) as unknown as Rows<unknown>;
    expect(unbalanced.rows).toEqual([]);
    const negative = (await app.db.execute(sql`
      select account from nakshatra.ledger_entries where account like 'wallet:%'
      group by account having sum(amount_paise) < 0`)) as unknown as Rows<unknown>;
    expect(negative.rows).toEqual([]);
    // Every consultation's minutes_charged is exactly its minute transactions, each once.
    const mismatched = (await app.db.execute(sql`
      select c.id, c.minutes_charged, count(t.id)::int as n
      from nakshatra.consultations c
      left join nakshatra.ledger_transactions t
        on t.idempotency_key like 'consultation:' || c.id || ':minute:%'
      group by c.id having c.minutes_charged <> count(t.id)`)) as unknown as Rows<unknown>;
    expect(mismatched.rows).toEqual([]);
  }

  it('request, accept, per-minute billing split 70/30, end: charged exactly the minutes started', async () => {
    const astro = await astrologerLogin();
    const user = await userWith(astro.pricePaise * 10);
    const created = await request(user, astro.slug);
    expect(created.statusCode, created.body).toBe(201);
    const { consultation } = consultationResponseSchema.parse(created.json());
    expect(consultation).toMatchObject({
      status: 'requested',
      pricePaisePerMin: astro.pricePaise,
      minutesCharged: 0,
    });

    const queue = consoleQueueResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/console/queue',
          headers: bearer(astro.login.token),
        })
      ).json(),
    );
    expect(queue.requests.map((r) => r.id)).toEqual([consultation.id]);
    expect(queue.requests[0]!.client.name).toBe('Asha Rao');

    const accepted = await post(astro.login, `/api/consultations/${consultation.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(consultationResponseSchema.parse(accepted.json()).consultation.minutesCharged).toBe(1);

    clock += 2 * MIN + 30_000; // minute 3 has started
    expect((await current(user))!.minutesCharged).toBe(3);
    clock += 10_000;
    const ended = await post(user, `/api/consultations/${consultation.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    const final = consultationResponseSchema.parse(ended.json()).consultation;
    expect(final).toMatchObject({
      status: 'ended',
      endReason: 'user',
      minutesCharged: 3,
      chargedPaise: 3 * astro.pricePaise,
    });
    clock += 5 * MIN;
    await post(user, `/api/consultations/${consultation.id}/end`);
    expect(await balance(user.id)).toBe(7 * astro.pricePaise);
    const { earningsPaise, commissionPaise } = splitMinute(astro.pricePaise);
    expect(earningsPaise + commissionPaise).toBe(astro.pricePaise);
    const earned = (await app.db.execute(sql`
      select coalesce(sum(amount_paise), 0)::bigint as p from nakshatra.ledger_entries
      where account = ${`earnings:astrologer:${astro.id}`}`)) as unknown as Rows<{ p: string }>;
    expect(Number(earned.rows[0]!.p)).toBe(3 * earningsPaise);
    // The wallet's history shows each minute as a charge.
    const history = await app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: bearer(user.token) });
    const items = (history.json() as { items: { kind: string; amountPaise: number }[] }).items;
    expect(items.filter((i) => i.kind === 'consultation').map((i) => i.amountPaise)).toEqual([
      -astro.pricePaise,
      -astro.pricePaise,
      -astro.pricePaise,
    ]);
    await expectLedgerSound();
  });

  it('earnings: per day in India\'s time; a session past midnight is on both days but one session', async () => {
    const astro = await astrologerLogin();
    const user = await userWith(astro.pricePaise * 6);
    const earnings = async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/console/earnings',
        headers: bearer(astro.login.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return consoleEarningsResponseSchema.parse(res.json());
    };
    const zero = { sessions: 0, minutes: 0, grossPaise: 0, commissionPaise: 0, netPaise: 0 };
    expect(await earnings()).toEqual({ days: [], totals: zero });
    // The ledger stamps minutes with the database's time and never changes them, so the minutes
    // are written as the billing writes them, at chosen times: the first session's first minute
    // at 23:59:30 in India (18:29:30 UTC), its next two after midnight, the second session the
    // next morning, and one minute older than the 30-day window.
    const { earningsPaise, commissionPaise } = splitMinute(astro.pricePaise);
    const minute = async (session: string, n: number, at: string) => {
      await app.db.execute(sql`
        with t as (
          insert into nakshatra.ledger_transactions (kind, idempotency_key, created_at)
          values ('consultation', ${minuteKey(session, n)}, ${at}::timestamptz) returning id)
        insert into nakshatra.ledger_entries (transaction_id, account, amount_paise)
        select t.id, x.account, x.paise
        from t, (values (${`wallet:${user.id}`}, ${-astro.pricePaise}::bigint),
                        (${`earnings:astrologer:${astro.id}`}, ${earningsPaise}::bigint),
                        ('platform:commission', ${commissionPaise}::bigint)) as x(account, paise)`);
    };
    const [late, next, old] = [randomUUID(), randomUUID(), randomUUID()];
    await minute(late, 1, '2026-11-26T18:29:30Z');
    await minute(late, 2, '2026-11-26T18:30:30Z');
    await minute(late, 3, '2026-11-26T18:31:30Z');
    await minute(next, 1, '2026-11-27T03:00:00Z');
    await minute(next, 2, '2026-11-27T03:01:00Z');
    await minute(old, 1, '2026-10-01T03:00:00Z');
    const money = (minutes: number) => ({
      minutes,
      grossPaise: minutes * astro.pricePaise,
      commissionPaise: minutes * commissionPaise,
      netPaise: minutes * earningsPaise,
    });
    expect(await earnings()).toEqual({
      days: [
        { day: '2026-11-27', sessions: 2, ...money(4) },
        { day: '2026-11-26', sessions: 1, ...money(1) },
      ],
      totals: { sessions: 2, ...money(5) },
    });
  });

  it(`needs ${MIN_BALANCE_MINUTES} minutes of balance; a second open request is refused`, async () => {
    const astro = await astrologerLogin();
    const poor = await userWith(astro.pricePaise * MIN_BALANCE_MINUTES - 1);
    const low = await request(poor, astro.slug);
    expectSafeError(low, 402);
    expect(low.json().code).toBe('insufficient_balance');
    const rich = await userWith(astro.pricePaise * MIN_BALANCE_MINUTES);
    expect((await request(rich, astro.slug)).statusCode).toBe(201);
    expectSafeError(await request(rich, plain[30]!.slug), 409);
    expectSafeError(await request(rich, 'no-such-astrologer'), 404);
    for (const bad of [
      {},
      { astrologerSlug: astro.slug },
      { astrologerSlug: astro.slug, topic: 'x'.repeat(201) },
      { astrologerSlug: '<script>', topic: 'a' },
    ])
      expectSafeError(await post(rich, '/api/consultations', bad), 400);
  });

  it('an unanswered request is missed after two minutes, with nothing charged', async () => {
    const astro = await astrologerLogin();
    const user = await userWith(astro.pricePaise * 10);
    const { consultation } = consultationResponseSchema.parse(
      (await request(user, astro.slug)).json(),
    );
    clock += RING_TIMEOUT_MS + 1;
    expect(await current(user)).toBeNull();
    expectSafeError(await post(astro.login, `/api/consultations/${consultation.id}/accept`), 409);
    expect(await balance(user.id)).toBe(astro.pricePaise * 10);
  });

  it('ends by itself when the wallet cannot pay the next minute; never negative', async () => {
    const astro = await astrologerLogin();
    const user = await userWith(astro.pricePaise * MIN_BALANCE_MINUTES + 50);
    const { consultation } = consultationResponseSchema.parse(
      (await request(user, astro.slug)).json(),
    );
    await post(astro.login, `/api/consultations/${consultation.id}/accept`);
    clock += 30 * MIN;
    // The read that found the wallet empty reports the end once; then nothing is open.
    expect(await current(user)).toMatchObject({
      status: 'ended',
      endReason: 'balance',
      minutesCharged: MIN_BALANCE_MINUTES,
    });
    expect(await current(user)).toBeNull();
    const after = await app.inject({
      method: 'POST',
      url: `/api/consultations/${consultation.id}/end`,
      headers: bearer(user.token),
    });
    expectSafeError(after, 409);
    expect(await balance(user.id)).toBe(50);
    await expectLedgerSound();
  });

  it('refuses out-of-order and foreign actions, and charges nothing for them', async () => {
    const astro = await astrologerLogin();
    const other = await astrologerLogin();
    const user = await userWith(astro.pricePaise * 20);
    const stranger = await userWith(astro.pricePaise * 20);
    const { consultation } = consultationResponseSchema.parse(
      (await request(user, astro.slug)).json(),
    );
    const id = consultation.id;
    expectSafeError(await post(user, `/api/consultations/${id}/end`), 409); // end before accept
    expectSafeError(await post(user, `/api/consultations/${id}/accept`), 403); // users cannot accept
    expectSafeError(await post(other.login, `/api/consultations/${id}/accept`), 409); // not theirs
    expectSafeError(await post(stranger, `/api/consultations/${id}/end`), 404);
    expectSafeError(await post(stranger, `/api/consultations/${id}/cancel`), 409);
    expectSafeError(
      await app.inject({ method: 'GET', url: '/api/console/queue', headers: bearer(user.token) }),
      403,
    );
    expectSafeError(await post(user, '/api/consultations/not-a-uuid/end'), 400);
    expect(await balance(user.id)).toBe(astro.pricePaise * 20);

    // Accepting twice, and a second client while busy.
    expect((await post(astro.login, `/api/consultations/${id}/accept`)).statusCode).toBe(200);
    expectSafeError(await post(astro.login, `/api/consultations/${id}/accept`), 409);
    const second = await userWith(astro.pricePaise * 20);
    const { consultation: c2 } = consultationResponseSchema.parse(
      (await request(second, astro.slug)).json(),
    );
    const busy = await post(astro.login, `/api/consultations/${c2.id}/accept`);
    expectSafeError(busy, 409);
    expect(await balance(second.id)).toBe(astro.pricePaise * 20);
    expect(
      (await post(astro.login, `/api/consultations/${id}/end`)).json().consultation.endReason,
    ).toBe('astrologer');
    expectSafeError(await post(user, `/api/consultations/${id}/end`), 409); // after end
    await expectLedgerSound();
  });

  /** A sandbox recharge through the wallet's own routes (order, then a successful payment). */
  async function recharge(u: TestUser, coins: number) {
    const o = await post(u, '/api/wallet/orders', { coins });
    expect(o.statusCode, o.body).toBe(201);
    const paid = await post(u, `/api/wallet/orders/${o.json().order.id}/sandbox`, { outcome: 'success' });
    expect(paid.statusCode, paid.body).toBe(200);
  }

  type Step =
    | { kind: 'advance'; ms: number }
    | { kind: 'ticks'; n: number }
    | { kind: 'end'; by: 'user' | 'astrologer' }
    | { kind: 'recharge'; coins: 50 | 100 }
    | { kind: 'refund'; n: number };
  const steps = fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 3 * MIN }) }),
      fc.record({ kind: fc.constant('ticks' as const), n: fc.integer({ min: 1, max: 4 }) }),
      fc.record({
        kind: fc.constant('end' as const),
        by: fc.constantFrom('user' as const, 'astrologer' as const),
      }),
      fc.record({ kind: fc.constant('recharge' as const), coins: fc.constantFrom(50 as const, 100 as const) }),
      fc.record({ kind: fc.constant('refund' as const), n: fc.integer({ min: 1, max: 3 }) }),
    ) as fc.Arbitrary<Step>,
    { minLength: 1, maxLength: 8 },
  );

  it('property: concurrent recharges, ticks, ends, refunds and time charge every minute exactly once', async () => {
    const astro = await astrologerLogin();
    const admin = await registerUser(app, { name: 'Operator' });
    await app.db.execute(sql`update nakshatra.users set role = 'admin' where id = ${admin.id}`);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: MIN_BALANCE_MINUTES, max: 12 }), steps, async (minutesOfBalance, plan) => {
        const user = await userWith(astro.pricePaise * minutesOfBalance);
        const { consultation } = consultationResponseSchema.parse((await request(user, astro.slug)).json());
        const id = consultation.id;
        expect((await post(astro.login, `/api/consultations/${id}/accept`)).statusCode).toBe(200);
        let rechargedPaise = 0;
        let refunds = 0;
        for (const step of plan) {
          if (step.kind === 'advance') clock += step.ms;
          else if (step.kind === 'ticks') await Promise.all(Array.from({ length: step.n }, () => current(user)));
          else if (step.kind === 'recharge') {
            // A recharge while a tick and an end race it.
            await Promise.all([recharge(user, step.coins), current(user)]);
            rechargedPaise += step.coins * 100;
          } else if (step.kind === 'refund') {
            // Several operators at once, racing an end: at most one refund, only once ended.
            const results = await Promise.all([
              ...Array.from({ length: step.n }, () => post(admin, `/api/consultations/${id}/refund`)),
              post(user, `/api/consultations/${id}/end`),
            ]);
            const codes = results.map((r) => r.statusCode);
            expect(codes.every((c) => c === 200 || c === 409), String(codes)).toBe(true);
            refunds += codes.slice(0, step.n).filter((c) => c === 200).length;
          } else {
            const who = step.by === 'user' ? user : astro.login;
            const [a, b] = await Promise.all([post(who, `/api/consultations/${id}/end`), post(user, `/api/consultations/${id}/end`)]);
            const codes = [a.statusCode, b.statusCode];
            expect(codes.every((c) => c === 200 || c === 409), String(codes)).toBe(true);
          }
        }
        await post(user, `/api/consultations/${id}/end`);
        expect(refunds).toBeLessThanOrEqual(1);
        const charged = Number(
          ((await app.db.execute(sql`
            select minutes_charged from nakshatra.consultations where id = ${id}`)) as unknown as Rows<{ minutes_charged: number }>).rows[0]!
            .minutes_charged,
        );
        expect(charged).toBeGreaterThanOrEqual(1);
        const refundedPaise = refunds === 1 ? charged * astro.pricePaise : 0;
        expect(await balance(user.id)).toBe(astro.pricePaise * (minutesOfBalance - charged) + rechargedPaise + refundedPaise);
        await expectLedgerSound();
      }),
      { numRuns: backend.name === 'pglite' ? 15 : 10 },
    );
  });

  it('refunds: operators only, ended consultations only, once; the wallet gets every coin back', async () => {
    const astro = await astrologerLogin();
    const admin = await registerUser(app, { name: 'Operator' });
    await app.db.execute(sql`update nakshatra.users set role = 'admin' where id = ${admin.id}`);
    const user = await userWith(astro.pricePaise * 10);
    const { consultation } = consultationResponseSchema.parse((await request(user, astro.slug)).json());
    const id = consultation.id;
    expectSafeError(await post(admin, `/api/consultations/${id}/refund`), 409); // still ringing
    await post(astro.login, `/api/consultations/${id}/accept`);
    clock += 90_000;
    expectSafeError(await post(admin, `/api/consultations/${id}/refund`), 409); // still active
    await post(user, `/api/consultations/${id}/end`);
    expect(await balance(user.id)).toBe(astro.pricePaise * 8);
    expectSafeError(await post(user, `/api/consultations/${id}/refund`), 403);
    expectSafeError(await post(astro.login, `/api/consultations/${id}/refund`), 403);
    const ok = await post(admin, `/api/consultations/${id}/refund`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().refundedPaise).toBe(astro.pricePaise * 2);
    expectSafeError(await post(admin, `/api/consultations/${id}/refund`), 409);
    expect(await balance(user.id)).toBe(astro.pricePaise * 10);
    const earned = (await app.db.execute(sql`
      select coalesce(sum(amount_paise), 0)::bigint as p from nakshatra.ledger_entries
      where account in (${`earnings:astrologer:${astro.id}`}, 'platform:commission')
        and transaction_id in (select id from nakshatra.ledger_transactions
          where idempotency_key like ${`%${id}%`})`)) as unknown as Rows<{ p: string }>;
    expect(Number(earned.rows[0]!.p)).toBe(0);
    const list = await app.inject({ method: 'GET', url: '/api/admin/consultations', headers: bearer(admin.token) });
    expect(list.json().consultations.find((c: { id: string }) => c.id === id)?.refunded).toBe(true);
    expectSafeError(await app.inject({ method: 'GET', url: '/api/admin/consultations', headers: bearer(user.token) }), 403);
    await expectLedgerSound();
  });
});
