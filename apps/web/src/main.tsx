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

// A page the server rendered (apps/server plugins/ssr.ts) is readable as soon as its HTML and CSS
// are in: the reader sees it first, and the app's JavaScript, which only makes it interactive,
// is requested after that first paint instead of competing with it on a slow connection.
if (document.getElementById('root')?.firstElementChild) await afterContentPainted();
await import('./boot');
