import { once } from 'node:events';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  apiErrorSchema,
  chatMessages as texts,
  chatRequestSchema,
  chatResponseSchema,
  chatUsageSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationParamsSchema,
  conversationQuerySchema,
  conversationSchema,
  createConversationRequestSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { type AskEvent, type ChatService, createChatService } from './service.ts';

/** An SSE comment every 15 s keeps proxies (nginx: 60 s idle) from closing a slow answer. */
const HEARTBEAT_MS = 15_000;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
};

/** Aborts `controller` when the client goes away before the response finished. */
function abortOnClose(res: ServerResponse, controller: AbortController): () => void {
  const onClose = () => {
    if (!res.writableFinished) controller.abort(new Error('client closed the connection'));
  };
  res.on('close', onClose);
  return () => res.off('close', onClose);
}

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

/** POST /api/chat: the spec's whole-answer call. */
function answerRoute(fastify: FastifyInstance, service: ChatService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/chat',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['chat'],
        summary: 'Ask the astrology assistant (whole answer at once)',
        description:
          'Spec shape `{question}` -> `{answer, suggestions}`, plus conversation, language, provider and ' +
          'remaining questions. Without `conversationId` the question continues the latest conversation ' +
          'of its panel (chatbot, horoscope sign or astrologer). 429 quota_exceeded after the daily limit.',
        security,
        body: chatRequestSchema,
        response: { 200: chatResponseSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const controller = new AbortController();
      const detach = abortOnClose(reply.raw, controller);
      try {
        const events = await service.ask(
          currentUser(request).id,
          request.body,
          controller.signal,
          request.log,
        );
        let answer = '';
        let suggestions: string[] = [];
        let meta: Extract<AskEvent, { type: 'meta' }> | null = null;
        let done: Extract<AskEvent, { type: 'done' }> | null = null;
        for await (const ev of events) {
          if (ev.type === 'meta') meta = ev;
          else if (ev.type === 'token') answer += ev.text;
          else if (ev.type === 'suggestions') suggestions = ev.suggestions;
          else done = ev;
        }
        // The asker left before the end: nothing was stored and nobody reads this reply.
        if (!meta || !done) throw new AppError(503, 'answer_failed', texts.answerFailed);
        return {
          answer: answer.trim(),
          suggestions,
          conversationId: meta.conversationId,
          messageId: done.messageId,
          language: meta.language,
          provider: done.provider,
          persona: meta.persona,
          remaining: done.remaining,
        };
      } finally {
        detach();
      }
    },
  );
}

/** An open text/event-stream response: `send` waits for a slow reader; `close` ends it. */
interface EventStream {
  signal: AbortSignal;
  send(event: string, data: unknown): Promise<void>;
  close(): void;
}

/** Takes over the response as Server-Sent Events, with a heartbeat and client-abort signal. */
function openEventStream(reply: FastifyReply, controller: AbortController): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx would otherwise buffer the whole answer before passing it on.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  const detach = abortOnClose(res, controller);
  const heartbeat = setInterval(() => {
    if (!res.destroyed) res.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    signal: controller.signal,
    async send(event, data) {
      if (res.destroyed) return;
      if (
        !res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`) &&
        !controller.signal.aborted
      ) {
        // A slow reader: wait for the socket before producing more.
        await Promise.race([once(res, 'drain'), once(controller.signal, 'abort')]);
      }
    },
    close() {
      clearInterval(heartbeat);
      detach();
      res.end();
    },
  };
}

/** Writes the events of `ask` as Server-Sent Events (the wire names are the contract's). */
async function sendEvent(stream: EventStream, ev: AskEvent): Promise<void> {
  if (ev.type === 'token') return stream.send('token', { t: ev.text });
  if (ev.type === 'suggestions') return stream.send('suggestions', { suggestions: ev.suggestions });
  const { type, ...data } = ev;
  return stream.send(type, data);
}

/** POST /api/chat/stream: the answer as Server-Sent Events. */
function streamRoute(fastify: FastifyInstance, service: ChatService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/chat/stream',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['chat'],
        summary: 'Ask the astrology assistant (Server-Sent Events)',
        description:
          'Answers `text/event-stream`: `event: meta` {conversationId, remaining, limit, language, persona}, ' +
          'then `event: token` {t} for each piece of text, then `event: suggestions` {suggestions} and ' +
          '`event: done` {messageId, remaining, provider, fallback}; or `event: error` {error, code} if the ' +
          'answer fails (the question is then not counted). Closing the connection stops the answer; nothing ' +
          'more is stored. Errors before the stream starts (400, 401, 403, 404, 429) are ordinary JSON responses.',
        security,
        body: chatRequestSchema,
        produces: ['text/event-stream'],
        response: { 200: z.string().meta({ description: 'text/event-stream' }), ...errors },
      },
    },
    async (request, reply) => {
      const controller = new AbortController();
      const events = await service.ask(
        currentUser(request).id,
        request.body,
        controller.signal,
        request.log,
      );
      const stream = openEventStream(reply, controller);
      try {
        for await (const ev of events) await sendEvent(stream, ev);
      } catch (err) {
        const failed = err instanceof AppError ? err : null;
        await stream.send('error', {
          error: failed?.message ?? texts.answerFailed,
          code: failed?.code ?? 'answer_failed',
        });
      } finally {
        stream.close();
      }
    },
  );
}

/** GET /api/chat/conversations: the history list of one panel. */
function conversationListRoute(fastify: FastifyInstance, service: ChatService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/chat/conversations',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['chat'],
        summary: "The user's earlier conversations of one panel, newest first (the history list)",
        description:
          '`context`: `bot` (default), `horoscope:<sign>` or `astrologer:<slug>`. Each entry is titled ' +
          'by its first question; conversations without a question are not listed. Paged by `page` ' +
          '(from 0) and `pageSize` (1 to 50, default 20); `hasMore` tells whether another page follows.',
        security,
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.conversations(currentUser(request).id, request.query);
    },
  );
}

/** GET /api/chat/usage, POST /api/chat/conversations, GET /api/chat/conversations/:id. */
function usageAndConversationRoutes(fastify: FastifyInstance, service: ChatService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/chat/usage',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['chat'],
        summary: "Today's questions: used, limit, remaining, next reset",
        security,
        response: { 200: chatUsageSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.usage(currentUser(request).id);
    },
  );

  app.post(
    '/chat/conversations',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['chat'],
        summary:
          'Start a new conversation (optionally with a horoscope sign or an astrologer persona)',
        security,
        body: createConversationRequestSchema.optional(),
        response: { 201: conversationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const conversation = await service.startConversation(
        currentUser(request).id,
        body.context,
        body.lang,
      );
      return reply.code(201).send(conversation);
    },
  );

  app.get(
    '/chat/conversations/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['chat'],
        summary: 'A conversation with its messages and the spec-format transcript',
        security,
        params: conversationParamsSchema,
        querystring: conversationQuerySchema,
        response: {
          200: conversationSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.conversation(currentUser(request).id, request.params.id, request.query.lang);
    },
  );
}

/**
 * The assistant API: POST /api/chat (spec shape), POST /api/chat/stream (Server-Sent Events),
 * GET /api/chat/usage and the conversations. The daily quota is taken before answering; an
 * answer that fails gives it back, an answer the asker stops keeps it (they got part of it, and
 * otherwise stopping just before the end would make the quota meaningless).
 */
export default async function chatRoutes(app: FastifyInstance) {
  const service = createChatService(app);
  answerRoute(app, service);
  streamRoute(app, service);
  usageAndConversationRoutes(app, service);
  conversationListRoute(app, service);
}
