import { Bot, Sun, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { paths, safeNextPath } from '@/config/paths';
import { AuthForm } from '@/features/auth/components/auth-form';

/**
 * /login: one screen, two modes (spec section 2). After login the user returns to ?next= (set by
 * the protected-route gate) or /, after sign-up to /edit_profile. A signed-in visitor never
 * sees this page: <GuestOnly> (router.tsx) sends them to / first.
 */
export function LoginRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initialMode = params.get('mode') === 'signup' ? 'signup' : 'login';
  const next = safeNextPath(params.get('next'));

  return (
    <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-8 sm:px-6 md:py-14 lg:grid-cols-[1fr_28rem]">
      <PageMeta />
      <aside className="hidden flex-col gap-8 lg:flex">
        <h2 className="max-w-md text-4xl leading-tight font-semibold text-star-50">
          {t('aside.title')}
        </h2>
        <ul className="flex flex-col gap-5">
          {(
            [
              ['bot', Bot],
              ['horoscope', Sun],
              ['astrologers', UsersRound],
            ] as const
          ).map(([key, Icon]) => (
            <li key={key} className="flex items-center gap-4 text-lg text-star-200">
              <span className="grid size-11 place-items-center rounded-2xl bg-white/5 text-gold-300 ring-1 ring-star-300/20">
                <Icon size={22} aria-hidden />
              </span>
              {t(`aside.points.${key}`)}
            </li>
          ))}
        </ul>
      </aside>
      <div className="card-light mx-auto w-full max-w-md p-6 sm:p-8">
        <AuthForm
          initialMode={initialMode}
          onAuthenticated={({ mode }) => {
            navigate(mode === 'signup' ? paths.editProfile.to() : next, { replace: true });
          }}
        />
      </div>
    </div>
  );
}

export default LoginRoute;
