import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { closeLoginDialog, useLoginDialog } from '@/lib/login-dialog-store';
import { AuthForm } from './auth-form';

/**
 * The login form as a modal, for guests who try to act in a page (spec section 4). Focus moves
 * to the first field on open (the guest came here to sign in), Tab cycles inside, Escape or the
 * backdrop closes, and focus returns to where it was. The page behind is inert.
 */
export function LoginDialog() {
  const { open, mode } = useLoginDialog();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();

  if (!open) return null;

  return (
    <Dialog
      labelledBy={titleId}
      onClose={closeLoginDialog}
      className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6"
      backdropClassName="absolute inset-0 bg-night-950/70 backdrop-blur-sm"
      panelClassName="card-light animate-rise relative max-h-[100dvh] w-full max-w-md overflow-y-auto rounded-b-none p-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] sm:rounded-3xl sm:p-8"
    >
      <button
        type="button"
        onClick={closeLoginDialog}
        aria-label={t('close')}
        className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-ink-600 hover:bg-cream-100 hover:text-ink-900"
      >
        <X size={20} aria-hidden />
      </button>
      <AuthForm
        key={mode}
        initialMode={mode}
        headingLevel={2}
        titleId={titleId}
        onAuthenticated={({ mode: done }) => {
          closeLoginDialog();
          if (done === 'signup') navigate(paths.editProfile.to());
        }}
      />
    </Dialog>
  );
}
