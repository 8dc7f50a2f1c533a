import { parsePicId } from '../../lib/media/pic-id.ts';
import { hashInts, picker, type Rng } from '../../lib/random.ts';
import { n } from './svg-number.ts';

/**
 * Abstract astrology-themed artworks for astrologers' photo albums (640x480 SVG): a mandala, a
 * zodiac wheel, a starfield, a temple at dusk, tarot cards and a palm with its lines. The theme
 * and palette follow from the picture id, and one album walks through the themes in turn so its
 * pictures differ. Only numbers and fixed colours go into the markup.
 */

export const ALBUM_THEMES = ['mandala', 'zodiac', 'starfield', 'temple', 'tarot', 'palm'] as const;
export type AlbumTheme = (typeof ALBUM_THEMES)[number];

const W = 640;
const H = 480;
const CX = 320;
const CY = 240;
const SALT_THEME = 0x7e3e;
const SALT_ART = 0xa1b0;

interface Palette {
  deep: string;
  mid: string;
  gold: string;
  rose: string;
  light: string;
}
const PALETTES: readonly Palette[] = [
  { deep: '#1e1b4b', mid: '#4c1d95', gold: '#f59e0b', rose: '#fb7185', light: '#fef3c7' },
  { deep: '#0f172a', mid: '#1e3a8a', gold: '#fbbf24', rose: '#38bdf8', light: '#fffbeb' },
  { deep: '#2e1065', mid: '#831843', gold: '#fb923c', rose: '#facc15', light: '#fff7ed' },
  { deep: '#042f2e', mid: '#115e59', gold: '#fcd34d', rose: '#f472b6', light: '#ecfeff' },
  { deep: '#1c1917', mid: '#7c2d12', gold: '#f59e0b', rose: '#fde68a', light: '#fff7ed' },
  { deep: '#172554', mid: '#6d28d9', gold: '#fcd34d', rose: '#f9a8d4', light: '#f5f3ff' },
];

/** The theme of album picture `index` of astrologer `id`. */
export function albumTheme(id: number, index: number): AlbumTheme {
  return ALBUM_THEMES[(hashInts(id, SALT_THEME) + index) % ALBUM_THEMES.length] as AlbumTheme;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const polar = (r: number, deg: number, cx = CX, cy = CY): [number, number] => [
  cx + r * Math.sin(rad(deg)),
  cy - r * Math.cos(rad(deg)),
];

function starPath(
  x: number,
  y: number,
  outer: number,
  inner: number,
  points: number,
  turnDeg = 0,
): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const [px, py] = polar(i % 2 === 0 ? outer : inner, turnDeg + (i * 180) / points, x, y);
    d += `${i === 0 ? 'M' : 'L'}${n(px)} ${n(py)}`;
  }
  return `${d}Z`;
}

/** Faint stars scattered over the picture. */
function dust(p: Rng, count: number, color: string, maxY = H): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    s += `<circle cx="${n(p.range(0, W))}" cy="${n(p.range(0, maxY))}" r="${n(p.range(0.5, 1.8))}" opacity="${n(p.range(0.3, 1))}"/>`;
  }
  return `<g fill="${color}">${s}</g>`;
}

function mandala(p: Rng, c: Palette, g: string): string {
  const out = [
    `<defs><radialGradient id="${g}r"><stop offset="0" stop-color="${c.mid}"/><stop offset="1" stop-color="${c.deep}"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${g}r)"/>`,
    dust(p, 40, c.light),
  ];
  const rings = [
    { r: 196, count: 32 },
    { r: 156, count: 24 },
    { r: 118, count: 16 },
    { r: 82, count: 12 },
    { r: 48, count: 8 },
  ];
  const turn = p.range(0, 30);
  rings.forEach(({ r, count }, ring) => {
    const shape = p.int(0, 2);
    const fill = ring % 2 === 0 ? c.gold : c.rose;
    const width = ((Math.PI * r) / count) * 0.9;
    let s = '';
    for (let i = 0; i < count; i++) {
      const a = n(turn + (i * 360) / count);
      if (shape === 0) {
        s += `<ellipse cx="${CX}" cy="${n(CY - r)}" rx="${n(width)}" ry="${n(width * 1.9)}" transform="rotate(${a} ${CX} ${CY})"/>`;
      } else if (shape === 1) {
        // A petal: pointed outwards, round towards the centre.
        s += `<path d="M${CX} ${n(CY - r - width * 2)}Q${n(CX + width * 1.4)} ${n(CY - r)} ${CX} ${n(CY - r + width * 1.2)}Q${n(CX - width * 1.4)} ${n(CY - r)} ${CX} ${n(CY - r - width * 2)}Z" transform="rotate(${a} ${CX} ${CY})"/>`;
      } else {
        s += `<circle cx="${CX}" cy="${n(CY - r)}" r="${n(width * 0.75)}" transform="rotate(${a} ${CX} ${CY})"/>`;
      }
    }
    out.push(
      `<circle cx="${CX}" cy="${CY}" r="${r}" fill="none" stroke="${c.gold}" stroke-opacity=".45" stroke-width="1.5"/>`,
      `<g fill="${fill}" fill-opacity="${ring % 2 === 0 ? '.85' : '.55'}" stroke="${c.light}" stroke-opacity=".5" stroke-width="1">${s}</g>`,
    );
  });
  out.push(
    `<circle cx="${CX}" cy="${CY}" r="26" fill="${c.deep}" stroke="${c.gold}" stroke-width="3"/>`,
    `<path fill="${c.gold}" d="${starPath(CX, CY, 20, 8, 8, turn)}"/>`,
    `<circle cx="${CX}" cy="${CY}" r="4" fill="${c.light}"/>`,
  );
  return out.join('');
}

function zodiac(p: Rng, c: Palette, g: string): string {
  const out = [
    `<defs><radialGradient id="${g}r"><stop offset="0" stop-color="${c.mid}"/><stop offset="1" stop-color="${c.deep}"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${g}r)"/>`,
    dust(p, 70, c.light),
  ];
  let sectors = '';
  for (let i = 0; i < 12; i++) {
    if (i % 2 === 1) continue;
    const [x1, y1] = polar(210, i * 30);
    const [x2, y2] = polar(210, i * 30 + 30);
    const [x3, y3] = polar(150, i * 30 + 30);
    const [x4, y4] = polar(150, i * 30);
    sectors += `M${n(x1)} ${n(y1)}A210 210 0 0 1 ${n(x2)} ${n(y2)}L${n(x3)} ${n(y3)}A150 150 0 0 0 ${n(x4)} ${n(y4)}Z`;
  }
  let spokes = '';
  for (let i = 0; i < 12; i++) {
    const [x1, y1] = polar(96, i * 30);
    const [x2, y2] = polar(210, i * 30);
    spokes += `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  }
  // 27 nakshatra ticks on the outer rim, 13 degrees 20 minutes apart.
  let ticks = '';
  for (let i = 0; i < 27; i++) {
    const [x1, y1] = polar(210, (i * 360) / 27);
    const [x2, y2] = polar(224, (i * 360) / 27);
    ticks += `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  }
  let marks = '';
  for (let i = 0; i < 12; i++) {
    const [x, y] = polar(180, i * 30 + 15);
    marks += starPath(x, y, 7, 2.6, 4 + (i % 3), i * 7);
  }
  out.push(
    `<path fill="${c.gold}" fill-opacity=".16" d="${sectors}"/>`,
    `<g fill="none" stroke="${c.gold}" stroke-width="2"><circle cx="${CX}" cy="${CY}" r="224"/><circle cx="${CX}" cy="${CY}" r="210"/><circle cx="${CX}" cy="${CY}" r="150"/><circle cx="${CX}" cy="${CY}" r="96"/></g>`,
    `<path stroke="${c.gold}" stroke-opacity=".7" stroke-width="1.5" d="${spokes}${ticks}"/>`,
    `<path fill="${c.light}" d="${marks}"/>`,
  );
  // The nine grahas as small discs at their own places.
  const grahaColors = [
    c.gold,
    c.light,
    '#ef4444',
    '#22c55e',
    '#facc15',
    '#f8fafc',
    '#60a5fa',
    '#94a3b8',
    '#a16207',
  ];
  grahaColors.forEach((color, i) => {
    const [x, y] = polar(p.chance(0.5) ? 124 : 116, p.range(0, 360));
    out.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(4 + (i % 3) * 1.6)}" fill="${color}" stroke="${c.deep}" stroke-width="1.5"/>`,
    );
  });
  out.push(
    `<path fill="${c.gold}" d="${starPath(CX, CY, 78, 48, 16, p.range(0, 20))}"/>`,
    `<circle cx="${CX}" cy="${CY}" r="44" fill="${c.gold}" stroke="${c.light}" stroke-width="3"/>`,
    `<circle cx="${CX}" cy="${CY}" r="30" fill="none" stroke="${c.mid}" stroke-opacity=".5" stroke-width="2"/>`,
  );
  return out.join('');
}

function starfield(p: Rng, c: Palette, g: string): string {
  const out = [
    `<defs><linearGradient id="${g}l" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.deep}"/><stop offset="1" stop-color="${c.mid}"/></linearGradient>`,
    `<radialGradient id="${g}m"><stop offset="0" stop-color="${c.light}" stop-opacity=".22"/><stop offset="1" stop-color="${c.light}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${g}l)"/>`,
    `<ellipse cx="${CX}" cy="${CY}" rx="420" ry="70" fill="url(#${g}m)" transform="rotate(${n(p.range(-35, -15))} ${CX} ${CY})"/>`,
    dust(p, 170, c.light, 400),
  ];
  // One constellation: a chain of bright stars joined by faint lines.
  const pts: [number, number][] = [];
  let x = p.range(60, 160);
  let y = p.range(80, 200);
  for (let i = 0; i < 7; i++) {
    pts.push([x, y]);
    x += p.range(40, 75);
    y += p.range(-55, 55);
    y = Math.min(340, Math.max(50, y));
  }
  out.push(
    `<polyline fill="none" stroke="${c.light}" stroke-opacity=".45" stroke-width="1.5" points="${pts.map(([a, b]) => `${n(a)},${n(b)}`).join(' ')}"/>`,
    `<path fill="${c.gold}" d="${pts.map(([a, b], i) => starPath(a, b, i % 3 === 0 ? 9 : 6, 2.2, 4)).join('')}"/>`,
  );
  // The Moon, full with maria or a crescent, in a corner away from the constellation.
  const mx = p.chance(0.5) ? 540 : 100;
  if (p.chance(0.5)) {
    out.push(
      `<circle cx="${mx}" cy="86" r="46" fill="${c.light}"/>`,
      `<g fill="${c.mid}" fill-opacity=".18"><circle cx="${mx - 14}" cy="76" r="11"/><circle cx="${mx + 12}" cy="98" r="8"/><circle cx="${mx + 16}" cy="70" r="5"/><circle cx="${mx - 6}" cy="104" r="4"/></g>`,
    );
  } else {
    out.push(`<path fill="${c.light}" d="M${mx} 40A46 46 0 1 0 ${mx} 132A36 46 0 1 1 ${mx} 40Z"/>`);
  }
  // Hills along the bottom edge.
  out.push(
    `<path fill="${c.deep}" d="M0 480V410C80 380 150 420 230 398C320 372 380 420 470 394C540 376 600 398 640 388V480Z"/>`,
  );
  return out.join('');
}

function temple(p: Rng, c: Palette, g: string): string {
  const ink = '#120c22';
  const out = [
    `<defs><linearGradient id="${g}l" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.deep}"/><stop offset=".55" stop-color="${c.mid}"/><stop offset="1" stop-color="${c.gold}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${g}l)"/>`,
    dust(p, 60, c.light, 200),
    `<circle cx="${n(p.range(200, 440))}" cy="330" r="92" fill="${c.light}" fill-opacity=".55"/>`,
  ];
  // Birds on the way home.
  let birds = '';
  for (let i = 0; i < 5; i++) {
    const bx = p.range(60, 580);
    const by = p.range(90, 200);
    const s = p.range(6, 11);
    birds += `M${n(bx - s)} ${n(by - s / 2)}Q${n(bx - s / 2)} ${n(by - s / 2)} ${n(bx)} ${n(by)}Q${n(bx + s / 2)} ${n(by - s / 2)} ${n(bx + s)} ${n(by - s / 2)}`;
  }
  out.push(`<path fill="none" stroke="${ink}" stroke-width="2" d="${birds}"/>`);
  // Nagara-style temple: a curved shikhara with an amalaka and a kalasha, mandapas either side.
  const tall = p.range(0, 30);
  const top = 110 - tall;
  out.push(
    `<g fill="${ink}">`,
    `<path d="M256 360C254 250 284 ${n(top + 50)} 306 ${n(top + 22)}H334C356 ${n(top + 50)} 386 250 384 360Z"/>`,
    `<ellipse cx="320" cy="${n(top + 16)}" rx="22" ry="8"/>`,
    `<path d="M312 ${n(top + 10)}Q320 ${n(top - 10)} 328 ${n(top + 10)}Z"/><path d="M319 ${n(top - 4)}V${n(top - 40)}H321V${n(top - 4)}Z"/>`,
    `<path d="M180 370V318Q212 290 244 318V370ZM396 370V318Q428 290 460 318V370Z"/>`,
    `<path d="M206 300Q212 282 218 300ZM422 300Q428 282 434 300Z"/>`,
    `<path d="M0 480V392Q160 374 320 378Q480 374 640 392V480Z"/>`,
    `<path d="M160 370H480V380H160ZM176 380H464V390H176Z"/>`,
    `</g>`,
    // Horizontal courses of the tower catch the last light.
    `<path fill="none" stroke="${c.gold}" stroke-opacity=".22" stroke-width="2" d="${[
      0.2, 0.35, 0.5, 0.65, 0.8,
    ]
      .map((f) => {
        const yy = top + 22 + f * (338 - top);
        const half = 14 + 50 * Math.sin((f * Math.PI) / 1.9);
        return `M${n(320 - half)} ${n(yy)}Q320 ${n(yy + 6)} ${n(320 + half)} ${n(yy)}`;
      })
      .join('')}"/>`,
    `<path fill="${c.rose}" d="M321 ${n(top - 40)}L348 ${n(top - 32)}L321 ${n(top - 24)}Z"/>`,
    `<path fill="${c.gold}" fill-opacity=".8" d="M308 360V332Q320 316 332 332V360Z"/>`,
  );
  // Oil lamps along the steps.
  let diyas = '';
  let glows = '';
  for (let x = 176; x <= 464; x += 32) {
    diyas += `<ellipse cx="${x}" cy="368" rx="5" ry="2.5"/><path d="M${x} 356Q${x + 3} 362 ${x} 366Q${x - 3} 362 ${x} 356Z"/>`;
    glows += `<circle cx="${x}" cy="362" r="9"/>`;
  }
  out.push(`<g fill="${c.gold}" fill-opacity=".25">${glows}</g><g fill="${c.gold}">${diyas}</g>`);
  return out.join('');
}

function tarot(p: Rng, c: Palette, g: string): string {
  const out = [
    `<defs><radialGradient id="${g}r"><stop offset="0" stop-color="${c.mid}"/><stop offset="1" stop-color="${c.deep}"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${g}r)"/>`,
    dust(p, 60, c.light),
  ];
  const card = (rotateDeg: number, face: 'back' | 'sun' | 'moon' | 'star') => {
    const x = 320 - 85;
    const y = 92;
    const inner = `<rect x="${x + 12}" y="${y + 12}" width="146" height="256" rx="6" fill="${c.deep}" stroke="${c.gold}" stroke-width="2"/>`;
    let art = '';
    if (face === 'back') {
      let lattice = '';
      for (let i = -3; i <= 3; i++) {
        lattice += `M${x + 85 + i * 36 - 110} ${y + 30}L${x + 85 + i * 36 + 110} ${y + 330}M${x + 85 + i * 36 + 110} ${y + 30}L${x + 85 + i * 36 - 110} ${y + 330}`;
      }
      art = `<g clip-path="url(#${g}c)"><path stroke="${c.gold}" stroke-opacity=".35" stroke-width="1.5" d="${lattice}"/></g><path fill="${c.gold}" d="${starPath(x + 85, y + 140, 26, 10, 8)}"/>`;
    } else if (face === 'sun') {
      art = `<path fill="${c.gold}" d="${starPath(x + 85, y + 130, 56, 36, 12)}"/><circle cx="${x + 85}" cy="${y + 130}" r="30" fill="${c.light}"/>`;
    } else if (face === 'moon') {
      const mx = x + 85;
      art = `<path fill="${c.light}" d="M${mx} ${y + 90}A42 42 0 1 0 ${mx} ${y + 174}A32 42 0 1 1 ${mx} ${y + 90}Z"/><path fill="${c.gold}" d="${starPath(mx + 36, y + 100, 8, 3, 4)}${starPath(mx + 46, y + 150, 5, 2, 4)}"/>`;
    } else {
      art = `<path fill="${c.gold}" d="${starPath(x + 85, y + 125, 50, 16, 8)}"/><path fill="${c.light}" d="${starPath(x + 40, y + 70, 9, 3, 4)}${starPath(x + 128, y + 200, 9, 3, 4)}"/>`;
    }
    const plinth =
      face === 'back'
        ? ''
        : `<path fill="none" stroke="${c.gold}" stroke-width="2" d="M${x + 40} ${y + 226}H${x + 130}M${x + 52} ${y + 240}H${x + 118}"/>`;
    return `<g transform="rotate(${rotateDeg} 320 440)"><rect x="${x}" y="${y}" width="170" height="280" rx="12" fill="${c.light}" stroke="${c.gold}" stroke-width="3"/>${inner}${art}${plinth}</g>`;
  };
  const face = p.pick(['sun', 'moon', 'star'] as const);
  out.push(
    `<defs><clipPath id="${g}c"><rect x="247" y="104" width="146" height="256" rx="6"/></clipPath></defs>`,
    card(-16, 'back'),
    card(16, 'back'),
    card(0, face),
  );
  return out.join('');
}

function palm(p: Rng, c: Palette, g: string): string {
  const skin = c.deep === '#1c1917' ? '#3b2a20' : '#2a2257';
  // Outline trick: every part stroked wide first, then filled on top, so only the hand's outer
  // edge keeps a line.
  const parts = [
    '<rect x="258" y="92" width="38" height="160" rx="19"/>',
    '<rect x="300" y="70" width="40" height="180" rx="20"/>',
    '<rect x="344" y="86" width="38" height="166" rx="19"/>',
    '<rect x="386" y="132" width="32" height="130" rx="16"/>',
    '<rect x="190" y="240" width="44" height="140" rx="22" transform="rotate(-42 212 310)"/>',
    '<rect x="254" y="210" width="166" height="200" rx="60"/>',
    '<rect x="286" y="380" width="108" height="100"/>',
  ].join('');
  const out = [
    `<defs><linearGradient id="${g}l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.deep}"/><stop offset="1" stop-color="${c.mid}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${g}l)"/>`,
    dust(p, 60, c.light),
    `<circle cx="320" cy="270" r="210" fill="none" stroke="${c.gold}" stroke-opacity=".25" stroke-width="2" stroke-dasharray="2 10"/>`,
    `<g fill="${c.gold}" stroke="${c.gold}" stroke-width="10" stroke-linejoin="round">${parts}</g>`,
    `<g fill="${skin}">${parts}</g>`,
  ];
  // Heart, head, life and fate lines, with a little wobble so no two palms are the same.
  const w = () => n(p.range(-8, 8));
  out.push(
    `<g fill="none" stroke-linecap="round" stroke-width="4">`,
    `<path stroke="${c.rose}" d="M412 262C380 ${250 + Number(w())} 340 ${262 + Number(w())} 298 250"/>`,
    `<path stroke="${c.gold}" d="M268 262C310 ${282 + Number(w())} 350 ${292 + Number(w())} 398 306"/>`,
    `<path stroke="${c.light}" d="M270 268C250 ${320 + Number(w())} 268 ${360 + Number(w())} 300 398"/>`,
    `<path stroke="${c.gold}" stroke-opacity=".6" stroke-width="3" d="M336 404C334 ${350 + Number(w())} 340 ${300 + Number(w())} 334 240"/>`,
    `</g>`,
    `<path fill="${c.gold}" d="${starPath(520, 110, 16, 6, 8)}${starPath(120, 380, 12, 4, 8)}${starPath(110, 110, 9, 3, 4)}"/>`,
  );
  return out.join('');
}

const DRAW: Record<AlbumTheme, (p: Rng, c: Palette, g: string) => string> = {
  mandala,
  zodiac,
  starfield,
  temple,
  tarot,
  palm,
};

/**
 * The SVG artwork of an album picId ("al-000123-2"). Throws RangeError for any other picId
 * (the route checks with parsePicId first and answers 404).
 */
export function albumSvg(picId: string): string {
  const parsed = parsePicId(picId);
  if (!parsed || parsed.kind !== 'album')
    throw new RangeError(`not an album picId: ${String(picId)}`);
  const { astrologerId: id, index } = parsed;
  const p = picker(hashInts(id, index, SALT_ART));
  const palette = p.pick(PALETTES);
  const body = DRAW[albumTheme(id, index)](p, palette, `al${id}x${index}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>`;
}
