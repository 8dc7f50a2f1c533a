import {
  CALL_RECONNECT_GRACE_MS,
  type ChatSide,
  type ClientAck,
  consultationParamsSchema,
  apiErrorSchema,
  iceServersResponseSchema,
  realtimeMessages,
} from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import type { ConsultationService } from './service.ts';
import type { ChatState } from './shared-state.ts';
import { type ConsultationNotifier, consultationRoom } from './socket.ts';

/**
 * Voice calls (issue 15): the WebRTC signalling between the two parties of an accepted call,
 * relayed over the consultation's socket room (every instance, through the adapter), and the
 * audio reports that start its billing. A call's media goes browser to browser (or through the
 * deployment's TURN server); the server only sees offers, answers and candidates.
 */
export function registerCallEvents(
  app: FastifyInstance,
  service: ConsultationService,
  notify: ConsultationNotifier,
) {
  const rt = app.realtime;

  /** The caller's side, once the consultation is checked to be their active call. */
  async function activeCallSide(userId: string, id: string) {
    const { side } = await service.sideOf(userId, id);
    const c = await service.get(id);
    if (c.mode !== 'call') throw new AppError(409, 'conflict', realtimeMessages.notCall);
    if (c.status !== 'active') throw new AppError(409, 'conflict', realtimeMessages.notActive);
    return side;
  }

  rt.handle('call-signal', async (socket, e): Promise<ClientAck> => {
    const from = await activeCallSide(socket.data.user.id, e.consultationId);
    rt.toRoom(
      consultationRoom(e.consultationId),
      { type: 'call-signal', consultationId: e.consultationId, from, signal: e.signal },
      socket,
    );
    return { ok: true };
  });

  rt.handle('call-media', async (socket, e): Promise<ClientAck> => {
    const userId = socket.data.user.id;
    await activeCallSide(userId, e.consultationId);
    if (!e.flowing) {
      // The connection failed for good: the call ends as a hang-up by this side, billed to now.
      const ended = await service.end(userId, e.consultationId);
      await notify.changed(ended);
      if (ended.minutesCharged > 0) await notify.billed(ended);
      return { ok: true, consultation: ended };
    }
    const started = await service.audioFlowing(userId, e.consultationId);
    if (started) {
      await notify.changed(started);
      await notify.billed(started);
    }
    return { ok: true, consultation: started ?? (await service.get(e.consultationId)) };
  });
}

/**
 * The watch over active calls, run by the billing loop's instance: a call whose party has had no
 * socket in its room for CALL_RECONNECT_GRACE_MS ends, billed to then, as ended by the side that
 * went. It catches what no browser can report: both parties gone, or one gone while the other's
 * connection is still trying to restart. Absence is counted from the first pass that saw it, so
 * an instance that takes the billing lease over starts counting afresh (a later end, never an
 * earlier one).
 */
export function callWatch(
  service: ConsultationService,
  presence: Pick<ChatState, 'online'>,
  notify: ConsultationNotifier,
  now: () => number,
) {
  const absentSince = new Map<string, number>();
  return async function sweep(): Promise<void> {
    const calls = await service.activeCalls();
    const live = new Set(calls.map((c) => c.id));
    for (const id of absentSince.keys()) if (!live.has(id.split(':')[0]!)) absentSince.delete(id);
    for (const c of calls) {
      for (const side of ['user', 'astrologer'] as ChatSide[]) {
        const key = `${c.id}:${side}`;
        if (await presence.online(c.id, side)) {
          absentSince.delete(key);
          continue;
        }
        const since = absentSince.get(key) ?? now();
        absentSince.set(key, since);
        if (now() - since < CALL_RECONNECT_GRACE_MS) continue;
        const ended = await service.endAbandoned(c.id, c.user_id, side);
        if (ended) {
          await notify.changed(ended);
          if (ended.minutesCharged > 0) await notify.billed(ended);
        }
        break;
      }
    }
  };
}

/** GET /api/consultations/:id/ice-servers: the STUN/TURN servers, for the two parties only. */
export function iceServerRoutes(app: FastifyInstance, service: ConsultationService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/consultations/:id/ice-servers',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['consultations'],
        summary: "The STUN and TURN servers for a call (the call's parties only)",
        security: [{ bearer: [] }, { cookie: [] }],
        params: consultationParamsSchema,
        response: { 200: iceServersResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await service.sideOf(currentUser(request).id, request.params.id);
      return { iceServers: app.config.iceServers };
    },
  );
}
