import {
  personalHoroscopeResponseSchema,
  type HoroscopePeriod,
  type PersonalHoroscopeResponse,
  type UiLanguage,
} from '@nakshatra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';

export interface PersonalHoroscopeParams {
  date: string;
  period: HoroscopePeriod;
  lang: UiLanguage;
}

/** GET /api/horoscope/personal: the reading from the signed-in user's own chart. */
export async function getPersonalHoroscope(
  p: PersonalHoroscopeParams,
  signal?: AbortSignal,
): Promise<PersonalHoroscopeResponse> {
  const query = new URLSearchParams({ date: p.date, period: p.period, lang: p.lang });
  return apiRequest(`/horoscope/personal?${query.toString()}`, {
    schema: personalHoroscopeResponseSchema,
    signal,
  });
}

export function getPersonalHoroscopeQueryOptions(p: PersonalHoroscopeParams) {
  return queryOptions({
    queryKey: ['horoscope', 'personal', p.period, p.date, p.lang],
    queryFn: ({ signal }) => getPersonalHoroscope(p, signal),
    staleTime: 5 * 60_000,
    // 409: no birth details yet; asking again will not change that until the profile is saved.
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
  });
}

export function usePersonalHoroscope(p: PersonalHoroscopeParams, enabled: boolean) {
  return useQuery({ ...getPersonalHoroscopeQueryOptions(p), enabled });
}
