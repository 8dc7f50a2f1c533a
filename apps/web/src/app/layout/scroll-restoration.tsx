import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// The key react-router's <ScrollRestoration> wrote, so positions saved before declarative
// routing still apply to the entries already in a tab's history.
const STORAGE_KEY = 'react-router-scroll-positions';

function readSavedPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function scrollToHashTarget(hash: string): boolean {
  if (!hash) return false;
  let target: HTMLElement | null = null;
  try {
    target = document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // A malformed %-escape is no element id: fall through to the top of the page.
  }
  target?.scrollIntoView();
  return target !== null;
}

/**
 * What the data router's <ScrollRestoration> did, for declarative routing. Back and Forward
 * (POP) return to where that history entry was left, by location.key, kept in sessionStorage
 * across reloads; a new page starts at its #hash target or at the top. A REPLACE on the same
 * path only rewrites the query (the directory's filters, the horoscope's period tabs) and keeps
 * the position: declarative routing has no preventScrollReset to ask for that per link.
 */
export function ScrollRestoration(): null {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  // The entry on screen: scroll events are credited to it, and a REPLACE compares paths with it.
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  useLayoutEffect(() => {
    positions.current = readSavedPositions();
  }, []);

  useEffect(() => {
    // The browser's own restoration would jump before the new page has rendered.
    window.history.scrollRestoration = 'manual';
    // Recorded as the reader scrolls: by the time a navigation commits, the old page is gone and
    // the window may already be clamped to the new one's height.
    const record = () => {
      if (shown.current) positions.current[shown.current.key] = window.scrollY;
    };
    const persist = () => {
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or blocked: positions still work within this page's life.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { key: location.key, pathname: location.pathname };
    if (previous?.key === location.key) return;
    if (action === 'POP') {
      const saved = positions.current[location.key];
      if (typeof saved === 'number') {
        window.scrollTo(0, saved);
        return;
      }
    } else if (action === 'REPLACE' && previous?.pathname === location.pathname) {
      return;
    }
    if (scrollToHashTarget(location.hash)) return;
    window.scrollTo(0, 0);
  }, [location, action]);

  return null;
}
