import {
  panchangResponseSchema,
  type PanchangResponse,
  type SunriseConventionKey,
  type UiLanguage,
} from '@nakshatra/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface PanchangParams {
  placeId: string;
  date: string;
  lang: UiLanguage;
  /** Sunrise convention: 'limb' (default, as Drik Panchang) or 'centre'. */
  convention: SunriseConventionKey;
}

/** GET /api/panchang?placeId&date&lang&convention: the limbs at sunrise, muhurtas, festivals. */
export async function getPanchang(
  p: PanchangParams,
  signal?: AbortSignal,
): Promise<PanchangResponse> {
  const query = new URLSearchParams({
    placeId: p.placeId,
    date: p.date,
    lang: p.lang,
    convention: p.convention,
  });
  return apiRequest(`/panchang?${query.toString()}`, { schema: panchangResponseSchema, signal });
}

export function getPanchangQueryOptions(p: PanchangParams) {
  return queryOptions({
    queryKey: ['panchang', p.placeId, p.date, p.lang, p.convention],
    queryFn: ({ signal }) => getPanchang(p, signal),
    staleTime: Infinity,
  });
}

export function usePanchang(p: PanchangParams) {
  return useQuery({ ...getPanchangQueryOptions(p), placeholderData: keepPreviousData });
}
