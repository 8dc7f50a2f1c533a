import { panchangResponseSchema, type PanchangResponse, type UiLanguage } from '@nakshatra/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface PanchangParams {
  placeId: string;
  date: string;
  lang: UiLanguage;
}

/** GET /api/panchang?placeId&date&lang: the limbs at sunrise with their start and end times. */
export async function getPanchang(p: PanchangParams, signal?: AbortSignal): Promise<PanchangResponse> {
  const query = new URLSearchParams({ placeId: p.placeId, date: p.date, lang: p.lang });
  return apiRequest(`/panchang?${query.toString()}`, { schema: panchangResponseSchema, signal });
}

export function getPanchangQueryOptions(p: PanchangParams) {
  return queryOptions({
    queryKey: ['panchang', p.placeId, p.date, p.lang],
    queryFn: ({ signal }) => getPanchang(p, signal),
    staleTime: Infinity,
  });
}

export function usePanchang(p: PanchangParams) {
  return useQuery({ ...getPanchangQueryOptions(p), placeholderData: keepPreviousData });
}
