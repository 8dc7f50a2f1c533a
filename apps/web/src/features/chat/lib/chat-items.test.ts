import { describe, expect, it } from 'vitest';
import { transcriptLines } from './chat-items';

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
