import { once } from 'node:events';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  apiErrorSchema,
  chatMessages as texts,
  chatRequestSchema,
  chatResponseSchema,
  chatUsageSchema,
  conversationParamsSchema,
  conversationQuerySchema,
  conversationSchema,
  createConversationRequestSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnswerSource } from '../../plugins/ai/index.ts';
import { currentUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { type ChatService, createChatService, type PreparedQuestion } from './service.ts';

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

/** The whole answer of a prepared question, read to the end, and where it came from. */
async function collectAnswer(
  app: FastifyInstance,
  prepared: PreparedQuestion,
  signal: AbortSignal,
): Promise<{ text: string; suggestions: string[]; source: AnswerSource }> {
  let text = '';
  let suggestions: string[] = [];
  let source: AnswerSource | null = null;
  for await (const ev of app.assistant.answer(prepared.request, signal)) {
    if (ev.type === 'token') text += ev.text;
    else if (ev.type === 'suggestions') suggestions = ev.suggestions;
    else source = ev.source;
  }
  return { text, suggestions, source: source! };
}

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
      const user = currentUser(request);
      const prepared = await service.prepare(user.id, request.body, request.log);
      const controller = new AbortController();
      const detach = abortOnClose(reply.raw, controller);
      try {
        const { text, suggestions, source } = await collectAnswer(app, prepared, controller.signal);
        const messageId = await prepared.finish(text, suggestions, source);
        return {
          answer: text.trim(),
          suggestions,
          conversationId: prepared.conversationId,
          messageId,
          language: prepared.request.language,
          provider: source.provider,
          persona: prepared.persona,
          remaining: prepared.remaining,
        };
      } catch (err) {
        if (controller.signal.aborted) throw err;
        await prepared.fail();
        request.log.error({ err }, 'assistant answer failed');
        throw new AppError(503, 'answer_failed', texts.answerFailed);
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
function openEventStream(reply: FastifyReply): EventStream {
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
  const controller = new AbortController();
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

/** Streams a prepared question's answer as meta, token..., suggestions, done. */
async function streamAnswer(app: FastifyInstance, prepared: PreparedQuestion, stream: EventStream) {
  await stream.send('meta', {
    conversationId: prepared.conversationId,
    remaining: prepared.remaining,
    limit: prepared.limit,
    language: prepared.request.language,
    persona: prepared.persona,
  });
  let text = '';
  let suggestions: string[] = [];
  let source: AnswerSource | null = null;
  for await (const ev of app.assistant.answer(prepared.request, stream.signal)) {
    if (ev.type === 'token') {
      text += ev.text;
      await stream.send('token', { t: ev.text });
    } else if (ev.type === 'suggestions') {
      suggestions = ev.suggestions;
    } else {
      source = ev.source;
    }
  }
  if (stream.signal.aborted) return;
  const messageId = await prepared.finish(text, suggestions, source!);
  await stream.send('suggestions', { suggestions });
  await stream.send('done', {
    messageId,
    remaining: prepared.remaining,
    provider: source!.provider,
    fallback: source!.fallback,
  });
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
      const user = currentUser(request);
      const prepared = await service.prepare(user.id, request.body, request.log);
      const stream = openEventStream(reply);
      try {
        await streamAnswer(app, prepared, stream);
      } catch (err) {
        if (stream.signal.aborted) {
          request.log.info(
            { conversationId: prepared.conversationId },
            'answer stopped by the client',
          );
        } else {
          request.log.error({ err }, 'assistant answer failed');
          await prepared
            .fail()
            .catch((e: unknown) => request.log.error({ err: e }, 'quota refund failed'));
          await stream.send('error', { error: texts.answerFailed, code: 'answer_failed' });
        }
      } finally {
        stream.close();
      }
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
}
