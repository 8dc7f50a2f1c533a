import { describe, expect, it } from 'vitest';
import { pageLanguage, scriptJson } from './ssr.ts';

describe('server rendering: the page language', () => {
  it("takes the reader's remembered choice first", () => {
    expect(pageLanguage('a=1; nakshatra.lang=ta; b=2', 'hi-IN,hi;q=0.9')).toBe('ta');
  });

  it('else the first supported language by Accept-Language preference', () => {
    expect(pageLanguage('', 'hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(pageLanguage('', 'fr-FR, ja;q=0.7, es;q=0.9')).toBe('es');
    expect(pageLanguage('', 'de, mr;q=0')).toBe('en');
  });

  it('falls back to English on junk and ignores an unsupported or hostile cookie', () => {
    expect(pageLanguage('nakshatra.lang=xx', '')).toBe('en');
    expect(pageLanguage('nakshatra.lang="><script>', ';;;,q=abc')).toBe('en');
    expect(pageLanguage('', 'x'.repeat(10_000))).toBe('en');
  });
});

describe('server rendering: data in the page', () => {
  it('cannot close its <script> element or break the line', () => {
    const text = scriptJson([{ name: '</script><script>alert(1)</script>\u2028' }]);
    expect(text).not.toContain('</script');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual([{ name: '</script><script>alert(1)</script>\u2028' }]);
  });
});
