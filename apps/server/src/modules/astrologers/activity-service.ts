import { type Availability, REVIEWS_PAGE_SIZE, type ReviewList } from '@nakshatra/contracts';
import type { Db } from '../../db/client.ts';
import { createActivityRepository } from './activity-repository.ts';
import { toAvailability } from './availability.ts';

/** Reviews and availability of the directory's astrologers (issue 13). */
export function createActivityService(db: Db, now: () => number) {
  const repo = createActivityRepository(db);
  return {
    /** One page of reviews (REVIEWS_PAGE_SIZE), newest first; null when the slug is unknown. */
    async reviews(slug: string, pageNo: number): Promise<ReviewList | null> {
      const page = await repo.reviews(slug, pageNo * REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE);
      if (page === null) return null;
      return {
        total: page.total,
        reviews: page.reviews.map((r) => ({
          id: r.id,
          author: r.author,
          rating: r.rating,
          text: r.body,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },

    /** Each known id's availability, in the order asked; unknown ids are left out. */
    async availability(ids: readonly number[]): Promise<Availability[]> {
      const nowMs = now();
      const rows = await repo.availability(ids, nowMs);
      const byId = new Map(rows.map((row) => [row.id, toAvailability(row, nowMs)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
