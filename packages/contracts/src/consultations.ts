/**
 * Paid consultations with human astrologers (issue 13): the rules and the REST shapes. A
 * consultation is requested by a user, rung on the astrologer's console, accepted (or declined,
 * or missed after RING_TIMEOUT_MS), then charged per started minute from the wallet until either
 * side ends it or the wallet cannot pay the next minute.
 */
import { z } from 'zod';

/** A request needs the wallet to cover this many minutes at the astrologer's price. */
export const MIN_BALANCE_MINUTES = 5;
/** An unanswered request is missed after two minutes, with nothing charged. */
export const RING_TIMEOUT_MS = 2 * 60_000;
/**
 * How long a call's party may be away (a network change, a reload) before the call ends, billed
 * to then: the time their browser has to reconnect and restart ICE. Billing runs on meanwhile,
 * and a reconnect never charges a minute twice.
 */
export const CALL_RECONNECT_GRACE_MS = 30_000;
/** The platform's share of each minute; the rest is the astrologer's earnings. */
export const COMMISSION_PERCENT = 30;
/** The user is warned when the wallet covers no more than this many minutes. */
export const LOW_BALANCE_MINUTES = 2;
export const MINUTE_MS = 60_000;

export const consultationStatuses = [
  'requested',
  'active',
  'ended',
  'declined',
  'missed',
  'cancelled',
] as const;
export const consultationStatusSchema = z.enum(consultationStatuses);
export type ConsultationStatus = z.infer<typeof consultationStatusSchema>;

export const consultationEndReasons = ['user', 'astrologer', 'balance'] as const;

/**
 * A live chat, or a voice call (issue 15: WebRTC audio, signalled over the socket). A call is
 * priced at the astrologer's call price and billed from the moment both sides report audio
 * flowing (`acceptedAt` is that moment; null while the call is still connecting).
 */
export const consultationModes = ['chat', 'call'] as const;
export const consultationModeSchema = z.enum(consultationModes);
export type ConsultationMode = z.infer<typeof consultationModeSchema>;

/** One minute's split: the platform's commission rounded to the paisa, the rest earned. */
export function splitMinute(pricePaise: number): { commissionPaise: number; earningsPaise: number } {
  const commissionPaise = Math.round((pricePaise * COMMISSION_PERCENT) / 100);
  return { commissionPaise, earningsPaise: pricePaise - commissionPaise };
}

export const consultationSchema = z.object({
  id: z.uuid(),
  astrologer: z.object({ id: z.int(), name: z.string(), slug: z.string() }),
  status: consultationStatusSchema,
  mode: consultationModeSchema.default('chat'),
  topic: z.string(),
  pricePaisePerMin: z.int().positive(),
  minutesCharged: z.int().min(0),
  chargedPaise: z.int().min(0),
  endReason: z.enum(consultationEndReasons).nullable(),
  requestedAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type Consultation = z.infer<typeof consultationSchema>;

/** POST /api/consultations. */
export const createConsultationRequestSchema = z.strictObject({
  astrologerSlug: z
    .string({ error: 'astrologerSlug is required' })
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/, 'Unknown astrologer'),
  topic: z
    .string({ error: 'Please say what you would like to ask about' })
    .trim()
    .min(1, 'Please say what you would like to ask about')
    .max(200, 'Please keep the topic under 200 characters'),
  mode: consultationModeSchema.default('chat'),
});
export type CreateConsultationRequest = z.infer<typeof createConsultationRequestSchema>;

export const consultationResponseSchema = z.object({ consultation: consultationSchema });
export const currentConsultationResponseSchema = z.object({
  consultation: consultationSchema.nullable(),
});
export const consultationParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Unknown consultation' }),
});

/**
 * GET /api/consultations/:id/ice-servers (the two parties only): the STUN and TURN servers of the
 * deployment (env ICE_URLS, ICE_USERNAME, ICE_CREDENTIAL); an empty list connects on one
 * machine or one network (host candidates only).
 */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export const iceServersResponseSchema = z.object({ iceServers: z.array(iceServerSchema) });
export type IceServer = z.infer<typeof iceServerSchema>;

/** GET /api/console/queue: requests ringing for the signed-in astrologer, oldest first. */
export const consoleQueueResponseSchema = z.object({
  requests: z.array(consultationSchema.extend({ client: z.object({ name: z.string() }) })),
});

export const consultationMessages = {
  notFound: 'Unknown consultation',
  astrologerNotFound: 'Unknown astrologer',
  lowBalance: `Your wallet must cover at least ${MIN_BALANCE_MINUTES} minutes with this astrologer. Please recharge.`,
  alreadyOpen: 'You already have a consultation open',
  notRequested: 'This request is no longer waiting',
  astrologerBusy: 'You are already in a consultation',
  notActive: 'This consultation is not active',
  astrologersOnly: 'Only astrologers can do this',
  notReviewable: 'Only a finished, paid consultation can be reviewed',
  alreadyReviewed: 'You have already reviewed this consultation',
  adminsOnly: 'Only operators can do this',
  notRefundable: 'Only an ended consultation with charges can be refunded',
  alreadyRefunded: 'This consultation has already been refunded',
} as const;

/** POST /api/consultations/:id/review: the client rates an ended, paid consultation once. */
export const REVIEW_MAX_CHARS = 1000;
export const createReviewRequestSchema = z.strictObject({
  rating: z
    .int({ error: 'Please choose from 1 to 5 stars' })
    .min(1, 'Please choose from 1 to 5 stars')
    .max(5, 'Please choose from 1 to 5 stars'),
  text: z
    .string({ error: 'A review must be text' })
    .trim()
    .max(REVIEW_MAX_CHARS, `Please keep a review under ${REVIEW_MAX_CHARS} characters`)
    .default(''),
});
export type CreateReviewRequest = z.infer<typeof createReviewRequestSchema>;

export const reviewSchema = z.object({
  id: z.uuid(),
  /** The reviewer's first name only. */
  author: z.string(),
  rating: z.int().min(1).max(5),
  text: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewResponseSchema = z.object({ review: reviewSchema });

/** GET /api/astrologers/:slug/reviews: newest first. */
export const reviewListResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.int().min(0),
});
export type ReviewList = z.infer<typeof reviewListResponseSchema>;

/** Where an astrologer is: online and free, in a session (busy), or away. */
export const availabilityStatuses = ['online', 'busy', 'offline'] as const;
export const availabilitySchema = z.object({
  id: z.int(),
  status: z.enum(availabilityStatuses),
  /**
   * Minutes until a new request would be taken: the rest of the running session and of every
   * request ahead, each at this astrologer's median session length (measured); 0 when free.
   */
  waitMinutes: z.int().min(0),
  queueLength: z.int().min(0),
});
export type Availability = z.infer<typeof availabilitySchema>;
/** GET /api/astrologers/availability?ids=1,2,3 (up to 60 ids). */
export const AVAILABILITY_MAX_IDS = 60;
export const availabilityQuerySchema = z.strictObject({
  ids: z
    .string({ error: 'ids is required' })
    .regex(/^\d{1,9}(,\d{1,9}){0,59}$/, `ids is a comma-separated list of up to ${AVAILABILITY_MAX_IDS} numbers`)
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});
export const availabilityResponseSchema = z.object({ astrologers: z.array(availabilitySchema) });

/** POST /api/console/status. */
export const consoleStatusRequestSchema = z.strictObject({
  online: z.boolean({ error: 'online must be true or false' }),
});
export const consoleStatusResponseSchema = z.object({
  online: z.boolean(),
  astrologer: z.object({ id: z.int(), name: z.string(), slug: z.string() }),
});

/** GET /api/console/earnings: per day (IST), newest first, over the last 30 days. */
export const earningsDaySchema = z.object({
  day: z.string(),
  sessions: z.int().min(0),
  minutes: z.int().min(0),
  grossPaise: z.int().min(0),
  commissionPaise: z.int().min(0),
  netPaise: z.int().min(0),
});
export const consoleEarningsResponseSchema = z.object({
  days: z.array(earningsDaySchema),
  totals: earningsDaySchema.omit({ day: true }),
});
export type ConsoleEarnings = z.infer<typeof consoleEarningsResponseSchema>;

/** GET /api/consultations: the signed-in person's past consultations, either side, newest first. */
export const consultationHistoryResponseSchema = z.object({
  consultations: z.array(
    consultationSchema.extend({
      side: z.enum(['user', 'astrologer']),
      client: z.object({ name: z.string() }),
      reviewed: z.boolean(),
    }),
  ),
});

/** POST /api/consultations/:id/refund (admins): every coin of an ended consultation back. */
export const refundResponseSchema = z.object({
  consultation: consultationSchema,
  refundedPaise: z.int().positive(),
});

/** GET /api/admin/consultations (admins): the latest 50 closed consultations, for refunds. */
export const adminConsultationListSchema = z.object({
  consultations: z.array(
    consultationSchema.extend({ client: z.object({ name: z.string() }), refunded: z.boolean() }),
  ),
});
export type AdminConsultationList = z.infer<typeof adminConsultationListSchema>;
