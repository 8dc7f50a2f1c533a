import type { ReactNode } from 'react';

/** The round buttons of the overlays' headers and footers (new conversation, close, copy ...). */
export const headerButton =
  'flex min-h-11 items-center justify-center gap-2 rounded-full border border-star-300/20 bg-white/5 px-3 text-sm font-medium text-star-200 transition hover:border-gold-300/60 hover:text-gold-200 disabled:opacity-50';

/**
 * The full-screen layer both chat pages share (the Astro Bot and the astrologer-style chat):
 * a modal dialog named by its header's title, the header on top and the chat below.
 */
export function ChatOverlayFrame({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 flex h-dvh flex-col bg-night-950 bg-[radial-gradient(110%_60%_at_50%_-5%,#262b6e_0%,rgb(16_21_58/0.7)_40%,transparent_75%)]"
    >
      {children}
    </div>
  );
}

/** The overlay's header bar, under the notch (safe area) and over the log. */
export function ChatOverlayHeader({ children }: { children: ReactNode }) {
  return (
    <header className="border-b border-star-300/10 bg-night-900/70 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      {children}
    </header>
  );
}
