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

export const namespaces = ['common', 'auth', 'profile', 'pages', 'zodiac', 'astrologers', 'follows', 'places', 'horoscope', 'kundli', 'finder', 'matching', 'panchang', 'chat'] as const;
export type Namespace = (typeof namespaces)[number];

export const LANGUAGE_STORAGE_KEY = 'nakshatra.lang';

const supported = new Set<string>(languageOptions.map((l) => l.code));

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && supported.has(value);
}

// English ships in the first bundle (it is also the fallback); the other six are separate
// chunks fetched only when chosen.
const englishModules = import.meta.glob<ResourceLanguage>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const lazyModules = import.meta.glob<ResourceLanguage>(['../locales/*/*.json', '!../locales/en/*.json'], {
  import: 'default',
});

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

const englishResources: ResourceLanguage = Object.fromEntries(
  Object.entries(englishModules).map(([path, json]) => [namespaceOf(path), json]),
);

async function loadLanguage(lang: UiLanguage): Promise<void> {
  if (lang === 'en' || i18n.hasResourceBundle(lang, 'common')) return;
  const entries = Object.entries(lazyModules).filter(([path]) => path.includes(`/locales/${lang}/`));
  await Promise.all(
    entries.map(async ([path, load]) => {
      i18n.addResourceBundle(lang, namespaceOf(path), await load(), true, true);
    }),
  );
}

function storedLanguage(): UiLanguage | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isUiLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The remembered choice, else the browser's first supported language, else English. */
export function detectLanguage(): UiLanguage {
  const stored = storedLanguage();
  if (stored) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isUiLanguage(base)) return base;
  }
  return 'en';
}

function applyDocumentLanguage(lang: UiLanguage): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export async function initI18n(lang: UiLanguage = detectLanguage()): Promise<typeof i18n> {
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
  await changeLanguage(lang, { remember: false });
  return i18n;
}

/** Switches language: its strings and script font load first, then the UI re-renders once. */
export async function changeLanguage(lang: UiLanguage, options: { remember?: boolean } = {}): Promise<void> {
  void loadScriptFont(lang);
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
  if (options.remember !== false) {
    try {
      globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lang);
    } catch {
      // Private mode or storage disabled: the choice lasts for this page only.
    }
  }
}

export function currentLanguage(): UiLanguage {
  return isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

export { i18n };
