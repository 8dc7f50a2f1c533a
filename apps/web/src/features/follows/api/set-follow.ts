import {
  followChangeResponseSchema,
  followClearResponseSchema,
  type Astrologer,
  type FollowChangeResponse,
  type FollowClearResponse,
} from '@nakshatra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { followsQueryKey } from './get-follows';

/** PUT /api/follows/:astrologerId (idempotent): `{astrologerId, following: true}`. */
export async function followAstrologer(astrologerId: number): Promise<FollowChangeResponse> {
  return apiRequest(`/follows/${astrologerId}`, { method: 'PUT', schema: followChangeResponseSchema });
}

/** DELETE /api/follows/:astrologerId (idempotent): `{astrologerId, following: false}`. */
export async function unfollowAstrologer(astrologerId: number): Promise<FollowChangeResponse> {
  return apiRequest(`/follows/${astrologerId}`, { method: 'DELETE', schema: followChangeResponseSchema });
}

/** DELETE /api/follows: Clear Follow (spec section 4): `{removed}`. */
export async function clearFollows(): Promise<FollowClearResponse> {
  return apiRequest('/follows', { method: 'DELETE', schema: followClearResponseSchema });
}

export interface SetFollowVariables {
  astrologer: Astrologer;
  follow: boolean;
}

/**
 * Follow or unfollow. The cached list changes at once (the button flips without waiting) and is
 * put back if the server refuses; either way it is re-read from the server afterwards.
 */
export function useSetFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ astrologer, follow }: SetFollowVariables) =>
      follow ? followAstrologer(astrologer.id) : unfollowAstrologer(astrologer.id),
    onMutate: async ({ astrologer, follow }) => {
      await queryClient.cancelQueries({ queryKey: followsQueryKey });
      const previous = queryClient.getQueryData<Astrologer[]>(followsQueryKey);
      if (previous) {
        const rest = previous.filter((a) => a.id !== astrologer.id);
        queryClient.setQueryData<Astrologer[]>(followsQueryKey, follow ? [astrologer, ...rest] : rest);
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(followsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: followsQueryKey }),
  });
}

export function useClearFollows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearFollows,
    onSuccess: () => queryClient.setQueryData<Astrologer[]>(followsQueryKey, []),
    onSettled: () => queryClient.invalidateQueries({ queryKey: followsQueryKey }),
  });
}
