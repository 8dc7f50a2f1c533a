import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIn, viewerTimeZone } from './dates';
import { RENDER_TIME_ZONE, setRenderedDay, useToday } from './today';

function Today() {
  return <p>{useToday()}</p>;
}

/** What the footer and the home page did before: the reader's day, read during render. */
function ReadsTheClock() {
  return <p>{todayIn(viewerTimeZone())}</p>;
}

/**
 * Server HTML rendered at `at` (on that day in India), taken over now in this (happy-dom) page;
 * the mismatches React saw.
 */
async function hydrateRenderedAt(at: string, Component: () => React.ReactElement) {
  const now = new Date();
  vi.setSystemTime(new Date(at));
  const day = todayIn(RENDER_TIME_ZONE);
  setRenderedDay(day);
  const html = renderToString(<Component />);
  setRenderedDay(null);
  vi.setSystemTime(now);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  setRenderedDay(day);
  const mismatches: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <Component />, { onRecoverableError: (e) => mismatches.push(e) }),
  );
  return { container, mismatches, root };
}

describe('useToday: the reader’s day, after taking over a page rendered on another', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // The reader (this test runs in UTC) is on New Year's Day; the pages were rendered in India
    // on New Year's Eve (22:30 there), e.g. a page from the server's cache.
    vi.setSystemTime(new Date('2027-01-01T10:00:00Z'));
  });
  afterEach(() => {
    setRenderedDay(null);
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('renders the server’s day on the server', () => {
    setRenderedDay('2026-12-31');
    expect(renderToString(<Today />)).toBe('<p>2026-12-31</p>');
  });

  it('takes the page over without a mismatch, then shows the reader’s day', async () => {
    const { container, mismatches, root } = await hydrateRenderedAt('2026-12-31T17:00:00Z', Today);
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe(todayIn(viewerTimeZone()));
    expect(container.textContent).not.toBe('2026-12-31');
    act(() => root.unmount());
  });

  it('the clock read during render is a mismatch (what the test above guards against)', async () => {
    const { mismatches, root } = await hydrateRenderedAt('2026-12-31T17:00:00Z', ReadsTheClock);
    expect(mismatches).toHaveLength(1);
    act(() => root.unmount());
  });

  it('moves on to the next day within a minute of midnight', async () => {
    const { container, root } = await hydrateRenderedAt('2027-01-01T09:00:00Z', Today);
    const day = todayIn(viewerTimeZone());
    expect(container.textContent).toBe(day);
    vi.setSystemTime(Date.now() + 86_400_000);
    const next = todayIn(viewerTimeZone());
    expect(next > day).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(container.textContent).toBe(day);
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(container.textContent).toBe(next);
    act(() => root.unmount());
  });
});
