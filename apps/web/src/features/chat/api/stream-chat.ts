import {
  apiErrorSchema,
  chatStreamEventSchema,
  type ChatContext,
  type ChatStreamEvent,
  type UiLanguage,
} from '@nakshatra/contracts';
import { env } from '@/config/env';
import { ApiError, GENERIC_ERROR } from '@/lib/api-client';
import { cookieNames, readCookie } from '@/lib/cookies';
import { createSseParser } from '../lib/sse';

export interface StreamChatRequest {
  question: string;
  conversationId?: string;
  context?: ChatContext;
  lang?: UiLanguage;
}

/** The event names of the contract (packages/contracts/src/chat.ts); the type lists every one. */
const STREAM_EVENTS: Record<ChatStreamEvent['event'], true> = {
  meta: true,
  token: true,
  suggestions: true,
  done: true,
  error: true,
};

/** The server sent `event: error` mid-stream (the answer failed; the question is not counted). */
export class ChatStreamError extends Error {
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.name = 'ChatStreamError';
    this.code = code;
  }
}

/**
 * POST /api/chat/stream: reads the Server-Sent Events as they arrive and hands each validated
 * event to `onEvent`. Aborting `signal` closes the connection, which stops the answer on the
 * server. A 4xx before the stream (validation, session, CSRF, quota) throws ApiError like
 * `apiRequest`; an `error` event throws ChatStreamError; a stream that ends without `done`
 * throws too, so a dropped connection is never shown as a finished answer.
 */
export async function streamChat(
  body: StreamChatRequest,
  { signal, onEvent }: { signal: AbortSignal; onEvent: (event: ChatStreamEvent) => void },
): Promise<void> {
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    'Content-Type': 'application/json',
  };
  const csrf = readCookie(cookieNames.csrf);
  if (csrf) headers['x-csrf-token'] = csrf;

  let response: Response;
  try {
    response = await fetch(`${env.apiBase}/chat/stream`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ApiError(0, 'network_error', GENERIC_ERROR);
  }

  if (!response.ok) {
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    const parsed = apiErrorSchema.safeParse(json);
    if (parsed.success)
      throw new ApiError(response.status, parsed.data.code, parsed.data.error, parsed.data.fields);
    throw new ApiError(response.status, 'internal', GENERIC_ERROR);
  }
  if (!response.body) throw new ApiError(response.status, 'bad_response', GENERIC_ERROR);

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (const message of parser.push(text)) {
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          throw new ApiError(response.status, 'bad_response', GENERIC_ERROR);
        }
        const parsed = chatStreamEventSchema.safeParse({ event: message.event, data });
        // Unknown event names are skipped (a newer server may add some); known ones must parse.
        if (!parsed.success) {
          if (Object.hasOwn(STREAM_EVENTS, message.event)) {
            throw new ApiError(response.status, 'bad_response', GENERIC_ERROR);
          }
          continue;
        }
        if (parsed.data.event === 'error')
          throw new ChatStreamError(parsed.data.data.error, parsed.data.data.code);
        if (parsed.data.event === 'done') finished = true;
        onEvent(parsed.data);
      }
      if (done) break;
    }
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof ApiError || error instanceof ChatStreamError) throw error;
    throw new ApiError(response.status, 'network_error', GENERIC_ERROR);
  } finally {
    reader.releaseLock();
  }
  if (!finished && !signal.aborted)
    throw new ApiError(response.status, 'bad_response', GENERIC_ERROR);
}
