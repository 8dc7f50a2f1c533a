import { computeChart, GRAHAS, SIGNS, transitsFor, vimshottari } from '@nakshatra/astro';
import { buildAssistantFacts, detectCrisis } from '@nakshatra/readings';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { answerWithFallback, type AssistantEvent } from './assistant.ts';
import { builtinAnswer, builtinProvider } from './builtin.ts';
import { openAiCompatibleProvider } from './openai-compatible.ts';
import { loadPrompt } from './prompt.ts';
import type { AiRequest } from './provider.ts';
import {
  fakeModel,
  scripted,
  streamPieces,
  streamToolCalls,
  type Handler,
  type ModelMessage,
} from './testing/fake-model.ts';
import { MAX_TOOL_ROUNDS } from './tool-calls.ts';

const NOW = new Date('2026-01-15T06:00:00Z');
/** The fixture birth of the provider tests: 17 Sep 1950, 11:00 IST, Vadnagar (Gujarat). */
const BIRTH = { utc: new Date('1950-09-17T05:30:00Z'), latDeg: 23.78593, lonDeg: 72.63893 };
const facts = buildAssistantFacts(BIRTH, NOW);
const request: AiRequest = {
  question: 'When does my next mahadasha start?',
  history: [],
  facts,
  language: 'en',
  uiLanguage: 'en',
  persona: null,
  horoscopeSignIndex: null,
  dailyLimit: 5,
  crisis: null,
  birth: BIRTH,
  now: NOW,
};
const logger = Fastify({ logger: false }).log;

const servers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function setup(handler: Handler, timeoutMs = 2000) {
  const model = await fakeModel(handler);
  servers.push(model);
  const provider = openAiCompatibleProvider({
    baseUrl: model.baseUrl,
    apiKey: 'sk-test',
    model: 'fake-astro-7b',
    timeoutMs,
    prompt: await loadPrompt(),
    log: logger,
    retryDelayMs: 10,
  });
  return { model, provider };
}

async function run(provider: ReturnType<typeof openAiCompatibleProvider>, r = request) {
  let text = '';
  let source: Extract<AssistantEvent, { type: 'source' }>['source'] | null = null;
  for await (const ev of answerWithFallback(
    provider,
    builtinProvider(),
    r,
    new AbortController().signal,
    logger,
  )) {
    if (ev.type === 'token') text += ev.text;
    else if (ev.type === 'source') source = ev.source;
  }
  return { text, source };
}

/** The `tool` messages a request carried, by call id, parsed. */
function toolResults(messages: ModelMessage[]): Record<string, unknown> {
  return Object.fromEntries(
    messages
      .filter((m) => m.role === 'tool')
      .map((m) => [m.tool_call_id!, JSON.parse(m.content!) as unknown]),
  );
}

/** A calendar day in Asia/Kolkata, by Intl (independent of the server's luxon). */
const istDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

describe('the model answers from computed facts through tools', () => {
  it('calls dasha_periods with arguments split over chunks, gets the real periods, then streams the answer', async () => {
    const { model, provider } = await setup(
      scripted([
        streamToolCalls([
          {
            id: 'call_dasha',
            name: 'dasha_periods',
            pieces: ['{"fr', 'om": "2026-', '01-01", "t', 'o": "2031-12', '-31"}'],
          },
        ]),
        streamPieces([
          'Your Rahu mahadasha starts in November 2028. ',
          'It follows Mars.\nSUGGESTIONS: ["What will Rahu bring?", "Which remedy helps?", "How is 2027?"]',
        ]),
      ]),
    );
    const r = await run(provider);
    expect(r.text).toBe('Your Rahu mahadasha starts in November 2028. It follows Mars.\n');
    expect(r.source).toEqual({
      provider: 'openai-compatible',
      promptVersion: 'assistant.v2',
      fallback: false,
    });
    expect(model.calls).toHaveLength(2);

    const first = model.calls[0]!.body;
    expect(first.tool_choice).toBe('auto');
    expect(first.tools!.map((t) => t.function.name)).toEqual([
      'chart_summary',
      'dasha_periods',
      'transits',
      'panchang',
      'match_partner',
      'search_astrologers',
    ]);
    expect(
      first.tools!.find((t) => t.function.name === 'dasha_periods')!.function.parameters,
    ).toMatchObject({ type: 'object', required: ['from', 'to'] });

    // The second request repeats the call and carries its result.
    const second = model.calls[1]!.body.messages;
    expect(second.at(-2)).toEqual({
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'call_dasha',
          type: 'function',
          function: {
            name: 'dasha_periods',
            arguments: '{"from": "2026-01-01", "to": "2031-12-31"}',
          },
        },
      ],
    });
    expect(second.at(-1)!.role).toBe('tool');

    // What the engine gives for this birth: the Moon's sidereal longitude, the Vimshottari tree.
    const moon = computeChart(BIRTH).planets.find((p) => p.body === 'Moon')!;
    const from = new Date('2026-01-01T00:00:00Z');
    const toEnd = new Date('2032-01-01T00:00:00Z');
    const expected = vimshottari(BIRTH.utc, moon.longitudeDeg, 2)
      .filter((m) => m.start < toEnd && m.end > from)
      .map((m) => ({
        mahadasha: m.lord,
        start: istDay(m.start),
        end: istDay(m.end),
        antardashas: m
          .children!.filter((a) => a.start < toEnd && a.end > from)
          .map((a) => ({ antardasha: a.lord, start: istDay(a.start), end: istDay(a.end) })),
      }));
    const result = toolResults(second).call_dasha as { periods: unknown; timezone: string };
    expect(result.timezone).toBe('Asia/Kolkata');
    expect(result.periods).toEqual(expected);
    // Mars then Rahu, as the chart facts' running dasha says.
    expect(expected.map((p) => p.mahadasha)).toEqual([facts.natal!.dasha.mahadasha.lord, 'Rahu']);
  });

  it('runs two calls of one round and answers each by its id', async () => {
    const { model, provider } = await setup(
      scripted([
        streamToolCalls([
          { id: 'a', name: 'chart_summary', pieces: ['{', '}'] },
          {
            id: 'b',
            name: 'transits',
            pieces: ['{"from":"2026-01-15",', '"to":"2026-01-15"}'],
          },
        ]),
        streamPieces(['Saturn transits your 5th house.']),
      ]),
    );
    const r = await run(provider);
    expect(r.text).toBe('Saturn transits your 5th house.');
    const second = model.calls[1]!.body.messages;
    expect(second.at(-3)!.tool_calls!.map((c) => [c.id, c.function.name])).toEqual([
      ['a', 'chart_summary'],
      ['b', 'transits'],
    ]);
    expect(second.slice(-2).map((m) => m.tool_call_id)).toEqual(['a', 'b']);
    const results = toolResults(second) as {
      a: { lagna: { sign: string }; moon: { sign: string; nakshatra: string } };
      b: { samples: { date: string; planets: Record<string, string> }[] };
    };
    const chart = computeChart(BIRTH);
    const natalMoon = chart.planets.find((p) => p.body === 'Moon')!;
    expect(results.a.lagna.sign).toBe(chart.ascendant.sign);
    expect(results.a.moon).toMatchObject({ sign: natalMoon.sign, nakshatra: natalMoon.nakshatra });
    // One date: every planet's sidereal sign at 06:30 UT, as transitsFor gives it.
    const t = transitsFor(new Date('2026-01-15T06:30:00Z'));
    expect(results.b.samples).toHaveLength(1);
    for (const g of GRAHAS) {
      const signIndex = Math.floor(t.positions[g].longitudeDeg / 30);
      const lagnaHouse = ((signIndex - chart.ascendant.signIndex + 12) % 12) + 1;
      const moonHouse = ((signIndex - natalMoon.signIndex + 12) % 12) + 1;
      expect(results.b.samples[0]!.planets[g]).toMatch(
        new RegExp(`^${SIGNS[signIndex]} H${lagnaHouse} M${moonHouse}( R)?$`),
      );
    }
  });

  it('a call with bad arguments and a call to an unknown tool get error results the model can read', async () => {
    const { model, provider } = await setup(
      scripted([
        streamToolCalls([
          { id: 'bad', name: 'dasha_periods', pieces: ['{"from":"2026-01-01","to":"2070-01-01"}'] },
          { id: 'json', name: 'panchang', pieces: ['{"date": "2026-01-', '15"'] },
          { id: 'who', name: 'lottery_numbers', pieces: ['{}'] },
        ]),
        streamPieces(['I can only look 30 years ahead at a time.']),
      ]),
    );
    const r = await run(provider);
    expect(r.text).toBe('I can only look 30 years ahead at a time.');
    expect(r.source?.fallback).toBe(false);
    expect(toolResults(model.calls[1]!.body.messages)).toEqual({
      bad: { error: 'invalid arguments: to: the range must be at most 30 years' },
      json: { error: 'arguments are not valid JSON' },
      who: {
        error:
          'unknown tool "lottery_numbers"; the tools are: chart_summary, dasha_periods, transits, panchang, match_partner, search_astrologers',
      },
    });
  });

  it(`stops offering tools after ${MAX_TOOL_ROUNDS} rounds and asks for a plain answer`, async () => {
    let n = 0;
    const { model, provider } = await setup((req, res, call) => {
      n += 1;
      if (call.body.tool_choice === 'auto')
        return streamToolCalls([{ id: `c${n}`, name: 'chart_summary', pieces: ['{}'] }])(
          req,
          res,
          call,
        );
      return streamPieces(['Your lagna is Scorpio.'])(req, res, call);
    });
    const r = await run(provider);
    expect(r.text).toBe('Your lagna is Scorpio.');
    expect(model.calls.map((c) => c.body.tool_choice)).toEqual([
      'auto',
      'auto',
      'auto',
      'auto',
      'none',
    ]);
    // Four rounds of calls and results, in order, in the last request.
    const last = model.calls[4]!.body.messages;
    expect(last.filter((m) => m.role === 'tool').map((m) => m.tool_call_id)).toEqual([
      'c1',
      'c2',
      'c3',
      'c4',
    ]);
  });

  it('a model that still calls tools when told not to: the built-in engine answers', async () => {
    const { model, provider } = await setup(
      streamToolCalls([{ id: 'x', name: 'chart_summary', pieces: ['{}'] }]),
    );
    const r = await run(provider);
    expect(model.calls).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(r.text).toBe((await builtinAnswer(request)).text);
    expect(r.source).toEqual({ provider: 'builtin', promptVersion: 'builtin.v2', fallback: true });
  });

  it('the model failing after a tool round (500, retry, 500): the built-in engine answers', async () => {
    const { model, provider } = await setup(
      scripted([
        streamToolCalls([
          { id: 'd', name: 'dasha_periods', pieces: ['{"from":"2026-01-01","to":"2027-01-01"}'] },
        ]),
        (_req, res) => void res.writeHead(500).end('overloaded'),
      ]),
    );
    const r = await run(provider);
    expect(model.calls).toHaveLength(3);
    expect(r.text).toBe((await builtinAnswer(request)).text);
    expect(r.source).toEqual({ provider: 'builtin', promptVersion: 'builtin.v2', fallback: true });
  });

  it('each round has the timeout: a silent second round is retried once, then the built-in engine answers', async () => {
    const { model, provider } = await setup(
      scripted([
        streamToolCalls([{ id: 'c', name: 'chart_summary', pieces: ['{}'] }]),
        () => {
          // Accept the request and never answer.
        },
      ]),
      300,
    );
    const t0 = performance.now();
    const r = await run(provider);
    expect(model.calls).toHaveLength(3);
    expect(r.source).toEqual({ provider: 'builtin', promptVersion: 'builtin.v2', fallback: true });
    // Two silent attempts of 300 ms; the upper bound only proves it does not hang.
    expect(performance.now() - t0).toBeGreaterThan(590);
    expect(performance.now() - t0).toBeLessThan(15_000);
  });

  it('a question in crisis never reaches the model', async () => {
    const { model, provider } = await setup(streamPieces(['should never be sent']));
    const question = 'I want to end my life';
    const crisis = detectCrisis(question);
    expect(crisis).toBe('self_harm');
    const r = await run(provider, { ...request, question, crisis });
    expect(r.text).toContain('14416');
    expect(model.calls).toHaveLength(0);
  });

  it('without birth details the chart tools say what is missing', async () => {
    const { model, provider } = await setup(
      scripted([
        streamToolCalls([{ id: 'c', name: 'chart_summary', pieces: [''] }]),
        streamPieces(['Please add your birth details.']),
      ]),
    );
    await run(provider, { ...request, birth: null, facts: buildAssistantFacts(null, NOW) });
    expect(toolResults(model.calls[1]!.body.messages)).toEqual({
      c: {
        error:
          'The asker has no birth details in the profile: ask them to add date, time and place of birth (Edit Profile).',
      },
    });
  });
});

describe('the v2 system prompt', () => {
  it('asks for tools over guessing, the answer first, and carries the safety rules and helplines', async () => {
    const text = (await loadPrompt()).render(request);
    expect(text).toContain('Use them instead of guessing');
    expect(text).toContain('Answer the question asked first');
    expect(text).toContain('Never predict death, a fatal illness, that someone will never marry');
    expect(text).toContain('No stock, crypto, trading or lottery tips');
    expect(text).toContain('Remedies: free ones first');
    for (const helpline of ['Tele-MANAS 14416', 'emergency 112', "women's helpline 181"])
      expect(text).toContain(helpline);
  });
});
