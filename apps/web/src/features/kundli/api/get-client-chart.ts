import { clientChartResponseSchema, type ClientChartResponse, type UiLanguage } from '@nakshatra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The transits are read at the request time. The fastest graha, the Moon, moves about 13° a
 * day, 3 arcminutes in five minutes: the table's signs and houses stay right that long.
 */
const CLIENT_CHART_STALE_MS = 5 * 60_000;

/**
 * GET /api/console/consultations/:id/chart?lang: the client's chart from their saved birth
 * profile, for the astrologer the consultation is with (anyone else gets 404).
 */
export async function getClientChart(
  consultationId: string,
  lang: UiLanguage,
  signal?: AbortSignal,
): Promise<ClientChartResponse> {
  return apiRequest(`/console/consultations/${encodeURIComponent(consultationId)}/chart?lang=${lang}`, {
    schema: clientChartResponseSchema,
    signal,
  });
}

export function getClientChartQueryOptions(consultationId: string, lang: UiLanguage) {
  return queryOptions({
    queryKey: ['console', 'consultations', consultationId, 'chart', lang] as const,
    queryFn: ({ signal }) => getClientChart(consultationId, lang, signal),
    staleTime: CLIENT_CHART_STALE_MS,
    // A language switch keeps the chart on screen while its texts are fetched again; another
    // consultation never shows the previous client's chart.
    placeholderData: (previous) => (previous?.consultation.id === consultationId ? previous : undefined),
  });
}

export function useClientChart(consultationId: string, lang: UiLanguage) {
  return useQuery(getClientChartQueryOptions(consultationId, lang));
}
