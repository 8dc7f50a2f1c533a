import type { Astrologer } from '@nakshatra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '@/test/utils';
import { makeAstrologer, makePage } from '@/test/astrologer-fixture';
import { AstrologerDirectory } from './astrologer-directory';

const people = Array.from({ length: 20 }, (_, i) =>
  makeAstrologer({ id: i + 1, name: `Astrologer ${i + 1}`, slug: `astrologer-${i + 1}`, picId: `a-${i + 1}` }),
);

/**
 * A stand-in for GET /api/consultants/list-filter that records each query and answers from
 * `answer` (the first 18 of 20 astrologers on page 0, the last two on page 1 by default).
 */
function stubList(answer: (query: URLSearchParams) => Response = defaultAnswer) {
  const queries: URLSearchParams[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/consultants/list-filter') return json({ error: 'unexpected', code: 'internal' }, 599);
    queries.push(url.searchParams);
    return answer(url.searchParams);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { queries, last: () => queries[queries.length - 1]! };
}

function defaultAnswer(query: URLSearchParams): Response {
  const pageNo = Number(query.get('pageNo'));
  const content: Astrologer[] = people.slice(pageNo * 18, pageNo * 18 + 18);
  return json(makePage(content, pageNo, people.length));
}

function renderDirectory(path = '/chat') {
  // No pause between simulated keys: the machine running the suite may be busy, and the timing
  // under test (the search debounce) is the component's own.
  const user = userEvent.setup({ delay: null });
  const utils = renderRoutes(
    [
      { path: '/chat', element: <AstrologerDirectory service="chat" /> },
      { path: '/call', element: <AstrologerDirectory service="call" /> },
      { path: '/error', element: <p>error page</p> },
    ],
    [path],
  );
  return { user, ...utils };
}

const chip = (name: string) => screen.getByRole('button', { name });

describe('AstrologerDirectory', () => {
  it('reads chips from the URL and sends them to the server', async () => {
    const list = stubList();
    renderDirectory('/chat?skill=tarot&topRated=1');
    expect(await screen.findByText('20 astrologers')).toBeTruthy();
    expect(chip('Tarot').getAttribute('aria-pressed')).toBe('true');
    expect(chip('Top Rated').getAttribute('aria-pressed')).toBe('true');
    expect(chip('Offer').getAttribute('aria-pressed')).toBe('false');
    expect(Object.fromEntries(list.last())).toMatchObject({
      pageNo: '0',
      pageSize: '18',
      skill: 'Tarot',
      topRated: 'true',
      service: 'chat',
      sort: 'popular',
    });
  });

  it('writes chips to the URL, and each change refetches', async () => {
    const list = stubList();
    const { user, history } = renderDirectory('/chat');
    await screen.findByText('20 astrologers');
    const search = () => new URLSearchParams(history.location.search);

    await user.click(chip('Offer'));
    await waitFor(() => expect(search().get('offer')).toBe('1'));
    await waitFor(() => expect(list.last().get('offer')).toBe('true'));
    expect(chip('Offer').getAttribute('aria-pressed')).toBe('true');

    await user.click(chip('Face Reading'));
    await waitFor(() => expect(search().get('skill')).toBe('face-reading'));
    await waitFor(() => expect(list.last().get('skill')).toBe('Face Reading'));
    // One skill at a time: another skill replaces it, the same one again clears it.
    await user.click(chip('Vastu'));
    await waitFor(() => expect(search().get('skill')).toBe('vastu'));
    expect(chip('Face Reading').getAttribute('aria-pressed')).toBe('false');
    await user.click(chip('Vastu'));
    await waitFor(() => expect(search().get('skill')).toBeNull());

    // Filters change the URL in place: Back leaves the list instead of undoing chips one by one.
    expect(history.action).toBe('REPLACE');
  });

  it('writes the debounced search, the sort and the language to the URL', async () => {
    const list = stubList();
    const { user, history } = renderDirectory('/chat?offer=1');
    await screen.findByText('20 astrologers');
    const search = () => new URLSearchParams(history.location.search);

    await user.type(screen.getByRole('searchbox', { name: 'Search astrologers' }), 'Sharma');
    await waitFor(() => expect(search().get('q')).toBe('Sharma'));
    await waitFor(() => expect(list.last().get('q')).toBe('Sharma'));
    // Debounced: one request for the word, not one per key.
    expect(list.queries.filter((q) => q.get('q') !== null).length).toBe(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    await waitFor(() => expect(search().get('sort')).toBe('price_asc'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Tamil');
    await waitFor(() => expect(list.last().get('language')).toBe('Tamil'));
    expect(search().toString()).toBe('q=Sharma&offer=1&language=tamil&sort=price_asc');
  });

  it('loads the next page with Load more, and says when everyone is shown', async () => {
    const list = stubList();
    const { user } = renderDirectory('/chat');
    await screen.findByText('20 astrologers');
    expect(screen.getAllByTestId('astrologer-card')).toHaveLength(18);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('astrologer-card')).toHaveLength(20));
    expect(list.queries.map((q) => q.get('pageNo'))).toContain('1');
    const slugs = screen.getAllByTestId('astrologer-card').map((card) => card.getAttribute('data-slug'));
    expect(new Set(slugs).size).toBe(20);
    expect(screen.getByText("That's everyone: 20 astrologers.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('an empty result offers Clear filters, which empties the URL and the search box', async () => {
    stubList((query) => json(makePage(query.get('q') ? [] : people.slice(0, 18), 0, query.get('q') ? 0 : 20)));
    const { user, history } = renderDirectory('/chat?q=zzzz&offer=1');
    expect(await screen.findByRole('heading', { name: 'No astrologers match' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(history.location.search).toBe(''));
    expect((screen.getByRole('searchbox', { name: 'Search astrologers' }) as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('20 astrologers')).toBeTruthy();
  });

  it("a failed load shows 'Failed to fetch' and goes to /error (spec sections 4 and 8)", async () => {
    stubList(() => json({ error: 'Something went wrong!', code: 'internal' }, 503));
    const { history } = renderDirectory('/call');
    expect(await screen.findByText('Failed to fetch')).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/error'));
    // Pushed, not replaced: the error page's Retry steps back to the list.
    expect(history.action).toBe('PUSH');
  });

  it('the call list prices by call price and links to the chat list with the same filters', async () => {
    stubList((query) => json(makePage([makeAstrologer({ price: 20, callPrice: 55 })], Number(query.get('pageNo')), 1)));
    renderDirectory('/call?offer=1');
    const card = await screen.findByTestId('astrologer-card');
    expect(within(card).getByText('₹55/min')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Call' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe('/chat?offer=1');
    expect(document.title).toBe('Call · Nakshatra');
  });
});
