import type { AuthResponse } from '@nakshatra/contracts';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { translateMessage } from '@/lib/messages';
import { useAuthForm, type AuthMode } from '../hooks/use-auth-form';
import { GoogleSignIn } from './google-sign-in';

export { POST_AUTH_DELAY_MS, type AuthMode } from '../hooks/use-auth-form';

interface AuthFormProps {
  initialMode?: AuthMode;
  /** Runs 1000 ms after a successful login or sign-up (the page navigates, the dialog closes). */
  onAuthenticated: (result: { mode: AuthMode; response: AuthResponse }) => void;
  /** h1 on the page, h2 inside the dialog. */
  headingLevel?: 1 | 2;
  titleId?: string;
}

export function AuthForm({
  initialMode = 'login',
  onAuthenticated,
  headingLevel = 1,
  titleId,
}: AuthFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const form = useAuthForm(initialMode, onAuthenticated);
  const { isSignup, showPassword, register, errors, isSubmitting } = form;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const fieldError = (message: string | undefined) => translateMessage(t, message);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Heading id={titleId} className="text-3xl font-semibold text-ink-900">
          {isSignup ? t('signup.title') : t('login.title')}
        </Heading>
        <p className="text-ink-600">{isSignup ? t('signup.subtitle') : t('login.subtitle')}</p>
      </div>

      <form
        noValidate
        onSubmit={form.submit}
        className="flex flex-col gap-1"
        aria-label={isSignup ? t('signup.title') : t('login.title')}
      >
        {isSignup ? (
          <TextField
            label={t('fields.name')}
            placeholder={t('fields.namePlaceholder')}
            autoComplete="name"
            maxLength={80}
            error={fieldError(errors.name?.message)}
            {...register('name')}
          />
        ) : null}
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          maxLength={254}
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('fields.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete={isSignup ? 'new-password' : 'current-password'}
          placeholder={t('fields.passwordPlaceholder')}
          maxLength={128}
          error={fieldError(errors.password?.message)}
          trailing={<PasswordToggle shown={showPassword} onToggle={form.toggleShowPassword} />}
          {...register('password')}
        />

        <Button
          type="submit"
          size="lg"
          disabled={isSubmitting}
          className="mt-2 w-full tracking-wider"
        >
          {isSubmitting ? t('processing') : isSignup ? t('signup.submit') : t('login.submit')}
        </Button>
      </form>

      <GoogleSignIn isSignup={isSignup} />

      <p className="text-center">
        <button
          type="button"
          onClick={form.switchMode}
          className="min-h-11 rounded-lg px-2 text-sm font-semibold text-gold-800 underline-offset-4 hover:underline"
        >
          {isSignup ? t('signup.switch') : t('login.switch')}
        </button>
      </p>
    </div>
  );
}

function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={shown ? t('hidePassword') : t('showPassword')}
      aria-pressed={shown}
      className="grid size-11 place-items-center rounded-lg text-ink-600 hover:text-ink-900"
    >
      {shown ? <EyeOff size={20} aria-hidden /> : <Eye size={20} aria-hidden />}
    </button>
  );
}
