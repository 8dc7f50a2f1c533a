import { MessageCircleHeart, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';

/**
 * The horoscope bot panel of spec sections 2 and 4 (the "horoBot flag"): a floating button that
 * opens and closes a side panel. The AI assistant feature renders its conversation as
 * `children`; without children a short introduction is shown. The button is marked
 * `data-floating-action` so the footer keeps room for it (styles.css): on a phone it would
 * otherwise sit on the last lines of text (issue 12).
 */
export function HoroscopeBotPanel({ signName, children }: { signName: string; children?: ReactNode }) {
  const { t } = useTranslation('horoscope');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        data-floating-action
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="fixed right-4 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-30 inline-flex min-h-12 items-center gap-2 rounded-full bg-gradient-to-b from-gold-300 to-gold-400 px-5 font-semibold text-night-950 shadow-glow transition hover:from-gold-200 md:bottom-6 print:hidden"
      >
        <MessageCircleHeart size={20} aria-hidden />
        {open ? t('bot.close') : t('bot.open')}
      </button>
      <aside
        id={panelId}
        aria-labelledby={titleId}
        hidden={!open}
        className={cx(
          'fixed inset-x-0 bottom-0 z-40 max-h-[75vh] overflow-y-auto rounded-t-3xl border border-star-300/15 bg-night-800 p-5 shadow-card',
          'md:inset-x-auto md:top-20 md:right-6 md:bottom-24 md:w-96 md:rounded-3xl print:hidden',
        )}
      >
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 id={titleId} className="text-xl font-semibold text-star-50">
            {t('bot.title')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={() => {
              setOpen(false);
              toggleRef.current?.focus();
            }}
            aria-label={t('bot.close')}
            className="inline-flex size-11 items-center justify-center rounded-full text-star-200 hover:bg-white/10 hover:text-star-50"
          >
            <X size={20} aria-hidden />
          </button>
        </div>
        {children ?? <p className="leading-relaxed text-star-200">{t('bot.intro', { sign: signName })}</p>}
      </aside>
    </>
  );
}
