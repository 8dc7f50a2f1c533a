import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closeLoginDialog, getLoginDialogState, openLoginDialog } from '@/lib/login-dialog-store';
import { renderWithRouter } from '@/test/utils';
import { LoginDialog } from './login-dialog';

describe('LoginDialog', () => {
  it('opens from anywhere, traps focus, and closes on Escape with focus restored', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <button type="button">Follow</button>
        <LoginDialog />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Follow' });
    trigger.focus();
    act(() => openLoginDialog());

    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));

    // Shift+Tab from the first control wraps to the last one inside the dialog.
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 10; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getLoginDialogState().open).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('can open straight into sign-up mode and closes with its close button', async () => {
    const user = userEvent.setup();
    renderWithRouter(<LoginDialog />);
    act(() => openLoginDialog('signup'));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => closeLoginDialog());
  });
});
