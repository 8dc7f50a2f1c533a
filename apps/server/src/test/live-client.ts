import {
  CLIENT_EVENT,
  clientAckSchema,
  SERVER_EVENT,
  serverEventSchema,
  type ClientAck,
  type ConsultationMessage,
  type ServerEvent,
} from '@nakshatra/contracts';
import { io as connect, type Socket } from 'socket.io-client';

/**
 * A client of a real server process over HTTP and Socket.IO, as the tests that start servers as
 * child processes use it (crash.test.ts, many-instances.test.ts): no app.inject there.
 */

export interface Peer {
  socket: Socket;
  events: ServerEvent[];
  /** Messages this device has seen (acks, pushes, joins), by client id. */
  seen: Map<string, ConsultationMessage>;
  send(event: unknown): Promise<ClientAck>;
  /** Emits without an ack callback: the server still handles it and its answer is lost. */
  fire(event: unknown): void;
  waitFor(pred: (e: ServerEvent) => boolean, ms?: number): Promise<ServerEvent>;
}

/** A websocket-only Socket.IO client signed in with `token`, connected (no reconnection). */
export function socketPeer(
  url: string,
  token: string,
  seen = new Map<string, ConsultationMessage>(),
): Promise<Peer> {
  const socket = connect(url, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  const events: ServerEvent[] = [];
  const waiters: Array<{ pred: (e: ServerEvent) => boolean; resolve: (e: ServerEvent) => void }> =
    [];
  const note = (m: ConsultationMessage | undefined) => m && seen.set(m.id, m);
  socket.on(SERVER_EVENT, (raw: unknown) => {
    const e = serverEventSchema.parse(raw);
    events.push(e);
    if (e.type === 'message') note(e.message);
    for (const w of [...waiters])
      if (w.pred(e)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(e);
      }
  });
  const p: Peer = {
    socket,
    events,
    seen,
    async send(event) {
      const ack = clientAckSchema.parse(
        await socket.timeout(5000).emitWithAck(CLIENT_EVENT, event),
      );
      if (ack.ok) {
        note(ack.message);
        for (const m of ack.messages ?? []) note(m);
      }
      return ack;
    },
    fire: (event) => void socket.emit(CLIENT_EVENT, event),
    waitFor(pred, ms = 10_000) {
      const already = events.find(pred);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no such event in ${ms} ms`)), ms);
        waiters.push({ pred, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
  };
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(p));
    socket.on('connect_error', reject);
  });
}

/** A JSON request to a running server, with a Bearer token when given. */
export async function api<T>(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

/** One row per charged minute of a consultation: what it moved on each account. */
export interface MinuteRow {
  idempotency_key: string;
  wallet: number;
  earnings: number;
  commission: number;
  n: number;
}

/** The query behind the ledger checks: the minute transactions of consultation `s`. */
export function minuteLedgerQuery(s: {
  id: string;
  user: { id: string };
  astrologerId: string | number;
}): [string, string[]] {
  return [
    `select t.idempotency_key,
            sum(e.amount_paise) filter (where e.account = $2)::int as wallet,
            sum(e.amount_paise) filter (where e.account = $3)::int as earnings,
            sum(e.amount_paise) filter (where e.account = 'platform:commission')::int as commission,
            count(e.id)::int as n
     from nakshatra.ledger_transactions t join nakshatra.ledger_entries e on e.transaction_id = t.id
     where t.idempotency_key like $1 group by t.idempotency_key`,
    [
      `consultation:${s.id}:minute:%`,
      `wallet:${s.user.id}`,
      `earnings:astrologer:${s.astrologerId}`,
    ],
  ];
}
