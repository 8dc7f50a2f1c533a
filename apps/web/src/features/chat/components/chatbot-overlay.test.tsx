import { chatMessages, type ChatStreamEvent } from '@nakshatra/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithRouter, signIn } from '@/test/utils';
import { ChatbotOverlay } from './chatbot-overlay';

const CONVERSATION = '0b6c2a52-7f1d-4c5e-9a43-2f1e5d6c7b8a';
const MESSAGE = '5d9f3c1e-2a4b-4c6d-8e0f-1a2b3c4d5e6f';

/** A text/event-stream response body the test writes to event by event, in the contract's shapes. */
function fakeSse(signal: AbortSignal | null | undefined) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  // Like a real fetch: aborting the request errors the body.
  signal?.addEventListener('abort', () =>
    controller.error(new DOMException('aborted', 'AbortError')),
  );
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send(ev: ChatStreamEvent) {
      controller.enqueue(
        encoder.encode(`event: ${ev.event}\ndata: ${JSON.stringify(ev.data)}\n\n`),
      );
    },
    close: () => controller.close(),
  };
}

const meta = (remaining: number): ChatStreamEvent => ({
  event: 'meta',
  data: { conversationId: CONVERSATION, remaining, limit: 5, language: 'en', persona: null },
});
const token = (t: string): ChatStreamEvent => ({ event: 'token', data: { t } });
const done = (remaining: number): ChatStreamEvent => ({
  event: 'done',
  data: { messageId: MESSAGE, remaining, provider: 'builtin', fallback: false },
});
const suggestions = (list: string[]): ChatStreamEvent => ({
  event: 'suggestions',
  data: { suggestions: list },
});

/** Lets fetch, the stream reader and React settle (real macrotask; timers may be fake). */
const settle = () => act(async () => new Promise<void>((r) => setImmediate(r)));

function setup({ remaining = 5 } = {}) {
  signIn();
  const streams: Array<ReturnType<typeof fakeSse> & { question: string; signal: AbortSignal }> = [];
  const fetchMock = mockFetch({
    'GET /api/chat/usage': () =>
      json({
        used: 5 - remaining,
        limit: 5,
        remaining,
        resetsAt: '2026-11-23T18:30:00.000Z',
        timezone: 'Asia/Kolkata',
      }),
    'POST /api/chat/stream': (init) => {
      const s = fakeSse(init?.signal);
      streams.push({
        ...s,
        question: (JSON.parse(String(init?.body)) as { question: string }).question,
        signal: init!.signal!,
      });
      return s.response;
    },
  });
  renderWithRouter(<ChatbotOverlay />, '/chatbot');
  const input = () => screen.getByPlaceholderText(chatMessages.placeholder) as HTMLInputElement;
  const ask = (text: string) => {
    fireEvent.change(input(), { target: { value: text } });
    fireEvent.submit(input().form!);
  };
  const botMessages = () =>
    screen.getAllByTestId('chat-message').filter((m) => m.dataset.sender === 'bot');
  const lastBot = () => botMessages().at(-1)!;
  return { streams, fetchMock, input, ask, lastBot, botMessages };
}

describe('ChatbotOverlay (spec section 4 "Bot chat")', () => {
  it('greets first, shows the questions left, and sends nothing blank', async () => {
    const { input, ask, streams } = setup();
    expect(screen.getByRole('log').textContent).toContain(chatMessages.greeting);
    expect(input().placeholder).toBe('Ask anything');
    expect(await screen.findByText('5 of 5 questions left today')).toBeTruthy();
    ask('   \n  ');
    await settle();
    expect(streams).toHaveLength(0);
    // No suggestions yet: the slider is not rendered at all.
    expect(screen.queryByRole('region', { name: 'Suggested questions' })).toBeNull();
  });

  it('trims the question, shows Thinking..., locks the input and turns send into a red stop button', async () => {
    const { input, ask, streams, lastBot } = setup();
    ask('  When will I marry?  ');
    await settle();
    expect(streams.map((s) => s.question)).toEqual(['When will I marry?']);
    expect(screen.getAllByTestId('chat-message').at(-2)!.textContent).toMatch(
      /^When will I marry\?$/,
    );
    expect(lastBot().textContent).toContain(chatMessages.thinking);
    expect(input().disabled).toBe(true);
    expect(input().value).toBe('');
    const stop = screen.getByRole('button', { name: 'Stop the answer' });
    expect(stop.className).toMatch(/bg-red-600/);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('types the streamed answer at 5 ms per character, newlines as <br>, never as HTML', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { input, ask, streams, lastBot } = setup();
    ask('Career?');
    await settle();
    const s = streams[0]!;
    s.send(meta(4));
    s.send(token('Hi\n<b>x</b>'));
    await settle();
    expect(lastBot().textContent).toContain(chatMessages.thinking);

    await act(async () => vi.advanceTimersByTime(5));
    expect(lastBot().textContent).toBe('H');
    await act(async () => vi.advanceTimersByTime(5 * 3));
    // 'H', 'i', '\n', '<': four characters after 20 ms.
    expect(lastBot().querySelectorAll('br')).toHaveLength(1);
    expect(lastBot().textContent).toBe('Hi<');
    await act(async () => vi.advanceTimersByTime(5 * 7));
    expect(lastBot().textContent).toBe('Hi<b>x</b>');
    expect(lastBot().querySelector('b')).toBeNull();
    // All typed but the stream is still open: still locked.
    expect(input().disabled).toBe(true);

    s.send(suggestions(['What about money?', 'Which dasha am I in?']));
    s.send(done(4));
    s.close();
    await settle();
    await act(async () => vi.advanceTimersByTime(5));
    expect(input().disabled).toBe(false);
    expect(lastBot().dataset.status).toBe('done');
    expect(screen.getByText('4 of 5 questions left today')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Suggested questions' }).textContent).toContain(
      'What about money?',
    );
    // One at a time: the second shows after "next".
    expect(screen.getAllByTestId('chat-suggestion')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next suggestion' }));
    expect(screen.getByTestId('chat-suggestion').textContent).toContain('Which dasha am I in?');
  });

  it('stop before any text: the placeholder becomes Stopped, the stream is aborted, the input is free', async () => {
    const { input, ask, streams, lastBot } = setup();
    ask('Health?');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Stop the answer' }));
    await settle();
    expect(streams[0]!.signal.aborted).toBe(true);
    expect(lastBot().textContent).toMatch(/^Stopped$/);
    expect(screen.queryByText(chatMessages.thinking)).toBeNull();
    expect(input().disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('stop mid-answer keeps the part already typed and marks it stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { ask, streams, lastBot } = setup();
    ask('Money?');
    await settle();
    streams[0]!.send(token('Jupiter in the 2nd house'));
    await settle();
    await act(async () => vi.advanceTimersByTime(5 * 7));
    fireEvent.click(screen.getByRole('button', { name: 'Stop the answer' }));
    await act(async () => vi.advanceTimersByTime(500));
    expect(lastBot().dataset.status).toBe('stopped');
    expect(lastBot().textContent).toBe('JupiterStopped');
  });

  it('failure: the placeholder goes, "Error occurred." is added and the toast shows', async () => {
    const { ask, streams, lastBot, input } = setup();
    ask('Travel?');
    await settle();
    streams[0]!.send(meta(4));
    streams[0]!.send({
      event: 'error',
      data: { error: chatMessages.answerFailed, code: 'answer_failed' },
    });
    await settle();
    expect(lastBot().textContent).toMatch(/^Error occurred\.$/);
    expect(screen.queryByText(chatMessages.thinking)).toBeNull();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(input().disabled).toBe(false);
  });

  it('429: shows the limit message and disables sending', async () => {
    signIn();
    const fetchMock = mockFetch({
      'GET /api/chat/usage': () =>
        json({
          used: 4,
          limit: 5,
          remaining: 1,
          resetsAt: '2026-11-23T18:30:00.000Z',
          timezone: 'Asia/Kolkata',
        }),
      'POST /api/chat/stream': () =>
        json({ error: chatMessages.quotaExceeded, code: 'quota_exceeded' }, 429),
    });
    renderWithRouter(<ChatbotOverlay />, '/chatbot');
    const input = screen.getByPlaceholderText('Ask anything') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'One more?' } });
    fireEvent.submit(input.form!);
    // In the log (the bot's answer) and as the notice above the input.
    expect(await screen.findAllByText('Please come tomorrow, API limit exceeded')).toHaveLength(2);
    expect(screen.queryByText(chatMessages.thinking)).toBeNull();
    expect(input.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    // One question went out; nothing more can be sent (the usage is re-read, which is a GET).
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('tapping a suggestion stops the running answer and asks the suggestion', async () => {
    const { ask, streams } = setup();
    ask('Marriage?');
    await settle();
    streams[0]!.send(meta(4));
    streams[0]!.send(token('Venus'));
    streams[0]!.send(suggestions(['When is a good time?']));
    streams[0]!.send(done(4));
    streams[0]!.close();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy());
    ask('Education?');
    await settle();
    expect(streams).toHaveLength(2);
    fireEvent.click(screen.getByTestId('chat-suggestion'));
    await settle();
    expect(streams[1]!.signal.aborted).toBe(true);
    expect(streams.map((s) => s.question)).toEqual([
      'Marriage?',
      'Education?',
      'When is a good time?',
    ]);
    const bots = screen.getAllByTestId('chat-message').filter((m) => m.dataset.sender === 'bot');
    expect(bots.at(-2)!.textContent).toMatch(/^Stopped$/);
    expect(bots.at(-1)!.textContent).toContain(chatMessages.thinking);
  });

  it('without a session cookie: toast "Unauthorized: Token missing" and no request', async () => {
    const fetchMock = mockFetch({});
    renderWithRouter(<ChatbotOverlay />, '/chatbot');
    const input = screen.getByPlaceholderText('Ask anything');
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.submit((input as HTMLInputElement).form!);
    expect(await screen.findByText('Unauthorized: Token missing')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
