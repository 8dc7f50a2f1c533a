import { consultationMessages, type CreateReviewRequest } from '@nakshatra/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { createConsoleRepository } from './console-repository.ts';
import type { ConsultationService } from './service.ts';

/** Reviews, the astrologer console's switch and books, and everyone's history. */
export function createConsoleService(db: Db, consultations: ConsultationService, now: () => number) {
  const repo = createConsoleRepository(db);
  return {
    async review(userId: string, id: string, body: CreateReviewRequest) {
      const result = await repo.review(userId, id, body.rating, body.text);
      if (result === 'not_reviewable')
        throw new AppError(409, 'conflict', consultationMessages.notReviewable);
      if (result === 'reviewed')
        throw new AppError(409, 'conflict', consultationMessages.alreadyReviewed);
      return result;
    },

    async status(userId: string) {
      return repo.status(await consultations.astrologerOf(userId));
    },

    async setOnline(userId: string, online: boolean) {
      const result = await repo.setOnline(userId, online);
      if (result === null) throw new AppError(403, 'forbidden', consultationMessages.astrologersOnly);
      return result;
    },

    async earnings(userId: string) {
      return repo.earnings(await consultations.astrologerOf(userId), now());
    },

    async history(userId: string, role: string) {
      const astrologerId = role === 'astrologer' ? await consultations.astrologerOf(userId) : null;
      return repo.history(userId, astrologerId);
    },
  };
}
export type ConsoleService = ReturnType<typeof createConsoleService>;
