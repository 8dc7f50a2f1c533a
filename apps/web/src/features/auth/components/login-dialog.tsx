import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { closeLoginDialog, useLoginDialog } from '@/lib/login-dialog-store';
import { AuthForm } from './auth-form';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The login form as a modal, for guests who try to act in a page (spec section 4). Focus moves
 * in on open, Tab cycles inside, Escape or the backdrop closes, and focus returns to where it
 * was. The page behind is made inert so screen readers stay in the dialog.
 */
export function LoginDialog() {
  const { open, mode } = useLoginDialog();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    const panel = panelRef.current;
    // The first field, not the close button: the guest came here to sign in.
    (panel?.querySelector<HTMLElement>('input') ?? panel?.querySelector<HTMLElement>('button'))?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeLoginDialog();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!panel.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6">
      <div className="absolute inset-0 bg-night-950/70 backdrop-blur-sm" onClick={closeLoginDialog} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="card-light animate-rise relative max-h-[100dvh] w-full max-w-md overflow-y-auto rounded-b-none p-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] sm:rounded-3xl sm:p-8"
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
      </div>
    </div>,
    document.body,
  );
}
