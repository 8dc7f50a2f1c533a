import type { Conversation } from '@nakshatra/contracts';

/**
 * What a message shows. Texts of the bot's own lines (greeting, 'Thinking...', 'Stopped',
 * 'Error occurred.', the limit notice) are translated when rendered, so they follow the language.
 */
export type ChatItemStatus =
  'greeting' | 'sent' | 'thinking' | 'typing' | 'done' | 'stopped' | 'error' | 'limit';

export interface ChatItem {
  id: string;
  sender: 'user' | 'bot';
  /** The user's question or the answer typed so far; empty for the bot's fixed lines. */
  text: string;
  status: ChatItemStatus;
}

/** Who may ask: the overlay is a protected page, the in-page panel may be seen by guests. */
export type GuestRule = 'token-toast' | 'login-dialog';

let nextId = 0;
export const newId = () => `m${++nextId}`;
export const greetingItem = (): ChatItem => ({
  id: newId(),
  sender: 'bot',
  text: '',
  status: 'greeting',
});

/**
 * A stored conversation as the log shows it: the greeting, then each question and its answer
 * (answers were stored whole, so they show as done). The follow-up suggestions are the last
 * answer's, so the reader can go on where they left off.
 */
export function itemsFromConversation(conversation: Conversation): {
  messages: ChatItem[];
  suggestions: string[];
} {
  const messages: ChatItem[] = [greetingItem()];
  for (const m of conversation.messages) {
    messages.push(
      m.role === 'user'
        ? { id: newId(), sender: 'user', text: m.text, status: 'sent' }
        : { id: newId(), sender: 'bot', text: m.text, status: 'done' },
    );
  }
  const last = conversation.messages.at(-1);
  return { messages, suggestions: last?.role === 'assistant' ? last.suggestions : [] };
}

/**
 * Spec "Astrologer chat history": 'You: {text}' and '{name}: {text}', oldest first. The bot's
 * fixed lines (greeting, placeholders, errors) are not part of the history.
 */
export function transcriptLines(messages: ChatItem[], name: string, you: string): string[] {
  return messages
    .filter(
      (m) =>
        m.text !== '' && (m.sender === 'user' || m.status === 'done' || m.status === 'stopped'),
    )
    .map((m) => `${m.sender === 'user' ? you : name}: ${m.text}`);
}
