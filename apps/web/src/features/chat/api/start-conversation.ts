import {
  conversationSchema,
  type ChatContext,
  type Conversation,
  type UiLanguage,
} from '@nakshatra/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface StartConversationRequest {
  context: ChatContext | undefined;
  lang: UiLanguage;
}

/** POST /api/chat/conversations: a fresh conversation (the server forgets the earlier turns for it). */
export function startConversation({
  context,
  lang,
}: StartConversationRequest): Promise<Conversation> {
  return apiRequest('/chat/conversations', {
    method: 'POST',
    body: context ? { context, lang } : { lang },
    schema: conversationSchema,
  });
}

export function useStartConversation() {
  return useMutation({ mutationFn: startConversation });
}
