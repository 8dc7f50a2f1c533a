/**
 * The client side of the consultations bench (consultations.bench.ts forks it): every socket of
 * every session, in a process of its own, so the clients' CPU is not spent on the server's
 * event loop. Real socket.io-client connections over TCP, websocket transport, bearer tokens.
 *
 * Protocol over the IPC channel: `connect` (open both sockets of each pair, before the requests,
 * so the accept's billing event is seen), then `chat` (join, send messages, collect figures until
 * the second minute of every session was charged or the wait ran out), answered by `connected`,
 * `joined` and `result`.
 */
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CLIENT_EVENT, SERVER_EVENT } from '@nakshatra/contracts';
import { io, type Socket } from 'socket.io-client';

export interface Pair {
  userToken: string;
  astroToken: string;
}

export interface ChatPlan {
  /** In pair order. */
  sessions: Array<{ consultationId: string; acceptedAtMs: number }>;
  /** Wall clock (ms) when sending stops. */
  chatUntilMs: number;
  /** Wall clock (ms) after which billing events are no longer waited for. */
  billingUntilMs: number;
  /** Each socket sends one message every uniform [min, max] ms. */
  messageEveryMs: [number, number];
}

export type ToClients =
  /** `astroUrl`: the astrologers' sockets go to a second instance (two-instance table). */
  | { type: 'connect'; url: string; astroUrl?: string; pairs: Pair[] }
  | ({ type: 'chat' } & ChatPlan);

export interface ClientResult {
  type: 'result';
  /** Emit to the other party's `message` event, ms (same process clock on both ends). */
  latenciesMs: number[];
  /** Beside each latency: whether it was sent while the billing loop charged second minutes. */
  inBillingWave: boolean[];
  /** Per charged minute seen by the client's socket: minute and lag behind its start, ms. */
  billing: Array<{ minute: number; lagMs: number }>;
  /** Sessions whose second minute's billing event arrived. */
  secondMinuteSessions: number;
  sent: number;
  acked: number;
  refused: Record<string, number>;
  ackTimeouts: number;
  /** Acknowledged messages the other party never received. */
  undelivered: number;
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
  /** CPU time over wall time during the chat, as a share of one core. */
  cpuShare: number;
  chatSec: number;
}

/** What the chat counts as it goes. */
type Counts = Pick<ClientResult, 'sent' | 'acked' | 'refused' | 'ackTimeouts'>;

export type FromClients =
  | { type: 'connected'; sockets: number; failed: number; ms: number }
  | { type: 'joined'; ok: number; failed: number; ms: number }
  /** Sending stopped (the server's CPU share is taken over the chat alone). */
  | { type: 'chatted' }
  | ClientResult;

/** A socket and the side it is on; user sockets are at even indexes, astrologers' at odd. */
interface Seat {
  socket: Socket;
  side: 'user' | 'astrologer';
  pair: number;
}

/**
 * The event-loop delay histogram samples with a timer of this period and records the period
 * plus the lateness: the period is taken off what is reported.
 */
const ELD_RESOLUTION_MS = 10;

const seats: Seat[] = [];
/** Message id -> [performance.now(), Date.now()] at the emit. */
const sentAtMs = new Map<string, [number, number]>();
const delivered = new Set<string>();
const acked = new Set<string>();
const latenciesMs: number[] = [];
const sentAtWallMs: number[] = [];
/** consultationId -> minute -> wall clock when its billing event reached the client's socket. */
const billingSeen = new Map<string, Map<number, number>>();

const send = (m: FromClients) => process.send!(m);

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

interface Pushed {
  type: string;
  message?: { id: string; from: string };
  billing?: { consultationId: string; minutesCharged: number };
}

function listen(seat: Seat) {
  seat.socket.on(SERVER_EVENT, (e: Pushed) => {
    if (e.type === 'message' && e.message && e.message.from !== seat.side) {
      const t = sentAtMs.get(e.message.id);
      if (t !== undefined && !delivered.has(e.message.id)) {
        latenciesMs.push(performance.now() - t[0]);
        sentAtWallMs.push(t[1]);
        delivered.add(e.message.id);
      }
    } else if (e.type === 'billing' && e.billing && seat.side === 'user') {
      const byMinute = billingSeen.get(e.billing.consultationId) ?? new Map<number, number>();
      if (!byMinute.has(e.billing.minutesCharged))
        byMinute.set(e.billing.minutesCharged, Date.now());
      billingSeen.set(e.billing.consultationId, byMinute);
    }
  });
}

function open(url: string, token: string): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function connectAll(url: string, pairs: Pair[], astroUrl = url) {
  const t0 = performance.now();
  let failed = 0;
  const jobs = pairs.flatMap((p, pair) => [
    { token: p.userToken, side: 'user' as const, pair },
    { token: p.astroToken, side: 'astrologer' as const, pair },
  ]);
  await pool(jobs, 50, async (job, i) => {
    try {
      const target = job.side === 'astrologer' ? astroUrl : url;
      const seat: Seat = { socket: await open(target, job.token), side: job.side, pair: job.pair };
      listen(seat);
      seats[i] = seat;
    } catch {
      failed++;
    }
  });
  send({
    type: 'connected',
    sockets: seats.filter(Boolean).length,
    failed,
    ms: performance.now() - t0,
  });
}

async function joinAll(plan: ChatPlan) {
  const t0 = performance.now();
  let ok = 0;
  let failed = 0;
  await pool(seats, 50, async (seat) => {
    const consultationId = plan.sessions[seat.pair]!.consultationId;
    const ack = (await seat.socket
      .timeout(30_000)
      .emitWithAck(CLIENT_EVENT, { type: 'join', consultationId })
      .catch(() => ({ ok: false }))) as { ok: boolean };
    if (ack.ok) ok++;
    else failed++;
  });
  send({ type: 'joined', ok, failed, ms: performance.now() - t0 });
}

/** Each socket sends at a random interval until `chatUntilMs`; resolves when all stopped. */
async function chat(plan: ChatPlan, counts: Counts) {
  const [min, max] = plan.messageEveryMs;
  const gap = () => min + Math.random() * (max - min);
  const inFlight = new Set<Promise<void>>();
  const one = (seat: Seat, n: number) => {
    const id = randomUUID();
    const consultationId = plan.sessions[seat.pair]!.consultationId;
    sentAtMs.set(id, [performance.now(), Date.now()]);
    counts.sent++;
    const p = seat.socket
      .timeout(10_000)
      .emitWithAck(CLIENT_EVENT, { type: 'message', consultationId, id, text: `${seat.side} ${n}` })
      .then((ack: { ok: boolean; code?: string }) => {
        if (ack.ok) {
          counts.acked++;
          acked.add(id);
        } else {
          const code = ack.code ?? 'unknown';
          counts.refused[code] = (counts.refused[code] ?? 0) + 1;
        }
      })
      .catch(() => void counts.ackTimeouts++)
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  await Promise.all(
    seats.map(async (seat) => {
      // Spread the first messages over one interval, then keep each socket's own rhythm.
      let wait = Math.random() * max;
      for (let n = 1; Date.now() + wait < plan.chatUntilMs; n++) {
        await new Promise((r) => setTimeout(r, wait));
        one(seat, n);
        wait = gap();
      }
    }),
  );
  await Promise.all(inFlight);
}

async function waitForSecondMinutes(plan: ChatPlan) {
  const done = () => plan.sessions.every((s) => billingSeen.get(s.consultationId)?.has(2));
  while (!done() && Date.now() < plan.billingUntilMs) await new Promise((r) => setTimeout(r, 200));
}

function billingLags(plan: ChatPlan) {
  const billing: ClientResult['billing'] = [];
  let secondMinuteSessions = 0;
  for (const s of plan.sessions) {
    const byMinute = billingSeen.get(s.consultationId) ?? new Map<number, number>();
    if (byMinute.has(2)) secondMinuteSessions++;
    for (const [minute, atMs] of byMinute)
      billing.push({ minute, lagMs: atMs - (s.acceptedAtMs + (minute - 1) * 60_000) });
  }
  return { billing, secondMinuteSessions };
}

/**
 * The second minutes fall due from the first acceptance + 60 s to the last + 60 s; the loop
 * charges them within a pass or two after that (2 s allowed).
 */
function billingWave(plan: ChatPlan): boolean[] {
  const accepted = plan.sessions.map((s) => s.acceptedAtMs);
  const from = Math.min(...accepted) + 60_000;
  const to = Math.max(...accepted) + 62_000;
  return sentAtWallMs.map((t) => t >= from && t <= to);
}

async function run(plan: ChatPlan) {
  await joinAll(plan);
  const eld = monitorEventLoopDelay({ resolution: ELD_RESOLUTION_MS });
  eld.enable();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const counts: Counts = { sent: 0, acked: 0, refused: {}, ackTimeouts: 0 };
  await chat(plan, counts);
  const chatMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  eld.disable();
  send({ type: 'chatted' });
  // Deliveries still on the wire after the last ack.
  await new Promise((r) => setTimeout(r, 2000));
  await waitForSecondMinutes(plan);
  send({
    type: 'result',
    latenciesMs,
    inBillingWave: billingWave(plan),
    ...billingLags(plan),
    ...counts,
    undelivered: [...acked].filter((id) => !delivered.has(id)).length,
    eventLoopDelayP99Ms: eld.percentile(99) / 1e6 - ELD_RESOLUTION_MS,
    eventLoopDelayMaxMs: eld.max / 1e6 - ELD_RESOLUTION_MS,
    cpuShare: (cpu.user + cpu.system) / 1000 / chatMs,
    chatSec: chatMs / 1000,
  });
}

process.on('message', (m: ToClients) => {
  const task = m.type === 'connect' ? connectAll(m.url, m.pairs, m.astroUrl) : run(m);
  task.catch((err: unknown) => {
    console.error('bench clients failed:', err);
    process.exit(1);
  });
});
process.on('disconnect', () => {
  for (const seat of seats) seat?.socket.disconnect();
  process.exit(0);
});
