import { useCallback, useState } from 'react';
import { greetingItem, newId, type ChatItem } from '../lib/chat-items';

/** The messages on screen and the follow-up suggestions: the greeting first, then each turn. */
export function useChatLog() {
  const [messages, setMessages] = useState<ChatItem[]>(() => [greetingItem()]);
  const [suggestions, setSuggestions] = useState<string[]>([]);

  const patch = useCallback((id: string, next: Partial<ChatItem>) => {
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...next } : m)));
  }, []);

  /** The question and the bot's 'Thinking...' placeholder under it. */
  const ask = useCallback((question: string, botId: string) => {
    setMessages((list) => [
      ...list,
      { id: newId(), sender: 'user', text: question, status: 'sent' },
      { id: botId, sender: 'bot', text: '', status: 'thinking' },
    ]);
  }, []);

  /** The placeholder goes and the bot's fixed line for a failure is added at the end. */
  const replaceWith = useCallback((botId: string, status: 'error' | 'limit') => {
    setMessages((list) => [
      ...list.filter((m) => m.id !== botId),
      { id: newId(), sender: 'bot', text: '', status },
    ]);
  }, []);

  /** Back to the greeting alone (a new conversation). */
  const reset = useCallback(() => {
    setMessages([greetingItem()]);
    setSuggestions([]);
  }, []);

  /** A stored conversation replaces what is on screen (restored on open, or picked from the history). */
  const load = useCallback((next: { messages: ChatItem[]; suggestions: string[] }) => {
    setMessages(next.messages);
    setSuggestions(next.suggestions);
  }, []);

  return { messages, suggestions, setSuggestions, patch, ask, replaceWith, reset, load };
}
