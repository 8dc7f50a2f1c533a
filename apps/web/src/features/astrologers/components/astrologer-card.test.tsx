import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getLoginDialogState, closeLoginDialog } from '@/lib/login-dialog-store';
import { renderWithRouter, signIn } from '@/test/utils';
import { makeAstrologer } from '@/test/astrologer-fixture';
import { AstrologerCard } from './astrologer-card';

function renderCard(...args: Parameters<typeof makeAstrologer>) {
  const astrologer = makeAstrologer(...args);
  return {
    astrologer,
    ...renderWithRouter(<AstrologerCard astrologer={astrologer} service="chat" availability={undefined} />),
  };
}

/** The skill line as the eye sees it (a cut list is there in full too, for screen readers only). */
function visibleSkills(card: HTMLElement): string | undefined {
  const line = card.querySelector('h2 + p');
  return (line?.querySelector('span[aria-hidden="true"]') ?? line)?.textContent ?? undefined;
}

describe('AstrologerCard', () => {
  // Spec section 9: "Skill text truncated at 20 characters plus an ellipsis". Expected strings are
  // the rule applied by hand: the first 20 characters, then '...'.
  it.each([
    [['Vedic', 'Numerology', 'Tarot'], 'Vedic, Numerology, T...'],
    [['Life Coach', 'Palmistry'], 'Life Coach, Palmistr...'],
    // 19 characters: nothing is cut. (No mix of the eight skills is exactly 20 long; the boundary
    // itself is checked in lib/display.test.ts.)
    [['Psychologist', 'Vedic'], 'Psychologist, Vedic'],
    // The 20th character is the comma: the dangling separator goes, as contracts' truncateSkill says.
    [['Vedic', 'Tarot', 'Vastu', 'Palmistry'], 'Vedic, Tarot, Vastu...'],
  ] as const)('cuts %j to %s', (skills, expected) => {
    renderCard({ skills: [...skills] });
    const card = screen.getByTestId('astrologer-card');
    expect(visibleSkills(card)).toBe(expected);
    // The whole list stays available to assistive technology.
    expect(within(card).getByText(skills.join(', ')).getAttribute('aria-hidden')).toBeNull();
  });

  // Issue 12: the stars are filled to the rating itself (four stars and 80% of the fifth for 4.8),
  // not spec section 9's rough 3.5 / 4.5; the fills are the rating split by hand.
  it.each([
    [4.8, ['1', '1', '1', '1', '0.8']],
    [5, ['1', '1', '1', '1', '1']],
    [3.2, ['1', '1', '1', '0.2', '0']],
  ])('rating %d fills the stars %j and shows the number', (rating, fills) => {
    renderCard({ rating });
    const card = screen.getByTestId('astrologer-card');
    const stars = [...card.querySelectorAll('[data-star-fill]')];
    expect(stars.map((s) => s.getAttribute('data-star-fill'))).toEqual(fills);
    expect(card.querySelector('[data-stars]')?.getAttribute('data-stars')).toBe(String(rating));
    expect(within(card).getByText(rating.toFixed(1))).toBeTruthy();
  });

  it('shows the chat price on /chat and the call price on /call', () => {
    const astrologer = makeAstrologer({ price: 25, callPrice: 40 });
    const chat = renderWithRouter(<AstrologerCard astrologer={astrologer} service="chat" availability={undefined} />);
    expect(screen.getByText('₹25/min')).toBeTruthy();
    expect(screen.queryByText('₹40/min')).toBeNull();
    expect(screen.getByRole('button', { name: 'Chat with Meera Iyer' })).toBeTruthy();
    chat.unmount();

    renderWithRouter(<AstrologerCard astrologer={astrologer} service="call" availability={undefined} />);
    expect(screen.getByText('₹40/min')).toBeTruthy();
    expect(screen.queryByText('₹25/min')).toBeNull();
    expect(screen.getByRole('button', { name: 'Call Meera Iyer' })).toBeTruthy();
  });

  it('an offer shows the offer price, the struck-out chat price and the Offer badge', () => {
    renderCard({ price: 30, offerPrice: 12 });
    const card = screen.getByTestId('astrologer-card');
    expect(within(card).getByText('₹12/min')).toBeTruthy();
    const was = within(card).getByText('₹30', { exact: false });
    expect(was.className).toContain('line-through');
    expect(within(card).getByText('Offer')).toBeTruthy();
    expect(within(card).queryByText('Top Rated')).toBeNull();
  });

  it('Top Rated marks a rating of exactly 5 (spec section 5), with orders, experience and languages', () => {
    renderCard({ rating: 5, order: 45301, exp: 1, languages: ['English', 'Dutch'], tick: true });
    const card = screen.getByTestId('astrologer-card');
    expect(within(card).getByText('Top Rated')).toBeTruthy();
    expect(within(card).queryByText('Offer')).toBeNull();
    // Indian digit grouping for an Indian audience.
    expect(within(card).getByText('45,301 orders')).toBeTruthy();
    expect(within(card).getByText('Exp: 1 year')).toBeTruthy();
    expect(within(card).getByText('English, Dutch')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Verified' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Meera Iyer' }).getAttribute('href')).toBe(
      '/astroProfile/meera-iyer',
    );

    renderCard({ rating: 4.9, tick: false, exp: 12 });
    const second = screen.getAllByTestId('astrologer-card')[1]!;
    expect(within(second).queryByText('Top Rated')).toBeNull();
    expect(within(second).queryByRole('img', { name: 'Verified' })).toBeNull();
    expect(within(second).getByText('Exp: 12 years')).toBeTruthy();
  });

  it('Chat opens the login dialog for a guest and links to the chat for a signed-in user', async () => {
    const user = userEvent.setup();
    const guest = renderCard();
    await user.click(screen.getByRole('button', { name: 'Chat with Meera Iyer' }));
    expect(getLoginDialogState().open).toBe(true);
    closeLoginDialog();
    guest.unmount();

    signIn();
    renderCard();
    expect(screen.getByRole('link', { name: 'Chat with Meera Iyer' }).getAttribute('href')).toBe(
      '/astrologerschat/meera-iyer',
    );
  });
});
