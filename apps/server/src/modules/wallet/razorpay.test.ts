import {
  orderResponseSchema,
  paymentResultResponseSchema,
  priceOfPack,
  walletResponseSchema,
} from '@nakshatra/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import { bearer, expectSafeError, registerUser, type TestUser } from '../../test/factories.ts';
import { FAKE_KEYS, startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay.ts';
import { hmacHex, paymentSignatureValid, signatureMatches } from './razorpay.ts';

type Rows<T> = { rows: T[] };

describe('Razorpay signatures', () => {
  it('is HMAC-SHA256 in hex (RFC 4231 test case 2, and a published Razorpay example)', () => {
    // RFC 4231, 4.3: key "Jefe", data "what do ya want for nothing?".
    expect(hmacHex('what do ya want for nothing?', 'Jefe')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    // The razorpay-api crate's documented example: compute_signature("hello", "secret").
    expect(hmacHex('hello', 'secret')).toBe(
      '88aab3ede8d3adf94d26ab90d3bafd4a2083070c3bcce9c014ee04a443847c0b',
    );
  });

  it('checks the order id we stored, not one the browser chose, in constant time', () => {
    const sig = hmacHex('order_A|pay_B', 'k');
    expect(paymentSignatureValid('order_A', 'pay_B', sig, 'k')).toBe(true);
    expect(paymentSignatureValid('order_X', 'pay_B', sig, 'k')).toBe(false);
    expect(paymentSignatureValid('order_A', 'pay_B', sig, 'other')).toBe(false);
    expect(signatureMatches(sig, sig.toUpperCase())).toBe(false);
    expect(signatureMatches(sig, sig.slice(0, 63))).toBe(false);
    expect(signatureMatches(sig, '')).toBe(false);
  });
});

describe.each(testBackends())('wallet with Razorpay on $name', (backend) => {
  const ctx = useBackend(backend);
  let app: FastifyInstance;
  let rzp: FakeRazorpay;
  beforeAll(async () => {
    rzp = await startFakeRazorpay();
    app = await ctx.build({
      razorpay: { ...FAKE_KEYS, apiBase: rzp.apiBase, checkoutUrl: rzp.checkoutUrl },
    });
  });
  afterAll(async () => {
    await rzp?.close();
  });

  const balance = async (u: TestUser) =>
    walletResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/wallet', headers: bearer(u.token) })).json(),
    ).balancePaise;
  const open = async (u: TestUser, coins = 100) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/wallet/orders',
      headers: bearer(u.token),
      payload: { coins },
    });
    expect(res.statusCode, res.body).toBe(201);
    return orderResponseSchema.parse(res.json());
  };
  const confirm = (u: TestUser, orderId: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/wallet/orders/${orderId}/razorpay`,
      headers: bearer(u.token),
      payload: payload as object,
    });
  const deliver = (hook: { body: Buffer; headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: '/api/wallet/webhooks/razorpay', headers: hook.headers, payload: hook.body });
  const ledgerRows = async () =>
    Number(
      ((await app.db.execute(sql`select count(*)::int as n from nakshatra.ledger_entries`)) as unknown as Rows<{ n: number }>)
        .rows[0]!.n,
    );

  it('opens the order at Razorpay with the total in paise, and credits the pack once', async () => {
    const user = await registerUser(app);
    const { order, checkout } = await open(user, 500);
    expect(order.provider).toBe('razorpay');
    expect(checkout).toMatchObject({ provider: 'razorpay', keyId: FAKE_KEYS.keyId, currency: 'INR' });
    const remote = rzp.orders.get(checkout!.providerOrderId)!;
    expect(remote.amount).toBe(priceOfPack(500).totalPaise);
    expect(remote.receipt).toBe(order.id);

    const { handler, payment } = rzp.pay(checkout!.providerOrderId);
    const paid = await confirm(user, order.id, handler);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paymentResultResponseSchema.parse(paid.json()).order.status).toBe('paid');
    expect(await balance(user)).toBe(50_000);

    // The browser's confirmation again, then both webhooks: still credited once.
    const rows = await ledgerRows();
    expect((await confirm(user, order.id, handler)).statusCode).toBe(200);
    expect((await deliver(rzp.webhook('payment.captured', payment))).json()).toEqual({ status: 'processed' });
    expect((await deliver(rzp.webhook('order.paid', payment))).json()).toEqual({ status: 'processed' });
    expect(await ledgerRows()).toBe(rows);
    expect(await balance(user)).toBe(50_000);
  });

  it('settles from the webhook alone when the browser never comes back', async () => {
    const user = await registerUser(app);
    const { order, checkout } = await open(user);
    const { payment } = rzp.pay(checkout!.providerOrderId);
    expect((await deliver(rzp.webhook('order.paid', payment))).statusCode).toBe(200);
    expect(await balance(user)).toBe(10_000);
    const history = await app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: bearer(user.token) });
    expect(history.json().items[0].order.id).toBe(order.id);
  });

  it('rejects a forged or mismatched Checkout answer and changes nothing', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const { order, checkout } = await open(user);
    const { handler } = rzp.pay(checkout!.providerOrderId);
    const second = await open(user);
    const rows = await ledgerRows();
    const forged = [
      { ...handler, razorpay_signature: hmacHex(`${handler.razorpay_order_id}|${handler.razorpay_payment_id}`, 'guessed') },
      { ...handler, razorpay_signature: handler.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
      // Signed for this order, presented for another order of the same user.
      { ...handler, razorpay_order_id: second.checkout!.providerOrderId },
    ];
    for (const body of forged) expectSafeError(await confirm(user, order.id, body), 400);
    expectSafeError(await confirm(user, second.order.id, handler), 400);
    // Another user cannot claim it.
    expectSafeError(await confirm(other, order.id, handler), 404);
    for (const bad of [{}, { ...handler, extra: 1 }, { ...handler, razorpay_signature: 'zz' }, [handler]])
      expectSafeError(await confirm(user, order.id, bad), 400);
    expectSafeError(await confirm(user, order.id, 'not json'), 415);
    expect(await ledgerRows()).toBe(rows);
    expect(await balance(user)).toBe(0);
  });

  it('does not credit a payment Razorpay has not captured', async () => {
    const user = await registerUser(app);
    const { order, checkout } = await open(user);
    const { handler } = rzp.pay(checkout!.providerOrderId, 'authorized');
    expectSafeError(await confirm(user, order.id, handler), 409);
    expect(await balance(user)).toBe(0);
  });

  it('rejects webhooks with a bad signature, for an unknown order, or replayed; nothing changes', async () => {
    const user = await registerUser(app);
    const { checkout } = await open(user);
    const { payment } = rzp.pay(checkout!.providerOrderId);
    const hook = rzp.webhook('order.paid', payment);
    const rows = await ledgerRows();
    // One byte changed after signing; a signature made with the key secret instead.
    const tampered = Buffer.from(hook.body.toString().replace(`"amount":${payment.amount}`, `"amount":${payment.amount * 10}`));
    expectSafeError(await deliver({ body: tampered, headers: hook.headers }), 400);
    expectSafeError(
      await deliver({ body: hook.body, headers: { ...hook.headers, 'x-razorpay-signature': hmacHex(hook.body, FAKE_KEYS.keySecret) } }),
      400,
    );
    const { 'x-razorpay-signature': _, ...unsigned } = hook.headers;
    expectSafeError(await deliver({ body: hook.body, headers: unsigned }), 400);
    // A genuine event for an order that is not ours.
    const stranger = { ...payment, id: 'pay_NotOursAtAll001', order_id: 'order_NotOursAtAll01' };
    expectSafeError(await deliver(rzp.webhook('order.paid', stranger)), 404);
    expect(await ledgerRows()).toBe(rows);

    expect((await deliver(hook)).json()).toEqual({ status: 'processed' });
    const afterFirst = await ledgerRows();
    expect((await deliver(hook)).json()).toEqual({ status: 'duplicate' });
    expect(await ledgerRows()).toBe(afterFirst);
    expect(await balance(user)).toBe(10_000);
    // Events the wallet does not act on are acknowledged.
    expect((await deliver(rzp.webhook('payment.failed', payment))).json()).toEqual({ status: 'ignored' });
    expectSafeError(await deliver({ body: Buffer.from('{"event":'), headers: { ...hook.headers, 'x-razorpay-signature': hmacHex('{"event":', FAKE_KEYS.webhookSecret) } }), 400);
  });

  it('answers 503 when Razorpay cannot be reached, and the sandbox route is closed to it', async () => {
    const user = await registerUser(app);
    rzp.setDown(true);
    try {
      const res = await app.inject({ method: 'POST', url: '/api/wallet/orders', headers: bearer(user.token), payload: { coins: 100 } });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('internal');
    } finally {
      rzp.setDown(false);
    }
    const { order } = await open(user);
    const sandbox = await app.inject({
      method: 'POST',
      url: `/api/wallet/orders/${order.id}/sandbox`,
      headers: bearer(user.token),
      payload: { outcome: 'success' },
    });
    expectSafeError(sandbox, 409);
    expect(await balance(user)).toBe(0);
  });
});
