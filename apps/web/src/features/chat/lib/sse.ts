import { createParser } from 'eventsource-parser';

/** One Server-Sent Event: its name ('message' when the server gave none, as EventSource does) and data. */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Server-Sent Events read with eventsource-parser (WHATWG HTML "Parsing an event stream": \n,
 * \r\n or \r line ends, `data:` lines joined with \n, ':' comments such as the server's
 * heartbeat). Chunks may split anywhere; `push` returns the events that a chunk completes.
 */
export function createSseParser() {
  let completed: SseMessage[] = [];
  const parser = createParser({
    onEvent: (message) => completed.push({ event: message.event ?? 'message', data: message.data }),
  });
  return {
    /** Feeds decoded text; returns the events completed by it. */
    push(chunk: string): SseMessage[] {
      parser.feed(chunk);
      const out = completed;
      completed = [];
      return out;
    },
  };
}
