import type { ExternalToast, toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;

/**
 * The app's toasts. sonner (9 KB compressed) is not in the first bundle: it loads with the
 * <AppToaster> (components/ui/toaster.tsx) right after the first paint, and a toast raised before
 * the toaster has mounted waits for it instead of being lost, in the order it was raised.
 */
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by <AppToaster> once sonner's <Toaster> is mounted and listening. */
export function toasterMounted(): void {
  markReady();
}

let queue: Promise<unknown> = toasterReady;
function show(call: (toast: SonnerToast) => unknown): void {
  queue = queue
    .then(() => import('sonner'))
    .then((m) => call(m.toast))
    .catch(() => {
      // A toast that cannot load (offline after a deploy) must not break the action behind it.
    });
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show((t) => t.success(message, options)),
  error: (message: string, options?: ExternalToast) => show((t) => t.error(message, options)),
  info: (message: string, options?: ExternalToast) => show((t) => t.info(message, options)),
  dismiss: (id?: string | number) => show((t) => t.dismiss(id)),
};

/** Spec section 8 asks for a dark toast in some places (profile load failure, chat without token). */
const darkStyle = {
  background: '#0b1026',
  color: '#f4f5ff',
  border: '1px solid rgb(170 176 223 / 0.3)',
} as const;

export function toastDarkError(message: string, durationMs = 3000): void {
  toast.error(message, { style: darkStyle, duration: durationMs });
}
