import { placesResponseSchema, type Place } from '@nakshatra/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Suggestions shown at once: enough to find a town among namesakes, short enough to scan. */
export const PLACE_SUGGESTIONS = 8;
/** Below this many characters a search matches too much to help. */
export const PLACE_MIN_CHARS = 2;

/** GET /api/places?q=&limit=: best matches first (name prefix, then population). */
export async function searchPlaces(q: string, limit = PLACE_SUGGESTIONS, signal?: AbortSignal): Promise<Place[]> {
  const query = new URLSearchParams({ q, limit: String(limit) });
  return apiRequest(`/places?${query.toString()}`, { schema: placesResponseSchema, signal });
}

export function searchPlacesQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['places', 'search', q.toLowerCase()],
    queryFn: ({ signal }) => searchPlaces(q, PLACE_SUGGESTIONS, signal),
    // The gazetteer does not change while the app runs.
    staleTime: Infinity,
  });
}

export function usePlaceSearch(q: string) {
  return useQuery({
    ...searchPlacesQueryOptions(q),
    enabled: q.trim().length >= PLACE_MIN_CHARS,
    // The previous suggestions stay while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}

/** "Pune, Maharashtra, India": the label an option shows and the location name it fills in. */
export function placeLabel(place: Pick<Place, 'name' | 'state' | 'district' | 'country'>): string {
  const parts = [place.name, place.district, place.state, place.country].filter(
    (part, i, all): part is string => Boolean(part) && all.indexOf(part) === i,
  );
  return parts.join(', ');
}
