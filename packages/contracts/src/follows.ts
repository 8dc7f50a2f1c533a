/** The user's follow list: GET, PUT and DELETE /api/follows[/:astrologerId]. */
import { z } from 'zod';
import { astrologerSchema } from './astrologers.ts';

export const followListResponseSchema = z.object({ data: z.array(astrologerSchema) });
export type FollowListResponse = z.infer<typeof followListResponseSchema>;

/** Path of PUT and DELETE /api/follows/:astrologerId. */
export const followParamsSchema = z.strictObject({
  astrologerId: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z
      .int({ error: 'astrologerId must be a positive whole number' })
      .min(1, 'astrologerId must be a positive whole number')
      .max(2_147_483_647, 'astrologerId must be a positive whole number'),
  ),
});
export type FollowParams = z.infer<typeof followParamsSchema>;

/**
 * Answer of PUT (follow) and DELETE (unfollow) /api/follows/:astrologerId. Both are idempotent:
 * following twice or unfollowing someone not followed gives the same answer as the first time.
 */
export const followChangeResponseSchema = z.object({
  astrologerId: z.int().positive(),
  following: z.boolean(),
});
export type FollowChangeResponse = z.infer<typeof followChangeResponseSchema>;

/** Answer of DELETE /api/follows (the spec's 'Clear Follow'): how many follows were removed. */
export const followClearResponseSchema = z.object({ removed: z.int().min(0) });
export type FollowClearResponse = z.infer<typeof followClearResponseSchema>;
