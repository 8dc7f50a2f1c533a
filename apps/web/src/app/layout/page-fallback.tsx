import { useTranslation } from 'react-i18next';

/** Holds the page's space while a route chunk loads, so the footer does not jump. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-6xl items-center justify-center px-4" role="status">
      <span className="size-8 animate-spin rounded-full border-2 border-star-300/30 border-t-gold-400" aria-hidden />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
