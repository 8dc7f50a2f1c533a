import { matchingResponseSchema, type MatchingRequestInput, type MatchingResponse } from '@nakshatra/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/matching: Ashtakoota out of 36, the Manglik check and the verdict. */
export async function matchKundlis(body: MatchingRequestInput): Promise<MatchingResponse> {
  return apiRequest('/matching', { method: 'POST', body, schema: matchingResponseSchema });
}

export function useMatchKundlis() {
  return useMutation({ mutationFn: matchKundlis });
}
