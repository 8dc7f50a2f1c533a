/**
 * An incremental parser for Server-Sent Events (WHATWG HTML "Parsing an event stream"): lines end
 * in \n, \r\n or \r; `event:` names the event, `data:` lines join with \n, a blank line dispatches,
 * lines starting with ':' are comments (the server's heartbeat). Chunks may split anywhere,
 * including inside a line or between \r and \n.
 */
export interface SseMessage {
  event: string;
  data: string;
}

export function createSseParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let hasData = false;

  function line(text: string, out: SseMessage[]) {
    if (text === '') {
      if (hasData) out.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      hasData = false;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') {
      data.push(value);
      hasData = true;
    }
  }

  return {
    /** Feeds decoded text; returns the events completed by it. */
    push(chunk: string): SseMessage[] {
      buffer += chunk;
      const out: SseMessage[] = [];
      for (;;) {
        const match = /\r\n|\n|\r/.exec(buffer);
        if (!match) break;
        // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        line(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
  };
}
