import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  CLIENT_EVENT,
  type ClientAck,
  clientAckSchema,
  MESSAGE_MAX_CHARS,
  MESSAGE_RATE_MAX,
  SERVER_EVENT,
  type ServerEvent,
  serverEventSchema,
} from '@nakshatra/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, testRedisUrl, useBackend } from '../../test/backends.ts';
import { bearer, registerUser, type TestUser } from '../../test/factories.ts';

type Rows<T> = { rows: T[] };

/** A socket.io-client connection that records every server event, parsed by the contract. */
interface Client {
  socket: Socket;
  events: ServerEvent[];
  send(event: unknown): Promise<ClientAck>;
  waitFor(pred: (e: ServerEvent) => boolean, ms?: number): Promise<ServerEvent>;
}

function client(url: string, auth: object, extraHeaders?: Record<string, string>): Promise<Client> {
  const socket = connect(url, {
    transports: ['websocket'],
    auth,
    extraHeaders,
    reconnection: false,
    forceNew: true,
  });
  const events: ServerEvent[] = [];
  const waiters: Array<{ pred: (e: ServerEvent) => boolean; resolve: (e: ServerEvent) => void }> = [];
  socket.on(SERVER_EVENT, (raw: unknown) => {
    const e = serverEventSchema.parse(raw);
    events.push(e);
    for (const w of [...waiters])
      if (w.pred(e)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(e);
      }
  });
  const c: Client = {
    socket,
    events,
    send: async (event) =>
      clientAckSchema.parse(await socket.timeout(5000).emitWithAck(CLIENT_EVENT, event)),
    waitFor: (pred, ms = 5000) => {
      const seen = events.find(pred);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such event')), ms);
        waiters.push({ pred, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
  };
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(c));
    socket.on('connect_error', reject);
  });
}

/**
 * Each backend without Redis (in-process presence and limits), and with it when REDIS_URL is set
 * (the Redis adapter, presence and limits in Redis under a prefix of the block's own).
 */
const redisUrl = testRedisUrl();
const variants = testBackends().flatMap((backend) => [
  { backend, name: backend.name, redisUrl: null as string | null },
  ...(redisUrl ? [{ backend, name: `${backend.name} + redis`, redisUrl }] : []),
]);

describe.each(variants)('consultation sockets on $name', ({ backend, redisUrl }) => {
  const ctx = useBackend(backend);
  let app: FastifyInstance;
  let url: string;
  const open: Socket[] = [];
  let astrologers: { id: number; slug: string }[];
  let next = 0;

  beforeAll(async () => {
    app = await ctx.build(
      redisUrl ? { redisUrl, redisKeyPrefix: `nk:test:${randomBytes(4).toString('hex')}:` } : {},
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const res = (await app.db.execute(sql`
      select id, slug from nakshatra.astrologers
      where offer_price_rupees_per_min is null and price_rupees_per_min > 0
      order by id desc limit 30`)) as unknown as Rows<{ id: number; slug: string }>;
    astrologers = res.rows;
  });
  afterAll(() => {
    for (const s of open) s.disconnect();
  });

  async function connectAs(u: TestUser): Promise<Client> {
    const c = await client(url, { token: u.token });
    open.push(c.socket);
    return c;
  }

  async function fund(userId: string, paise: number) {
    await app.db.transaction(async (tx) => {
      const t = (await tx.execute(sql`
        insert into nakshatra.ledger_transactions (kind, idempotency_key)
        values ('recharge', ${`test:${userId}`}) returning id`)) as unknown as Rows<{ id: string }>;
      await tx.execute(sql`
        insert into nakshatra.ledger_entries (transaction_id, account, amount_paise) values
        (${t.rows[0]!.id}, ${`wallet:${userId}`}, ${paise}), (${t.rows[0]!.id}, 'external:test', ${-paise})`);
    });
  }

  /** A funded user, an astrologer login, and a consultation between them (accepted unless told). */
  async function session(accept = true) {
    const a = astrologers[next++]!;
    const astro = await registerUser(app, { name: 'Astro Login' });
    await app.db.execute(sql`
      update nakshatra.users set role = 'astrologer', astrologer_id = ${a.id} where id = ${astro.id}`);
    const user = await registerUser(app, { name: 'Asha Rao' });
    await fund(user.id, 1_000_000);
    const created = await app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: bearer(user.token),
      payload: { astrologerSlug: a.slug, topic: 'Marriage timing' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { consultation: { id: string } }).consultation.id;
    if (accept) {
      const acc = await app.inject({
        method: 'POST',
        url: `/api/consultations/${id}/accept`,
        headers: bearer(astro.token),
      });
      expect(acc.statusCode, acc.body).toBe(200);
    }
    return { id, user, astro, astrologerId: a.id };
  }

  const stored = async (id: string) =>
    (
      (await app.db.execute(sql`
        select id, body, sender from nakshatra.consultation_messages
        where consultation_id = ${id} order by seq`)) as unknown as Rows<{ id: string; body: string; sender: string }>
    ).rows;
  const charges = async (userId: string) =>
    Number(
      (
        (await app.db.execute(sql`
          select count(*)::int as n from nakshatra.ledger_entries
          where account = ${`wallet:${userId}`} and amount_paise < 0`)) as unknown as Rows<{ n: number }>
      ).rows[0]!.n,
    );

  it('messages both ways with receipts, typing and presence; a resend is not a duplicate', async () => {
    const s = await session();
    const user = await connectAs(s.user);
    const astro = await connectAs(s.astro);
    const joinedU = await user.send({ type: 'join', consultationId: s.id });
    expect(joinedU).toMatchObject({ ok: true, side: 'user', peerOnline: false });
    const joinedA = await astro.send({ type: 'join', consultationId: s.id });
    expect(joinedA).toMatchObject({ ok: true, side: 'astrologer', peerOnline: true });
    await user.waitFor((e) => e.type === 'presence' && e.side === 'astrologer' && e.online);

    const id = randomUUID();
    const sent = await user.send({ type: 'message', consultationId: s.id, id, text: 'Namaste' });
    expect(sent.ok).toBe(true);
    const got = await astro.waitFor((e) => e.type === 'message' && e.message.id === id);
    expect(got.type === 'message' && got.message).toMatchObject({ from: 'user', text: 'Namaste' });
    const seq = got.type === 'message' ? got.message.seq : 0;

    // The same id again (a lost ack): the first copy comes back, nothing new is stored.
    const again = await user.send({ type: 'message', consultationId: s.id, id, text: 'Namaste' });
    expect(again.ok && again.message?.seq).toBe(seq);
    expect(await stored(s.id)).toHaveLength(1);

    await astro.send({ type: 'receipt', consultationId: s.id, kind: 'delivered', upToSeq: seq });
    await user.waitFor((e) => e.type === 'receipt' && e.kind === 'delivered' && e.of === 'user');
    await astro.send({ type: 'receipt', consultationId: s.id, kind: 'read', upToSeq: seq });
    await user.waitFor((e) => e.type === 'receipt' && e.kind === 'read' && e.upToSeq === seq);

    await astro.send({ type: 'typing', consultationId: s.id, typing: true });
    await user.waitFor((e) => e.type === 'typing' && e.from === 'astrologer' && e.typing);
    const reply = randomUUID();
    await astro.send({ type: 'message', consultationId: s.id, id: reply, text: 'Namaste Asha' });
    await user.waitFor((e) => e.type === 'message' && e.message.id === reply);
    expect((await stored(s.id)).map((m) => m.sender)).toEqual(['user', 'astrologer']);
  });

  it('a reconnect resumes after the last seq seen: no loss, no duplicates', async () => {
    const s = await session();
    const user = await connectAs(s.user);
    const astro = await connectAs(s.astro);
    await user.send({ type: 'join', consultationId: s.id });
    await astro.send({ type: 'join', consultationId: s.id });
    const first = await user.send({ type: 'message', consultationId: s.id, id: randomUUID(), text: 'one' });
    const lastSeq = first.ok ? first.message!.seq : 0;
    user.socket.disconnect();
    await astro.waitFor((e) => e.type === 'presence' && e.side === 'user' && !e.online);
    for (const text of ['two', 'three'])
      await astro.send({ type: 'message', consultationId: s.id, id: randomUUID(), text });
    const back = await connectAs(s.user);
    const resumed = await back.send({ type: 'join', consultationId: s.id, afterSeq: lastSeq });
    expect(resumed.ok && resumed.messages?.map((m) => m.text)).toEqual(['two', 'three']);
    const all = await back.send({ type: 'join', consultationId: s.id });
    expect(all.ok && all.messages?.map((m) => m.text)).toEqual(['one', 'two', 'three']);
  });

  it('hostile events are refused and change nothing, and nothing is charged for them', async () => {
    const s = await session();
    const user = await connectAs(s.user);
    await user.send({ type: 'join', consultationId: s.id });
    const chargedBefore = await charges(s.user.id);
    const refused = async (event: unknown, code: string) => {
      const ack = await user.send(event);
      expect(ack, JSON.stringify(event).slice(0, 80)).toMatchObject({ ok: false, code });
    };
    // Over the size limit, garbage, unknown types, missing ids, extra fields.
    await refused({ type: 'message', consultationId: s.id, id: randomUUID(), text: 'x'.repeat(MESSAGE_MAX_CHARS + 1) }, 'validation_failed');
    await refused({ type: 'message', consultationId: s.id, text: 'no id' }, 'validation_failed');
    await refused({ type: 'delete-everything', consultationId: s.id }, 'validation_failed');
    await refused('not an object', 'validation_failed');
    await refused(null, 'validation_failed');
    await refused({ type: 'join', consultationId: s.id, admin: true }, 'validation_failed');
    await refused({ type: 'join', consultationId: 'not-a-uuid' }, 'validation_failed');
    // Markup is stored and returned as the text it is.
    const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const ack = await user.send({ type: 'message', consultationId: s.id, id: randomUUID(), text: markup });
    expect(ack.ok && ack.message?.text).toBe(markup);
    // Someone else's consultation: as unknown as a missing one.
    const stranger = await connectAs(await registerUser(app));
    const foreign = await stranger.send({ type: 'join', consultationId: s.id });
    expect(foreign).toMatchObject({ ok: false, code: 'not_found' });
    const intrude = await stranger.send({ type: 'message', consultationId: s.id, id: randomUUID(), text: 'hi' });
    expect(intrude).toMatchObject({ ok: false, code: 'not_found' });
    // The other side's message id: refused, and their message is untouched.
    const astro = await connectAs(s.astro);
    const theirs = randomUUID();
    await astro.send({ type: 'message', consultationId: s.id, id: theirs, text: 'from the astrologer' });
    await refused({ type: 'message', consultationId: s.id, id: theirs, text: 'forged' }, 'conflict');
    expect((await stored(s.id)).map((m) => m.body)).toEqual([markup, 'from the astrologer']);
    expect(await charges(s.user.id)).toBe(chargedBefore);
  });

  it('out of order: no message before accept or after end', async () => {
    const s = await session(false);
    const user = await connectAs(s.user);
    const early = await user.send({ type: 'message', consultationId: s.id, id: randomUUID(), text: 'hello?' });
    expect(early).toMatchObject({ ok: false, code: 'conflict' });
    const endEarly = await app.inject({ method: 'POST', url: `/api/consultations/${s.id}/end`, headers: bearer(s.user.token) });
    expect(endEarly.statusCode).toBe(409);
    await app.inject({ method: 'POST', url: `/api/consultations/${s.id}/accept`, headers: bearer(s.astro.token) });
    await app.inject({ method: 'POST', url: `/api/consultations/${s.id}/end`, headers: bearer(s.astro.token) });
    const late = await user.send({ type: 'message', consultationId: s.id, id: randomUUID(), text: 'one more' });
    expect(late).toMatchObject({ ok: false, code: 'conflict' });
    expect(await stored(s.id)).toHaveLength(0);
    expect(await charges(s.user.id)).toBe(1);
  });

  it(`a flood is rate limited after ${MESSAGE_RATE_MAX} messages`, async () => {
    const s = await session();
    const user = await connectAs(s.user);
    const acks = await Promise.all(
      Array.from({ length: MESSAGE_RATE_MAX + 10 }, (_, i) =>
        user.send({ type: 'message', consultationId: s.id, id: randomUUID(), text: `m${i}` }),
      ),
    );
    expect(acks.filter((a) => a.ok)).toHaveLength(MESSAGE_RATE_MAX);
    expect(acks.filter((a) => !a.ok && a.code === 'rate_limited')).toHaveLength(10);
    expect(await stored(s.id)).toHaveLength(MESSAGE_RATE_MAX);
  });

  it('the handshake needs a session; a session cookie from another origin is refused', async () => {
    await expect(client(url, {})).rejects.toThrow(/log in/);
    await expect(client(url, { token: 'x'.repeat(43) })).rejects.toThrow(/log in/);
    const u = await registerUser(app);
    const cookie = `access_token=${u.token}`;
    await expect(client(url, {}, { cookie, origin: 'https://evil.example' })).rejects.toThrow(/log in/);
    const ok = await client(url, {}, { cookie, origin: url });
    open.push(ok.socket);
    expect(ok.socket.connected).toBe(true);
  });

  it('state changes reach both sides: the request rings on the console, acceptance on the client', async () => {
    const s = await session(false);
    const astro = await connectAs(s.astro);
    const user = await connectAs(s.user);
    await app.inject({ method: 'POST', url: `/api/consultations/${s.id}/accept`, headers: bearer(s.astro.token) });
    const accepted = await user.waitFor((e) => e.type === 'consultation' && e.consultation.status === 'active');
    expect(accepted.type === 'consultation' && accepted.consultation.id).toBe(s.id);
    const bill = await user.waitFor((e) => e.type === 'billing');
    expect(bill.type === 'billing' && bill.billing.minutesCharged).toBe(1);
    expect(bill.type === 'billing' && bill.billing.balancePaise).toBeGreaterThan(0);
    const astroBill = await astro.waitFor((e) => e.type === 'billing');
    expect(astroBill.type === 'billing' && astroBill.billing.balancePaise).toBeNull();

    // A recharge during the session: the client's meter gets the new balance at once.
    const before = bill.type === 'billing' ? bill.billing.balancePaise! : 0;
    const order = await app.inject({ method: 'POST', url: '/api/wallet/orders', headers: bearer(s.user.token), payload: { coins: 100 } });
    const paid = await app.inject({
      method: 'POST',
      url: `/api/wallet/orders/${order.json().order.id}/sandbox`,
      headers: bearer(s.user.token),
      payload: { outcome: 'success' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await user.waitFor((e) => e.type === 'billing' && e.billing.balancePaise === before + 10_000);
    expect(after.type === 'billing' && after.billing.minutesCharged).toBe(1);
  });
});
