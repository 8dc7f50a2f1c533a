import {
  availabilityResponseSchema,
  REVIEWS_PAGE_SIZE,
  reviewListResponseSchema,
  type Review,
} from '@nakshatra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithRouter } from '@/test/utils';
import { makeAstrologer } from '@/test/astrologer-fixture';
import { AstrologerProfile } from './astrologer-profile';

const meera = makeAstrologer({ id: 7, slug: 'meera-iyer', online: true });
const AVAILABILITY = 'GET /api/astrologers/availability?ids=7';
const reviewsUrl = (pageNo: number) => `GET /api/astrologers/meera-iyer/reviews?pageNo=${pageNo}`;

/** Review i of `total`, newest first: written i days before 29 November 2026. */
function review(i: number): Review {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    author: ['Asha', 'Vikram', 'Priya'][i % 3]!,
    rating: (i % 5) + 1,
    text: `Review ${i}`,
    createdAt: new Date(Date.UTC(2026, 10, 29 - i, 12)).toISOString(),
  };
}

/** A page of GET /api/astrologers/:slug/reviews, checked by the contract. */
function reviewPage(pageNo: number, total: number, make = review) {
  const first = pageNo * REVIEWS_PAGE_SIZE;
  const reviews = Array.from({ length: Math.max(0, Math.min(REVIEWS_PAGE_SIZE, total - first)) }, (_, k) =>
    make(first + k),
  );
  return json(reviewListResponseSchema.parse({ reviews, total }));
}

const available = (status: 'online' | 'busy' | 'offline', waitMinutes: number) => () =>
  json(availabilityResponseSchema.parse({ astrologers: [{ id: 7, status, waitMinutes, queueLength: 1 }] }));

const renderProfile = () => renderWithRouter(<AstrologerProfile astrologer={meera} />);

describe('AstrologerProfile: reviews', () => {
  it('lists the newest ten, then ten more per Show more, until all are shown', async () => {
    const fetchMock = mockFetch({
      [AVAILABILITY]: available('online', 0),
      [reviewsUrl(0)]: () => reviewPage(0, 23),
      [reviewsUrl(1)]: () => reviewPage(1, 23),
      [reviewsUrl(2)]: () => reviewPage(2, 23),
    });
    const user = userEvent.setup();
    renderProfile();
    const section = await screen.findByRole('region', { name: /Reviews/ });
    await within(section).findByText('Review 0');
    expect(within(section).getByText('23 reviews')).toBeTruthy();
    expect(within(section).getAllByRole('listitem')).toHaveLength(10);
    const first = within(section).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Asha')).toBeTruthy();
    expect(within(first).getByRole('img', { name: '1 out of 5 stars' })).toBeTruthy();
    expect(within(first).getByText('29 Nov 2026').getAttribute('datetime')).toBe(review(0).createdAt);

    await user.click(within(section).getByRole('button', { name: 'Show more' }));
    await within(section).findByText('Review 19');
    await user.click(within(section).getByRole('button', { name: 'Show more' }));
    await within(section).findByText('Review 22');
    expect(within(section).getAllByRole('listitem')).toHaveLength(23);
    expect(within(section).queryByRole('button', { name: 'Show more' })).toBeNull();
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/reviews'));
    expect(asked).toEqual([0, 1, 2].map((n) => reviewsUrl(n).slice('GET '.length)));
  });

  it('shows what a review says as text, never as HTML', async () => {
    const hostile = '<img src=x onerror="alert(1)"><b>bold</b>\nsecond line';
    mockFetch({
      [AVAILABILITY]: available('online', 0),
      [reviewsUrl(0)]: () => reviewPage(0, 1, (i) => ({ ...review(i), author: '<i>Asha</i>', text: hostile })),
    });
    renderProfile();
    const section = await screen.findByRole('region', { name: /Reviews/ });
    const text = await within(section).findByText(/onerror/);
    expect(text.textContent).toBe(hostile);
    expect(section.querySelector('img, b, i')).toBeNull();
    expect(within(section).getByText('<i>Asha</i>')).toBeTruthy();
    expect(within(section).getByText('1 review')).toBeTruthy();
  });

  it('says so when there are none, and offers a retry when they fail to load', async () => {
    mockFetch({ [AVAILABILITY]: available('online', 0), [reviewsUrl(0)]: () => reviewPage(0, 0) });
    const empty = renderProfile();
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    empty.unmount();

    let fail = true;
    mockFetch({
      [AVAILABILITY]: available('online', 0),
      [reviewsUrl(0)]: () => (fail ? json({ error: 'Something went wrong!', code: 'internal' }, 500) : reviewPage(0, 2)),
    });
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByText("The reviews didn't load.")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Review 1')).toBeTruthy();
  });
});

describe('AstrologerProfile: availability', () => {
  it('shows the measured status and wait instead of a fixed wait time', async () => {
    mockFetch({ [AVAILABILITY]: available('busy', 16), [reviewsUrl(0)]: () => reviewPage(0, 0) });
    renderProfile();
    const summary = screen.getByRole('region', { name: /^Meera Iyer/ });
    expect(await within(summary).findAllByText('Wait ~ 16 min')).toHaveLength(2);
    expect(within(summary).getAllByText('Busy').length).toBeGreaterThan(0);
    expect(within(summary).queryByText(/2m/)).toBeNull();
  });

  it('offline: no wait is promised', async () => {
    mockFetch({ [AVAILABILITY]: available('offline', 0), [reviewsUrl(0)]: () => reviewPage(0, 0) });
    renderProfile();
    const summary = screen.getByRole('region', { name: /^Meera Iyer/ });
    await waitFor(() => expect(summary.querySelector('[data-status="offline"]')).toBeTruthy());
    expect(within(summary).queryByText(/Wait/)).toBeNull();
    expect(within(summary).queryByText('No wait')).toBeNull();
  });
});
