import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import type { User } from '@nakshatra/contracts';
import { ProfileMenuPanel } from './profile-menu-panel';
import { useMenuButton } from './use-menu-button';

// Only when asked for: the dialog brings the request and its contract schema (zod).
const LogoutAllDialog = lazy(() => import('@/features/auth/components/logout-all-dialog'));

interface ProfileMenuProps {
  user: User;
  onLogout: () => void;
}

/**
 * Spec section 2 header dropdown: opens on mouse hover and closes on leave; for keyboard users
 * it opens on focus and Enter/ArrowDown, follows the WAI-ARIA menu-button pattern (arrow keys,
 * Home/End, Escape returns focus to the button) and closes when focus leaves it. The last item,
 * "Log out of all devices" (issue 9, item 8), asks for confirmation in a dialog first.
 */
export function ProfileMenu({ user, onLogout }: ProfileMenuProps) {
  const { t } = useTranslation();
  const [confirmingLogoutAll, setConfirmingLogoutAll] = useState(false);
  const menu = useMenuButton();
  const { open, wrapperRef, buttonRef, menuRef } = menu;
  const initial = (user.name.trim()[0] ?? '?').toUpperCase();

  return (
    <>
      <div ref={wrapperRef} className="relative" {...menu.wrapperProps}>
        <button
          ref={buttonRef}
          id={menu.buttonId}
          type="button"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menu.menuId : undefined}
          {...menu.buttonProps}
          className={cx(
            'flex h-11 items-center gap-2 rounded-full border py-1 pr-1 pl-1 text-sm font-semibold transition md:pr-3',
            open
              ? 'border-gold-300/70 bg-white/10'
              : 'border-star-300/30 bg-white/5 hover:border-gold-300/60',
          )}
        >
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-full bg-gradient-to-br from-gold-300 to-gold-500 font-display text-base text-night-950"
          >
            {initial}
          </span>
          <span className="sr-only md:not-sr-only">{t('profileMenu.button')}</span>
          <ChevronDown
            size={16}
            aria-hidden
            className={cx(
              'hidden text-star-300 transition-transform md:block',
              open && 'rotate-180',
            )}
          />
        </button>

        {open ? (
          <ProfileMenuPanel
            user={user}
            menuRef={menuRef}
            menuId={menu.menuId}
            buttonId={menu.buttonId}
            onMenuKeyDown={menu.onMenuKeyDown}
            onNavigate={menu.close}
            onLogout={() => {
              menu.close();
              onLogout();
            }}
            onLogoutAll={() => {
              // The dialog hands focus back to whatever had it: the menu button, not the item
              // that is about to disappear.
              menu.closeToButton();
              setConfirmingLogoutAll(true);
            }}
          />
        ) : null}
      </div>
      {/* Outside the wrapper: events bubbling up from the dialog's portal must not reach the
          wrapper's hover and focus handlers and reopen the menu behind it. */}
      {confirmingLogoutAll ? (
        <Suspense fallback={null}>
          <LogoutAllDialog
            onClose={() => {
              // Focus returns to the menu button; that must not reopen the menu.
              menu.ignoreNextFocus();
              setConfirmingLogoutAll(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
