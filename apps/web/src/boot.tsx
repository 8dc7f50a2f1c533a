// The app itself: main.tsx loads this module once the page can be seen.
import './lib/zod-config';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { detectLanguage, initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { setRenderedDay } from './lib/today';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Strings first (English is inline; another language is one small chunk), so the first paint is
// already in the reader's language.
const lang = detectLanguage();
await initI18n(lang);

/** Marks <html data-ready> once the app runs the page (browser tests wait for it). */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
        <ReadyMarker />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// A public page arrives rendered by the server (apps/server plugins/ssr.ts) in the language the
// browser will pick; this page then takes over that HTML, with the data it was rendered from.
// When the reader remembers another language, the page is rendered here afresh.
const serverRendered = container.dataset.ssrLang === lang && container.firstElementChild !== null;
if (serverRendered) {
  setRenderedDay(container.dataset.ssrDay ?? null);
  const state = document.getElementById('ssr-queries')?.textContent;
  if (state) {
    for (const { key, data } of JSON.parse(state) as { key: unknown[]; data: unknown }[])
      queryClient.setQueryData(key, data);
  }
}

// A transition renders (or hydrates) the first page in slices that yield to the browser every
// few milliseconds, instead of one long task that blocks input on a slow phone (Lighthouse's TBT).
startTransition(() => {
  if (serverRendered) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
