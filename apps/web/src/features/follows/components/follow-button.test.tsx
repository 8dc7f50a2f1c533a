import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAstrologer } from '@/test/astrologer-fixture';
import { closeLoginDialog, getLoginDialogState } from '@/lib/login-dialog-store';
import { json, mockFetch, renderWithRouter, signIn } from '@/test/utils';
import { FollowButton } from './follow-button';

const meera = makeAstrologer({ id: 7, name: 'Meera Iyer' });

describe('FollowButton', () => {
  it("a guest gets \"You're not logged In\" and the login dialog, and nothing is sent (spec section 5)", async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderWithRouter(<FollowButton astrologer={meera} />);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText("You're not logged In")).toBeTruthy();
    expect(getLoginDialogState().open).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    closeLoginDialog();
  });

  it("signed in: follows with PUT and the CSRF header, then unfollows with DELETE, toasting each (spec section 8)", async () => {
    signIn();
    let followed = false;
    const fetchMock = mockFetch({
      'GET /api/follows': () => json({ data: followed ? [meera] : [] }),
      'PUT /api/follows/7': () => {
        followed = true;
        return json({ astrologerId: 7, following: true });
      },
      'DELETE /api/follows/7': () => {
        followed = false;
        return json({ astrologerId: 7, following: false });
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<FollowButton astrologer={meera} />);
    const button = screen.getByRole('button', { name: 'Follow' });
    // Waits for the follow list before it trusts its own label.
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    await user.click(button);
    expect(await screen.findByText('Followed Meera Iyer')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect((put[1]?.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-test-token');

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('Unfollowed Meera Iyer')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(getLoginDialogState().open).toBe(false);
  });

  it('a session that expired meanwhile is treated like a guest', async () => {
    signIn();
    mockFetch({
      'GET /api/follows': () => json({ data: [] }),
      'PUT /api/follows/7': () => json({ error: 'Unauthorized: Token missing', code: 'token_missing' }, 401),
    });
    const user = userEvent.setup();
    renderWithRouter(<FollowButton astrologer={meera} />);
    const button = screen.getByRole('button', { name: 'Follow' });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    await user.click(button);
    expect(await screen.findByText("You're not logged In")).toBeTruthy();
    expect(getLoginDialogState().open).toBe(true);
    // The optimistic change is rolled back.
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    closeLoginDialog();
  });
});
