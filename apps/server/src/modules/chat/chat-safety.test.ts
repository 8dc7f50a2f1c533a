import { chatResponseSchema, chatUsageSchema } from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeModel, streamPieces } from '../../plugins/ai/testing/fake-model.ts';
import { parseSse } from '../../plugins/ai/testing/sse.ts';
import { testBackends, useBackend } from '../../test/backends.ts';
import { bearer, registerUser, validProfile, type TestUser } from '../../test/factories.ts';

/** Issue 11: a question in crisis gets care and helplines before any astrology or model. */
const NOW = new Date('2026-01-15T06:00:00Z');
const PROFILE = {
  date_of_birth: '17/09/1950',
  birth_time: '11:00',
  latitude: 23.78593,
  longitude: 72.63893,
  location_name: 'Vadnagar',
};
/** Words every chart answer uses and no caring answer may. */
const CHART_WORDS =
  /\b(house|planet|saturn|jupiter|venus|mars|dasha|ascendant|lagna|chart|scorpio|leo|remed)/iu;

const models: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(models.map((m) => m.close()));
});

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

function ask(
  app: FastifyInstance,
  u: TestUser,
  payload: Record<string, unknown>,
  url = '/api/chat',
) {
  return app.inject({ method: 'POST', url, headers: bearer(u.token), payload });
}

async function used(app: FastifyInstance, u: TestUser): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/chat/usage', headers: bearer(u.token) });
  return chatUsageSchema.parse(res.json()).used;
}

function streamed(body: string) {
  const events = parseSse(body);
  const text = events
    .filter((e) => e.event === 'token')
    .map((e) => (e.data as { t: string }).t)
    .join('');
  return { events, text };
}

describe.each(testBackends())('the safety layer on $name', (backend) => {
  const ctx = useBackend(backend, { now: () => NOW });

  it('answers a crisis on /api/chat with helplines in its language, no chart, not counted', async () => {
    const app = await ctx.app();
    const u = await user(app);
    const cases = [
      ['I feel like ending my life', 'en', 'Tele-MANAS on 14416'],
      ['mujhe marne ka mann karta hai', 'hinglish', 'Tele-MANAS ko 14416'],
      ['My husband is abusive, what should I do?', 'en', "women's helpline 181"],
      ['मैं अपनी जान देना चाहता हूँ', 'hi', 'टेली-मानस'],
      ['消えてしまいたい', 'ja', 'Tele-MANAS 14416'],
    ] as const;
    for (const [question, language, helpline] of cases) {
      const res = await ask(app, u, { question, lang: 'en' });
      expect(res.statusCode, res.body).toBe(200);
      const body = chatResponseSchema.parse(res.json());
      expect(body.answer, question).toContain(helpline);
      expect(body.answer).toContain('112');
      expect(body.answer, question).not.toMatch(CHART_WORDS);
      expect(body).toMatchObject({ language, provider: 'builtin', remaining: 5, suggestions: [] });
    }
    expect(await used(app, u)).toBe(0);
  });

  it('streams the caring answer as meta, tokens, suggestions, done, in every context', async () => {
    const app = await ctx.app();
    const u = await user(app);
    const contexts = [
      undefined,
      { kind: 'horoscope', sign: 'leo' },
      { kind: 'astrologer', slug: 'ravi-palm', name: 'Ravi Palm', skills: 'Palmistry', exp: 9 },
    ];
    for (const context of contexts) {
      const res = await ask(
        app,
        u,
        { question: 'Chest pain and I cant breathe', ...(context ? { context } : {}) },
        '/api/chat/stream',
      );
      expect(res.statusCode).toBe(200);
      const { events, text } = streamed(res.body);
      expect(events.map((e) => e.event)).toEqual([
        'meta',
        ...events.filter((e) => e.event === 'token').map(() => 'token'),
        'suggestions',
        'done',
      ]);
      expect(events[0]!.data).toMatchObject({ remaining: 5, persona: null, language: 'en' });
      expect(text).toContain('call 112 now or go to the nearest hospital');
      expect(text).not.toMatch(CHART_WORDS);
      expect(text).not.toContain('Ravi');
      expect(events.at(-1)!.data).toMatchObject({ provider: 'builtin', remaining: 5 });
    }
    expect(await used(app, u)).toBe(0);
  });

  it('is never refused for quota: at 5 of 5 a crisis still gets the helplines', async () => {
    const app = await ctx.app();
    const u = await user(app);
    for (let i = 0; i < 5; i++) {
      expect((await ask(app, u, { question: 'How will my career be?' })).statusCode).toBe(200);
    }
    expect((await ask(app, u, { question: 'How is my money?' })).statusCode).toBe(429);
    const res = await ask(app, u, { question: 'ab aur jeena nahi chahta' });
    expect(res.statusCode, res.body).toBe(200);
    expect(chatResponseSchema.parse(res.json())).toMatchObject({ remaining: 0 });
    const stream = await ask(app, u, { question: 'He hits me every night' }, '/api/chat/stream');
    expect(stream.statusCode).toBe(200);
    expect(streamed(stream.body).text).toContain('181');
    expect(await used(app, u)).toBe(5);
  });

  it('never asks the external model about a crisis', async () => {
    const model = await fakeModel(streamPieces(['Your 10th house is Leo.', '\nSUGGESTIONS: []']));
    models.push(model);
    const app = await ctx.build({
      ai: { baseUrl: model.baseUrl, apiKey: 'sk-test', model: 'fake' },
      aiTimeoutMs: 2000,
    });
    const u = await user(app);
    const res = await ask(app, u, { question: 'I want to end it all' });
    expect(chatResponseSchema.parse(res.json())).toMatchObject({ provider: 'builtin' });
    const stream = await ask(app, u, { question: 'No reason to live' }, '/api/chat/stream');
    expect(streamed(stream.body).text).toContain('14416');
    expect(model.calls).toHaveLength(0);
    const ordinary = await ask(app, u, { question: 'How will my career be?' });
    expect(chatResponseSchema.parse(ordinary.json()).provider).toBe('openai-compatible');
    expect(model.calls).toHaveLength(1);
  });

  it('logs the category for the operator, never the question', async () => {
    const lines: string[] = [];
    const app = await ctx.build({ logLevel: 'info', logStream: { write: (l) => lines.push(l) } });
    const u = await user(app);
    const question = 'Everyone would be better off without me';
    expect((await ask(app, u, { question })).statusCode).toBe(200);
    const safety = lines.filter((l) => l.includes('"safety"'));
    expect(safety).toHaveLength(1);
    expect(JSON.parse(safety[0]!)).toMatchObject({ safety: 'self_harm', msg: 'safety answer' });
    expect(lines.join('\n')).not.toContain('better off without');
  });
});
