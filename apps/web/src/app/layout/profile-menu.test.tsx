import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter, testUser } from '@/test/utils';
import { ProfileMenu } from './profile-menu';

function setup() {
  const onLogout = vi.fn();
  const user = userEvent.setup();
  renderWithRouter(
    <>
      <button type="button">before</button>
      <ProfileMenu user={testUser} onLogout={onLogout} />
      <button type="button">after</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Profile' });
  return { user, onLogout, button };
}

describe('ProfileMenu', () => {
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
    expect(items).toEqual(['Buy Coin', 'Home', 'Edit Profile', 'Feedback', 'Logout']);
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
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Home' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Logout' }));
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
});
