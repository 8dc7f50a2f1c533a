import { parsePicId } from '../../lib/media/pic-id.ts';
import { portraitTraits } from '../../lib/media/portrait-traits.ts';
import { hashInts, picker, type Rng } from '../../lib/random.ts';
import { n } from './svg-number.ts';

/**
 * Illustrated head-and-shoulders portraits for the astrologer directory, drawn from the picture
 * id alone: a night-sky background with a saffron glow (the app's palette, DESIGN.md "Look and
 * feel"), a figure with varied skin tone, hair, clothing and details (bindi, tilak, turban,
 * glasses, rudraksha mala). Output is a 256x256 SVG under 4 KB made only of numbers and fixed
 * colour names: nothing in it comes from user input.
 */

const SALT_LOOK = 0x100c;

// [sky top, sky bottom, glow]
const SKIES = [
  ['#1e1b4b', '#4c1d95', '#f59e0b'],
  ['#0f172a', '#1e3a8a', '#fbbf24'],
  ['#2e1065', '#831843', '#fb923c'],
  ['#172554', '#0f766e', '#fcd34d'],
  ['#312e81', '#9d174d', '#fdba74'],
  ['#1c1917', '#7c2d12', '#f59e0b'],
] as const;
// [skin, shade]: light wheat to deep brown.
const SKINS = [
  ['#f1c8a0', '#d9a67c'],
  ['#e3ae80', '#c58f62'],
  ['#c98c5e', '#aa7148'],
  ['#ad7248', '#8f5a35'],
  ['#8f5b37', '#744629'],
  ['#70462a', '#58351e'],
] as const;
const HAIR_DARK = ['#17110e', '#24170f', '#3a2418'] as const;
const HAIR_GREY = ['#8f8a85', '#6b6662'] as const;
const CLOTH = [
  '#ea7a1a',
  '#8a1c3b',
  '#0f766e',
  '#1d4ed8',
  '#15803d',
  '#ca8a04',
  '#be185d',
  '#6d28d9',
  '#b45309',
] as const;
const TURBANS = ['#ea7a1a', '#1e3a8a', '#8a1c3b', '#f1ede4', '#db2777', '#0f766e'] as const;
const GOLD = '#f8c25c';

const sparkle = (x: number, y: number, r: number) =>
  `M${n(x)} ${n(y - r)}L${n(x + r / 4)} ${n(y - r / 4)}L${n(x + r)} ${n(y)}L${n(x + r / 4)} ${n(y + r / 4)}L${n(x)} ${n(y + r)}L${n(x - r / 4)} ${n(y + r / 4)}L${n(x - r)} ${n(y)}L${n(x - r / 4)} ${n(y - r / 4)}Z`;

/** Small stars and sparkles in the sky, kept clear of the head and shoulders. */
function stars(p: Rng): string {
  let dots = '';
  let sparkles = '';
  for (let i = 0; i < 14; i++) {
    const x = p.range(10, 246);
    const y = p.range(10, 190);
    if ((x - 128) ** 2 / 80 ** 2 + (y - 118) ** 2 / 90 ** 2 < 1) continue;
    if (p.chance(0.3)) sparkles += sparkle(x, y, p.range(3, 6));
    else dots += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(p.range(0.8, 1.8))}"/>`;
  }
  return `<g fill="#fff7e0" opacity=".8">${dots}</g><path fill="${GOLD}" d="${sparkles}"/>`;
}

function crescent(x: number, y: number, r: number): string {
  return `<path fill="#fde68a" opacity=".9" d="M${x} ${y - r}A${r} ${r} 0 1 0 ${x} ${y + r}A${n(r * 0.78)} ${r} 0 1 1 ${x} ${y - r}Z"/>`;
}

type FemaleHair = 'open' | 'bun' | 'braid' | null;

/** What one portrait drew from its stream before the figure; each part below reads it. */
interface Look {
  p: Rng;
  out: string[];
  female: boolean;
  turban: boolean;
  skin: string;
  shade: string;
  hair: string;
  cloth: string;
  accent: string;
}

/** Sky, stars, moon and glow behind the figure. */
function drawSky(out: string[], p: Rng, g: string, sky: (typeof SKIES)[number]): void {
  const [skyTop, skyBottom, glow] = sky;
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">`,
    `<defs><linearGradient id="${g}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>`,
    `<radialGradient id="${g}g"><stop offset="0" stop-color="${glow}" stop-opacity=".6"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="256" height="256" fill="url(#${g}s)"/>`,
    stars(p),
  );
  if (p.chance(0.5)) out.push(p.chance(0.5) ? crescent(40, 42, 16) : crescent(214, 40, 14));
  out.push(
    `<circle cx="128" cy="118" r="112" fill="url(#${g}g)"/>`,
    `<circle cx="128" cy="116" r="66" fill="none" stroke="${glow}" stroke-opacity=".35" stroke-width="2"/>`,
  );
}

/** Opens the figure's group; a woman's hair that falls behind the shoulders. */
function drawHairBehind(look: Look): FemaleHair {
  const { p, out, female, hair } = look;
  const femaleHair = female ? p.pick(['open', 'bun', 'braid'] as const) : null;
  // The figure is drawn on a 256-unit canvas and enlarged about the bottom centre so the face
  // fills a small round crop (list cards show avatars at about 64 px).
  out.push(`<g transform="matrix(1.14 0 0 1.14 -17.9 -35.8)">`);
  if (femaleHair === 'open') {
    out.push(
      `<path fill="${hair}" d="M84 118C78 68 104 52 128 52C152 52 178 68 172 118C176 150 182 178 188 206C160 220 96 220 68 206C74 178 80 150 84 118Z"/>`,
    );
  } else if (femaleHair === 'bun') {
    out.push(`<circle cx="128" cy="66" r="20" fill="${hair}"/>`);
    if (p.chance(0.5)) {
      out.push(
        `<g fill="#fffaf0">${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${n(128 + 22 * Math.cos(Math.PI * (1.05 + i * 0.15)))}" cy="${n(66 + 22 * Math.sin(Math.PI * (1.05 + i * 0.15)))}" r="3.4"/>`).join('')}</g>`,
      );
    }
  } else if (femaleHair === 'braid') {
    out.push(
      `<path fill="${hair}" d="M86 118C80 70 104 54 128 54C152 54 176 70 170 118C172 140 174 160 176 180L80 180C82 160 84 140 86 118Z"/>`,
    );
  }
  return femaleHair;
}

/** The body and clothing: a blouse and saree's pallu, or a kurta, jacket or shawl. */
function drawClothes(look: Look): void {
  const { p, out, female, skin, shade, cloth, accent } = look;
  out.push(
    `<path fill="${cloth}" d="M24 256C26 218 58 198 104 192L152 192C198 198 230 218 232 256Z"/>`,
  );
  if (female) {
    // Blouse neckline, then the saree's pallu across the chest with a gold border.
    out.push(
      `<path fill="${skin}" d="M110 190Q128 216 146 190Z"/>`,
      `<path fill="${accent}" stroke="${GOLD}" stroke-width="3" d="M146 192L200 201C172 222 134 242 112 256L52 256C88 236 122 214 146 192Z"/>`,
    );
  } else {
    const style = p.pick(['kurta', 'jacket', 'shawl'] as const);
    if (style === 'jacket') {
      out.push(
        `<path fill="${accent}" d="M26 256C28 220 60 200 106 192L128 240V256ZM230 256C228 220 196 200 150 192L128 240V256Z"/>`,
      );
    } else if (style === 'shawl') {
      out.push(
        `<path fill="${accent === GOLD ? '#ea7a1a' : accent}" stroke="${GOLD}" stroke-width="3" d="M58 204C82 194 100 192 112 194L172 256H122Z"/>`,
      );
    } else {
      out.push(
        `<path fill="none" stroke="${shade}" stroke-opacity=".5" stroke-width="2" d="M128 204V246"/>`,
        `<g fill="${GOLD}"><circle cx="128" cy="214" r="2.2"/><circle cx="128" cy="226" r="2.2"/><circle cx="128" cy="238" r="2.2"/></g>`,
      );
    }
  }
}

/** Neck, ears and head (with a woman's braid and blush). */
function drawHead(look: Look, femaleHair: FemaleHair): void {
  const { p, out, female, skin, shade, hair } = look;
  out.push(
    `<path fill="${shade}" d="M112 140V186Q128 204 144 186V140Z"/>`,
    `<ellipse cx="90" cy="122" rx="7" ry="11" fill="${shade}"/><ellipse cx="166" cy="122" rx="7" ry="11" fill="${shade}"/>`,
    `<ellipse cx="128" cy="116" rx="38" ry="46" fill="${skin}"/>`,
  );
  if (female && femaleHair === 'braid') {
    out.push(
      `<g fill="${hair}">${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${n(94 - i * 3)}" cy="${172 + i * 15}" rx="9" ry="9"/>`).join('')}</g>`,
    );
  }
  if (female && p.chance(0.6)) {
    out.push(
      `<ellipse cx="108" cy="134" rx="8" ry="5" fill="#e0607a" opacity=".18"/><ellipse cx="148" cy="134" rx="8" ry="5" fill="#e0607a" opacity=".18"/>`,
    );
  }
}

/** Hair in front of the head: a turban, a woman's parting, or a man's cut and beard. */
function drawHairFront(look: Look): void {
  const { p, out, female, turban, hair } = look;
  if (turban) {
    out.push(
      `<path fill="${hair}" d="M90 124C90 160 106 180 128 180C150 180 166 160 166 124C162 148 150 156 140 154C134 152 122 152 116 154C106 156 94 148 90 124Z"/>`,
      `<path fill="${p.pick(TURBANS)}" d="M84 112C78 76 98 48 128 38C158 48 178 76 172 112C164 98 148 91 128 93C108 91 92 98 84 112Z"/>`,
      `<path fill="none" stroke="#000" stroke-opacity=".2" stroke-width="2.2" stroke-linecap="round" d="M87 100C100 84 114 74 128 68M86 88C98 72 112 60 126 52M169 100C156 84 142 74 128 68M170 88C158 72 144 60 130 52M128 93V68"/>`,
    );
  } else if (female) {
    out.push(
      `<path fill="${hair}" d="M88 120C86 82 104 64 128 66C152 64 170 82 168 120C162 98 146 84 130 76L128 72L126 76C110 84 94 98 88 120Z"/>`,
    );
    if (p.chance(0.35)) out.push(`<path stroke="#c81e1e" stroke-width="2.5" d="M128 72V80"/>`);
  } else {
    const cut = p.pick(['short', 'side', 'receding', 'wavy'] as const);
    const d = {
      short:
        'M89 112C86 74 106 64 128 64C150 64 170 74 167 112C160 94 146 84 128 84C110 84 96 94 89 112Z',
      side: 'M89 112C86 72 108 62 132 64C156 66 172 80 167 112C158 92 140 80 112 86C102 90 94 100 89 112Z',
      receding:
        'M88 118C86 96 92 84 101 79L103 100C96 104 92 110 88 118ZM168 118C170 96 164 84 155 79L153 100C160 104 164 110 168 118Z',
      wavy: 'M86 116C78 70 104 54 130 56C160 56 178 76 170 116C166 96 156 84 140 82C130 90 112 88 100 84C94 94 88 104 86 116Z',
    }[cut];
    out.push(`<path fill="${hair}" d="${d}"/>`);
    if (p.chance(0.3)) {
      out.push(
        `<path fill="${hair}" d="M90 124C90 160 106 178 128 178C150 178 166 160 166 124C162 146 150 154 140 152C134 150 122 150 116 152C106 154 94 146 90 124Z"/>`,
      );
    }
  }
}

/** Brows, eyes, nose, mouth and moustache. */
function drawFace(look: Look): void {
  const { p, out, female, turban, shade, hair } = look;
  const browY = 106;
  out.push(
    `<path fill="none" stroke="${hair === HAIR_GREY[0] ? '#5b5550' : hair}" stroke-width="3" stroke-linecap="round" d="M104 ${browY}Q112 ${browY - 5} 120 ${browY - 1}M136 ${browY - 1}Q144 ${browY - 5} 152 ${browY}"/>`,
  );
  if (p.chance(0.75)) {
    out.push(
      `<g fill="#22150e"><ellipse cx="112" cy="120" rx="4.5" ry="3.4"/><ellipse cx="144" cy="120" rx="4.5" ry="3.4"/></g><g fill="#fff"><circle cx="113.5" cy="119" r="1.1"/><circle cx="145.5" cy="119" r="1.1"/></g>`,
    );
  } else {
    // Eyes closed in meditation.
    out.push(
      `<path fill="none" stroke="#22150e" stroke-width="2.5" stroke-linecap="round" d="M106 120Q112 125 118 120M138 120Q144 125 150 120"/>`,
    );
  }
  out.push(
    `<path fill="none" stroke="${shade}" stroke-width="2.2" stroke-linecap="round" d="M128 124Q123 136 128 138Q131 139 134 137"/>`,
  );
  if (female) out.push(`<path fill="#b5475a" d="M118 147Q128 155 138 147Q128 151 118 147Z"/>`);
  else
    out.push(
      `<path fill="none" stroke="#6b3427" stroke-width="2.5" stroke-linecap="round" d="M118 148Q128 155 138 148"/>`,
    );
  if (turban || (!female && p.chance(0.45))) {
    out.push(
      `<path fill="${hair}" d="M112 146C118 140 126 141 128 143C130 141 138 140 144 146C136 145 132 147 128 147C124 147 120 145 112 146Z"/>`,
    );
  }
}

/** Marks and ornaments: bindi, earrings, tilak, mala, glasses. */
function drawOrnaments(look: Look): void {
  const { p, out, female, turban } = look;
  if (female) {
    if (p.chance(0.75)) out.push(`<circle cx="128" cy="102" r="3.2" fill="#b91c1c"/>`);
    out.push(
      `<g fill="${GOLD}"><circle cx="90" cy="137" r="4"/><circle cx="166" cy="137" r="4"/></g>`,
    );
    if (p.chance(0.3)) out.push(`<circle cx="134" cy="135" r="1.6" fill="${GOLD}"/>`);
    out.push(
      `<path fill="none" stroke="${GOLD}" stroke-width="2.5" d="M112 188Q128 204 144 188"/>`,
    );
  } else if (!turban) {
    const mark = p.next();
    if (mark < 0.2)
      out.push(
        `<path stroke="#e05a16" stroke-width="3.5" stroke-linecap="round" d="M128 90V104"/><circle cx="128" cy="106" r="2" fill="#b91c1c"/>`,
      );
    else if (mark < 0.32)
      out.push(
        `<path fill="none" stroke="#efe7da" stroke-width="1.8" stroke-linecap="round" d="M115 94Q128 91 141 94M114 98.5Q128 95.5 142 98.5M115 103Q128 100 141 103"/><circle cx="128" cy="98" r="2" fill="#b91c1c"/>`,
      );
  }
  if (!female && p.chance(0.35)) {
    const beads = [];
    for (let i = 0; i <= 12; i++) {
      const t = Math.PI * (i / 12);
      beads.push(
        `<circle cx="${n(128 - 22 * Math.cos(t))}" cy="${n(190 + 40 * Math.sin(t))}" r="2.8"/>`,
      );
    }
    out.push(`<g fill="#7c2d12" stroke="#451a03" stroke-width=".8">${beads.join('')}</g>`);
  }
  if (p.chance(0.22)) {
    out.push(
      `<g fill="#fff" fill-opacity=".08" stroke="${p.chance(0.5) ? '#2b2b2b' : '#b7892f'}" stroke-width="2.4"><circle cx="112" cy="120" r="11"/><circle cx="144" cy="120" r="11"/><path fill="none" d="M123 119Q128 115 133 119M101 118L92 115M155 118L164 115"/></g>`,
    );
  }
}

/**
 * The SVG portrait of an avatar picId ("a-000123"). Throws RangeError for any other picId
 * (the route checks with parsePicId first and answers 404).
 */
export function avatarSvg(picId: string): string {
  const parsed = parsePicId(picId);
  if (!parsed || parsed.kind !== 'avatar')
    throw new RangeError(`not an avatar picId: ${String(picId)}`);
  const id = parsed.astrologerId;
  const { gender, turban } = portraitTraits(id);
  const p = picker(hashInts(id, SALT_LOOK));
  const female = gender === 'female';

  // Every part draws from `p` in turn: they must run in this order for the same picture.
  const sky = p.pick(SKIES);
  const [skin, shade] = p.pick(SKINS);
  const grey = !female && p.chance(0.22);
  const hair = grey ? p.pick(HAIR_GREY) : p.pick(HAIR_DARK);
  const cloth = p.pick(CLOTH);
  let accent: string = p.pick(CLOTH);
  if (accent === cloth) accent = GOLD;
  const g = `a${id}`; // ids unique per picture, so several portraits can be inlined on one page

  const out: string[] = [];
  const look: Look = { p, out, female, turban, skin, shade, hair, cloth, accent };
  drawSky(out, p, g, sky);
  const femaleHair = drawHairBehind(look);
  drawClothes(look);
  drawHead(look, femaleHair);
  drawHairFront(look);
  drawFace(look);
  drawOrnaments(look);
  out.push('</g></svg>');
  return out.join('');
}
