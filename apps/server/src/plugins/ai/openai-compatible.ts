import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { FastifyBaseLogger } from 'fastify';
import type { PromptTemplate } from './prompt.ts';
import {
  assistantToolMessage,
  MAX_TOOL_ROUNDS,
  ToolCallCollector,
  toolMessages,
  type ChatMessage,
  type ToolCall,
} from './tool-calls.ts';
import { chatTools, toolContext, type DirectorySearch } from './tools/index.ts';
import {
  ProviderError,
  throwIfAborted,
  type AiChunk,
  type AiProvider,
  type AiRequest,
} from './provider.ts';

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server), with
 * plain fetch and eventsource-parser for the Server-Sent Events: `POST {baseUrl}/chat/completions` with
 * `stream: true`; the answer arrives as `data: {"choices":[{"delta":{"content":"..."}}]}` lines
 * and ends with `data: [DONE]`.
 *
 * Each attempt has a timeout (`timeoutMs` to the response headers, and again between chunks);
 * a failure before the first token is retried once. After the first token nothing is retried
 * (the asker has already read part of it): the error goes to the caller, which finishes the
 * answer with a short built-in note.
 *
 * The model gets function tools (tools/): it may call them for up to MAX_TOOL_ROUNDS rounds,
 * each round one request with the same timeout and retry; the calls run here, and their results
 * go back in the next request. After the last tool round the model must answer without tools.
 * The time to the first token therefore includes the tool rounds.
 */
export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  prompt: PromptTemplate;
  log: FastifyBaseLogger;
  /** Delay before the retry, ms. */
  retryDelayMs?: number;
  /** Longest answer kept, characters: a runaway model is cut off here. */
  maxAnswerChars?: number;
  /** The astrologer directory for search_astrologers, once a module has provided one. */
  directory?: () => DirectorySearch | null;
}

/** Statuses worth one more try: rate limits, timeouts and server errors. */
function retryable(err: unknown): boolean {
  if (!(err instanceof ProviderError)) return false;
  if (err.kind === 'http')
    return (
      err.status === 408 || err.status === 409 || err.status === 429 || (err.status ?? 0) >= 500
    );
  return err.kind === 'timeout' || err.kind === 'network';
}

const MARKER = 'suggestions:';

/** A line start without markdown decoration ("**Suggestions:**", "- SUGGESTIONS:"). */
function bare(line: string): string {
  return line.replace(/^[\s*_#>`-]+/, '').toLowerCase();
}

/** Parses `SUGGESTIONS: ["a", "b"]`; null when it is not a usable list. */
export function parseSuggestions(line: string): string[] | null {
  const start = line.indexOf('[');
  const end = line.lastIndexOf(']');
  if (start < 0 || end <= start) return null;
  try {
    const value: unknown = JSON.parse(line.slice(start, end + 1));
    if (!Array.isArray(value)) return null;
    const items = value
      .filter((v): v is string => typeof v === 'string')
      .map((v) => v.replace(/\s+/g, ' ').trim())
      .filter((v) => v.length > 0 && v.length <= 160)
      .slice(0, 5);
    return items.length >= 1 ? items : null;
  } catch {
    return null;
  }
}

/**
 * Holds back the model's trailing `SUGGESTIONS:` line while streaming everything else at once:
 * a line is only delayed while it could still turn out to be that marker.
 */
export class SuggestionSplitter {
  private line = '';
  private lineOut = false;
  suggestions: string[] | null = null;

  /** Text safe to show now. */
  push(delta: string): string {
    let out = '';
    for (const ch of delta) {
      if (ch === '\n') {
        if (!this.lineOut) {
          if (bare(this.line).startsWith(MARKER))
            this.suggestions = parseSuggestions(this.line) ?? this.suggestions;
          else out += this.line;
        }
        out += this.lineOut || !bare(this.line).startsWith(MARKER) ? '\n' : '';
        this.line = '';
        this.lineOut = false;
        continue;
      }
      if (this.lineOut) {
        out += ch;
        continue;
      }
      this.line += ch;
      const b = bare(this.line);
      if (b.length > 0 && !MARKER.startsWith(b.slice(0, MARKER.length))) {
        out += this.line;
        this.line = '';
        this.lineOut = true;
      }
    }
    return out;
  }

  /** The rest at the end of the stream. */
  end(): string {
    if (this.lineOut || this.line === '') return '';
    if (bare(this.line).startsWith(MARKER)) {
      this.suggestions = parseSuggestions(this.line) ?? this.suggestions;
      return '';
    }
    return this.line;
  }
}

type Delta = { content: string | null; toolCalls: unknown; done: boolean };

/** One SSE `data:` payload of the chat-completions stream. */
function readEvent(data: string): Delta {
  if (data.trim() === '[DONE]') return { content: null, toolCalls: null, done: true };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new ProviderError('protocol', 'stream chunk is not JSON');
  }
  const obj = json as {
    error?: { message?: string };
    choices?: {
      delta?: { content?: unknown; tool_calls?: unknown };
      finish_reason?: unknown;
    }[];
  };
  if (obj.error)
    throw new ProviderError(
      'protocol',
      `provider error: ${String(obj.error.message ?? 'unknown')}`,
    );
  const choice = obj.choices?.[0];
  const content = typeof choice?.delta?.content === 'string' ? choice.delta.content : null;
  return {
    content,
    toolCalls: choice?.delta?.tool_calls ?? null,
    done: typeof choice?.finish_reason === 'string' && choice.finish_reason.length > 0,
  };
}

/** The conversation so far: the rendered prompt, the earlier turns, the question. */
function firstMessages(options: OpenAiCompatibleOptions, request: AiRequest): ChatMessage[] {
  return [
    { role: 'system', content: options.prompt.render(request) },
    ...request.history.map((t) => ({ role: t.role, content: t.text })),
    { role: 'user', content: request.question },
  ];
}

/**
 * One chat-completions request: the messages, the tools, and whether the model may call them
 * ("auto") or must answer now ("none", after the last tool round).
 */
function requestBody(
  options: OpenAiCompatibleOptions,
  messages: readonly ChatMessage[],
  toolChoice: 'auto' | 'none',
): string {
  return JSON.stringify({
    model: options.model,
    stream: true,
    // Low but not zero: consistent readings that do not read like a template.
    temperature: 0.4,
    // About 220 words in Hindi or Tamil is 600-700 tokens; 900 leaves room for the suggestions.
    max_tokens: 900,
    messages,
    tools: TOOLS,
    tool_choice: toolChoice,
  });
}

/** The tools' JSON schemas, built once. */
const TOOLS = chatTools();

/** Characters of answer text so far, across rounds, against the cap. */
interface Budget {
  used: number;
  readonly max: number;
}

/** What one round ended with: the suggestions line (if any), the tool calls and its text. */
interface RoundResult {
  suggestions: string[] | null;
  toolCalls: ToolCall[];
  text: string;
}

/**
 * One attempt's cancellation: the caller's signal, and a timeout re-armed by every piece of data
 * (to the response headers, then between chunks).
 */
class AttemptControl {
  readonly controller = new AbortController();
  private timedOut = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly onAbort = () => this.controller.abort(this.outer.reason);

  constructor(
    private readonly outer: AbortSignal,
    private readonly timeoutMs: number,
  ) {
    outer.addEventListener('abort', this.onAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  arm(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new ProviderError('timeout', `no data for ${this.timeoutMs} ms`));
    }, this.timeoutMs);
  }

  /** What a failure of this attempt is reported as. */
  failure(err: unknown): unknown {
    if (this.outer.aborted) return this.outer.reason;
    if (this.timedOut) return new ProviderError('timeout', `no data for ${this.timeoutMs} ms`);
    if (err instanceof ProviderError) return err;
    // undici reports resets and refused connections as TypeError('fetch failed' / 'terminated').
    return new ProviderError('network', err instanceof Error ? err.message : 'network error');
  }

  /** Stops the timer and the caller's link; then closes the body (which cancels the upstream
   * generation: the server sees the connection close) and aborts what is left. */
  async close(reader: ReadableStreamDefaultReader<Uint8Array> | null): Promise<void> {
    clearTimeout(this.timer);
    this.outer.removeEventListener('abort', this.onAbort);
    if (reader) await reader.cancel().catch(() => {});
    if (!this.controller.signal.aborted) this.controller.abort();
  }
}

/** POSTs the request; a response that is not 2xx is an 'http' ProviderError. */
async function post(
  url: string,
  apiKey: string,
  payload: string,
  control: AttemptControl,
): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: payload,
      signal: control.signal,
    });
  } catch (err) {
    throw control.failure(err);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new ProviderError('http', `status ${res.status}`, res.status);
  }
  return res;
}

/** Text cut to what is left of the budget, counting it. */
function within(budget: Budget, text: string): string {
  const piece = text.slice(0, Math.max(0, budget.max - budget.used));
  budget.used += text.length;
  return piece;
}

/** A server that ignored `stream: true` and answered in one JSON document: yielded word by word. */
async function* wholeAnswer(
  res: Response,
  control: AttemptControl,
  budget: Budget,
  round: number,
): AsyncGenerator<string, RoundResult> {
  let json: { choices?: { message?: { content?: unknown; tool_calls?: unknown } }[] };
  try {
    json = (await res.json()) as typeof json;
  } catch (err) {
    throw control.failure(
      err instanceof SyntaxError ? new ProviderError('protocol', 'response is not JSON') : err,
    );
  }
  const message = json.choices?.[0]?.message;
  const calls = new ToolCallCollector();
  calls.add(message?.tool_calls);
  const content = message?.content;
  if (typeof content !== 'string' && calls.size === 0)
    throw new ProviderError('protocol', 'no message content');
  const splitter = new SuggestionSplitter();
  const text =
    typeof content === 'string' ? splitter.push(within(budget, content)) + splitter.end() : '';
  for (const word of text.match(/\S+\s*|\s+/g) ?? []) yield word;
  return { suggestions: splitter.suggestions, toolCalls: calls.calls(round), text };
}

/**
 * The streamed answer: each complete SSE event's `data` is one chat-completions chunk (`event:`,
 * `id:`, `retry:` and `:` comments carry nothing for chat completions). Text deltas are yielded
 * at once, tool-call deltas collected. Stops at [DONE], a finish_reason or the budget; a stream
 * that closes before either is cut off ('network').
 */
async function* streamedAnswer(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  control: AttemptControl,
  budget: Budget,
  round: number,
): AsyncGenerator<string, RoundResult> {
  const splitter = new SuggestionSplitter();
  const calls = new ToolCallCollector();
  const decoder = new TextDecoder();
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  let text = '';
  let finished = false;
  while (!finished) {
    let chunk: Awaited<ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']>>;
    try {
      chunk = await reader.read();
    } catch (err) {
      throw control.failure(err);
    }
    if (chunk.done) break;
    control.arm();
    parser.feed(decoder.decode(chunk.value, { stream: true }));
    // Events after the end of the answer in the same chunk are left unread.
    for (const { data } of events.splice(0)) {
      const event = readEvent(data);
      calls.add(event.toolCalls);
      if (event.content) {
        const piece = splitter.push(within(budget, event.content));
        text += piece;
        if (piece) yield piece;
        if (budget.used >= budget.max) finished = true;
      }
      if (event.done) finished = true;
      if (finished) break;
    }
  }
  if (!finished) {
    // The connection closed without [DONE] or a finish_reason: the answer is cut off.
    throw new ProviderError('network', 'stream ended before the answer finished');
  }
  const tail = splitter.end();
  if (tail) yield tail;
  return { suggestions: splitter.suggestions, toolCalls: calls.calls(round), text: text + tail };
}

/** One HTTP attempt: yields the answer's text, returns how the round ended. */
async function* attempt(
  url: string,
  options: OpenAiCompatibleOptions,
  payload: string,
  outer: AbortSignal,
  turn: { budget: Budget; round: number },
): AsyncGenerator<string, RoundResult> {
  const control = new AttemptControl(outer, options.timeoutMs);
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  control.arm();
  try {
    const res = await post(url, options.apiKey, payload, control);
    const type = res.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream'))
      return yield* wholeAnswer(res, control, turn.budget, turn.round);
    if (!res.body) throw new ProviderError('protocol', 'empty body');
    reader = res.body.getReader();
    return yield* streamedAnswer(reader, control, turn.budget, turn.round);
  } finally {
    await control.close(reader);
  }
}

/**
 * One round's request, retried once when it fails before yielding any text (nothing the asker
 * has read is repeated). Yields the text as tokens, returns how the round ended.
 */
async function* roundWithRetry(
  url: string,
  options: OpenAiCompatibleOptions,
  payload: string,
  signal: AbortSignal,
  turn: { budget: Budget; round: number },
): AsyncGenerator<AiChunk, RoundResult> {
  const retryDelayMs = options.retryDelayMs ?? 250;
  const usedBefore = turn.budget.used;
  for (let attemptNo = 1; ; attemptNo++) {
    throwIfAborted(signal);
    let tokens = 0;
    try {
      const gen = attempt(url, options, payload, signal, turn);
      for (;;) {
        const step = await gen.next();
        if (step.done) return step.value;
        tokens += 1;
        yield { type: 'token', text: step.value };
      }
    } catch (err) {
      if (signal.aborted || tokens > 0 || attemptNo >= 2 || !retryable(err)) throw err;
      turn.budget.used = usedBefore;
      options.log.warn(
        { provider: 'openai-compatible', round: turn.round, reason: (err as Error).message },
        'AI provider attempt failed; retrying once',
      );
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    }
  }
}

export function openAiCompatibleProvider(options: OpenAiCompatibleOptions): AiProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  return {
    id: 'openai-compatible',
    promptVersion: options.prompt.version,
    async *answer(request, signal): AsyncGenerator<AiChunk> {
      const ctx = toolContext(request, options.directory?.() ?? null);
      const messages = firstMessages(options, request);
      const budget: Budget = { used: 0, max: options.maxAnswerChars ?? 6000 };
      for (let round = 1; ; round++) {
        const offer = round <= MAX_TOOL_ROUNDS;
        const payload = requestBody(options, messages, offer ? 'auto' : 'none');
        const result = yield* roundWithRetry(url, options, payload, signal, { budget, round });
        if (result.toolCalls.length > 0 && offer && budget.used < budget.max) {
          messages.push(assistantToolMessage(result.text, result.toolCalls));
          messages.push(...(await toolMessages(result.toolCalls, ctx, signal, options.log)));
          continue;
        }
        // Told to answer without tools, the model asked for more: nothing to show.
        if (result.toolCalls.length > 0 && result.text === '')
          throw new ProviderError('protocol', `no answer after ${MAX_TOOL_ROUNDS} tool rounds`);
        if (result.suggestions) yield { type: 'suggestions', suggestions: result.suggestions };
        return;
      }
    },
  };
}
