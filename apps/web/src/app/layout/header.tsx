import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { LanguageSwitcher } from './language-switcher';
import { ProfileMenu } from './profile-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium transition',
    isActive ? 'text-gold-300' : 'text-star-200 hover:text-star-50',
  );

/**
 * Sticky header (spec section 2): About, Zodiac Sign, language, and Login for guests or the
 * Profile menu when signed in (hidden while the profile is incomplete). Below md the two page
 * links move to a row under the bar so nothing scrolls sideways at 360 px.
 */
export function Header({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const { user, profileIncomplete } = useSession();

  const pageLinks = (
    <>
      <NavLink to={paths.about.to()} className={navLinkClass}>
        {t('nav.about')}
      </NavLink>
      <NavLink to={paths.zodiacSign.to()} className={navLinkClass}>
        {t('nav.zodiacSign')}
      </NavLink>
    </>
  );

  return (
    <>
      {/* Three quarters opaque at least: with a cream card scrolled under it the links keep
          6:1 (at 65% they fell to 4.2:1, under WCAG's 4.5:1). */}
      <header className="sticky top-0 z-30 border-b border-star-300/10 bg-night-900/80 backdrop-blur-md supports-[backdrop-filter]:bg-night-900/75">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <Link to={paths.home.to()} className="-ml-1 flex min-h-11 items-center rounded-lg px-1" aria-label="Nakshatra">
            <Logo />
          </Link>
          <nav aria-label={t('nav.main')} className="ml-4 hidden items-center gap-1 md:flex">
            {pageLinks}
            {/* Issue 5 screens; on phones the bottom bar and the home cards lead to them. */}
            <NavLink to={paths.aiKundali.to()} className={navLinkClass}>
              {t('nav.kundli')}
            </NavLink>
            <NavLink to={paths.matching.to()} className={(s) => cx(navLinkClass(s), 'hidden lg:inline-flex')}>
              {t('nav.matching')}
            </NavLink>
            <NavLink to={paths.panchang.to()} className={(s) => cx(navLinkClass(s), 'hidden lg:inline-flex')}>
              {t('nav.panchang')}
            </NavLink>
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitcher />
            {user ? (
              profileIncomplete ? null : <ProfileMenu user={user} onLogout={onLogout} />
            ) : (
              // Below md the bottom bar carries Login; a wrapper hides it (the link itself is inline-flex).
              <span className="hidden md:contents">
                <Link to={paths.login.to()} className={buttonClasses('primary', 'md')}>
                  <LogIn size={16} aria-hidden />
                  {t('nav.login')}
                </Link>
              </span>
            )}
          </div>
        </div>
      </header>
      <nav aria-label={t('nav.main')} className="flex justify-center gap-2 border-b border-star-300/10 px-4 md:hidden">
        {pageLinks}
      </nav>
    </>
  );
}
