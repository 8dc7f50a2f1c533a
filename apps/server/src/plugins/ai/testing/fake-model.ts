import { once } from 'node:events';
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible server: real HTTP on 127.0.0.1, the streaming
 * chat-completions protocol (SSE `data:` chunks with choices[0].delta.content, then [DONE]),
 * including streamed tool calls (choices[0].delta.tool_calls, finish_reason "tool_calls").
 */
export interface ModelMessage {
  role: string;
  content: string | null;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}
export interface ModelCall {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    stream: boolean;
    messages: ModelMessage[];
    tools?: {
      type: string;
      function: { name: string; description: string; parameters: unknown };
    }[];
    tool_choice?: string;
  };
  /** Resolves when the connection to this call closes (finished or cancelled). */
  closed: Promise<void>;
  /** True once the handler wrote the whole answer. */
  completed: boolean;
}
export type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  call: ModelCall,
) => void | Promise<void>;

export async function fakeModel(handler: Handler) {
  const calls: ModelCall[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    let resolveClosed!: () => void;
    const call: ModelCall = {
      headers: req.headers,
      body: JSON.parse(raw),
      closed: new Promise((r) => (resolveClosed = r)),
      completed: false,
    };
    res.on('close', () => resolveClosed());
    calls.push(call);
    await handler(req, res, call);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    async close() {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

export const sseChunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
export const sseEnd = () =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`;

/** Streams `pieces` as chat-completion chunks, `delayMs` apart, then finishes. */
export function streamPieces(pieces: string[], delayMs = 0): Handler {
  return async (_req, res, call) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const p of pieces) {
      if (res.destroyed) return;
      res.write(sseChunk(p));
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    }
    if (res.destroyed) return;
    res.end(sseEnd());
    call.completed = true;
  };
}

const chunk = (delta: unknown, finishReason: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;

/** A tool call the fake model makes: its arguments text arrives in `pieces`, one chunk each. */
export interface FakeToolCall {
  id: string;
  name: string;
  pieces: string[];
}

/**
 * One round that asks for tools, the way OpenAI streams it: per call a first delta with index,
 * id, type and name (empty arguments), then the argument fragments (index only); calls are
 * interleaved fragment by fragment; then finish_reason "tool_calls" and [DONE].
 */
export function streamToolCalls(calls: FakeToolCall[]): Handler {
  return async (_req, res, call) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    calls.forEach((c, index) =>
      res.write(
        chunk({
          role: 'assistant',
          tool_calls: [
            { index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } },
          ],
        }),
      ),
    );
    const longest = Math.max(0, ...calls.map((c) => c.pieces.length));
    for (let i = 0; i < longest; i++) {
      calls.forEach((c, index) => {
        const piece = c.pieces[i];
        if (piece !== undefined)
          res.write(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
      });
      await new Promise((r) => setImmediate(r));
    }
    res.end(`${chunk({}, 'tool_calls')}data: [DONE]\n\n`);
    call.completed = true;
  };
}

/** The n-th request gets the n-th handler; requests past the list get the last one. */
export function scripted(handlers: Handler[]): Handler {
  let n = 0;
  return (req, res, call) => handlers[Math.min(n++, handlers.length - 1)]!(req, res, call);
}
