import { createParser } from 'eventsource-parser';

export interface SseEvent {
  event: string;
  data: unknown;
}

/**
 * Server-Sent Events as the HTML standard defines them (eventsource-parser: blocks separated by a
 * blank line, `event:` and `data:` fields, `:` comments ignored), each event's data read as JSON.
 * Independent of the server's writer; a last block without its blank line still counts.
 */
export function parseSse(body: string): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) =>
      events.push({ event: event ?? 'message', data: JSON.parse(data) as unknown }),
  });
  parser.feed(body);
  parser.reset({ consume: true });
  return events;
}
