import type { GrahaName } from '@nakshatra/contracts';

/** Charts are drawn on a 400 x 400 user-unit square; the SVG scales to its box. */
export const CHART_SIZE = 400;

export interface ChartPlacement {
  body: GrahaName;
  signIndex: number;
  retrograde?: boolean;
}

/** Whole-sign house (1-12) of a sign counted from the ascendant's sign. */
export function houseOfSign(signIndex: number, ascendantSignIndex: number): number {
  return ((signIndex - ascendantSignIndex + 12) % 12) + 1;
}

/** Sign (0 = Aries) occupying a house. */
export function signOfHouse(house: number, ascendantSignIndex: number): number {
  return (ascendantSignIndex + house - 1) % 12;
}

type Point = readonly [number, number];

export interface NorthHouseGeometry {
  house: number;
  points: readonly Point[];
  /** Where the planets are centred. */
  centre: Point;
  /** Where the sign number goes: beside the vertex pointing at the chart's centre. */
  numberAt: Point;
  /** Planets per text line (the corner triangles are narrow). */
  perLine: number;
}

const S = CHART_SIZE;
const H = S / 2;
const Q = S / 4;
const TL: Point = [0, 0];
const TR: Point = [S, 0];
const BR: Point = [S, S];
const BL: Point = [0, S];
const T: Point = [H, 0];
const R: Point = [S, H];
const B: Point = [H, S];
const L: Point = [0, H];
const C: Point = [H, H];
const P1: Point = [Q, Q];
const P2: Point = [3 * Q, Q];
const P3: Point = [3 * Q, 3 * Q];
const P4: Point = [Q, 3 * Q];

/**
 * North Indian (diamond) chart: the houses are fixed and the signs move. House 1 is the top
 * centre diamond and the houses run anticlockwise (2 upper left, 4 left diamond, 7 bottom, 10
 * right), the layout of the printed Hindi panchangs and of Jagannatha Hora's North style.
 */
const NORTH_POLYGONS: [number, readonly Point[], Point][] = [
  [1, [T, P2, C, P1], C],
  [2, [TL, T, P1], P1],
  [3, [TL, P1, L], P1],
  [4, [L, P1, C, P4], C],
  [5, [L, P4, BL], P4],
  [6, [BL, P4, B], P4],
  [7, [B, P4, C, P3], C],
  [8, [B, P3, BR], P3],
  [9, [BR, P3, R], P3],
  [10, [R, P3, C, P2], C],
  [11, [R, P2, TR], P2],
  [12, [TR, P2, T], P2],
];

const mean = (points: readonly Point[]): Point => [
  points.reduce((s, p) => s + p[0], 0) / points.length,
  points.reduce((s, p) => s + p[1], 0) / points.length,
];
const towards = (from: Point, to: Point, f: number): Point => [from[0] + (to[0] - from[0]) * f, from[1] + (to[1] - from[1]) * f];

export const northHouses: readonly NorthHouseGeometry[] = NORTH_POLYGONS.map(([house, points, inner]) => {
  const diamond = points.length === 4;
  const centre = mean(points);
  return {
    house,
    points,
    centre,
    numberAt: towards(inner, centre, diamond ? 0.42 : 0.26),
    perLine: diamond ? 3 : 2,
  };
});

/**
 * South Indian chart: the signs are fixed in a 4 x 4 ring (Pisces top left, Aries next to it,
 * running clockwise), the houses move; the ascendant's cell is marked. [column, row] per sign.
 */
export const SOUTH_CELLS: readonly Point[] = [
  [1, 0], // Aries
  [2, 0], // Taurus
  [3, 0], // Gemini
  [3, 1], // Cancer
  [3, 2], // Leo
  [3, 3], // Virgo
  [2, 3], // Libra
  [1, 3], // Scorpio
  [0, 3], // Sagittarius
  [0, 2], // Capricorn
  [0, 1], // Aquarius
  [0, 0], // Pisces
];
export const SOUTH_CELL = S / 4;

/** Splits labels into lines of `perLine`. */
export function lines<T>(items: readonly T[], perLine: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += perLine) out.push(items.slice(i, i + perLine));
  return out;
}
