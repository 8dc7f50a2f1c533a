import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  CALL_RECONNECT_GRACE_MS,
  CLIENT_EVENT,
  type ClientAck,
  clientAckSchema,
  SDP_MAX_CHARS,
  SERVER_EVENT,
  type ServerEvent,
  serverEventSchema,
} from '@nakshatra/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, testRedisUrl, useBackend } from '../../test/backends.ts';
import { bearer, registerUser } from '../../test/factories.ts';

type Rows<T> = { rows: T[] };

/** A socket.io-client connection that records every server event, parsed by the contract. */
interface Client {
  events: ServerEvent[];
  send(event: unknown): Promise<ClientAck>;
  waitFor(pred: (e: ServerEvent) => boolean, ms?: number): Promise<ServerEvent>;
}

function client(url: string, token: string, open: Socket[]): Promise<Client> {
  const socket = connect(url, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  open.push(socket);
  const events: ServerEvent[] = [];
  socket.on(SERVER_EVENT, (raw: unknown) => void events.push(serverEventSchema.parse(raw)));
  const c: Client = {
    events,
    send: async (event) =>
      clientAckSchema.parse(await socket.timeout(5000).emitWithAck(CLIENT_EVENT, event)),
    waitFor: async (pred, ms = 5000) => {
      const until = Date.now() + ms;
      for (;;) {
        const seen = events.find(pred);
        if (seen) return seen;
        if (Date.now() > until) throw new Error('no such event');
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(c));
    socket.on('connect_error', reject);
  });
}

const ICE = [
  {
    urls: ['stun:stun.example.org:3478', 'turn:turn.example.org:3478'],
    username: 'u',
    credential: 'p',
  },
];

const redisUrl = testRedisUrl();

describe.each(testBackends())('voice calls on $name', (backend) => {
  const ctx = useBackend(backend);
  let app: FastifyInstance;
  let url: string;
  const open: Socket[] = [];
  let astrologers: { id: number; slug: string; call_price_rupees_per_min: number }[];
  let next = 0;

  beforeAll(async () => {
    app = await ctx.build({ iceServers: ICE });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const res = (await app.db.execute(sql`
      select id, slug, call_price_rupees_per_min from nakshatra.astrologers
      where call_price_rupees_per_min > 0 order by id desc limit 10`)) as unknown as Rows<{
      id: number;
      slug: string;
      call_price_rupees_per_min: number;
    }>;
    astrologers = res.rows;
  });
  afterAll(() => {
    for (const s of open) s.disconnect();
  });

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

  const charges = async (userId: string) =>
    Number(
      (
        (await app.db.execute(sql`
          select count(*)::int as n from nakshatra.ledger_entries
          where account = ${`wallet:${userId}`} and amount_paise < 0`)) as unknown as Rows<{
          n: number;
        }>
      ).rows[0]!.n,
    );

  /** A funded user calls an astrologer login, who accepts; both are joined on sockets. */
  async function acceptedCall(mode: 'chat' | 'call' = 'call', astroUrl?: string, on = app) {
    const a = astrologers[next++]!;
    const astroUser = await registerUser(app, { name: 'Astro Login' });
    await app.db.execute(sql`
      update nakshatra.users set role = 'astrologer', astrologer_id = ${a.id} where id = ${astroUser.id}`);
    const user = await registerUser(app, { name: 'Asha Rao' });
    await fund(user.id, 1_000_000);
    const created = await on.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: bearer(user.token),
      payload: { astrologerSlug: a.slug, topic: 'Marriage timing', mode },
    });
    expect(created.statusCode, created.body).toBe(201);
    const c = (
      created.json() as { consultation: { id: string; mode: string; pricePaisePerMin: number } }
    ).consultation;
    const acc = await on.inject({
      method: 'POST',
      url: `/api/consultations/${c.id}/accept`,
      headers: bearer(astroUser.token),
    });
    expect(acc.statusCode, acc.body).toBe(200);
    const u = await client(url, user.token, open);
    const s = await client(astroUrl ?? url, astroUser.token, open);
    for (const x of [u, s])
      expect((await x.send({ type: 'join', consultationId: c.id })).ok).toBe(true);
    return {
      id: c.id,
      astrologerId: a.id,
      c,
      accepted: acc.json() as { consultation: Record<string, unknown> },
      user,
      astroUser,
      u,
      s,
      price: a.call_price_rupees_per_min * 100,
    };
  }

  it('a call is priced at the call price and charges nothing until both sides have audio', async () => {
    const k = await acceptedCall();
    expect(k.c).toMatchObject({ mode: 'call', pricePaisePerMin: k.price });
    expect(k.accepted.consultation).toMatchObject({
      status: 'active',
      acceptedAt: null,
      minutesCharged: 0,
    });
    expect(await charges(k.user.id)).toBe(0);
    // Connecting is already busy in the directory.
    const avail = await app.inject({ url: `/api/astrologers/availability?ids=${k.astrologerId}` });
    expect(avail.json()).toMatchObject({ astrologers: [{ id: k.astrologerId, status: 'busy' }] });

    const first = await k.u.send({ type: 'call-media', consultationId: k.id, flowing: true });
    expect(first.ok && first.consultation?.acceptedAt).toBeNull();
    expect(await charges(k.user.id)).toBe(0);
    const second = await k.s.send({ type: 'call-media', consultationId: k.id, flowing: true });
    expect(second.ok && second.consultation).toMatchObject({ minutesCharged: 1 });
    await k.u.waitFor((e) => e.type === 'billing' && e.billing.minutesCharged === 1);
    // A report again (a reconnect): no second start, no second charge.
    await k.u.send({ type: 'call-media', consultationId: k.id, flowing: true });
    expect(await charges(k.user.id)).toBe(1);

    const ended = await app.inject({
      method: 'POST',
      url: `/api/consultations/${k.id}/end`,
      headers: bearer(k.user.token),
    });
    expect(ended.json()).toMatchObject({ consultation: { status: 'ended', minutesCharged: 1 } });
    expect(await charges(k.user.id)).toBe(1);
  });

  it('relays offer, answer and candidates to the other party only; outsiders and bad payloads are refused', async () => {
    const k = await acceptedCall();
    const offer = { kind: 'offer', sdp: 'v=0 offer' };
    expect((await k.u.send({ type: 'call-signal', consultationId: k.id, signal: offer })).ok).toBe(
      true,
    );
    await k.s.waitFor(
      (e) => e.type === 'call-signal' && e.from === 'user' && e.signal.kind === 'offer',
    );
    const ice = {
      kind: 'ice',
      candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    await k.s.send({
      type: 'call-signal',
      consultationId: k.id,
      signal: { kind: 'answer', sdp: 'v=0 answer' },
    });
    await k.s.send({ type: 'call-signal', consultationId: k.id, signal: ice });
    await k.u.waitFor(
      (e) => e.type === 'call-signal' && e.from === 'astrologer' && e.signal.kind === 'ice',
    );
    expect(k.u.events.some((e) => e.type === 'call-signal' && e.from === 'user')).toBe(false);

    const outsider = await registerUser(app, { name: 'Eve' });
    const o = await client(url, outsider.token, open);
    expect(
      await o.send({ type: 'call-signal', consultationId: k.id, signal: offer }),
    ).toMatchObject({ ok: false, code: 'not_found' });
    expect(await o.send({ type: 'call-media', consultationId: k.id, flowing: true })).toMatchObject(
      { ok: false, code: 'not_found' },
    );
    const big = { kind: 'offer', sdp: 'x'.repeat(SDP_MAX_CHARS + 1) };
    expect(
      await k.u.send({ type: 'call-signal', consultationId: k.id, signal: big }),
    ).toMatchObject({ ok: false, code: 'validation_failed' });
    const extra = { ...ice, evil: true };
    expect(
      await k.u.send({ type: 'call-signal', consultationId: k.id, signal: extra }),
    ).toMatchObject({ ok: false, code: 'validation_failed' });

    const ices = await app.inject({
      url: `/api/consultations/${k.id}/ice-servers`,
      headers: bearer(k.astroUser.token),
    });
    expect(ices.json()).toEqual({ iceServers: ICE });
    const denied = await app.inject({
      url: `/api/consultations/${k.id}/ice-servers`,
      headers: bearer(outsider.token),
    });
    expect(denied.statusCode).toBe(404);
  });

  it('a chat is not signalled; a call whose connection failed ends, billed to then', async () => {
    const chat = await acceptedCall('chat');
    expect(
      await chat.u.send({
        type: 'call-signal',
        consultationId: chat.id,
        signal: { kind: 'offer', sdp: 'v=0' },
      }),
    ).toMatchObject({ ok: false, code: 'conflict' });

    const k = await acceptedCall();
    await k.u.send({ type: 'call-media', consultationId: k.id, flowing: true });
    await k.s.send({ type: 'call-media', consultationId: k.id, flowing: true });
    const dropped = await k.s.send({ type: 'call-media', consultationId: k.id, flowing: false });
    expect(dropped.ok && dropped.consultation).toMatchObject({
      status: 'ended',
      endReason: 'astrologer',
      minutesCharged: 1,
    });
    await k.u.waitFor((e) => e.type === 'consultation' && e.consultation.status === 'ended');
    expect(await charges(k.user.id)).toBe(1);
  });

  it('a call whose party stays away past the grace ends, billed to then; a reconnect in time keeps it', async () => {
    // Its own app with a hand-moved clock; the billing loop (and the watch) runs every second.
    let clock = Date.now();
    const timed = await ctx.build({ now: () => new Date(clock) });
    await timed.listen({ port: 0, host: '127.0.0.1' });
    const saved = url;
    url = `http://127.0.0.1:${(timed.server.address() as AddressInfo).port}`;
    try {
      const k = await acceptedCall('call', undefined, timed);
      await k.u.send({ type: 'call-media', consultationId: k.id, flowing: true });
      await k.s.send({ type: 'call-media', consultationId: k.id, flowing: true });
      await k.u.waitFor((e) => e.type === 'billing' && e.billing.minutesCharged === 1);
      const passes = () => new Promise((r) => setTimeout(r, 2_500));
      // The user's network drops; back within the grace on a new socket: the call goes on.
      open
        .find((x) => x.auth && (x.auth as { token: string }).token === k.user.token)
        ?.disconnect();
      clock += CALL_RECONNECT_GRACE_MS - 5_000;
      await passes();
      const back = await client(url, k.user.token, open);
      expect((await back.send({ type: 'join', consultationId: k.id })).ok).toBe(true);
      clock += 10_000;
      await passes();
      const still = await timed.inject({
        url: '/api/consultations/current',
        headers: bearer(k.user.token),
      });
      expect(still.json()).toMatchObject({ consultation: { id: k.id, status: 'active' } });
      // Then the astrologer goes and stays away: ended as theirs once the grace has run out.
      open
        .find((x) => x.auth && (x.auth as { token: string }).token === k.astroUser.token)
        ?.disconnect();
      await passes();
      clock += CALL_RECONNECT_GRACE_MS - 2_000;
      await passes();
      expect(
        back.events.some((e) => e.type === 'consultation' && e.consultation.status === 'ended'),
      ).toBe(false);
      clock += 3_000;
      const ended = await back.waitFor(
        (e) => e.type === 'consultation' && e.consultation.status === 'ended',
        5_000,
      );
      // 66 s on the clock since the audio started: two minutes begun, each charged once.
      expect(ended.type === 'consultation' && ended.consultation).toMatchObject({
        endReason: 'astrologer',
        minutesCharged: 2,
      });
      expect(await charges(k.user.id)).toBe(2);
    } finally {
      url = saved;
    }
  }, 30_000);

  it.skipIf(!redisUrl)(
    'with Redis, the user on one instance and the astrologer on another: relayed, billed once',
    async () => {
      const prefix = `nk:test:${randomBytes(4).toString('hex')}:`;
      const two = await Promise.all(
        [1, 2].map(() => ctx.build({ redisUrl, redisKeyPrefix: prefix })),
      );
      const urls: string[] = [];
      for (const a of two) {
        await a.listen({ port: 0, host: '127.0.0.1' });
        urls.push(`http://127.0.0.1:${(a.server.address() as AddressInfo).port}`);
      }
      const saved = url;
      url = urls[0]!;
      try {
        const k = await acceptedCall('call', urls[1]);
        await k.u.send({
          type: 'call-signal',
          consultationId: k.id,
          signal: { kind: 'offer', sdp: 'v=0 offer' },
        });
        await k.s.waitFor((e) => e.type === 'call-signal' && e.signal.kind === 'offer');
        await k.s.send({
          type: 'call-signal',
          consultationId: k.id,
          signal: { kind: 'answer', sdp: 'v=0 answer' },
        });
        await k.u.waitFor((e) => e.type === 'call-signal' && e.signal.kind === 'answer');
        await Promise.all([
          k.u.send({ type: 'call-media', consultationId: k.id, flowing: true }),
          k.s.send({ type: 'call-media', consultationId: k.id, flowing: true }),
        ]);
        await k.u.waitFor((e) => e.type === 'billing' && e.billing.minutesCharged === 1);
        await k.s.waitFor((e) => e.type === 'billing' && e.billing.minutesCharged === 1);
        expect(await charges(k.user.id)).toBe(1);
      } finally {
        url = saved;
      }
    },
  );
});
