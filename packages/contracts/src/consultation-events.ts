/**
 * The real-time protocol of consultations (issue 13), over Socket.IO. One event name per
 * direction, each payload a discriminated union on `type`, parsed by the server's handlers and by
 * the web client alike. The README's "Real-time protocol" section documents it for third-party
 * clients.
 *
 * - Handshake: the session cookie (browsers, same origin only) or `auth: { token }` with the
 *   bearer token from POST /api/auth/login.
 * - Client to server: `socket.emit('client', event, ack)`; the ack is a `ClientAck`.
 * - Server to client: `socket.on('server', event)`.
 */
import { z } from 'zod';
import { consultationSchema } from './consultations.ts';
import { errorCodeSchema } from './errors.ts';

export const CLIENT_EVENT = 'client';
export const SERVER_EVENT = 'server';

/** Longest message body, in characters. */
export const MESSAGE_MAX_CHARS = 2000;
/** A client may send this many messages per MESSAGE_RATE_WINDOW_MS; the rest are refused. */
export const MESSAGE_RATE_MAX = 20;
export const MESSAGE_RATE_WINDOW_MS = 10_000;
/** The newest messages a join returns when the client has none (a fresh device). */
export const HISTORY_MAX = 500;

/** Longest SDP of an offer or answer, in characters (an audio-only SDP is about 3,000 to 6,000). */
export const SDP_MAX_CHARS = 16_000;
/** Longest ICE candidate line, in characters (a real one is under 300). */
export const ICE_CANDIDATE_MAX_CHARS = 1_000;

/**
 * WebRTC signalling of a call (issue 15), relayed as is to the other party. 'hello' says the
 * sender has a new connection (a first one, or after a reload): the other side drops a
 * connection it had with the sender's old one, and the caller offers afresh.
 */
export const callSignalSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('hello') }),
  z.strictObject({ kind: z.literal('offer'), sdp: z.string().min(1).max(SDP_MAX_CHARS) }),
  z.strictObject({ kind: z.literal('answer'), sdp: z.string().min(1).max(SDP_MAX_CHARS) }),
  z.strictObject({
    kind: z.literal('ice'),
    candidate: z.string().max(ICE_CANDIDATE_MAX_CHARS),
    sdpMid: z.string().max(64).nullable(),
    sdpMLineIndex: z.int().min(0).max(64).nullable(),
  }),
]);
export type CallSignal = z.infer<typeof callSignalSchema>;

export const chatSideSchema = z.enum(['user', 'astrologer']);
export type ChatSide = z.infer<typeof chatSideSchema>;

const consultationId = z.uuid({ error: 'Unknown consultation' });

export const consultationMessageSchema = z.object({
  /** Chosen by the sending client: a resend with the same id is the same message. */
  id: z.uuid(),
  consultationId: z.uuid(),
  /** Increases with every message stored (across consultations): the resume cursor. */
  seq: z.int().positive(),
  from: chatSideSchema,
  text: z.string(),
  sentAt: z.string(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type ConsultationMessage = z.infer<typeof consultationMessageSchema>;

export const clientEventSchema = z.discriminatedUnion('type', [
  /** Enter a consultation's room; returns it and the messages after `afterSeq` (resume). */
  z.strictObject({ type: z.literal('join'), consultationId, afterSeq: z.int().min(0).default(0) }),
  z.strictObject({
    type: z.literal('message'),
    consultationId,
    id: z.uuid({ error: 'A message needs a client-generated UUID' }),
    text: z
      .string()
      .trim()
      .min(1, 'A message cannot be empty')
      .max(MESSAGE_MAX_CHARS, `Please keep a message under ${MESSAGE_MAX_CHARS} characters`),
  }),
  z.strictObject({ type: z.literal('typing'), consultationId, typing: z.boolean() }),
  /** The other side's messages up to `upToSeq` reached this device (delivered) or were seen (read). */
  z.strictObject({
    type: z.literal('receipt'),
    consultationId,
    kind: z.enum(['delivered', 'read']),
    upToSeq: z.int().positive(),
  }),
  /** A call's offer, answer or ICE candidate for the other party (accepted calls only). */
  z.strictObject({ type: z.literal('call-signal'), consultationId, signal: callSignalSchema }),
  /**
   * This side's audio is flowing (`flowing`: billing starts when both sides said so) or has
   * stopped for good (the connection failed: the call ends as a hang-up by this side).
   */
  z.strictObject({ type: z.literal('call-media'), consultationId, flowing: z.boolean() }),
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;
export type ClientEventInput = z.input<typeof clientEventSchema>;

export const billingStateSchema = z.object({
  consultationId: z.uuid(),
  minutesCharged: z.int().min(0),
  chargedPaise: z.int().min(0),
  /** The client's wallet; only sent to the client. */
  balancePaise: z.int().nullable(),
  /** Whole minutes the wallet still covers after the ones charged; null for the astrologer. */
  minutesLeft: z.int().min(0).nullable(),
});
export type BillingState = z.infer<typeof billingStateSchema>;

export const serverEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: consultationMessageSchema }),
  z.object({
    type: z.literal('receipt'),
    consultationId: z.uuid(),
    /** Whose messages the receipt is about. */
    of: chatSideSchema,
    kind: z.enum(['delivered', 'read']),
    upToSeq: z.int().positive(),
    at: z.string(),
  }),
  z.object({
    type: z.literal('typing'),
    consultationId: z.uuid(),
    from: chatSideSchema,
    typing: z.boolean(),
  }),
  /** A consultation changed state (requested, accepted, declined, missed, cancelled, ended). */
  z.object({ type: z.literal('consultation'), consultation: consultationSchema }),
  /** A minute was charged (or the state after a join). */
  z.object({ type: z.literal('billing'), billing: billingStateSchema }),
  /** Astrologers only: their queue changed; fetch GET /api/console/queue. */
  z.object({ type: z.literal('queue'), size: z.int().min(0) }),
  /** The other party's offer, answer or ICE candidate. */
  z.object({
    type: z.literal('call-signal'),
    consultationId: z.uuid(),
    from: chatSideSchema,
    signal: callSignalSchema,
  }),
  /** The other side connected or left the consultation's room. */
  z.object({
    type: z.literal('presence'),
    consultationId: z.uuid(),
    side: chatSideSchema,
    online: z.boolean(),
  }),
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;

export const clientAckSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** join: the consultation, your side, and the messages after afterSeq. */
    consultation: consultationSchema.optional(),
    side: chatSideSchema.optional(),
    messages: z.array(consultationMessageSchema).optional(),
    billing: billingStateSchema.optional(),
    /** message: the stored message (the first copy when this was a resend). */
    message: consultationMessageSchema.optional(),
    /** join: whether the other side is in the room now. */
    peerOnline: z.boolean().optional(),
  }),
  z.object({ ok: z.literal(false), code: errorCodeSchema, error: z.string() }),
]);
export type ClientAck = z.infer<typeof clientAckSchema>;

export const realtimeMessages = {
  unauthorized: 'Please log in to chat',
  badEvent: 'That event is not part of the protocol',
  notFound: 'Unknown consultation',
  notActive: 'This consultation is not active',
  rateLimited: 'You are sending messages too fast. Please wait a moment.',
  idTaken: 'That message id belongs to another message',
  notCall: 'This consultation is not a call',
} as const;
