import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, nameSchema, passwordSchema, type AuthResponse } from '@nakshatra/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { z } from 'zod';
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

export interface AuthFormValues {
  name: string;
  email: string;
  password: string;
}

/** Spec section 9: "Post-auth redirect delay 1000 ms". */
export const POST_AUTH_DELAY_MS = 1000;
/** Spec section 9: toasts last 1200 ms on the login screen. */
export const TOAST_MS = 1200;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The login / sign-up form's state: the mode, the password's visibility and the submit, which
 * toasts the server's message, refreshes the session and, after POST_AUTH_DELAY_MS, hands over to
 * `onAuthenticated`; a failure marks the fields the server names and toasts the error.
 */
export function useAuthForm(
  initialMode: AuthMode,
  onAuthenticated: (result: { mode: AuthMode; response: AuthResponse }) => void,
) {
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

  const switchMode = () => {
    clearErrors();
    setMode(isSignup ? 'login' : 'signup');
  };

  const onSubmit = async (values: AuthFormValues) => {
    const submittedMode = mode;
    try {
      const response =
        submittedMode === 'signup'
          ? await registerUser({
              name: values.name,
              email: values.email,
              password: values.password,
            })
          : await login({ email: values.email, password: values.password });
      toast.success(translateMessage(t, response.message) ?? response.message, {
        duration: TOAST_MS,
      });
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

  return {
    mode,
    isSignup,
    switchMode,
    showPassword,
    toggleShowPassword: () => setShowPassword((v) => !v),
    register,
    errors,
    isSubmitting,
    submit: handleSubmit(onSubmit),
  };
}
