import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], [href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalOptions {
  onClose: () => void;
  /** Gets focus on open; else the first field, else the first button. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Gets focus back on close (as given when the dialog opens); else whatever had it on open. */
  returnFocus?: HTMLElement | null | undefined;
  /** Keys other than Escape and Tab (the lightbox's arrows). */
  onKeyDown?: ((event: KeyboardEvent) => void) | undefined;
}

/** Tab and Shift+Tab wrap around the panel's controls, and bring focus back in from outside. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const outside = !panel.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The WAI-ARIA modal dialog pattern: the page behind is inert (screen readers stay in the
 * dialog) and does not scroll, focus moves in on open and Tab stays inside, Escape closes, and
 * focus goes back to where it was on close. Handlers are read from a ref, so they may change.
 */
function useModal(panelRef: RefObject<HTMLDivElement | null>, options: ModalOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const previouslyFocused =
      latest.current.returnFocus ?? (document.activeElement as HTMLElement | null);
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    const panel = panelRef.current;
    const initial =
      latest.current.initialFocus?.current ??
      panel?.querySelector<HTMLElement>('input') ??
      panel?.querySelector<HTMLElement>('button');
    initial?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onClose();
      } else if (event.key === 'Tab') {
        if (panel) trapTab(event, panel);
      } else latest.current.onKeyDown?.(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      // Only once the page is no longer inert can it take focus again.
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [panelRef]);
}

interface DialogProps extends ModalOptions {
  /** 'alertdialog' for a question that needs an answer (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** The dialog's name: the id of its heading, or a label when it has none. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** The full-screen layer (where the panel sits), the backdrop and the panel. */
  className: string;
  backdropClassName: string;
  panelClassName: string;
  children: ReactNode;
}

/**
 * One accessible modal for the app (login, confirmations, the album lightbox), rendered over the
 * page in a portal: a backdrop that closes on click and the panel with the dialog role.
 */
export function Dialog({
  role = 'dialog',
  labelledBy,
  label,
  describedBy,
  className,
  backdropClassName,
  panelClassName,
  children,
  ...modal
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModal(panelRef, modal);
  return createPortal(
    <div className={className}>
      <div className={backdropClassName} onClick={modal.onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
        aria-describedby={describedBy}
        className={panelClassName}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
