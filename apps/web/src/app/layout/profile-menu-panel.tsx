import { Coins, Headset, History, House, LogOut, MessageSquareHeart, MonitorSmartphone, UserPen } from 'lucide-react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { User } from '@nakshatra/contracts';

// py-2: a label that wraps (Spanish and Tamil "Log out of all devices") keeps space above and below.
const menuItemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm font-medium text-star-50 outline-none ' +
  'hover:bg-white/10 focus-visible:bg-white/10 focus-visible:outline-none focus:bg-white/10';

interface ProfileMenuPanelProps {
  user: User;
  menuRef: RefObject<HTMLDivElement | null>;
  menuId: string;
  buttonId: string;
  onMenuKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** A link was chosen: the menu closes. */
  onNavigate: () => void;
  onLogout: () => void;
  onLogoutAll: () => void;
}

/** The open dropdown: who is signed in, then the links and the two logout items. */
export function ProfileMenuPanel({
  user,
  menuRef,
  menuId,
  buttonId,
  onMenuKeyDown,
  onNavigate,
  onLogout,
  onLogoutAll,
}: ProfileMenuPanelProps) {
  const { t } = useTranslation();
  return (
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
          {user.role === 'astrologer' || user.role === 'admin' ? (
            <MenuLink to={paths.console.to()} icon={<Headset size={18} />} onSelect={onNavigate}>
              {user.role === 'admin' ? t('profileMenu.refunds') : t('profileMenu.console')}
            </MenuLink>
          ) : null}
          <MenuLink to={paths.buyCoin.to()} icon={<Coins size={18} />} onSelect={onNavigate}>
            {t('profileMenu.buyCoin')}
          </MenuLink>
          <MenuLink to={paths.consultations.to()} icon={<History size={18} />} onSelect={onNavigate}>
            {t('profileMenu.consultations')}
          </MenuLink>
          <MenuLink to={paths.home.to()} icon={<House size={18} />} onSelect={onNavigate}>
            {t('profileMenu.home')}
          </MenuLink>
          <MenuLink to={paths.editProfile.to()} icon={<UserPen size={18} />} onSelect={onNavigate}>
            {t('profileMenu.editProfile')}
          </MenuLink>
          <MenuLink
            to={paths.feedback.to()}
            icon={<MessageSquareHeart size={18} />}
            onSelect={onNavigate}
          >
            {t('profileMenu.feedback')}
          </MenuLink>
          <div role="separator" className="my-1 h-px bg-star-300/15" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={onLogout}
            className={menuItemClass}
          >
            <LogOut size={18} aria-hidden className="text-gold-300" />
            {t('profileMenu.logout')}
          </button>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={onLogoutAll}
            className={menuItemClass}
          >
            <MonitorSmartphone size={18} aria-hidden className="shrink-0 text-gold-300" />
            {t('profileMenu.logoutAll')}
          </button>
        </div>
      </div>
    </div>
  );
}

function MenuLink({
  to,
  icon,
  children,
  onSelect,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
}) {
  return (
    <Link to={to} role="menuitem" tabIndex={-1} onClick={onSelect} className={menuItemClass}>
      <span aria-hidden className="text-gold-300">
        {icon}
      </span>
      {children}
    </Link>
  );
}
