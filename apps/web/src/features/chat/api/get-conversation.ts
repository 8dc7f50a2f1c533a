import { conversationSchema, type Conversation, type UiLanguage } from '@nakshatra/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/chat/conversations/:id: one conversation with its messages, greeting in `lang`. */
export function getConversation(
  id: string,
  lang: UiLanguage,
  signal?: AbortSignal,
): Promise<Conversation> {
  return apiRequest(`/chat/conversations/${encodeURIComponent(id)}?lang=${lang}`, {
    schema: conversationSchema,
    signal,
  });
}
