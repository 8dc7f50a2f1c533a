/**
 * The sixteen divisional charts (Shodashavarga) by the rules of Brihat Parashara Hora Shastra
 * (BPHS ch. 6-7). Each sign of 30 deg is cut into N parts; part k (0-based) of sign s is mapped to
 * a sign by the rule of that varga. "Odd" signs are Aries, Gemini, Leo... (index 0, 2, 4...),
 * "movable" Aries, Cancer, Libra, Capricorn; "fixed" Taurus, Leo, Scorpio, Aquarius; "dual" the
 * other four.
 */
import type { BodyId, Chart, SignIndex } from './types.ts';
import { normalizeDeg } from './zodiac.ts';

/** A divisional chart, named by its number of divisions per sign. */
export type Varga = 1 | 2 | 3 | 4 | 7 | 9 | 10 | 12 | 16 | 20 | 24 | 27 | 30 | 40 | 45 | 60;

/** All sixteen vargas, D1 first. */
export const VARGAS: readonly Varga[] = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60];

/** Sanskrit names of the vargas. */
export const VARGA_NAMES: Readonly<Record<Varga, string>> = {
  1: 'Rashi',
  2: 'Hora',
  3: 'Drekkana',
  4: 'Chaturthamsha',
  7: 'Saptamsha',
  9: 'Navamsha',
  10: 'Dashamsha',
  12: 'Dwadashamsha',
  16: 'Shodashamsha',
  20: 'Vimshamsha',
  24: 'Chaturvimshamsha',
  27: 'Saptavimshamsha',
  30: 'Trimshamsha',
  40: 'Khavedamsha',
  45: 'Akshavedamsha',
  60: 'Shashtiamsha',
};

const ARIES = 0;
const TAURUS = 1;
const GEMINI = 2;
const CANCER = 3;
const LEO = 4;
const VIRGO = 5;
const LIBRA = 6;
const SCORPIO = 7;
const SAGITTARIUS = 8;
const CAPRICORN = 9;
const AQUARIUS = 10;
const PISCES = 11;

const isOdd = (s: number) => s % 2 === 0;
/** 0 movable (chara), 1 fixed (sthira), 2 dual (dvisvabhava). */
const modality = (s: number) => s % 3;

/**
 * Trimshamsha (D30) of BPHS: unequal parts ruled by the five non-luminary planets, mapped to
 * their signs. Odd signs: Mars 5 deg (Aries), Saturn 5 (Aquarius), Jupiter 8 (Sagittarius),
 * Mercury 7 (Gemini), Venus 5 (Libra). Even signs reverse the order: Venus 5 (Taurus),
 * Mercury 7 (Virgo), Jupiter 8 (Pisces), Saturn 5 (Capricorn), Mars 5 (Scorpio).
 */
const TRIMSHAMSHA_ODD: readonly [number, SignIndex][] = [
  [5, ARIES],
  [10, AQUARIUS],
  [18, SAGITTARIUS],
  [25, GEMINI],
  [30, LIBRA],
];
const TRIMSHAMSHA_EVEN: readonly [number, SignIndex][] = [
  [5, TAURUS],
  [12, VIRGO],
  [20, PISCES],
  [25, CAPRICORN],
  [30, SCORPIO],
];

/**
 * The sign a sidereal longitude occupies in a divisional chart.
 *
 * Rules (s = sign index, k = 0-based part of the sign, N = division):
 * - D1 Rashi: s.
 * - D2 Hora: odd signs 0-15 Leo (Sun), 15-30 Cancer (Moon); even signs the reverse.
 * - D3 Drekkana: s, 5th, 9th from s (k = 0, 1, 2).
 * - D4 Chaturthamsha: s, 4th, 7th, 10th from s.
 * - D7 Saptamsha: odd from s, even from the 7th from s.
 * - D9 Navamsha: movable from s, fixed from the 9th, dual from the 5th (= Aries + 9s + k).
 * - D10 Dashamsha: odd from s, even from the 9th from s.
 * - D12 Dwadashamsha: from s.
 * - D16 Shodashamsha: movable from Aries, fixed from Leo, dual from Sagittarius.
 * - D20 Vimshamsha: movable from Aries, fixed from Sagittarius, dual from Leo.
 * - D24 Chaturvimshamsha: odd from Leo, even from Cancer.
 * - D27 Saptavimshamsha (Bhamsha): fiery signs from Aries, earthy from Cancer, airy from Libra,
 *   watery from Capricorn.
 * - D30 Trimshamsha: unequal parts, see TRIMSHAMSHA_ODD / _EVEN.
 * - D40 Khavedamsha: odd from Aries, even from Libra.
 * - D45 Akshavedamsha: movable from Aries, fixed from Leo, dual from Sagittarius.
 * - D60 Shashtiamsha: from s.
 *
 * @param siderealLongitudeDeg - degrees (normalised first).
 * @param division - the varga.
 * @returns sign index 0 = Aries ... 11 = Pisces.
 */
export function vargaSignIndex(siderealLongitudeDeg: number, division: Varga): SignIndex {
  const lon = normalizeDeg(siderealLongitudeDeg);
  const s = Math.min(11, Math.floor(lon / 30));
  const deg = lon - s * 30;
  // Multiply before dividing so exact boundaries (e.g. 10 deg in D3) land in the next part.
  const k = Math.min(division - 1, Math.floor((deg * division) / 30));
  const from = (start: number) => (start + k) % 12;
  switch (division) {
    case 1:
      return s;
    case 2:
      return isOdd(s) === deg < 15 ? LEO : CANCER;
    case 3:
      return (s + 4 * k) % 12;
    case 4:
      return (s + 3 * k) % 12;
    case 7:
      return from(isOdd(s) ? s : s + 6);
    case 9:
      return (9 * s + k) % 12;
    case 10:
      return from(isOdd(s) ? s : s + 8);
    case 12:
      return from(s);
    case 16:
      return from([ARIES, LEO, SAGITTARIUS][modality(s)] as number);
    case 20:
      return from([ARIES, SAGITTARIUS, LEO][modality(s)] as number);
    case 24:
      return from(isOdd(s) ? LEO : CANCER);
    case 27:
      return from([ARIES, CANCER, LIBRA, CAPRICORN][s % 4] as number);
    case 30: {
      const table = isOdd(s) ? TRIMSHAMSHA_ODD : TRIMSHAMSHA_EVEN;
      for (const [limit, sign] of table) if (deg < limit) return sign;
      return (table[table.length - 1] as [number, SignIndex])[1];
    }
    case 40:
      return from(isOdd(s) ? ARIES : LIBRA);
    case 45:
      return from([ARIES, LEO, SAGITTARIUS][modality(s)] as number);
    case 60:
      return from(s);
  }
}

/** One body in a divisional chart. */
export interface VargaPlacement {
  body: BodyId;
  signIndex: SignIndex;
  /** 1-12, whole signs counted from the divisional ascendant. */
  house: number;
}

/**
 * A divisional chart of a (sidereal) chart: every body and the ascendant mapped by
 * {@link vargaSignIndex}; houses are whole signs from the divisional ascendant, as in all
 * Parashari vargas.
 * @param chart - a chart from computeChart (use the sidereal zodiac for Vedic vargas).
 * @param division - the varga.
 */
export function divisionalChart(
  chart: Chart,
  division: Varga,
): { ascendantSignIndex: SignIndex; placements: VargaPlacement[] } {
  const ascendantSignIndex = vargaSignIndex(chart.ascendant.longitudeDeg, division);
  const placements = chart.planets.map((p) => {
    const signIndex = vargaSignIndex(p.longitudeDeg, division);
    return { body: p.body, signIndex, house: ((signIndex - ascendantSignIndex + 12) % 12) + 1 };
  });
  return { ascendantSignIndex, placements };
}
