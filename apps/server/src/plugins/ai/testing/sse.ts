export interface SseEvent {
  event: string;
  data: unknown;
}

/**
 * Server-Sent Events as the HTML standard defines them: blocks separated by a blank line,
 * `event:` and `data:` fields, `:` comments ignored. Written for the tests, independently of the
 * server's writer.
 */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '' && !block.startsWith(':'))
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      return { event, data: JSON.parse(data.join('\n')) as unknown };
    });
}
