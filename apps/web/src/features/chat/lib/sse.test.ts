import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

describe('createSseParser', () => {
  it('reads events split at arbitrary points, with CRLF, comments and multi-line data', () => {
    const stream =
      'event: meta\r\ndata: {"a":1}\r\n\r\n: ping\n\nevent: token\ndata: line one\ndata: line two\n\n';
    // Every split point must give the same events as the whole text at once.
    for (let cut = 0; cut <= stream.length; cut++) {
      const parser = createSseParser();
      const events = [...parser.push(stream.slice(0, cut)), ...parser.push(stream.slice(cut))];
      expect(events).toEqual([
        { event: 'meta', data: '{"a":1}' },
        { event: 'token', data: 'line one\nline two' },
      ]);
    }
  });

  it('holds an unfinished event until its blank line arrives', () => {
    const parser = createSseParser();
    expect(parser.push('event: done\ndata: {}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'done', data: '{}' }]);
  });
});
