import i18n, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { UiLanguage } from '@nakshatra/contracts';
import { loadScriptFont } from './fonts';

/** The seven interface languages (contracts/common.ts `uiLanguages`; a test checks they match). */
export const languageOptions: readonly { code: UiLanguage; nativeName: string }[] = [
  { code: 'en', nativeName: 'English' },
  { code: 'hi', nativeName: 'हिन्दी' },
  { code: 'mr', nativeName: 'मराठी' },
  { code: 'es', nativeName: 'Español' },
  { code: 'ja', nativeName: '日本語' },
  { code: 'te', nativeName: 'తెలుగు' },
  { code: 'ta', nativeName: 'தமிழ்' },
];

export const namespaces = [
  'common',
  'auth',
  'profile',
  'pages',
  'zodiac',
  'astrologers',
  'follows',
  'places',
  'horoscope',
  'kundli',
  'finder',
  'matching',
  'panchang',
  'chat',
  'wallet',
  'feedback',
  'consultations',
  'copilot',
] as const;
export type Namespace = (typeof namespaces)[number];

export const LANGUAGE_STORAGE_KEY = 'nakshatra.lang';

const supported = new Set<string>(languageOptions.map((l) => l.code));

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && supported.has(value);
}

// English ships in the first bundle (it is also the fallback), except the namespaces that only
// pages rendered in the browser need (ROUTE_NAMESPACES: the wallet, feedback, consultations and
// the console's co-pilot, the zodiac finder, and the horoscope, kundli, matching and panchang
// pages, whose issue 14 texts outgrew the first bundle): those come with their page. Each other
// language is one chunk (locales/<lang>/index.ts gathers its namespaces), fetched only when chosen.
const englishModules = import.meta.glob<ResourceLanguage>(
  [
    '../locales/en/*.json',
    '!../locales/en/wallet.json',
    '!../locales/en/feedback.json',
    '!../locales/en/consultations.json',
    '!../locales/en/copilot.json',
    '!../locales/en/finder.json',
    '!../locales/en/horoscope.json',
    '!../locales/en/kundli.json',
    '!../locales/en/matching.json',
    '!../locales/en/panchang.json',
  ],
  { eager: true, import: 'default' },
);
const englishRouteModules = import.meta.glob<ResourceLanguage>(
  [
    '../locales/en/wallet.json',
    '../locales/en/feedback.json',
    '../locales/en/consultations.json',
    '../locales/en/copilot.json',
    '../locales/en/finder.json',
    '../locales/en/horoscope.json',
    '../locales/en/kundli.json',
    '../locales/en/matching.json',
    '../locales/en/panchang.json',
  ],
  { import: 'default' },
);

/** Namespaces whose English strings load with their page (loadRouteNamespaces). */
export const ROUTE_NAMESPACES = [
  'wallet',
  'feedback',
  'consultations',
  'copilot',
  'finder',
  'horoscope',
  'kundli',
  'matching',
  'panchang',
] as const;

/**
 * Makes a route's namespaces available before its page renders: a route module awaits this at
 * its top level, so its lazy chunk resolves with the strings in (no keys flash). Other languages
 * have them already (their one chunk holds every namespace); English loads them here.
 */
export async function loadRouteNamespaces(
  ...names: (typeof ROUTE_NAMESPACES)[number][]
): Promise<void> {
  await Promise.all(
    names.map(async (ns) => {
      if (i18n.hasResourceBundle('en', ns)) return;
      const load = englishRouteModules[`../locales/en/${ns}.json`];
      if (load) i18n.addResourceBundle('en', ns, await load(), true, true);
    }),
  );
}
const languageBundles = import.meta.glob<Record<string, ResourceLanguage>>(
  ['../locales/*/index.ts', '!../locales/en/index.ts'],
  { import: 'default' },
);

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

function byNamespace(modules: Record<string, ResourceLanguage>): ResourceLanguage {
  return Object.fromEntries(
    Object.entries(modules).map(([path, json]) => [namespaceOf(path), json]),
  );
}

const englishResources = byNamespace(englishModules);

async function loadLanguage(lang: UiLanguage): Promise<void> {
  const load = languageBundles[`../locales/${lang}/index.ts`];
  if (lang === 'en' || i18n.hasResourceBundle(lang, 'common') || !load) return;
  for (const [ns, json] of Object.entries(byNamespace(await load()))) {
    i18n.addResourceBundle(lang, ns, json, true, true);
  }
}

/**
 * Where the language comes from, in this order: the remembered choice (localStorage, key
 * `nakshatra.lang`), else the browser's preferred languages, else English. Nothing is cached
 * automatically (`caches: []`): a language is remembered only when the user picks it, so a
 * browser-detected language never sticks.
 */
function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

// Hand-written rather than i18next-browser-languagedetector: two sources and no caching are all
// we use of it, and it cost 2 KB of the first bundle's 120 KB budget (issue 12).
/** The remembered choice, else the browser's first supported language, else English. */
export function detectLanguage(): UiLanguage {
  const browser =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  // 'hi-IN' counts as 'hi': the interface has one variant per language.
  const candidates = [rememberedLanguage(), ...browser].map(
    (tag) => tag?.toLowerCase().split('-')[0],
  );
  return candidates.find(isUiLanguage) ?? 'en';
}

function applyDocumentLanguage(lang: UiLanguage): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export async function initI18n(lang?: UiLanguage): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    const resources: Resource = { en: englishResources };
    await i18n.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: languageOptions.map((l) => l.code),
      ns: [...namespaces],
      defaultNS: 'common',
      resources,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  }
  await changeLanguage(lang ?? detectLanguage(), { remember: false });
  return i18n;
}

/** Switches language: its strings and script font load first, then the UI re-renders once. */
export async function changeLanguage(
  lang: UiLanguage,
  options: { remember?: boolean } = {},
): Promise<void> {
  void loadScriptFont(lang);
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
  if (options.remember !== false) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
    } catch {
      // Private mode or storage disabled: the choice lasts for this page.
    }
    // The server renders pages in it too (apps/server plugins/ssr.ts reads this cookie).
    if (typeof document !== 'undefined')
      document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; Max-Age=31536000; path=/; SameSite=Lax`;
  }
}

export function currentLanguage(): UiLanguage {
  return isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

export { i18n };
