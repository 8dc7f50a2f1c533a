// The entry index.html loads: the styles (render-blocking, so a page rendered by the server
// paints styled from its first frame) and then the app (boot.tsx).
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-600.css';
import '@fontsource/noto-serif/latin-600.css';
import './styles.css';

/**
 * Resolves once the page's largest content has been painted (the browser's first
 * largest-contentful-paint record), or after two seconds where that never comes (a tab opened
 * in the background does not paint; older browsers have no such record).
 */
function afterContentPainted(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 2000);
    let observer: PerformanceObserver | undefined;
    try {
      observer = new PerformanceObserver(() => setTimeout(done, 0));
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}

/**
 * The app's files, as index.html names them (vite-app-preload.ts): `data-app-preload="entry"` is
 * src/boot.tsx. On a page the server rendered they come inert (no `rel`), and are fetched here.
 */
function appFiles(): { entry: string | undefined; links: HTMLLinkElement[] } {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-preload]')];
  const entry = links.find((l) => l.dataset.appPreload === 'entry');
  return { entry: entry?.getAttribute('href') ?? undefined, links };
}

// A page the server rendered (apps/server plugins/ssr.ts) is readable as soon as its HTML and CSS
// are in: the reader sees it first, and the app's JavaScript, which only makes it interactive,
// is requested after that first paint instead of competing with it on a slow connection.
if (import.meta.env.DEV) {
  await import('./boot');
} else {
  const { entry, links } = appFiles();
  if (document.getElementById('root')?.firstElementChild) {
    await afterContentPainted();
    for (const link of links) link.rel = 'modulepreload';
  }
  if (!entry) throw new Error('index.html names no app entry (data-app-preload="entry")');
  await import(/* @vite-ignore */ entry);
}
