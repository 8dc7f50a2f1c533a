import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AppToaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useSessionCheck } from '@/features/auth/hooks/use-session-check';
import { useLoginDialog } from '@/lib/login-dialog-store';
import { readSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { Footer } from './footer';
import { Header } from './header';
import { MobileNav } from './mobile-nav';
import { PageFallback } from './page-fallback';
import { ScrollRestoration } from './scroll-restoration';

const LoginDialog = lazy(() =>
  import('@/features/auth/components/login-dialog').then((m) => ({ default: m.LoginDialog })),
);

/**
 * Spec section 4 "Global guard": with the signup_profile marker and a user, any page but
 * /edit_profile shows 'Please complete your profile first !' and replaces itself with
 * /edit_profile. Evaluated when the path changes (not when cookies change), so the sign-up
 * form's own 1000 ms success pause is not cut short. /logout stays reachable so nobody is
 * trapped in a half-made account.
 */
function useProfileCompletionGuard(): boolean {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const mustComplete = useMemo(() => {
    const session = readSession();
    return (
      session.signupMarker &&
      session.user !== null &&
      pathname !== paths.editProfile.pattern &&
      pathname !== paths.logout.pattern
    );
  }, [pathname]);
  useEffect(() => {
    if (!mustComplete) return;
    toast.info(t('guard.completeProfile'), { id: 'complete-profile' });
    navigate(paths.editProfile.to(), { replace: true });
  }, [mustComplete, navigate, t]);
  return mustComplete;
}

export function AppShell() {
  const { t } = useTranslation();
  const logout = useLogout();
  const dialog = useLoginDialog();
  const redirecting = useProfileCompletionGuard();
  useSessionCheck();
  const onLogout = () => void logout();
  const onMobileLogout = () => void logout({ mobile: true });

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-gold-400 px-4 py-2 font-semibold text-night-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <Header onLogout={onLogout} />
      {/* At least a screen tall, so the footer starts below the fold: when a lazy page replaces
          its loading placeholder, the footer moves where nobody sees it (no layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <Suspense fallback={<PageFallback />}>{redirecting ? <PageFallback /> : <Outlet />}</Suspense>
      </main>
      <Footer />
      {/* Keeps the footer clear of the fixed bottom bar below md. */}
      <div aria-hidden className="h-[calc(4rem+env(safe-area-inset-bottom))] md:hidden" />
      <MobileNav onLogout={onMobileLogout} />
      <AppToaster position="top-right" theme="light" closeButton richColors offset={{ top: 72 }} mobileOffset={{ top: 64 }} />
      <ScrollRestoration />
      {dialog.open ? (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      ) : null}
    </div>
  );
}
