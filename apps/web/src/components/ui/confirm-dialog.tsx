import { useId, useRef, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { Dialog } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question as a WAI-ARIA alertdialog: focus starts on Cancel (the safe answer), Tab
 * stays inside, Escape or the backdrop cancels, and focus goes back to the opener on close.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={bodyId}
      onClose={onCancel}
      initialFocus={cancelRef}
      className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-6"
      backdropClassName="absolute inset-0 bg-night-950/70 backdrop-blur-sm"
      panelClassName="card-light animate-rise relative w-full max-w-md rounded-b-none p-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] sm:rounded-3xl sm:p-8"
    >
      <h2 id={titleId} className="text-2xl font-semibold">
        {title}
      </h2>
      <p id={bodyId} className="mt-3 text-ink-600">
        {body}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          ref={cancelRef}
          type="button"
          className={buttonClasses('outline-light')}
          onClick={onCancel}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={() => {
            if (!busy) onConfirm();
          }}
          aria-disabled={busy}
          className={cx(
            'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-danger-700 px-5 text-sm font-semibold text-white transition',
            'hover:bg-[#9a1d14] active:translate-y-px aria-disabled:opacity-60',
          )}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
