import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  changeLanguage,
  currentLanguage,
  detectLanguage,
  initI18n,
  LANGUAGE_STORAGE_KEY,
} from './i18n';

function preferLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('language detection', () => {
  afterEach(async () => {
    await changeLanguage('en', { remember: false });
  });

  it('prefers the remembered choice over the browser', () => {
    preferLanguages(['es-ES', 'es']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect(detectLanguage()).toBe('hi');
  });

  it("takes the browser's first supported language, by its base code, in the browser's order", () => {
    preferLanguages(['fr-FR', 'ta-IN', 'hi']);
    expect(detectLanguage()).toBe('ta');
    preferLanguages(['en-US', 'hi']);
    expect(detectLanguage()).toBe('en');
  });

  it('ignores a remembered value that is no interface language, and falls back to English', () => {
    preferLanguages(['fr-FR', 'de']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(detectLanguage()).toBe('en');
  });

  it('remembers a chosen language, but not the one detected at start-up', async () => {
    preferLanguages(['mr-IN']);
    await initI18n();
    expect(currentLanguage()).toBe('mr');
    expect(document.documentElement.lang).toBe('mr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();

    await changeLanguage('ja');
    expect(currentLanguage()).toBe('ja');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ja');
    expect(detectLanguage()).toBe('ja');
  });
});
