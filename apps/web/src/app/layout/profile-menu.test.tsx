import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { json, mockFetch, renderWithRouter, signIn, testUser } from '@/test/utils';
import { ProfileMenu } from './profile-menu';

function setup() {
  const onLogout = vi.fn();
  const user = userEvent.setup();
  const { history } = renderWithRouter(
    <>
      <button type="button">before</button>
      <ProfileMenu user={testUser} onLogout={onLogout} />
      <button type="button">after</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Profile' });
  return { user, onLogout, button, history };
}

describe('ProfileMenu', () => {
  it.each([
    ['astrologer', 'Astrologer console'],
    ['admin', 'Consultations and refunds'],
  ] as const)('gives an %s the way to /console', async (role, label) => {
    const user = userEvent.setup();
    renderWithRouter(<ProfileMenu user={{ ...testUser, role }} onLogout={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    const item = await screen.findByRole('menuitem', { name: label });
    expect(item.getAttribute('href')).toBe('/console');
  });

  it('shows no console to a client', async () => {
    const { user, button } = setup();
    await user.click(button);
    await screen.findByRole('menu');
    expect(screen.queryByRole('menuitem', { name: 'Astrologer console' })).toBeNull();
  });

  it('is a menu button: closed at first, with the popup semantics', () => {
    const { button } = setup();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on mouse hover and closes when the mouse leaves', async () => {
    const { user, button } = setup();
    await user.hover(button);
    const menu = await screen.findByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const items = screen.getAllByRole('menuitem').map((el) => el.textContent);
    expect(items).toEqual(['Buy Coin', 'My consultations', 'Home', 'Edit Profile', 'Feedback', 'Logout', 'Log out of all devices']);
    // Moving from the button onto an item keeps it open (same hover region).
    await user.hover(screen.getByRole('menuitem', { name: 'Feedback' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.unhover(screen.getByRole('menuitem', { name: 'Feedback' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on keyboard focus, moves with arrows and closes on Escape with focus back on the button', async () => {
    const { user, button } = setup();
    await user.tab(); // "before"
    await user.tab(); // the menu button
    expect(document.activeElement).toBe(button);
    expect(await screen.findByRole('menu')).toBeTruthy();

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Buy Coin' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'My consultations' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log out of all devices' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Logout' }));
    await user.keyboard('{End}');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Buy Coin' }));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('Enter opens it and focuses the first item; leaving with Tab closes it', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Buy Coin' })));
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('closes when focus moves elsewhere, and Logout calls the handler', async () => {
    const { user, button, onLogout } = setup();
    button.focus();
    expect(await screen.findByRole('menu')).toBeTruthy();
    screen.getByRole('button', { name: 'after' }).focus();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await user.hover(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  describe('Log out of all devices (issue 9, item 8)', () => {
    it('asks first, then ends every session, says so, clears the session and goes to /login', async () => {
      signIn();
      const fetchMock = mockFetch({
        'POST /api/logout-all': () => json({ message: 'Logged out of all devices', revoked: 3 }),
      });
      const { user, button, onLogout, history } = setup();
      await user.hover(button);
      await user.click(await screen.findByRole('menuitem', { name: 'Log out of all devices' }));
      expect(screen.queryByRole('menu')).toBeNull();

      // Nothing happens before the user confirms; the safe answer has the focus.
      const dialog = await screen.findByRole('alertdialog', { name: 'Log out of all devices?' });
      expect(dialog.textContent).toContain('every other phone, tablet and computer');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
      expect(fetchMock).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
      await waitFor(() => expect(history.location.pathname).toBe('/login'));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe('/api/logout-all');
      expect(init?.method).toBe('POST');
      expect((init?.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-test-token');
      expect(toast.success).toHaveBeenCalledWith('Logged out of all devices: 3 sessions ended.', expect.anything());
      expect(await screen.findByText('Logged out of all devices: 3 sessions ended.')).toBeTruthy();
      // The readable session cookie is gone, as after a plain logout.
      expect(document.cookie).not.toMatch(/(^|; )user=/);
      expect(onLogout).not.toHaveBeenCalled();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it('Cancel (or Escape) ends nothing and gives the focus back to the menu button, menu closed', async () => {
      signIn();
      const fetchMock = mockFetch({});
      const { user, button, history } = setup();
      button.focus();
      await screen.findByRole('menu');
      // ArrowUp on the menu button focuses the last item.
      await user.keyboard('{ArrowUp}');
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log out of all devices' }));
      await user.keyboard('{Enter}');
      await screen.findByRole('alertdialog');
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(document.activeElement).toBe(button);
      expect(screen.queryByRole('menu')).toBeNull();

      await user.keyboard('{Enter}');
      await user.keyboard('{End}{Enter}');
      await user.click(await screen.findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(fetchMock).not.toHaveBeenCalled();
      expect(history.location.pathname).toBe('/here');
      expect(document.cookie).toMatch(/(^|; )user=/);
    });

    it('a failure keeps the user signed in and says to try again', async () => {
      signIn();
      mockFetch({
        'POST /api/logout-all': () => json({ error: 'Something went wrong!', code: 'internal' }, 500),
      });
      const { user, button, history } = setup();
      await user.hover(button);
      await user.click(await screen.findByRole('menuitem', { name: 'Log out of all devices' }));
      await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
      expect(await screen.findByText("Couldn't log out of all devices. Please try again.")).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(history.location.pathname).toBe('/here');
      expect(document.cookie).toMatch(/(^|; )user=/);
    });

    it('a session that is already gone (401) counts as logged out', async () => {
      signIn();
      mockFetch({
        'POST /api/logout-all': () =>
          json({ error: 'Your session has expired. Please log in again.', code: 'unauthorized' }, 401),
      });
      const { user, button, history } = setup();
      await user.hover(button);
      await user.click(await screen.findByRole('menuitem', { name: 'Log out of all devices' }));
      await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
      await waitFor(() => expect(history.location.pathname).toBe('/login'));
      expect(await screen.findByText('No token found. You are already logged out.')).toBeTruthy();
      expect(document.cookie).not.toMatch(/(^|; )user=/);
    });
  });
});
