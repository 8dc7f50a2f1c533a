import { buildAssistantFacts, lexiconFor } from '@nakshatra/readings';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { answerWithFallback, type AssistantEvent } from './assistant.ts';
import { builtinAnswer, builtinProvider } from './builtin.ts';
import {
  openAiCompatibleProvider,
  parseSuggestions,
  SuggestionSplitter,
} from './openai-compatible.ts';
import { loadPrompt } from './prompt.ts';
import type { AiRequest } from './provider.ts';
import { fakeModel, sseChunk, streamPieces, type Handler } from './testing/fake-model.ts';

const KEY = 'sk-test-secret-0123456789';
const NOW = new Date('2026-01-15T06:00:00Z');
const facts = buildAssistantFacts(
  { utc: new Date('1950-09-17T05:30:00Z'), latDeg: 23.78593, lonDeg: 72.63893 },
  NOW,
);
const request: AiRequest = {
  question: 'How will my career be?',
  history: [
    { role: 'user', text: 'hello' },
    { role: 'assistant', text: 'Namaste!' },
  ],
  facts,
  language: 'en',
  uiLanguage: 'en',
  persona: null,
  horoscopeSignIndex: null,
  dailyLimit: 5,
  crisis: null,
};

const logLines: string[] = [];
const logger: FastifyBaseLogger = Fastify({
  logger: { level: 'debug', stream: { write: (line: string) => void logLines.push(line) } },
}).log;

const servers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function setup(handler: Handler, timeoutMs = 2000) {
  const model = await fakeModel(handler);
  servers.push(model);
  const provider = openAiCompatibleProvider({
    baseUrl: model.baseUrl,
    apiKey: KEY,
    model: 'fake-astro-7b',
    timeoutMs,
    prompt: await loadPrompt(),
    log: logger,
    retryDelayMs: 10,
  });
  return { model, provider };
}

async function collect(events: AsyncIterable<AssistantEvent>) {
  let text = '';
  let suggestions: string[] | null = null;
  let source: Extract<AssistantEvent, { type: 'source' }>['source'] | null = null;
  let tokens = 0;
  for await (const ev of events) {
    if (ev.type === 'token') {
      text += ev.text;
      tokens += 1;
    } else if (ev.type === 'suggestions') suggestions = ev.suggestions;
    else source = ev.source;
  }
  return { text, suggestions, source, tokens };
}

const run = (
  provider: ReturnType<typeof openAiCompatibleProvider>,
  signal = new AbortController().signal,
) => collect(answerWithFallback(provider, builtinProvider(), request, signal, logger));

describe('suggestion line', () => {
  it('is held back while it could be the marker, even split across chunks, and parsed', () => {
    const s = new SuggestionSplitter();
    let out = '';
    for (const piece of [
      'Your 10th ',
      'house is Leo.\nSu',
      'ccess comes.\n',
      'SUGG',
      'ESTIONS: ["When?", ',
      '"Which remedy?"]',
    ]) {
      out += s.push(piece);
    }
    out += s.end();
    expect(out).toBe('Your 10th house is Leo.\nSuccess comes.\n');
    expect(s.suggestions).toEqual(['When?', 'Which remedy?']);
  });

  it('accepts markdown decoration and ignores a broken list', () => {
    expect(parseSuggestions('**Suggestions:** ["a", "b", 3, ""]')).toEqual(['a', 'b']);
    expect(parseSuggestions('SUGGESTIONS: [not json')).toBeNull();
    const s = new SuggestionSplitter();
    expect(s.push('- suggestions: ["x"]\n') + s.end()).toBe('');
    expect(s.suggestions).toEqual(['x']);
  });
});

describe('OpenAI-compatible provider against a local server', () => {
  it('streams tokens through and puts the chart facts JSON in the system prompt', async () => {
    const { model, provider } = await setup(
      streamPieces([
        'Your 10th ',
        'house is Leo',
        ' and its lord, the Sun, sits in the 11th.',
        '\nSUGGESTIONS: ["When will I be promoted?", "Which remedy helps my career?", "How is next year?"]\n',
      ]),
    );
    const r = await run(provider);
    expect(r.text).toBe('Your 10th house is Leo and its lord, the Sun, sits in the 11th.\n');
    expect(r.tokens).toBeGreaterThanOrEqual(3);
    expect(r.suggestions).toEqual([
      'When will I be promoted?',
      'Which remedy helps my career?',
      'How is next year?',
    ]);
    expect(r.source).toEqual({
      provider: 'openai-compatible',
      promptVersion: 'assistant.v2',
      fallback: false,
    });

    const call = model.calls[0]!;
    expect(call.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(call.body).toMatchObject({ model: 'fake-astro-7b', stream: true });
    const [system, ...rest] = call.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain(JSON.stringify(facts));
    expect(system!.content).toContain('"ascendant":{"sign":"Scorpio"');
    expect(system!.content).toContain('Answer in English only');
    expect(rest).toEqual([
      { role: 'user', content: 'hello' },
      { role: 'assistant', content: 'Namaste!' },
      { role: 'user', content: 'How will my career be?' },
    ]);
  });

  it('uses the built-in suggestions when the model gives none', async () => {
    const { provider } = await setup(streamPieces(['Your career looks steady.']));
    const r = await run(provider);
    expect(r.text).toBe('Your career looks steady.');
    expect(r.suggestions).toEqual((await builtinAnswer(request)).suggestions);
  });

  it('retries once after a 500 and succeeds', async () => {
    let n = 0;
    const { model, provider } = await setup((req, res, call) => {
      n += 1;
      if (n === 1) {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"error":{"message":"overloaded"}}');
        return;
      }
      return streamPieces(['Recovered answer.'])(req, res, call);
    });
    const r = await run(provider);
    expect(model.calls).toHaveLength(2);
    expect(r.text).toBe('Recovered answer.');
    expect(r.source?.fallback).toBe(false);
  });

  it('500, retry, 500: the built-in assistant answers instead', async () => {
    const { model, provider } = await setup((_req, res) => {
      res.writeHead(500).end('boom');
    });
    const r = await run(provider);
    expect(model.calls).toHaveLength(2);
    const builtin = await builtinAnswer(request);
    expect(r.text).toBe(builtin.text);
    expect(r.suggestions).toEqual(builtin.suggestions);
    expect(r.source).toEqual({ provider: 'builtin', promptVersion: 'builtin.v2', fallback: true });
  });

  it('does not retry a 401 (a wrong key will not get better) and falls back', async () => {
    const { model, provider } = await setup((_req, res) => {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"error":{"message":"bad key"}}');
    });
    const r = await run(provider);
    expect(model.calls).toHaveLength(1);
    expect(r.source).toEqual({ provider: 'builtin', promptVersion: 'builtin.v2', fallback: true });
  });

  it('times out a silent server, retries once, then falls back (within the two timeouts)', async () => {
    const { model, provider } = await setup(() => {
      // Accept the request and never answer.
    }, 300);
    const t0 = performance.now();
    const r = await run(provider);
    const ms = performance.now() - t0;
    expect(model.calls).toHaveLength(2);
    expect(r.source?.provider).toBe('builtin');
    expect(r.source?.fallback).toBe(true);
    // Two attempts of 300 ms plus the 10 ms pause happened; the upper bound only proves it does
    // not hang (wide, so a loaded machine cannot make it flake).
    expect(ms).toBeGreaterThan(590);
    expect(ms).toBeLessThan(15_000);
    await Promise.all(model.calls.map((c) => c.closed));
  });

  it('a stream that goes silent mid-answer is cut at the timeout and finished with a note', async () => {
    const { model, provider } = await setup(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(sseChunk('Your 10th house '));
      // ...and nothing more.
      // 1 s: the timeout also covers the wait for the headers, and a busy machine taking longer
      // than a short one for those would retry (a second call) instead of cutting the stream.
    }, 1000);
    const r = await run(provider);
    expect(model.calls).toHaveLength(1);
    expect(r.text).toBe(`Your 10th house \n\n${lexiconFor('en').interrupted}`);
    expect(r.source).toEqual({
      provider: 'openai-compatible',
      promptVersion: 'assistant.v2',
      fallback: true,
    });
  });

  it('mid-stream disconnect: keeps what arrived, adds a short built-in note and suggestions, no retry', async () => {
    const { model, provider } = await setup(async (req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(sseChunk('Your 10th house is Leo'));
      res.write(sseChunk(', and'));
      await new Promise((r) => setTimeout(r, 20));
      req.socket.destroy();
    });
    const r = await run(provider);
    expect(model.calls).toHaveLength(1);
    expect(r.text).toBe(`Your 10th house is Leo, and\n\n${lexiconFor('en').interrupted}`);
    expect(r.suggestions).toEqual((await builtinAnswer(request)).suggestions);
    expect(r.source).toEqual({
      provider: 'openai-compatible',
      promptVersion: 'assistant.v2',
      fallback: true,
    });
  });

  it('a connection refused falls back to the built-in answer', async () => {
    const { model, provider } = await setup(() => {});
    await model.close();
    const r = await run(provider);
    expect(r.source).toEqual({ provider: 'builtin', promptVersion: 'builtin.v2', fallback: true });
  });

  it('reads a server that ignores stream:true and answers one JSON document', async () => {
    const { provider } = await setup((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          choices: [
            { message: { content: 'Whole answer here.\nSUGGESTIONS: ["Next?","More?","Why?"]' } },
          ],
        }),
      );
    });
    const r = await run(provider);
    expect(r.text).toBe('Whole answer here.\n');
    expect(r.suggestions).toEqual(['Next?', 'More?', 'Why?']);
  });

  it('aborting stops the answer and cancels the upstream request', async () => {
    const { model, provider } = await setup(
      streamPieces(
        Array.from({ length: 50 }, (_, i) => `word${i} `),
        40,
      ),
    );
    const controller = new AbortController();
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const ev of answerWithFallback(
          provider,
          builtinProvider(),
          request,
          controller.signal,
          logger,
        )) {
          if (ev.type === 'token') {
            seen.push(ev.text);
            if (seen.length === 2) controller.abort(new Error('client closed'));
          }
        }
      })(),
    ).rejects.toThrow('client closed');
    await model.calls[0]!.closed;
    expect(model.calls[0]!.completed).toBe(false);
    expect(seen).toEqual(['word0 ', 'word1 ']);
    expect(model.calls).toHaveLength(1);
  });

  it('never writes the API key to the logs', () => {
    expect(logLines.length).toBeGreaterThan(0); // the failures above were logged
    expect(logLines.join('\n')).not.toContain(KEY);
    expect(
      logLines.some((l) => l.includes('AI provider failed; built-in assistant takes over')),
    ).toBe(true);
  });
});
