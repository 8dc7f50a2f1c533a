import type { UiLanguage } from '@nakshatra/contracts';

/**
 * Script fonts per interface language, fetched only when that language is chosen: Devanagari is
 * ~0.2 MB a weight and Japanese ~8 MB in 120 unicode-range slices, of which the browser pulls only
 * the slices a page uses. Latin Noto Sans and Noto Serif are in the main stylesheet.
 */
const loaders: Partial<Record<UiLanguage, () => Promise<unknown>>> = {
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
    ]),
  mr: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
    ]),
  te: () =>
    Promise.all([
      import('@fontsource/noto-sans-telugu/telugu-400.css'),
      import('@fontsource/noto-sans-telugu/telugu-600.css'),
    ]),
  ta: () =>
    Promise.all([
      import('@fontsource/noto-sans-tamil/tamil-400.css'),
      import('@fontsource/noto-sans-tamil/tamil-600.css'),
    ]),
  // One weight only: the other weights would add 8 MB each to the build; bold is synthesised.
  ja: () => import('@fontsource/noto-sans-jp/japanese-400.css'),
};

export function loadScriptFont(lang: UiLanguage): Promise<unknown> {
  const load = loaders[lang];
  return load ? load().catch(() => undefined) : Promise.resolve();
}
