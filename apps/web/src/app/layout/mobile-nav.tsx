import { Bot, House, LogIn, LogOut, ScrollText, UsersRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '@/components/ui/cx';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Height of the bar without the safe area, in rem (h-16); main content is padded by the same. */
export const MOBILE_NAV_HEIGHT = '4rem';

const itemClass = (active: boolean) =>
  cx(
    'flex min-h-11 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-[0.7rem] leading-[1.15] font-medium transition',
    active ? 'text-gold-300' : 'text-star-300 hover:text-star-50',
  );

/**
 * A label wraps only between words (two whole-word lines at most) and never inside one:
 * `break-words` used to cut a long Tamil word in two ("பின்தொடர்/பவை"), and Japanese kana may
 * otherwise break between any two letters, hence keep-all. The bar gives its five tabs all the
 * width it has (70 px each at 360 px) and every language's labels fit a tab whole (Tamil's
 * "Signout", வெளியேறு, is the widest at 68 px; checked in e2e/new-user-details.spec.ts).
 */
const labelClass = 'line-clamp-2 max-w-full text-center break-normal [word-break:keep-all] hyphens-none';

function Item({ to, icon: Icon, label, end }: { to: string; icon: LucideIcon; label: string; end?: boolean }) {
  return (
    <NavLink to={to} end={end} className={({ isActive }) => itemClass(isActive)}>
      {({ isActive }) => (
        <>
          <Icon size={22} aria-hidden strokeWidth={isActive ? 2.25 : 1.75} />
          <span className={labelClass}>{label}</span>
        </>
      )}
    </NavLink>
  );
}

/** Spec section 2 "Mobile bottom bar": Home, Following, Bot, Kundli and Signout or Login, below 768 px. */
export function MobileNav({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <nav
      aria-label={t('nav.mobile')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-star-300/15 bg-night-900/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <div className="mx-auto flex h-16 max-w-md items-stretch gap-0.5 px-1 py-1">
        <Item to={paths.home.to()} icon={House} label={t('nav.home')} end />
        <Item to={paths.following.to()} icon={UsersRound} label={t('nav.following')} />
        <Item to={paths.chatbot.to()} icon={Bot} label={t('nav.bot')} />
        <Item to={paths.aiKundali.to()} icon={ScrollText} label={t('nav.kundli')} />
        {user ? (
          <button type="button" onClick={onLogout} className={itemClass(false)}>
            <LogOut size={22} aria-hidden strokeWidth={1.75} />
            <span className={labelClass}>{t('nav.signout')}</span>
          </button>
        ) : (
          <Item to={paths.login.to()} icon={LogIn} label={t('nav.login')} />
        )}
      </div>
    </nav>
  );
}
