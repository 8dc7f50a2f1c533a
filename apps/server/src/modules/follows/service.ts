import {
  type Astrologer,
  directoryMessages,
  type FollowChangeResponse,
} from '@nakshatra/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { toApiAstrologer } from '../../lib/astrologers/record.ts';
import { createFollowsRepository } from './repository.ts';

export function createFollowsService(db: Db) {
  const repo = createFollowsRepository(db);
  const notFound = () => new AppError(404, 'not_found', directoryMessages.astrologerNotFound);

  return {
    async list(userId: string): Promise<Astrologer[]> {
      return (await repo.list(userId)).map(toApiAstrologer);
    },
    async follow(userId: string, astrologerId: number): Promise<FollowChangeResponse> {
      if (!(await repo.add(userId, astrologerId))) throw notFound();
      return { astrologerId, following: true };
    },
    async unfollow(userId: string, astrologerId: number): Promise<FollowChangeResponse> {
      if (!(await repo.remove(userId, astrologerId))) throw notFound();
      return { astrologerId, following: false };
    },
    async clear(userId: string): Promise<{ removed: number }> {
      return { removed: await repo.clear(userId) };
    },
  };
}
