import { horoscopeResponseSchema, type HoroscopePeriod, type HoroscopeResponse, type HoroscopeSignId, type UiLanguage } from '@nakshatra/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface HoroscopeParams {
  sign: HoroscopeSignId;
  date: string;
  period: HoroscopePeriod;
  lang: UiLanguage;
}

/** GET /api/horoscope/:sign?date&period&lang: the reading derived from that day's transits. */
export async function getHoroscope(p: HoroscopeParams, signal?: AbortSignal): Promise<HoroscopeResponse> {
  const query = new URLSearchParams({ date: p.date, period: p.period, lang: p.lang });
  return apiRequest(`/horoscope/${p.sign}?${query.toString()}`, { schema: horoscopeResponseSchema, signal });
}

export function getHoroscopeQueryOptions(p: HoroscopeParams) {
  return queryOptions({
    queryKey: ['horoscope', p.sign, p.period, p.date, p.lang],
    queryFn: ({ signal }) => getHoroscope(p, signal),
    // Same sign, date and language always give the same text (the server caches it too).
    staleTime: Infinity,
  });
}

export function useHoroscope(p: HoroscopeParams) {
  return useQuery({ ...getHoroscopeQueryOptions(p), placeholderData: keepPreviousData });
}
