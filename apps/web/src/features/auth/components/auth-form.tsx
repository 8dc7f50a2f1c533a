import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, nameSchema, passwordSchema, type AuthResponse } from '@nakshatra/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { apiErrorText, translateMessage } from '@/lib/messages';
import { notifySessionChanged } from '@/lib/session';
import { login } from '../api/login';
import { register as registerUser } from '../api/register';

export type AuthMode = 'login' | 'signup';

// Spec section 5: the password rules (required, at least 6) apply in both modes; the name only
// when signing up. The pieces are the contract's, so messages match the server's word for word.
const signupSchema = z.object({ name: nameSchema, email: emailSchema, password: passwordSchema });
const loginSchema = z.object({ name: z.string(), email: emailSchema, password: passwordSchema });

interface AuthFormValues {
  name: string;
  email: string;
  password: string;
}

/** Spec section 9: "Post-auth redirect delay 1000 ms". */
export const POST_AUTH_DELAY_MS = 1000;
/** Spec section 9: toasts last 1200 ms on the login screen. */
const TOAST_MS = 1200;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface AuthFormProps {
  initialMode?: AuthMode;
  /** Runs 1000 ms after a successful login or sign-up (the page navigates, the dialog closes). */
  onAuthenticated: (result: { mode: AuthMode; response: AuthResponse }) => void;
  /** h1 on the page, h2 inside the dialog. */
  headingLevel?: 1 | 2;
  titleId?: string;
}

export function AuthForm({ initialMode = 'login', onAuthenticated, headingLevel = 1, titleId }: AuthFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<AuthFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(mode === 'signup' ? signupSchema : loginSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const isSignup = mode === 'signup';
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const switchMode = () => {
    clearErrors();
    setMode(isSignup ? 'login' : 'signup');
  };

  const onSubmit = async (values: AuthFormValues) => {
    const submittedMode = mode;
    try {
      const response =
        submittedMode === 'signup'
          ? await registerUser({ name: values.name, email: values.email, password: values.password })
          : await login({ email: values.email, password: values.password });
      toast.success(translateMessage(t, response.message) ?? response.message, { duration: TOAST_MS });
      reset();
      setShowPassword(false);
      notifySessionChanged();
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      await wait(POST_AUTH_DELAY_MS);
      if (submittedMode === 'signup') setMode('login');
      onAuthenticated({ mode: submittedMode, response });
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === 'name' || field === 'email' || field === 'password') {
            setError(field, { type: 'server', message });
          }
        }
      }
      toast.error(apiErrorText(t, error), { duration: TOAST_MS });
    }
  };

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
        onSubmit={handleSubmit(onSubmit)}
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
          trailing={
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              aria-label={showPassword ? t('hidePassword') : t('showPassword')}
              aria-pressed={showPassword}
              className="grid size-11 place-items-center rounded-lg text-ink-600 hover:text-ink-900"
            >
              {showPassword ? <EyeOff size={20} aria-hidden /> : <Eye size={20} aria-hidden />}
            </button>
          }
          {...register('password')}
        />

        <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2 w-full tracking-wider">
          {isSubmitting ? t('processing') : isSignup ? t('signup.submit') : t('login.submit')}
        </Button>
      </form>

      <div className="flex items-center gap-3 text-xs uppercase tracking-widest text-ink-600" aria-hidden="true">
        <span className="h-px flex-1 bg-cream-300" />
        {t('or')}
        <span className="h-px flex-1 bg-cream-300" />
      </div>

      <Button
        variant="outline-light"
        size="lg"
        className="w-full"
        onClick={() => toast.info(t('googleUnavailable'), { duration: 3000 })}
      >
        <GoogleMark />
        {isSignup ? t('signup.google') : t('login.google')}
      </Button>

      <p className="text-center">
        <button
          type="button"
          onClick={switchMode}
          className="min-h-11 rounded-lg px-2 text-sm font-semibold text-gold-800 underline-offset-4 hover:underline"
        >
          {isSignup ? t('signup.switch') : t('login.switch')}
        </button>
      </p>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2.1-1.9 3.2-4.8 3.2-8.2z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.4-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.7H2v2.9A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.7 13.9a6.6 6.6 0 0 1 0-4.2V6.8H2a11 11 0 0 0 0 9.9l3.7-2.8z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.3 1.7l3.2-3.2A11 11 0 0 0 2 6.8l3.7 2.9C6.6 7.3 9.1 5.4 12 5.4z" />
    </svg>
  );
}
