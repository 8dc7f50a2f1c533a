import { conversationListSchema, type ConversationList } from '@nakshatra/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Earlier conversations shown per page of the history list. */
export const HISTORY_PAGE_SIZE = 20;

export const conversationsQueryKey = (contextKey: string) =>
  ['chat', 'conversations', contextKey] as const;

/** GET /api/chat/conversations: one panel's conversations, newest first, titled by the first question. */
export function getConversations(
  contextKey: string,
  page: number,
  pageSize = HISTORY_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ConversationList> {
  const query = new URLSearchParams({
    context: contextKey,
    page: String(page),
    pageSize: String(pageSize),
  });
  return apiRequest(`/chat/conversations?${query.toString()}`, {
    schema: conversationListSchema,
    signal,
  });
}

export function getConversationsQueryOptions(contextKey: string) {
  return infiniteQueryOptions({
    queryKey: conversationsQueryKey(contextKey),
    queryFn: ({ pageParam, signal }) =>
      getConversations(contextKey, pageParam, HISTORY_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ConversationList) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

/** The history list; only fetched while it is open. */
export function useConversations(contextKey: string, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...getConversationsQueryOptions(contextKey), enabled });
}
