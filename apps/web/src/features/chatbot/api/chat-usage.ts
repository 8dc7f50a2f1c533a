import { chatUsageSchema, conversationSchema, type ChatContext, type Conversation, type UiLanguage } from '@nakshatra/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const chatUsageQueryKey = ['chat', 'usage'] as const;

/** GET /api/chat/usage: today's questions used, the daily limit and what is left. */
export function chatUsageQueryOptions() {
  return queryOptions({
    queryKey: chatUsageQueryKey,
    queryFn: ({ signal }) => apiRequest('/chat/usage', { schema: chatUsageSchema, signal }),
    staleTime: 0,
  });
}

/** POST /api/chat/conversations: a fresh conversation (the server forgets the earlier turns for it). */
export function startConversation(context: ChatContext | undefined, lang: UiLanguage): Promise<Conversation> {
  return apiRequest('/chat/conversations', {
    method: 'POST',
    body: context ? { context, lang } : { lang },
    schema: conversationSchema,
  });
}
