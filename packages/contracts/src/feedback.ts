/**
 * Feedback (issue 13): what a signed-in user tells the team from /feedback, listed to admins.
 * The message is plain text: stored as typed, never rendered as markup.
 */
import { z } from 'zod';
import { pageNoParam } from './common.ts';

export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 2000;
/** Per user per hour: enough to follow up on a note, too few to flood the admins' list. */
export const FEEDBACK_PER_HOUR = 5;
export const FEEDBACK_PAGE_SIZE = 20;

export const feedbackTopics = ['app', 'astrologer', 'payment', 'horoscope', 'other'] as const;
export const feedbackTopicSchema = z.enum(feedbackTopics, {
  error: `topic must be one of: ${feedbackTopics.join(', ')}`,
});
export type FeedbackTopic = z.infer<typeof feedbackTopicSchema>;

/** POST /api/feedback. */
export const feedbackRequestSchema = z.strictObject({
  topic: feedbackTopicSchema,
  /** How the user rates Nakshatra, 1 to 5 stars; optional. */
  rating: z
    .int({ error: 'rating must be a whole number from 1 to 5' })
    .min(1, 'rating must be a whole number from 1 to 5')
    .max(5, 'rating must be a whole number from 1 to 5')
    .nullish(),
  message: z
    .string({ error: 'Please write your feedback' })
    .trim()
    .min(FEEDBACK_MESSAGE_MIN, `Please write at least ${FEEDBACK_MESSAGE_MIN} characters`)
    .max(FEEDBACK_MESSAGE_MAX, `Please keep it under ${FEEDBACK_MESSAGE_MAX} characters`),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackSchema = z.object({
  id: z.uuid(),
  topic: feedbackTopicSchema,
  rating: z.int().min(1).max(5).nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** 201 from POST /api/feedback. */
export const feedbackCreatedResponseSchema = z.object({
  message: z.string(),
  feedback: feedbackSchema,
});

/** An entry as admins see it: with its author. */
export const feedbackEntrySchema = feedbackSchema.extend({
  user: z.object({ name: z.string(), email: z.string() }),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

export const feedbackListQuerySchema = z.object({
  pageNo: pageNoParam,
});

/** GET /api/feedback (admins): newest first. */
export const feedbackListResponseSchema = z.object({
  content: z.array(feedbackEntrySchema),
  pageNo: z.int(),
  pageSize: z.int(),
  totalElements: z.int(),
  totalPages: z.int(),
});
export type FeedbackListResponse = z.infer<typeof feedbackListResponseSchema>;

export const feedbackMessages = {
  received: 'Thank you! Your feedback has reached our team.',
  tooMany: `You can send ${FEEDBACK_PER_HOUR} notes an hour. Please try again later.`,
  adminsOnly: 'Only admins can read feedback',
} as const;
