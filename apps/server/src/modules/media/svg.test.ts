import { describe, expect, it } from 'vitest';
import { ALBUM_THEMES, albumSvg, albumTheme } from './album.ts';
import { portraitTraits } from '../../lib/media/portrait-traits.ts';
import { avatarSvg } from './avatar.ts';
import { ALBUM_MAX_PICTURES, albumPicId, avatarPicId } from '../../lib/media/pic-id.ts';

// The only elements and attributes the generators may emit: drawing primitives, gradients and
// clip paths. Anything else (script, foreignObject, image, use, a, style, animate...) could load
// or run something when the SVG is opened directly in a browser.
const ELEMENTS = new Set([
  'svg',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'g',
  'rect',
  'circle',
  'ellipse',
  'path',
  'polyline',
]);
const ATTRIBUTES = new Set([
  'xmlns',
  'viewBox',
  'width',
  'height',
  'id',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'offset',
  'stop-color',
  'stop-opacity',
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'opacity',
  'transform',
  'clip-path',
]);

/**
 * Problems with an SVG: tags that do not balance, text between tags, elements or attributes
 * outside the allow-lists, references out of the document, values with markup characters.
 */
function problems(svg: string): string[] {
  const found: string[] = [];
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'))
    found.push('does not start with the SVG root');
  if (/<script/i.test(svg)) found.push('script');
  if (/href\s*=/i.test(svg)) found.push('href');
  if (/\son[a-z]+\s*=/i.test(svg)) found.push('event attribute');
  if (/javascript:/i.test(svg)) found.push('javascript: URL');
  const stack: string[] = [];
  const tagRe = /<(\/?)([A-Za-z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const m of svg.matchAll(tagRe)) {
    // Nothing but whitespace may sit between tags: the pictures carry no text.
    if (svg.slice(last, m.index).trim() !== '')
      found.push(`text: ${svg.slice(last, m.index).slice(0, 40)}`);
    last = m.index + m[0].length;
    const [, closing, name = '', attrs = '', selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) found.push(`unbalanced </${name}>`);
      continue;
    }
    if (!ELEMENTS.has(name)) found.push(`element ${name}`);
    for (const a of attrs.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      const [, attr = '', value = ''] = a;
      if (!ATTRIBUTES.has(attr)) found.push(`attribute ${attr}`);
      // References stay inside the document: url(#id), never url(http...).
      for (const u of value.matchAll(/url\(([^)]*)\)/g)) {
        if (!/^#[\w-]+$/.test(u[1] ?? '')) found.push(`reference ${u[0]}`);
      }
      // Numbers, colours, path data, ids and keywords: no quotes, brackets or entities.
      if (!/^[\w\s.,#%()/:-]*$/.test(value)) found.push(`value ${value.slice(0, 40)}`);
    }
    if (!selfClosing) stack.push(name);
  }
  if (last !== svg.length) found.push(`trailing: ${svg.slice(last, last + 40)}`);
  if (stack.length > 0) found.push(`unclosed ${stack.join(', ')}`);
  return found;
}

describe('the SVG checker used below', () => {
  it('flags unsafe or broken markup', () => {
    const root = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">';
    expect(problems(`${root}<circle r="1"/></svg>`)).toEqual([]);
    expect(problems(`${root}<script>alert(1)</script></svg>`)).toContain('script');
    expect(problems(`${root}<image href="http://x/y.png"/></svg>`)).toContain('href');
    expect(problems(`${root}<rect onload="alert(1)"/></svg>`)).toContain('event attribute');
    expect(problems(`${root}<rect fill="url(http://x/#a)"/></svg>`)).toContain(
      'reference url(http://x/#a)',
    );
    expect(problems(`${root}<foreignObject></foreignObject></svg>`)).toContain(
      'element foreignObject',
    );
    expect(problems(`${root}<g>Ramesh</g></svg>`)).toContain('text: Ramesh');
    expect(problems(`${root}<g></svg>`)).toContain('unbalanced </svg>');
    expect(problems(`${root}<rect fill="&quot;"/></svg>`)).toContain('value &quot;');
  });
});

describe('avatarSvg', () => {
  it('is deterministic and differs between astrologers', () => {
    expect(avatarSvg('a-000123')).toBe(avatarSvg(avatarPicId(123)));
    const distinct = new Set(Array.from({ length: 200 }, (_, i) => avatarSvg(avatarPicId(i + 1))));
    expect(distinct.size).toBe(200);
  });

  it('is safe, well-formed, 256x256 and under 4 KB', () => {
    let largest = 0;
    for (let id = 1; id <= 3000; id++) {
      const svg = avatarSvg(avatarPicId(id));
      largest = Math.max(largest, Buffer.byteLength(svg));
      if (id <= 300) expect(problems(svg)).toEqual([]);
      expect(svg).toContain('viewBox="0 0 256 256"');
    }
    expect(largest).toBeLessThan(4096);
  });

  it('draws the portrait the record expects (women about 40 %, turbans on men only)', () => {
    let women = 0;
    let turbans = 0;
    for (let id = 1; id <= 10_000; id++) {
      const t = portraitTraits(id);
      if (t.gender === 'female') women++;
      if (t.turban) {
        turbans++;
        expect(t.gender).toBe('male');
      }
    }
    expect(women / 10_000).toBeGreaterThan(0.37);
    expect(women / 10_000).toBeLessThan(0.43);
    expect(turbans).toBeGreaterThan(200);
    expect(turbans).toBeLessThan(400);
  });

  it('rejects anything but an avatar picId', () => {
    expect(() => avatarSvg('al-000123-1')).toThrow(RangeError);
    expect(() => avatarSvg('<script>')).toThrow(RangeError);
  });
});

describe('albumSvg', () => {
  it("gives each of an astrologer's six pictures its own theme", () => {
    for (let id = 1; id <= 50; id++) {
      const themes = new Set(
        Array.from({ length: ALBUM_MAX_PICTURES }, (_, i) => albumTheme(id, i + 1)),
      );
      expect(themes.size).toBe(ALBUM_THEMES.length);
    }
  });

  it('is safe, well-formed, 640x480, deterministic and under 16 KB for every theme', () => {
    const seen = new Set<string>();
    let largest = 0;
    for (let id = 1; id <= 60; id++) {
      for (let i = 1; i <= ALBUM_MAX_PICTURES; i++) {
        const svg = albumSvg(albumPicId(id, i));
        expect(svg).toBe(albumSvg(albumPicId(id, i)));
        expect(problems(svg)).toEqual([]);
        expect(svg).toContain('viewBox="0 0 640 480"');
        largest = Math.max(largest, Buffer.byteLength(svg));
        seen.add(albumTheme(id, i));
      }
    }
    expect([...seen].sort()).toEqual([...ALBUM_THEMES].sort());
    expect(largest).toBeLessThan(16 * 1024);
  });

  it('rejects anything but an album picId', () => {
    expect(() => albumSvg('a-000123')).toThrow(RangeError);
    expect(() => albumSvg('al-000123-9')).toThrow(RangeError);
  });
});
