import { availabilityResponseSchema, type Availability } from '@nakshatra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '@/test/utils';
import { makeAstrologer, makePage } from '@/test/astrologer-fixture';
import { AVAILABILITY_REFETCH_MS, getAvailabilityQueryOptions } from '../api/get-availability';
import { AstrologerDirectory } from './astrologer-directory';

const people = Array.from({ length: 20 }, (_, i) =>
  makeAstrologer({ id: i + 1, name: `Astrologer ${i + 1}`, slug: `astrologer-${i + 1}`, picId: `a-${i + 1}` }),
);

/** Astrologer n: busy with a wait of n minutes when n is even, else online and free. */
function availabilityOf(id: number): Availability {
  return id % 2 === 0
    ? { id, status: 'busy', waitMinutes: id, queueLength: 0 }
    : { id, status: 'online', waitMinutes: 0, queueLength: 0 };
}

/** The list (18, then 2) and GET /api/astrologers/availability, recording the ids each asks for. */
function stubApi() {
  const asked: number[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/consultants/list-filter') {
        const pageNo = Number(url.searchParams.get('pageNo'));
        return json(makePage(people.slice(pageNo * 18, pageNo * 18 + 18), pageNo, people.length));
      }
      if (url.pathname === '/api/astrologers/availability') {
        const ids = url.searchParams.get('ids')!.split(',').map(Number);
        asked.push(ids);
        return json(availabilityResponseSchema.parse({ astrologers: ids.map(availabilityOf) }));
      }
      return json({ error: 'unexpected', code: 'internal' }, 599);
    }),
  );
  return asked;
}

const card = (slug: string) =>
  screen.getAllByTestId('astrologer-card').find((c) => c.getAttribute('data-slug') === slug)!;

describe('AstrologerDirectory: availability', () => {
  it('asks once per page of cards, and shows each card its status and wait', async () => {
    const asked = stubApi();
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/chat', element: <AstrologerDirectory service="chat" /> }], ['/chat']);
    await screen.findByText('20 astrologers');
    await waitFor(() => expect(within(card('astrologer-4')).getByText('Wait ~ 4 min')).toBeTruthy());
    expect(within(card('astrologer-4')).getAllByText('Busy').length).toBeGreaterThan(0);
    expect(within(card('astrologer-3')).getByText('No wait')).toBeTruthy();
    expect(asked).toEqual([people.slice(0, 18).map((a) => a.id)]);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(card('astrologer-20')).getByText('Wait ~ 20 min')).toBeTruthy());
    // The new page asked for its own two; the first page was not asked again.
    expect(asked).toEqual([people.slice(0, 18).map((a) => a.id), [19, 20]]);
  });

  it('is asked again every 30 seconds while on screen', () => {
    const options = getAvailabilityQueryOptions([1, 2, 3]);
    expect(AVAILABILITY_REFETCH_MS).toBe(30_000);
    expect(options.refetchInterval).toBe(AVAILABILITY_REFETCH_MS);
  });
});
