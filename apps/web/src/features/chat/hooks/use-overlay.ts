import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Full-screen layer behaviour: the page behind does not scroll, Escape closes, and closing
 * returns to the previous page (react-router keeps its history index in `history.state.idx`),
 * or to `fallback` when the layer was opened directly.
 */
export function useOverlay(fallback: string = paths.home.to()) {
  const navigate = useNavigate();
  const close = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return close;
}
