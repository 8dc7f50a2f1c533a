import {
  type BillingState,
  type ChatSide,
  type ClientAck,
  type Consultation,
  realtimeMessages,
} from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppSocket } from '../../plugins/realtime.ts';
import { AppError } from '../../plugins/errors.ts';
import { createMessageRepository } from './messages.ts';
import type { ConsultationService } from './service.ts';
import { type ChatState, memoryChatState, redisChatState } from './shared-state.ts';

/** Presence and the message limit: in Redis when there is one (every instance sees them). */
export function chatStateFor(app: FastifyInstance): ChatState {
  const state = app.redis
    ? redisChatState(app.redis, app.config.redisKeyPrefix)
    : memoryChatState();
  app.addHook('onClose', async () => state.close());
  return state;
}

export const consultationRoom = (id: string) => `consultation:${id}`;

const other = (side: ChatSide): ChatSide => (side === 'user' ? 'astrologer' : 'user');

/** Which consultations each socket joined, and as which side (for presence on leave). */
const joined = new WeakMap<AppSocket, Map<string, ChatSide>>();

/**
 * The consultation events of the socket protocol (contracts/consultation-events.ts): join with
 * resume, messages with client ids, typing, receipts, presence. Every event is checked against
 * the consultation's parties and state before anything is stored or sent.
 */
export function registerConsultationEvents(
  app: FastifyInstance,
  service: ConsultationService,
  state: ChatState,
) {
  const rt = app.realtime;
  const messages = createMessageRepository(app.db);
  const now = () => app.config.now().getTime();

  /** The side the socket's user is on, once it joined (or after checking the parties). */
  async function sideIn(socket: AppSocket, id: string): Promise<ChatSide> {
    const known = joined.get(socket)?.get(id);
    if (known) return known;
    return (await service.sideOf(socket.data.user.id, id)).side;
  }

  rt.handle('join', async (socket, e): Promise<ClientAck> => {
    const { side } = await service.sideOf(socket.data.user.id, e.consultationId);
    const room = consultationRoom(e.consultationId);
    await socket.join(room);
    const map = joined.get(socket) ?? new Map<string, ChatSide>();
    map.set(e.consultationId, side);
    joined.set(socket, map);
    await state.joined(e.consultationId, side, socket.id);
    const peerOnline = await state.online(e.consultationId, other(side));
    rt.toRoom(room, { type: 'presence', consultationId: e.consultationId, side, online: true }, socket);
    const consultation = await service.get(e.consultationId);
    return {
      ok: true,
      consultation,
      side,
      peerOnline,
      messages: await messages.after(e.consultationId, e.afterSeq),
      billing: await service.billingState(consultation, side === 'user'),
    };
  });

  rt.handle('message', async (socket, e): Promise<ClientAck> => {
    const side = await sideIn(socket, e.consultationId);
    if (!(await state.allowMessage(socket.data.user.id, now())))
      throw new AppError(429, 'rate_limited', realtimeMessages.rateLimited);
    const stored = await messages.insert(e.id, e.consultationId, side, e.text, now());
    if (stored === 'not_active') throw new AppError(409, 'conflict', realtimeMessages.notActive);
    if (stored === null) throw new AppError(409, 'conflict', realtimeMessages.idTaken);
    if (stored.created)
      rt.toRoom(consultationRoom(e.consultationId), { type: 'message', message: stored.message });
    return { ok: true, message: stored.message };
  });

  rt.handle('typing', async (socket, e): Promise<ClientAck> => {
    const side = await sideIn(socket, e.consultationId);
    const room = consultationRoom(e.consultationId);
    rt.toRoom(room, { type: 'typing', consultationId: e.consultationId, from: side, typing: e.typing }, socket);
    return { ok: true };
  });

  rt.handle('receipt', async (socket, e): Promise<ClientAck> => {
    const of = other(await sideIn(socket, e.consultationId));
    if (await messages.receipt(e.consultationId, of, e.kind, e.upToSeq, now()))
      rt.toRoom(consultationRoom(e.consultationId), {
        type: 'receipt',
        consultationId: e.consultationId,
        of,
        kind: e.kind,
        upToSeq: e.upToSeq,
        at: new Date(now()).toISOString(),
      });
    return { ok: true };
  });

  rt.onLeave((socket) => {
    for (const [id, side] of joined.get(socket) ?? []) {
      rt.toRoom(consultationRoom(id), { type: 'presence', consultationId: id, side, online: false });
      state.left(id, side, socket.id).catch((err: unknown) => app.log.warn({ err }, 'presence'));
    }
  });
}

/** Tells both parties (every device of each, and the consultation's room) what changed. */
export function consultationNotifier(app: FastifyInstance, service: ConsultationService) {
  const rt = app.realtime;
  return {
    async changed(c: Consultation): Promise<void> {
      const p = await service.partiesOf(c.id);
      rt.toUser(p.clientId, { type: 'consultation', consultation: c });
      if (p.astrologerUserId) {
        rt.toUser(p.astrologerUserId, { type: 'consultation', consultation: c });
        rt.toUser(p.astrologerUserId, { type: 'queue', size: await service.queueSize(c.astrologer.id) });
      }
    },
    /** After a charge: the client sees their balance, the astrologer the running total. */
    async billed(c: Consultation): Promise<void> {
      const p = await service.partiesOf(c.id);
      const forClient: BillingState = await service.billingState(c, true);
      rt.toUser(p.clientId, { type: 'billing', billing: forClient });
      if (p.astrologerUserId)
        rt.toUser(p.astrologerUserId, {
          type: 'billing',
          billing: { ...forClient, balancePaise: null, minutesLeft: null },
        });
    },
  };
}
export type ConsultationNotifier = ReturnType<typeof consultationNotifier>;
