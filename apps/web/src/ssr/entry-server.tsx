/**
 * Server rendering of the public pages (issue 12): the API server (apps/server plugins/ssr.ts)
 * imports this module's build (`dist/.ssr/entry-server.js`, made by `npm run build`) and sends
 * each guest-visible page as HTML, so a phone paints the page from the first response instead of
 * after the JavaScript has downloaded and run. main.tsx then hydrates it.
 *
 * One render at a time: `renderToString` is synchronous, and the language and the request's
 * readable cookies are process-wide for its duration (i18n is one instance, the cookie reader
 * falls back to them when there is no `document`). Renders take a few milliseconds.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { bySlugResponseSchema } from '@nakshatra/contracts';
import { AppRoutes } from '@/app/router';
import { getAstrologerQueryOptions } from '@/features/astrologers/api/get-astrologer';
import { setServerCookies } from '@/lib/cookies';
import { changeLanguage, i18n, initI18n, isUiLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { todayIn } from '@/lib/dates';
import { RENDER_TIME_ZONE, setRenderedDay } from '@/lib/today';
import type { UiLanguage } from '@nakshatra/contracts';

export interface PageRequest {
  /** The path and query, as the browser asked for it. */
  url: string;
  lang: UiLanguage;
  /** The request's Cookie header: the app reads its readable `user` cookie from it. */
  cookie: string;
  /** GET /api/consultants/by-slug's body for a profile page, when the server has it. */
  astrologer?: unknown;
}

export interface RenderedPage {
  /** The inside of <div id="root">. */
  html: string;
  /** <title> and <meta name="description"> the page rendered, for <head>. */
  head: string;
  /** The query data the page was rendered with; the browser seeds its cache with it to hydrate. */
  queries: { key: readonly unknown[]; data: unknown }[];
  /** The day it was rendered on ('YYYY-MM-DD', lib/today.ts): the browser takes it over on it. */
  day: string;
}

let queue: Promise<unknown> = initI18n('en');

/** Renders one page; resolves null when it could not (the server then sends the plain app). */
export function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const next = queue.then(() => renderNow(request));
  queue = next.catch(() => undefined);
  return next;
}

// React.lazy starts loading a page's module on its first render and shows the fallback until it
// arrives; on the server the modules are local files, so a render that hit one is repeated once
// they are in (the first render after start reads several from disk: up to about 2 s in all).
const PENDING_BOUNDARY = /<!--\$[?!]-->/;
const MAX_ATTEMPTS = 10;

async function renderNow(request: PageRequest): Promise<RenderedPage | null> {
  if (!isUiLanguage(request.lang)) return null;
  await changeLanguage(request.lang, { remember: false });
  const queryClient = createQueryClient();
  const queries: RenderedPage['queries'] = [];
  const slug = /^\/astroProfile\/([^/?#]+)/.exec(request.url)?.[1];
  if (slug && request.astrologer) {
    const parsed = bySlugResponseSchema.safeParse(request.astrologer);
    if (parsed.success) {
      const { queryKey } = getAstrologerQueryOptions(decodeURIComponent(slug));
      queryClient.setQueryData(queryKey, parsed.data.data);
      queries.push({ key: queryKey, data: parsed.data.data });
    }
  }
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const day = todayIn(RENDER_TIME_ZONE);
    setServerCookies(request.cookie);
    setRenderedDay(day);
    let markup: string;
    try {
      markup = renderToString(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <StaticRouter location={request.url}>
                <AppRoutes />
              </StaticRouter>
            </QueryClientProvider>
          </I18nextProvider>
        </StrictMode>,
      );
    } finally {
      setServerCookies(null);
      setRenderedDay(null);
    }
    if (!PENDING_BOUNDARY.test(markup)) {
      queryClient.clear();
      return { ...splitHead(markup), queries, day };
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(400, 5 * 2 ** attempt)));
  }
  queryClient.clear();
  return null;
}

const HOISTED = /<title>[^<]*<\/title>|<meta name="description" content="[^"]*"\/>/g;

/** React writes a page's <title> and <meta> where they are rendered; they belong in <head>. */
function splitHead(markup: string): Pick<RenderedPage, 'html' | 'head'> {
  const head = (markup.match(HOISTED) ?? []).join('');
  return { html: markup.replace(HOISTED, ''), head };
}
