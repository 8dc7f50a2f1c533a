import { toast } from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** "or", then the Google button: sign-in with Google is not offered yet, so it says so in a toast. */
export function GoogleSignIn({ isSignup }: { isSignup: boolean }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <>
      <div
        className="flex items-center gap-3 text-xs uppercase tracking-widest text-ink-600"
        aria-hidden="true"
      >
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
    </>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2.1-1.9 3.2-4.8 3.2-8.2z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.4-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.7H2v2.9A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.7 13.9a6.6 6.6 0 0 1 0-4.2V6.8H2a11 11 0 0 0 0 9.9l3.7-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.3 1.7l3.2-3.2A11 11 0 0 0 2 6.8l3.7 2.9C6.6 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}
