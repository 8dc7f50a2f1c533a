import {
  panchangMonthResponseSchema,
  type PanchangMonthResponse,
  type SunriseConventionKey,
  type UiLanguage,
} from '@nakshatra/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface PanchangMonthParams {
  placeId: string;
  /** Gregorian year and month 1-12. */
  year: number;
  month: number;
  lang: UiLanguage;
  convention: SunriseConventionKey;
}

/** GET /api/panchang/month: each day's tithi, nakshatra, lunar month, sunrise and festivals. */
export async function getPanchangMonth(
  p: PanchangMonthParams,
  signal?: AbortSignal,
): Promise<PanchangMonthResponse> {
  const query = new URLSearchParams({
    placeId: p.placeId,
    year: String(p.year),
    month: String(p.month),
    lang: p.lang,
    convention: p.convention,
  });
  return apiRequest(`/panchang/month?${query.toString()}`, {
    schema: panchangMonthResponseSchema,
    signal,
  });
}

export function getPanchangMonthQueryOptions(p: PanchangMonthParams) {
  return queryOptions({
    queryKey: ['panchang-month', p.placeId, p.year, p.month, p.lang, p.convention],
    queryFn: ({ signal }) => getPanchangMonth(p, signal),
    staleTime: Infinity,
  });
}

export function usePanchangMonth(p: PanchangMonthParams) {
  return useQuery({ ...getPanchangMonthQueryOptions(p), placeholderData: keepPreviousData });
}
