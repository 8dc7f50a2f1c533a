import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/hooks/use-logout';

/** /logout runs logout on display (spec section 2); on failure it says so and offers a retry. */
export function LogoutRoute() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [failed, setFailed] = useState(false);

  // Once per visit: a language switch re-creates `logout` and must not log out again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then((outcome) => setFailed(outcome === 'failed'));
  }, [logout]);

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-6 px-4 text-center">
      <PageMeta />
      {failed ? (
        <>
          <h1 className="text-3xl font-semibold text-star-50">{t('logout.failedTitle')}</h1>
          <p className="text-star-200">{t('logout.failed')}</p>
          <div className="flex gap-3">
            <Button
              size="lg"
              onClick={() => {
                setFailed(false);
                void logout().then((outcome) => setFailed(outcome === 'failed'));
              }}
            >
              {t('logout.retry')}
            </Button>
            <Link to={paths.home.to()} className={buttonClasses('ghost', 'lg')}>
              {t('nav.home')}
            </Link>
          </div>
        </>
      ) : (
        <div role="status" className="flex flex-col items-center gap-4">
          <span
            className="size-8 animate-spin rounded-full border-2 border-star-300/30 border-t-gold-400"
            aria-hidden
          />
          <p className="text-lg text-star-200">{t('logout.inProgress')}</p>
        </div>
      )}
    </div>
  );
}

export default LogoutRoute;
