import {
  chatResponseSchema,
  conversationListSchema,
  conversationSchema,
  type ConversationList,
} from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import { bearer, expectSafeError, registerUser, type TestUser } from '../../test/factories.ts';

/*
 * Issue 12, item 5: the history list of one panel, GET /api/chat/conversations?context=...
 * The clock moves a minute per step so "newest first" is decided by the data, not by ties.
 */
let clockMs = Date.parse('2026-01-15T06:00:00Z');
const tick = () => {
  clockMs += 60_000;
};

async function ask(app: FastifyInstance, u: TestUser, payload: Record<string, unknown>) {
  tick();
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: bearer(u.token),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return chatResponseSchema.parse(res.json());
}

async function startConversation(app: FastifyInstance, u: TestUser, payload = {}) {
  tick();
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat/conversations',
    headers: bearer(u.token),
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return conversationSchema.parse(res.json());
}

async function list(app: FastifyInstance, u: TestUser, query = ''): Promise<ConversationList> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/chat/conversations${query}`,
    headers: bearer(u.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return conversationListSchema.parse(res.json());
}

describe.each(testBackends())('conversation history on $name', (backend) => {
  const ctx = useBackend(backend, { now: () => new Date(clockMs) });

  it('lists the panel’s conversations newest first, titled by the first question, paged', async () => {
    const app = await ctx.app();
    const u = await registerUser(app);
    const first = await ask(app, u, { question: 'How will my career be?' });
    await ask(app, u, { question: 'And next year?' });
    await startConversation(app, u);
    const second = await ask(app, u, { question: 'When will I marry?' });
    // A new conversation never used is not listed: there is nothing in it to reopen.
    await startConversation(app, u);
    // Other panels keep their own lists.
    const leo = await ask(app, u, {
      question: 'How is my day?',
      context: { kind: 'horoscope', sign: 'leo' },
    });

    const bot = await list(app, u);
    expect(bot.conversations.map((c) => [c.id, c.title, c.messageCount])).toEqual([
      [second.conversationId, 'When will I marry?', 2],
      [first.conversationId, 'How will my career be?', 4],
    ]);
    expect(bot).toMatchObject({ page: 0, pageSize: 20, hasMore: false });
    expect(bot.conversations[0]!.updatedAt > bot.conversations[1]!.updatedAt).toBe(true);
    expect(await list(app, u, '?context=bot')).toEqual(bot);

    const horoscope = await list(app, u, '?context=horoscope:leo');
    expect(horoscope.conversations.map((c) => c.id)).toEqual([leo.conversationId]);
    expect((await list(app, u, '?context=horoscope:virgo')).conversations).toEqual([]);

    const page0 = await list(app, u, '?pageSize=1');
    expect(page0.conversations.map((c) => c.id)).toEqual([second.conversationId]);
    expect(page0.hasMore).toBe(true);
    const page1 = await list(app, u, '?pageSize=1&page=1');
    expect(page1.conversations.map((c) => c.id)).toEqual([first.conversationId]);
    expect(page1.hasMore).toBe(false);

    // Another user sees none of them.
    const other = await registerUser(app);
    expect((await list(app, other)).conversations).toEqual([]);
  });

  it('cuts long titles to 120 characters (code points, so no half letters)', async () => {
    const app = await ctx.app();
    const u = await registerUser(app);
    const question = `${'मेरा करियर '.repeat(30)}?`;
    await ask(app, u, { question });
    const [entry] = (await list(app, u)).conversations;
    expect([...entry!.title]).toHaveLength(120);
    expect(question.startsWith(entry!.title)).toBe(true);
  });

  it('refuses guests and hostile queries with a 4xx, never a 500', async () => {
    const app = await ctx.app();
    const u = await registerUser(app);
    const guest = await app.inject({ method: 'GET', url: '/api/chat/conversations' });
    expectSafeError(guest, 401);
    const queries = [
      '?context=admin',
      '?context=horoscope:ophiuchus',
      "?context=bot'%20or%201=1--",
      '?context=astrologer:..%2F..%2Fetc',
      '?context=astrologer:%3Cscript%3E',
      `?context=astrologer:${'a'.repeat(5000)}`,
      '?context=bot%00',
      '?context=bot&context=horoscope:leo',
      '?context[kind]=horoscope',
      '?page=-1',
      '?page=1e9',
      '?page=abc',
      '?page=1.5',
      '?pageSize=0',
      '?pageSize=51',
      '?pageSize=1000000',
      '?pageSize=NaN',
      '?userId=someone-else',
      '?__proto__[x]=1',
    ];
    for (const query of queries) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/chat/conversations${query}`,
        headers: bearer(u.token),
      });
      expectSafeError(res);
      expect(res.statusCode, `${query} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${query} ${res.body}`).toBeLessThan(500);
    }
  });
});
