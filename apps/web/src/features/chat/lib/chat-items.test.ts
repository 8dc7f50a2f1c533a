import { conversationSchema } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { itemsFromConversation, transcriptLines } from './chat-items';

describe('transcriptLines (spec "Astrologer chat history")', () => {
  it("writes 'You: ...' and '{name}: ...' lines, leaving out the bot's fixed lines", () => {
    expect(
      transcriptLines(
        [
          { id: '1', sender: 'bot', text: '', status: 'greeting' },
          { id: '2', sender: 'user', text: 'Will I travel?', status: 'sent' },
          { id: '3', sender: 'bot', text: 'Yes, in spring.', status: 'done' },
          { id: '4', sender: 'user', text: 'Why?', status: 'sent' },
          { id: '5', sender: 'bot', text: '', status: 'error' },
        ],
        'Pandit Ravi',
        'You',
      ),
    ).toEqual(['You: Will I travel?', 'Pandit Ravi: Yes, in spring.', 'You: Why?']);
  });
});

describe('itemsFromConversation (a restored conversation)', () => {
  const conversation = (messages: unknown[]) =>
    conversationSchema.parse({
      id: '5b0c8a9e-2f43-4c55-9d7b-0d3f4a6c7e21',
      createdAt: '2026-01-15T06:00:00.000Z',
      updatedAt: '2026-01-15T06:01:00.000Z',
      context: null,
      persona: null,
      greeting: 'Namaste! How can I help you today?',
      messages,
      transcript: [],
    });
  const message = (
    n: number,
    role: 'user' | 'assistant',
    text: string,
    suggestions: string[] = [],
  ) => ({
    id: `5b0c8a9e-2f43-4c55-9d7b-0d3f4a6c7e2${n}`,
    role,
    text,
    suggestions,
    createdAt: '2026-01-15T06:00:00.000Z',
  });

  it('shows the greeting, then each question and its stored answer, with the last follow-ups', () => {
    const { messages, suggestions } = itemsFromConversation(
      conversation([
        message(1, 'user', 'Will I travel?'),
        message(2, 'assistant', 'Yes, in spring.', ['When exactly?', 'Why?']),
      ]),
    );
    expect(messages.map(({ sender, text, status }) => [sender, text, status])).toEqual([
      ['bot', '', 'greeting'],
      ['user', 'Will I travel?', 'sent'],
      ['bot', 'Yes, in spring.', 'done'],
    ]);
    expect(suggestions).toEqual(['When exactly?', 'Why?']);
  });

  it('offers no follow-ups when the last stored message is an unanswered question', () => {
    const { messages, suggestions } = itemsFromConversation(
      conversation([message(1, 'user', 'Will I travel?')]),
    );
    expect(messages).toHaveLength(2);
    expect(suggestions).toEqual([]);
  });
});
