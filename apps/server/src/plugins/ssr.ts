import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { uiLanguages, type UiLanguage } from '@nakshatra/contracts';

/** What apps/web/src/ssr/entry-server.tsx exports (its build: `<dist>/.ssr/entry-server.js`). */
interface EntryServer {
  renderPage(request: {
    url: string;
    lang: UiLanguage;
    cookie: string;
    astrologer?: unknown;
  }): Promise<{
    html: string;
    head: string;
    queries: { key: readonly unknown[]; data: unknown }[];
    /** The day it was rendered on, 'YYYY-MM-DD' (web lib/today.ts). */
    day: string;
  } | null>;
}

/**
 * The pages rendered on the server (issue 12): the public ones a guest lands on. The rest are
 * sent as the plain app and render in the browser, as before.
 */
const SERVER_RENDERED =
  /^\/(?:|chat|call|login|about|astroProfile\/[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?)\/?(?:\?.*)?$/;
const PROFILE = /^\/astroProfile\/([a-z0-9-]+)/;

/** The web app's language cookie (apps/web lib/i18n.ts writes it when the reader picks one). */
export const LANGUAGE_COOKIE = 'nakshatra.lang';

const supported = new Set<string>(uiLanguages);

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The language the browser will pick (web lib/i18n.ts `detectLanguage`): the remembered choice,
 * else the first supported of the browser's languages (Accept-Language, in its order of
 * preference), else English. When the browser remembers another one, it renders afresh.
 */
export function pageLanguage(cookieHeader: string, acceptLanguage: string): UiLanguage {
  const remembered = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  if (remembered && supported.has(remembered)) return remembered as UiLanguage;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      const weight = q ? Number(q.trim().slice(2)) : 1;
      return { lang: tag.toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((c) => c.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const found = ranked.find((c) => supported.has(c.lang));
  return (found?.lang as UiLanguage | undefined) ?? 'en';
}

/** JSON inside <script type="application/json">: nothing in it may close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const CACHE_TTL_MS = 60_000;
const CACHE_MAX = 500;

export interface PageRenderer {
  /** The whole page for a browser navigation, or null to send the plain app. */
  render(request: FastifyRequest, template: string): Promise<string | null>;
  /** Forgets the cached guest pages of one profile, in every language and query. */
  forgetProfile(slug: string): void;
}

/**
 * Loads the server build of the web app when there is one. Guests' pages are kept a minute per
 * path and language (they differ only by the day's sign); a signed-in reader's header shows
 * their name, so theirs are rendered each time.
 */
export function createPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
  log: FastifyBaseLogger,
): PageRenderer | null {
  const file = path.join(webDistDir, '.ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  let entry: Promise<EntryServer | null> | null = null;
  const load = () =>
    (entry ??= import(pathToFileURL(file).href).then(
      (m: EntryServer) => m,
      (err: unknown) => {
        log.error({ err }, 'server rendering disabled: its build did not load');
        return null;
      },
    ));
  const cache = new Map<string, { at: number; page: string }>();
  /** Profiles forgotten so far: a render that saw this number change does not keep its page. */
  let forgets = 0;
  // Keys are `${lang} ${url}`; a profile's URL may carry a trailing slash or a query.
  const forgetProfile = (slug: string) => {
    // A render under way may have read the old record: it is sent, but not kept (render below).
    forgets++;
    for (const key of cache.keys()) {
      if (PROFILE.exec(key.slice(key.indexOf(' ') + 1))?.[1] === slug) cache.delete(key);
    }
  };
  // A new rating or review shows on the next guest visit, not after CACHE_TTL_MS: the astrologers
  // module says when its by-slug answer (profileData below) has the new record.
  app.events.on('astrologer.refreshed', ({ slug }) => forgetProfile(slug));

  async function profileData(url: string): Promise<unknown> {
    const slug = PROFILE.exec(url)?.[1];
    if (!slug) return undefined;
    const res = await app.inject({ method: 'GET', url: `/api/consultants/by-slug?slug=${slug}` });
    return res.statusCode === 200 ? res.json() : undefined;
  }

  return {
    forgetProfile,
    async render(request, template) {
      const url = request.url;
      if (!SERVER_RENDERED.test(url)) return null;
      const cookie = request.headers.cookie ?? '';
      const lang = pageLanguage(cookie, String(request.headers['accept-language'] ?? ''));
      const guest = cookieValue(cookie, 'user') === null;
      const key = `${lang} ${url}`;
      const hit = guest ? cache.get(key) : undefined;
      if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.page;
      const ssr = await load();
      if (!ssr) return null;
      const forgetsBefore = forgets;
      try {
        const rendered = await ssr.renderPage({ url, lang, cookie, astrologer: await profileData(url) });
        if (!rendered) return null;
        const page = fillTemplate(template, lang, rendered);
        if (guest && forgets === forgetsBefore) {
          if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
          cache.set(key, { at: Date.now(), page });
        }
        return page;
      } catch (err) {
        log.warn({ err, url }, 'server rendering failed; sending the plain app');
        return null;
      }
    },
  };
}

function fillTemplate(
  template: string,
  lang: UiLanguage,
  rendered: { html: string; head: string; queries: unknown[]; day: string },
): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(rendered.day) ? ` data-ssr-day="${rendered.day}"` : '';
  const state = rendered.queries.length
    ? `<script type="application/json" id="ssr-queries">${scriptJson(rendered.queries)}</script>`
    : '';
  const title = /<title>[^<]*<\/title>/.exec(rendered.head)?.[0];
  const head = rendered.head.replace(/<title>[^<]*<\/title>/, '');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `${title ?? '<title>Nakshatra</title>'}\n    ${head}`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-ssr-lang="${lang}"${day}>${rendered.html}</div>${state}`,
    );
}
