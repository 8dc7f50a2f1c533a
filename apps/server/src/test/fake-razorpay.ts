/**
 * A local stand-in for Razorpay's API (issue 13), speaking its protocol as documented: HTTP
 * Basic auth with the key id and secret, `POST /v1/orders` (amount in paise, currency, receipt,
 * notes), `GET /v1/payments/:id`, error bodies `{error:{code,description}}`. What Checkout and
 * the webhooks would send is made here with the same signatures Razorpay computes: the payment's
 * over `<order id>|<payment id>` with the key secret, the webhook's over the raw body with the
 * webhook secret. Only Razorpay, an outside service, is replaced; our server runs for real.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_KEYS = {
  keyId: 'rzp_test_NakshatraFake1',
  keySecret: 'fake_key_secret_for_tests_only',
  webhookSecret: 'fake_webhook_secret_for_tests_only',
};

const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const razorpayId = (prefix: string) =>
  `${prefix}_${[...randomBytes(14)].map((b) => ALPHANUM[b % ALPHANUM.length]).join('')}`;

interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

interface Payment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed' | 'authorized';
  order_id: string;
  method: string;
  captured: boolean;
  created_at: number;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const badRequest = (description: string) => ({ error: { code: 'BAD_REQUEST_ERROR', description } });

/**
 * Checkout's script, as far as a page uses it: `new Razorpay(options).open()` shows a payment
 * sheet; paying calls `options.handler` with the signed answer, closing it calls
 * `options.modal.ondismiss`. The sheet is plain DOM, so a browser test can press its buttons.
 */
const CHECKOUT_JS = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  function Razorpay(options) { this.options = options; }
  Razorpay.prototype.open = function () {
    const o = this.options;
    const sheet = document.createElement('div');
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('aria-label', 'Razorpay Checkout (test)');
    sheet.style.cssText = 'position:fixed;inset:auto 0 0 0;z-index:9999;background:#fff;color:#111;padding:24px;font:16px sans-serif';
    const title = document.createElement('p');
    title.textContent = o.name + ': ' + (o.amount / 100).toFixed(2) + ' ' + o.currency + ' (' + o.order_id + ')';
    const pay = document.createElement('button');
    pay.textContent = 'Pay with UPI';
    const cancel = document.createElement('button');
    cancel.textContent = 'Cancel payment';
    pay.onclick = async () => {
      const res = await fetch(origin + '/checkout/pay', { method: 'POST', body: JSON.stringify({ order_id: o.order_id }) });
      sheet.remove();
      o.handler(await res.json());
    };
    cancel.onclick = () => { sheet.remove(); o.modal && o.modal.ondismiss && o.modal.ondismiss(); };
    sheet.append(title, pay, cancel);
    document.body.append(sheet);
  };
  window.Razorpay = Razorpay;
})();`;

export async function startFakeRazorpay() {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  let down = false;
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_KEYS.keyId}:${FAKE_KEYS.keySecret}`).toString('base64')}`;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.url === '/checkout.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(CHECKOUT_JS);
      return;
    }
    if (req.method === 'POST' && req.url === '/checkout/pay') {
      // What Checkout's own servers do when the user pays: text/plain, so no CORS preflight.
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const { order_id } = JSON.parse(Buffer.concat(chunks).toString()) as { order_id: string };
      res.setHeader('access-control-allow-origin', '*');
      if (!orders.has(order_id)) return send(res, 400, badRequest('The id provided does not exist'));
      return send(res, 200, pay(order_id).handler);
    }
    if (down) return send(res, 503, { error: { code: 'SERVER_ERROR', description: 'down' } });
    if (req.headers.authorization !== expectedAuth)
      return send(res, 401, badRequest('The api key provided is invalid'));
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = req.url ?? '';
    if (req.method === 'POST' && url === '/v1/orders') {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Partial<Order>;
      if (!Number.isInteger(body.amount) || (body.amount ?? 0) < 100)
        return send(res, 400, badRequest('The amount must be atleast INR 1.00'));
      const order: Order = {
        id: razorpayId('order'),
        entity: 'order',
        amount: body.amount!,
        amount_paid: 0,
        amount_due: body.amount!,
        currency: body.currency ?? 'INR',
        receipt: body.receipt ?? null,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? {},
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    const payment = /^\/v1\/payments\/([^/?]+)$/.exec(url);
    if (req.method === 'GET' && payment) {
      const found = payments.get(decodeURIComponent(payment[1]!));
      return found
        ? send(res, 200, found)
        : send(res, 400, badRequest('The id provided does not exist'));
    }
    return send(res, 400, badRequest('The requested URL was not found on the server.'));
  }

  function pay(orderId: string, status: Payment['status'] = 'captured') {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no such order ${orderId}`);
    const p: Payment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      method: 'upi',
      captured: status === 'captured',
      created_at: Math.floor(Date.now() / 1000),
    };
    payments.set(p.id, p);
    order.attempts += 1;
    if (status === 'captured') Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    return {
      payment: p,
      handler: {
        razorpay_payment_id: p.id,
        razorpay_order_id: order.id,
        razorpay_signature: createHmac('sha256', FAKE_KEYS.keySecret)
          .update(`${order.id}|${p.id}`)
          .digest('hex'),
      },
    };
  }

  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;

  return {
    apiBase: `http://127.0.0.1:${port}/v1`,
    checkoutUrl: `http://127.0.0.1:${port}/checkout.js`,
    orders,
    payments,
    /** Makes the API answer 503 (or work again). */
    setDown(value: boolean) {
      down = value;
    },
    /** The user pays in Checkout: what its success handler gives the page. */
    pay,
    /** A webhook delivery as Razorpay sends it: body bytes and headers. */
    webhook(event: string, payment: Payment, eventId = razorpayId('evt')) {
      const order = orders.get(payment.order_id);
      const body = Buffer.from(
        JSON.stringify({
          entity: 'event',
          account_id: 'acc_FakeAccount0001',
          event,
          contains: ['payment', 'order'],
          payload: { payment: { entity: payment }, order: { entity: order } },
          created_at: Math.floor(Date.now() / 1000),
        }),
      );
      const signature = createHmac('sha256', FAKE_KEYS.webhookSecret).update(body).digest('hex');
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
      };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
