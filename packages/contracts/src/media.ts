/** Astrologers' pictures: GET /api/media/astrologers/:picId. */
import { z } from 'zod';

/** Images are served from this base plus the picId (spec section 3: "a base address plus picId"). */
export const ASTROLOGER_MEDIA_PATH = '/api/media/astrologers/';

/** The URL of an astrologer's avatar or album picture, relative to the API's origin. */
export function astrologerMediaUrl(picId: string): string {
  return ASTROLOGER_MEDIA_PATH + encodeURIComponent(picId);
}

/**
 * Path of GET /api/media/astrologers/:picId. Any text: the server's picId parser decides, and
 * everything that is not a picture's one canonical id is a 404, never a 400.
 */
export const astrologerMediaParamsSchema = z.strictObject({ picId: z.string() });
