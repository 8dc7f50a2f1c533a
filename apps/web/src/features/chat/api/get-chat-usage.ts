import { chatUsageSchema, type ChatUsage } from '@nakshatra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const chatUsageQueryKey = ['chat', 'usage'] as const;

/** GET /api/chat/usage: today's questions used, the daily limit and what is left. */
export function getChatUsage(signal?: AbortSignal): Promise<ChatUsage> {
  return apiRequest('/chat/usage', { schema: chatUsageSchema, signal });
}

export function getChatUsageQueryOptions() {
  return queryOptions({
    queryKey: chatUsageQueryKey,
    queryFn: ({ signal }) => getChatUsage(signal),
    staleTime: 0,
  });
}

/** Only a signed-in user has a quota to read. */
export function useChatUsage({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getChatUsageQueryOptions(), enabled });
}
