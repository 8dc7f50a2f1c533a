import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatResponseSchema, chatUsageSchema } from '@nakshatra/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  fakeModel,
  sseChunk,
  streamPieces,
  type Handler,
} from '../../plugins/ai/testing/fake-model.ts';
import { parseSse } from '../../plugins/ai/testing/sse.ts';
import { testBackends, useBackend } from '../../test/backends.ts';
import { bearer, registerUser, validProfile, type TestUser } from '../../test/factories.ts';

const KEY = 'sk-live-do-not-leak-4242';
const NOW = new Date('2026-01-15T06:00:00Z');
const PROFILE = {
  date_of_birth: '17/09/1950',
  birth_time: '11:00',
  latitude: 23.78593,
  longitude: 72.63893,
  location_name: 'Vadnagar',
};

const models: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(models.map((m) => m.close()));
});

async function modelServer(handler: Handler) {
  const m = await fakeModel(handler);
  models.push(m);
  return m;
}

async function user(app: FastifyInstance): Promise<TestUser> {
  const u = await registerUser(app);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: bearer(u.token),
    payload: validProfile(PROFILE),
  });
  expect(res.statusCode).toBe(200);
  return u;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // The places module loads its gazetteer right after listen, holding the event loop for a few
  // seconds on this machine; one request queued behind it means the timings below are ours.
  await fetch(`${base}/api/health`);
  return base;
}

/** An event as received; `conversationId` is read from the meta event. */
type StreamEvent = { event: string; data: { conversationId?: string } & Record<string, unknown> };

/**
 * POSTs to the stream endpoint over real HTTP and hands each event to `onEvent` as it arrives;
 * `onEvent` may return 'disconnect' to close the connection like a browser's stop button.
 */
function streamOverHttp(
  base: string,
  token: string,
  payload: unknown,
  onEvent: (event: StreamEvent) => 'disconnect' | void | Promise<'disconnect' | void>,
): Promise<{ status: number; events: StreamEvent[]; disconnected: boolean }> {
  return new Promise((resolve, reject) => {
    const events: StreamEvent[] = [];
    const body = JSON.stringify(payload);
    const req = http.request(`${base}/api/chat/stream`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    req.on('response', (res) => {
      let buffer = '';
      let disconnected = false;
      res.setEncoding('utf8');
      res.on('data', async (chunk: string) => {
        buffer += chunk;
        let i: number;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i + 2);
          buffer = buffer.slice(i + 2);
          for (const ev of parseSse(block)) {
            const event = ev as StreamEvent;
            events.push(event);
            if ((await onEvent(event)) === 'disconnect' && !disconnected) {
              disconnected = true;
              req.destroy();
              resolve({ status: res.statusCode!, events, disconnected });
            }
          }
        }
      });
      res.on('end', () => resolve({ status: res.statusCode!, events, disconnected }));
      res.on('error', () => resolve({ status: res.statusCode!, events, disconnected }));
    });
    req.on('error', (err) => {
      if (!events.length) reject(err);
    });
    req.end(body);
  });
}

async function rows<T>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe.each(testBackends())('chat with an OpenAI-compatible model on $name', (backend) => {
  const ctx = useBackend(backend, { now: () => NOW });

  function appWith(baseUrl: string, aiTimeoutMs = 2000) {
    return ctx.build({ ai: { baseUrl, apiKey: KEY, model: 'fake-astro-7b' }, aiTimeoutMs });
  }

  it("sends the asker's chart facts in the system prompt, stores the prompt version, never leaks the key", async () => {
    const model = await modelServer(
      streamPieces([
        'Your 10th house is Leo; ',
        'Saturn there asks for patience.',
        '\nSUGGESTIONS: ["When will I be promoted?","Which remedy helps?","How is next year?"]',
      ]),
    );
    const app = await appWith(model.baseUrl);
    const u = await user(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: bearer(u.token),
      payload: { question: 'How will my career be?', lang: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = chatResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      answer: 'Your 10th house is Leo; Saturn there asks for patience.',
      suggestions: ['When will I be promoted?', 'Which remedy helps?', 'How is next year?'],
      provider: 'openai-compatible',
      remaining: 4,
    });
    const system = model.calls[0]!.body.messages[0]!.content;
    expect(system).toContain('"ascendant":{"sign":"Scorpio"');
    expect(system).toMatch(/"mahadasha":\{"lord":"Mars"/);
    expect(system).toContain(`Today is ${NOW.toISOString().slice(0, 10)}`);
    expect(model.calls[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    const stored = await rows<{ provider: string; prompt_version: string }>(
      app,
      sql`select provider, prompt_version from nakshatra.chat_messages where id = ${body.messageId}`,
    );
    expect(stored).toEqual([{ provider: 'openai-compatible', prompt_version: 'assistant.v2' }]);
    expect(JSON.stringify(res.headers) + res.body).not.toContain(KEY);

    const stream = await app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      headers: bearer(u.token),
      payload: { question: 'and next year?' },
    });
    expect(stream.body).not.toContain(KEY);
    // The follow-up carries the first exchange as memory.
    expect(model.calls[1]!.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'How will my career be?' },
      { role: 'assistant', content: 'Your 10th house is Leo; Saturn there asks for patience.' },
      { role: 'user', content: 'and next year?' },
    ]);
  });

  it('answers with the built-in assistant when the model fails, and counts the question once', async () => {
    const model = await modelServer((_req, res) => void res.writeHead(503).end('down'));
    const app = await appWith(model.baseUrl);
    const u = await user(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      headers: bearer(u.token),
      payload: { question: 'How will my career be?' },
    });
    const events = parseSse(res.body);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({ provider: 'builtin', fallback: true, remaining: 4 });
    const text = events
      .filter((e) => e.event === 'token')
      .map((e) => (e.data as { t: string }).t)
      .join('');
    expect(text).toContain('Your 10th house is Leo');
    expect(model.calls).toHaveLength(2);
    expect(
      chatUsageSchema.parse(
        (
          await app.inject({ method: 'GET', url: '/api/chat/usage', headers: bearer(u.token) })
        ).json(),
      ).used,
    ).toBe(1);
  });

  it('closing the connection stops the answer: the model stream is cancelled and nothing more is stored', async () => {
    const model = await modelServer(
      streamPieces(
        Array.from({ length: 100 }, (_, i) => `word${i} `),
        30,
      ),
    );
    const app = await appWith(model.baseUrl);
    const u = await user(app);
    const base = await listen(app);
    let conversationId = '';
    const t0 = performance.now();
    const result = await streamOverHttp(
      base,
      u.token,
      { question: 'Tell me everything about my chart' },
      (ev) => {
        if (ev.event === 'meta') conversationId = ev.data.conversationId!;
        if (ev.event === 'token') return 'disconnect';
      },
    );
    expect(result.status).toBe(200);
    expect(result.disconnected).toBe(true);
    // The server notices the closed socket and aborts the upstream request within a moment.
    await Promise.race([
      model.calls[0]!.closed,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('upstream not cancelled within 3 s')), 3000),
      ),
    ]);
    expect(model.calls[0]!.completed).toBe(false);
    console.log('upstream closed after', Math.round(performance.now() - t0), 'ms');
    // Well past the 100 x 30 ms the full answer would have taken to arrive: still only the question.
    await new Promise((r) => setTimeout(r, 400));
    const stored = await rows<{ role: string }>(
      app,
      sql`select role from nakshatra.chat_messages where conversation_id = ${conversationId} order by seq`,
    );
    expect(stored).toEqual([{ role: 'user' }]);
    // A stopped answer keeps its place in the quota (the asker read part of it).
    expect(
      chatUsageSchema.parse(
        (
          await app.inject({ method: 'GET', url: '/api/chat/usage', headers: bearer(u.token) })
        ).json(),
      ).used,
    ).toBe(1);
  });

  it('an answer that cannot be stored ends with an error event and gives the question back', async () => {
    const model = await modelServer(streamPieces(['Part one. ', 'Part two. ', 'Part three.'], 150));
    const app = await appWith(model.baseUrl);
    const u = await user(app);
    const base = await listen(app);
    // The conversation disappears mid-answer (e.g. the account is deleted in another tab).
    const result = await streamOverHttp(
      base,
      u.token,
      { question: 'How is my health?' },
      async (ev) => {
        if (ev.event === 'meta') {
          await app.db.execute(
            sql`delete from nakshatra.chat_conversations where id = ${ev.data.conversationId!}`,
          );
        }
      },
    );
    const last = result.events.at(-1)!;
    expect(last).toEqual({
      event: 'error',
      data: { error: 'Something went wrong. Please try again.', code: 'answer_failed' },
    });
    expect(result.events.some((e) => e.event === 'done')).toBe(false);
    expect(
      chatUsageSchema.parse(
        (
          await app.inject({ method: 'GET', url: '/api/chat/usage', headers: bearer(u.token) })
        ).json(),
      ).used,
    ).toBe(0);
  });

  it('a model that stops mid-answer: the stream ends with the built-in note and suggestions', async () => {
    const model = await modelServer(async (req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(sseChunk('Your 10th house is Leo, '));
      await new Promise((r) => setTimeout(r, 20));
      req.socket.destroy();
    });
    const app = await appWith(model.baseUrl);
    const u = await user(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      headers: bearer(u.token),
      payload: { question: 'मेरा करियर कैसा रहेगा?' },
    });
    const events = parseSse(res.body);
    const text = events
      .filter((e) => e.event === 'token')
      .map((e) => (e.data as { t: string }).t)
      .join('');
    expect(text.startsWith('Your 10th house is Leo, \n\n(AI मॉडल से संपर्क टूट गया')).toBe(true);
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { provider: 'openai-compatible', fallback: true },
    });
    const suggestions = (events.at(-2)!.data as { suggestions: string[] }).suggestions;
    expect(suggestions.every((s) => /\p{Script=Devanagari}/u.test(s))).toBe(true);
  });
});
