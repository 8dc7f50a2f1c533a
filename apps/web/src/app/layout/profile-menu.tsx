import { ChevronDown, Coins, House, LogOut, MessageSquareHeart, MonitorSmartphone, UserPen } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '@/components/ui/cx';
import { paths } from '@/config/paths';
import type { User } from '@nakshatra/contracts';

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
  const [open, setOpen] = useState(false);
  const [confirmingLogoutAll, setConfirmingLogoutAll] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Set while focus is handed back to the button after Escape, so that focus does not reopen it.
  const suppressFocusOpen = useRef(false);
  const menuId = useId();
  // Leaving starts a short grace period that re-entering cancels, so a pointer crossing from the
  // button to the menu (or briefly overshooting its edge) does not make it flicker shut.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelClose = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  useEffect(() => cancelClose, []);
  const buttonId = useId();

  const items = useCallback(() => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])], []);
  const focusItem = useCallback(
    (index: number) => {
      const list = items();
      if (list.length === 0) return;
      list[(index + list.length) % list.length]?.focus();
    },
    [items],
  );

  // Opening and then focusing must wait for the menu to render.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (open && pendingFocus.current !== null) {
      focusItem(pendingFocus.current);
      pendingFocus.current = null;
    }
  }, [open, focusItem]);

  // Touch and pen have no "leave": a press anywhere else closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAndFocus = (index: number) => {
    if (open) focusItem(index);
    else {
      pendingFocus.current = index;
      setOpen(true);
    }
  };

  const closeToButton = () => {
    setOpen(false);
    suppressFocusOpen.current = true;
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    switch (event.key) {
      case 'Enter':
      case ' ':
      case 'ArrowDown':
        event.preventDefault();
        openAndFocus(0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        openAndFocus(-1);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        break;
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(-1);
        break;
      case 'Escape':
        event.preventDefault();
        closeToButton();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const initial = (user.name.trim()[0] ?? '?').toUpperCase();

  return (
    <>
      <div
        ref={wrapperRef}
        className="relative"
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse') return;
          cancelClose();
          setOpen(true);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType !== 'mouse') return;
          cancelClose();
          closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
        }}
        onBlur={(event) => {
          if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <button
          ref={buttonRef}
          id={buttonId}
          type="button"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onFocus={() => {
            if (suppressFocusOpen.current) suppressFocusOpen.current = false;
            else setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onButtonKeyDown}
          className={cx(
            'flex h-11 items-center gap-2 rounded-full border py-1 pr-1 pl-1 text-sm font-semibold transition md:pr-3',
            open ? 'border-gold-300/70 bg-white/10' : 'border-star-300/30 bg-white/5 hover:border-gold-300/60',
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
            className={cx('hidden text-star-300 transition-transform md:block', open && 'rotate-180')}
          />
        </button>

        {open ? (
          // pt-2 instead of a margin: the pointer crosses no gap between button and menu.
          <div className="absolute top-full right-0 z-40 w-64 pt-2">
            <div className="animate-rise overflow-hidden rounded-2xl border border-star-300/20 bg-night-800 shadow-card">
              <div className="border-b border-star-300/15 px-4 py-3">
                <p className="truncate font-semibold text-star-50">{user.name}</p>
                <p className="truncate text-sm text-star-300">{user.email}</p>
              </div>
              <div
                ref={menuRef}
                id={menuId}
                role="menu"
                aria-labelledby={buttonId}
                onKeyDown={onMenuKeyDown}
                className="flex flex-col p-1.5"
              >
                <MenuLink to={paths.buyCoin.to()} icon={<Coins size={18} />} onSelect={() => setOpen(false)}>
                  {t('profileMenu.buyCoin')}
                </MenuLink>
                <MenuLink to={paths.home.to()} icon={<House size={18} />} onSelect={() => setOpen(false)}>
                  {t('profileMenu.home')}
                </MenuLink>
                <MenuLink to={paths.editProfile.to()} icon={<UserPen size={18} />} onSelect={() => setOpen(false)}>
                  {t('profileMenu.editProfile')}
                </MenuLink>
                <MenuLink to={paths.feedback.to()} icon={<MessageSquareHeart size={18} />} onSelect={() => setOpen(false)}>
                  {t('profileMenu.feedback')}
                </MenuLink>
                <div role="separator" className="my-1 h-px bg-star-300/15" />
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => {
                    setOpen(false);
                    onLogout();
                  }}
                  className={menuItemClass}
                >
                  <LogOut size={18} aria-hidden className="text-gold-300" />
                  {t('profileMenu.logout')}
                </button>
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => {
                    // The dialog hands focus back to whatever had it: the menu button, not the item
                    // that is about to disappear.
                    closeToButton();
                    setConfirmingLogoutAll(true);
                  }}
                  className={menuItemClass}
                >
                  <MonitorSmartphone size={18} aria-hidden className="shrink-0 text-gold-300" />
                  {t('profileMenu.logoutAll')}
                </button>
              </div>
            </div>
          </div>
        ) : null}
      </div>
      {/* Outside the wrapper: events bubbling up from the dialog's portal must not reach the
          wrapper's hover and focus handlers and reopen the menu behind it. */}
      {confirmingLogoutAll ? (
        <Suspense fallback={null}>
          <LogoutAllDialog
            onClose={() => {
              // Focus returns to the menu button; that must not reopen the menu.
              suppressFocusOpen.current = document.activeElement !== buttonRef.current;
              setConfirmingLogoutAll(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Grace period after the pointer leaves, in ms: long enough to cross a gap, short enough to feel immediate. */
const HOVER_CLOSE_DELAY_MS = 150;

// py-2: a label that wraps (Spanish and Tamil "Log out of all devices") keeps space above and below.
const menuItemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm font-medium text-star-50 outline-none ' +
  'hover:bg-white/10 focus-visible:bg-white/10 focus-visible:outline-none focus:bg-white/10';

function MenuLink({ to, icon, children, onSelect }: { to: string; icon: ReactNode; children: ReactNode; onSelect: () => void }) {
  return (
    <Link to={to} role="menuitem" tabIndex={-1} onClick={onSelect} className={menuItemClass}>
      <span aria-hidden className="text-gold-300">
        {icon}
      </span>
      {children}
    </Link>
  );
}
