import {
  LIST_PAGE_SIZE,
  listFilterResponseSchema,
  type AstrologerService,
  type ListFilterResponse,
} from '@nakshatra/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toListQuery, type ListFilters } from '../lib/filters';

/** GET /api/consultants/list-filter: one page, filtered and sorted on the server. */
export async function listAstrologers(
  filters: ListFilters,
  service: AstrologerService,
  pageNo: number,
  { pageSize = LIST_PAGE_SIZE, online, signal }: { pageSize?: number; online?: boolean; signal?: AbortSignal } = {},
): Promise<ListFilterResponse> {
  const query = new URLSearchParams(toListQuery(filters, service, pageNo, pageSize));
  if (online) query.set('online', 'true');
  return apiRequest(`/consultants/list-filter?${query.toString()}`, { schema: listFilterResponseSchema, signal });
}

export const astrologersQueryKey = ['astrologers'] as const;

/** Pages of 18 (spec section 9), from pageNo 0, until the server says there are no more. */
export function getAstrologersInfiniteQueryOptions(filters: ListFilters, service: AstrologerService) {
  return infiniteQueryOptions({
    queryKey: [...astrologersQueryKey, 'list', service, filters],
    queryFn: ({ pageParam, signal }) => listAstrologers(filters, service, pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last: ListFilterResponse) => (last.pageNo + 1 < last.totalPages ? last.pageNo + 1 : undefined),
  });
}

export function useAstrologersInfinite(filters: ListFilters, service: AstrologerService) {
  return useInfiniteQuery(getAstrologersInfiniteQueryOptions(filters, service));
}

export interface PreviewQuery {
  filters: ListFilters;
  online: boolean;
  pageSize: number;
}

/** A short list for the home page: the first page of a fixed query. */
export function getAstrologersPreviewQueryOptions(preview: PreviewQuery) {
  return queryOptions({
    queryKey: [...astrologersQueryKey, 'preview', preview],
    queryFn: ({ signal }) =>
      listAstrologers(preview.filters, 'chat', 0, { pageSize: preview.pageSize, online: preview.online, signal }),
  });
}

export function useAstrologersPreview(preview: PreviewQuery) {
  return useQuery({ ...getAstrologersPreviewQueryOptions(preview), placeholderData: keepPreviousData });
}
