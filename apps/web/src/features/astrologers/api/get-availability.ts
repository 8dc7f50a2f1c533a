import {
  AVAILABILITY_MAX_IDS,
  availabilityResponseSchema,
  type Availability,
} from '@nakshatra/contracts';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { astrologersQueryKey } from './list-astrologers';

/** How often cards and profiles ask again: statuses and waits move by the minute. */
export const AVAILABILITY_REFETCH_MS = 30_000;

/** GET /api/astrologers/availability: status and measured wait of up to 60 astrologers. */
export async function getAvailability(ids: readonly number[], signal?: AbortSignal): Promise<Availability[]> {
  const response = await apiRequest(`/astrologers/availability?ids=${ids.join(',')}`, {
    schema: availabilityResponseSchema,
    signal,
  });
  return response.astrologers;
}

export function getAvailabilityQueryOptions(ids: readonly number[]) {
  return queryOptions({
    queryKey: [...astrologersQueryKey, 'availability', ids],
    queryFn: ({ signal }) => getAvailability(ids, signal),
    staleTime: AVAILABILITY_REFETCH_MS,
    refetchInterval: AVAILABILITY_REFETCH_MS,
  });
}

/**
 * What a card shows: the astrologer's availability; `undefined` while it loads (the card keeps
 * the space), `null` when it could not be had (the card falls back to the directory's online flag).
 */
export type AvailabilityOf = (id: number) => Availability | null | undefined;

/**
 * Availability of the cards on screen: one request per group of ids (a page of cards), so a
 * new page asks only for its own; groups over the server's limit are split.
 */
export function useAvailability(groups: readonly (readonly number[])[]): AvailabilityOf {
  const requests: number[][] = [];
  for (const ids of groups) {
    for (let i = 0; i < ids.length; i += AVAILABILITY_MAX_IDS) requests.push(ids.slice(i, i + AVAILABILITY_MAX_IDS));
  }
  const results = useQueries({ queries: requests.map((ids) => getAvailabilityQueryOptions(ids)) });
  const known = new Map<number, Availability | null>();
  results.forEach((result, i) => {
    // Answered (ids it left out are unknown to the server), or failed with nothing to show.
    if (result.data || result.isError) for (const id of requests[i]!) known.set(id, null);
    for (const a of result.data ?? []) known.set(a.id, a);
  });
  return (id) => known.get(id);
}
