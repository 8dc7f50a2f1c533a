/**
 * Ashtakoota (Guna Milan): the North Indian 36-point compatibility of a boy and a girl from the
 * Moon's sidereal sign and nakshatra in each birth chart, plus Manglik compatibility.
 *
 * Tables and their sources (each also tested in matching.test.ts):
 * - Varna (1): Brahmin Cancer/Scorpio/Pisces, Kshatriya Aries/Leo/Sagittarius, Vaishya
 *   Taurus/Virgo/Capricorn, Shudra Gemini/Libra/Aquarius; 1 point when the boy's varna is equal
 *   or higher. (Muhurta Chintamani, vivaha prakarana; B.V. Raman, "Muhurtha".)
 * - Vashya (2): Chatushpada = Aries, Taurus, 2nd half of Sagittarius, 1st half of Capricorn;
 *   Manava = Gemini, Virgo, Libra, Aquarius, 1st half of Sagittarius; Jalachara = Cancer,
 *   Pisces, 2nd half of Capricorn; Vanachara = Leo; Keeta = Scorpio. Same group 2; one group
 *   vashya (controlled) by the other 1; one the food (bhakshya) of the other 1/2; otherwise 0.
 *   Vashya: Chatushpada, Manava and Jalachara to Vanachara; Chatushpada, Jalachara and Keeta to
 *   Manava. Food: Jalachara of Manava, Chatushpada of Vanachara. (Rules as published at
 *   ranjanadikshit.com "Kundali Milan"; the matrix is derived from them.)
 * - Tara (3): count from the girl's nakshatra to the boy's and from the boy's to the girl's;
 *   each count's remainder mod 9 of 3, 5 or 7 (Vipat, Pratyak, Naidhana) is bad; 1.5 per good
 *   direction.
 * - Yoni (4): the 14 animal yonis of the nakshatras (Ashwini/Shatabhisha horse, Bharani/Revati
 *   elephant, Krittika/Pushya sheep, Rohini/Mrigashira serpent, Ardra/Mula dog,
 *   Punarvasu/Ashlesha cat, Magha/Purva Phalguni rat, Uttara Phalguni/Uttara Bhadrapada cow,
 *   Hasta/Swati buffalo, Chitra/Vishakha tiger, Anuradha/Jyeshtha deer, Purva Ashadha/Shravana
 *   monkey, Uttara Ashadha mongoose, Dhanishta/Purva Bhadrapada lion) and the points matrix
 *   (bride rows, groom columns) published for the Maitreya program at saravali.de "Yoni Koota".
 * - Graha Maitri (5): the natural friendship of the two Moon-sign lords (BPHS ch. 3): both
 *   friends or same lord 5, friend-neutral 4, both neutral 3, friend-enemy 1, neutral-enemy 1/2,
 *   both enemies 0; this reproduces the published 7x7 table (see the test).
 * - Gana (6): Deva, Manushya, Rakshasa by nakshatra; points (girl rows, boy columns)
 *   Deva 6/5/1, Manushya 6/6/0, Rakshasa 1/0/6, as tabulated in Future Point's "Horoscope
 *   Matching" (futuresamachar.com, p. 65).
 * - Bhakoot (7): Moon signs 2/12, 5/9 or 6/8 apart give 0, all other distances 7.
 * - Nadi (8): Adi, Madhya, Antya by nakshatra (the 1-2-3-3-2-1 zig-zag); the same nadi gives 0.
 * The koota points above are the plain guna table, as published tables print them. The koota
 * doshas (Nadi, Bhakoot, Gana, and the Manglik match) and their classical cancellations
 * (parihara) are judged separately by `kootaDoshas` and `manglikMatchDosha` below; a cancelled
 * dosha gives its koota's full points back in `adjustedTotal`, which decides the verdict.
 */
import type { Chart, SignIndex } from './types.ts';
import { SIGN_LORDS } from './zodiac.ts';
import { naturalRelationship } from './dignity.ts';
import { manglikDosha, type ManglikResult } from './doshas.ts';
import { placementOf, type ClassicalPlanet } from './yogas.ts';

export interface MatchingInput {
  /** Moon's sidereal sign, 0 = Aries ... 11 = Pisces. */
  moonSignIndex: SignIndex;
  /** Moon's nakshatra, 0 = Ashwini ... 26 = Revati. */
  moonNakshatraIndex: number;
  /**
   * Optional Moon sidereal longitude, degrees: decides the Vashya group in Sagittarius and
   * Capricorn (halves differ). Without it the nakshatra decides (see `vashyaGroup`).
   */
  moonLongitudeDeg?: number;
  /**
   * Optional pada (quarter) of the Moon's nakshatra, 1-4: one Nadi cancellation needs it (same
   * nakshatra, different padas). Without it, `moonLongitudeDeg` gives it; without either, that
   * cancellation is not judged.
   */
  moonPada?: number;
}

export type KootaName =
  'Varna' | 'Vashya' | 'Tara' | 'Yoni' | 'Graha Maitri' | 'Gana' | 'Bhakoot' | 'Nadi';

export interface Koota {
  name: KootaName;
  points: number;
  max: number;
  /** The boy's and girl's category for this koota, e.g. 'Brahmin', 'Deva', 'Horse'. */
  boy: string;
  girl: string;
}

export interface AshtakootaResult {
  kootas: Koota[];
  total: number;
  max: 36;
}

/** The four varnas by rank, 0 = Shudra ... 3 = Brahmin. */
export const VARNAS = ['Shudra', 'Vaishya', 'Kshatriya', 'Brahmin'] as const;
/** Varna rank by sign (Aries first). */
const VARNA_OF_SIGN = [2, 1, 0, 3, 2, 1, 0, 3, 2, 1, 0, 3];

/** The five vashya groups. */
export const VASHYAS = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'] as const;
export type Vashya = (typeof VASHYAS)[number];
const VASHYA_OF_SIGN: readonly Vashya[] = [
  'Chatushpada',
  'Chatushpada',
  'Manava',
  'Jalachara',
  'Vanachara',
  'Manava',
  'Manava',
  'Keeta',
  'Manava',
  'Chatushpada',
  'Manava',
  'Jalachara',
];
/** [controlled, controller] pairs: the first is vashya to the second. */
const VASHYA_TO: readonly [Vashya, Vashya][] = [
  ['Chatushpada', 'Vanachara'],
  ['Manava', 'Vanachara'],
  ['Jalachara', 'Vanachara'],
  ['Chatushpada', 'Manava'],
  ['Jalachara', 'Manava'],
  ['Keeta', 'Manava'],
];
/** [food, eater] pairs. */
const BHAKSHYA: readonly [Vashya, Vashya][] = [
  ['Jalachara', 'Manava'],
  ['Chatushpada', 'Vanachara'],
];

/**
 * Vashya group of a Moon position. Sagittarius: 0-15° Manava, 15-30° Chatushpada; Capricorn:
 * 0-15° Chatushpada, 15-30° Jalachara. Without a longitude, the nakshatra decides, taking the
 * half that holds most of it (Purva Ashadha 13°20'-26°40' Sagittarius -> Chatushpada; Shravana
 * 10°-23°20' Capricorn -> Jalachara).
 */
export function vashyaGroup(m: MatchingInput): Vashya {
  const sign = m.moonSignIndex;
  if (sign !== 8 && sign !== 9) return VASHYA_OF_SIGN[sign] as Vashya;
  let firstHalf: boolean;
  if (m.moonLongitudeDeg !== undefined) {
    firstHalf = ((m.moonLongitudeDeg % 30) + 30) % 30 < 15;
  } else {
    // Sagittarius holds Mula (first half), Purva Ashadha, Uttara Ashadha pada 1 (second half);
    // Capricorn holds Uttara Ashadha 2-4 (first half), Shravana, Dhanishta 1-2 (second half).
    firstHalf = sign === 8 ? m.moonNakshatraIndex === 18 : m.moonNakshatraIndex === 20;
  }
  if (sign === 8) return firstHalf ? 'Manava' : 'Chatushpada';
  return firstHalf ? 'Chatushpada' : 'Jalachara';
}

function vashyaPoints(a: Vashya, b: Vashya): number {
  if (a === b) return 2;
  const has = (list: readonly [Vashya, Vashya][]) =>
    list.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  if (has(BHAKSHYA)) return 0.5;
  if (has(VASHYA_TO)) return 1;
  return 0;
}

/** The fourteen animal yonis. */
export const YONIS = [
  'Horse',
  'Elephant',
  'Sheep',
  'Serpent',
  'Dog',
  'Cat',
  'Rat',
  'Cow',
  'Buffalo',
  'Tiger',
  'Deer',
  'Monkey',
  'Mongoose',
  'Lion',
] as const;
/** Yoni index of each nakshatra (Ashwini first). */
const YONI_OF_NAKSHATRA = [
  0, 1, 2, 3, 3, 4, 5, 2, 5, 6, 6, 7, 8, 9, 8, 9, 10, 10, 4, 11, 12, 11, 13, 0, 13, 7, 1,
];
/** Yoni points, bride's yoni rows x groom's yoni columns (Maitreya's table, saravali.de). */
const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 2, 1, 1, 2, 2, 4],
];

/** Graha Maitri points for two Moon-sign lords. */
export function grahaMaitriPoints(a: ClassicalPlanet, b: ClassicalPlanet): number {
  if (a === b) return 5;
  // Natural friendship as each lord sees the other (BPHS ch. 3, part A's dignity table).
  const rel = [naturalRelationship(a, b), naturalRelationship(b, a)].sort().join('-');
  const table: Record<string, number> = {
    'friendly-friendly': 5,
    'friendly-neutral': 4,
    'neutral-neutral': 3,
    'enemy-friendly': 1,
    'enemy-neutral': 0.5,
    'enemy-enemy': 0,
  };
  return table[rel] as number;
}

/** The three ganas. */
export const GANAS = ['Deva', 'Manushya', 'Rakshasa'] as const;
/** Gana of each nakshatra (0 Deva, 1 Manushya, 2 Rakshasa). */
const GANA_OF_NAKSHATRA = [
  0, 1, 2, 1, 0, 1, 0, 0, 2, 2, 1, 1, 0, 2, 0, 2, 0, 2, 2, 1, 1, 0, 2, 2, 1, 1, 0,
];
/** Gana points, girl's gana rows x boy's gana columns (Future Point, "Horoscope Matching"). */
const GANA_POINTS = [
  [6, 5, 1],
  [6, 6, 0],
  [1, 0, 6],
];

/** The three nadis. */
export const NADIS = ['Adi', 'Madhya', 'Antya'] as const;
/** Nadi of nakshatra i: the zig-zag Adi, Madhya, Antya, Antya, Madhya, Adi repeated. */
function nadiOf(nakshatra: number): number {
  return [0, 1, 2, 2, 1, 0][nakshatra % 6] as number;
}

function checkInput(who: string, m: MatchingInput): void {
  if (!Number.isInteger(m.moonSignIndex) || m.moonSignIndex < 0 || m.moonSignIndex > 11) {
    throw new RangeError(`${who}.moonSignIndex must be 0-11`);
  }
  if (
    !Number.isInteger(m.moonNakshatraIndex) ||
    m.moonNakshatraIndex < 0 ||
    m.moonNakshatraIndex > 26
  ) {
    throw new RangeError(`${who}.moonNakshatraIndex must be 0-26`);
  }
  // A nakshatra spans 13°20', so it can only touch the sign(s) its arc covers.
  const startDeg = (m.moonNakshatraIndex * 40) / 3;
  const endDeg = startDeg + 40 / 3;
  const signStart = m.moonSignIndex * 30;
  if (endDeg <= signStart || startDeg >= signStart + 30) {
    throw new RangeError(
      `${who}: nakshatra ${m.moonNakshatraIndex} does not fall in sign ${m.moonSignIndex}`,
    );
  }
  if (
    m.moonPada !== undefined &&
    (!Number.isInteger(m.moonPada) || m.moonPada < 1 || m.moonPada > 4)
  ) {
    throw new RangeError(`${who}.moonPada must be 1-4`);
  }
  // Padas are 3°20', nine to a sign, so a pada lies wholly in one sign.
  if (
    m.moonPada !== undefined &&
    Math.floor((m.moonNakshatraIndex * 4 + m.moonPada - 1) / 9) !== m.moonSignIndex
  ) {
    throw new RangeError(
      `${who}: pada ${m.moonPada} of nakshatra ${m.moonNakshatraIndex} is not in sign ${m.moonSignIndex}`,
    );
  }
}

/**
 * The nine taras, indexed by (count from one nakshatra to the other, 1-27) mod 9: 0 = Parama
 * Mitra (the 9th, 18th and 27th), 1 = Janma ... 8 = Mitra.
 */
export const TARAS = [
  'Parama Mitra',
  'Janma',
  'Sampat',
  'Vipat',
  'Kshema',
  'Pratyak',
  'Sadhana',
  'Naidhana',
  'Mitra',
] as const;

/** Count from nakshatra `from` to `to` (1-27) mod 9: the index into TARAS. */
function taraIndex(from: number, to: number): number {
  return (((to - from + 27) % 27) + 1) % 9;
}

function varnaKoota(boy: MatchingInput, girl: MatchingInput): Koota {
  const bv = VARNA_OF_SIGN[boy.moonSignIndex] as number;
  const gv = VARNA_OF_SIGN[girl.moonSignIndex] as number;
  return {
    name: 'Varna',
    points: bv >= gv ? 1 : 0,
    max: 1,
    boy: VARNAS[bv] as string,
    girl: VARNAS[gv] as string,
  };
}

function vashyaKoota(boy: MatchingInput, girl: MatchingInput): Koota {
  const bva = vashyaGroup(boy);
  const gva = vashyaGroup(girl);
  return { name: 'Vashya', points: vashyaPoints(bva, gva), max: 2, boy: bva, girl: gva };
}

function taraKoota(bn: number, gn: number): Koota {
  const taraGood = (from: number, to: number) => ![3, 5, 7].includes(taraIndex(from, to));
  const taraName = (from: number, to: number) => TARAS[taraIndex(from, to)] as string;
  return {
    name: 'Tara',
    points: (taraGood(gn, bn) ? 1.5 : 0) + (taraGood(bn, gn) ? 1.5 : 0),
    max: 3,
    boy: taraName(gn, bn),
    girl: taraName(bn, gn),
  };
}

function yoniKoota(bn: number, gn: number): Koota {
  const by = YONI_OF_NAKSHATRA[bn] as number;
  const gy = YONI_OF_NAKSHATRA[gn] as number;
  return {
    name: 'Yoni',
    points: YONI_POINTS[gy]![by] as number,
    max: 4,
    boy: YONIS[by] as string,
    girl: YONIS[gy] as string,
  };
}

function grahaMaitriKoota(boy: MatchingInput, girl: MatchingInput): Koota {
  const bl = SIGN_LORDS[boy.moonSignIndex] as ClassicalPlanet;
  const gl = SIGN_LORDS[girl.moonSignIndex] as ClassicalPlanet;
  return {
    name: 'Graha Maitri',
    points: grahaMaitriPoints(bl, gl),
    max: 5,
    boy: bl,
    girl: gl,
  };
}

function ganaKoota(bn: number, gn: number): Koota {
  const bg = GANA_OF_NAKSHATRA[bn] as number;
  const gg = GANA_OF_NAKSHATRA[gn] as number;
  return {
    name: 'Gana',
    points: GANA_POINTS[gg]![bg] as number,
    max: 6,
    boy: GANAS[bg] as string,
    girl: GANAS[gg] as string,
  };
}

function bhakootKoota(boy: MatchingInput, girl: MatchingInput): Koota {
  const dist = ((boy.moonSignIndex - girl.moonSignIndex + 12) % 12) + 1; // girl -> boy, 1-12
  const bad = [2, 12, 5, 9, 6, 8].includes(dist);
  return {
    name: 'Bhakoot',
    points: bad ? 0 : 7,
    max: 7,
    boy: `${dist}`,
    girl: `${((girl.moonSignIndex - boy.moonSignIndex + 12) % 12) + 1}`,
  };
}

function nadiKoota(bn: number, gn: number): Koota {
  const bnadi = nadiOf(bn);
  const gnadi = nadiOf(gn);
  return {
    name: 'Nadi',
    points: bnadi === gnadi ? 0 : 8,
    max: 8,
    boy: NADIS[bnadi] as string,
    girl: NADIS[gnadi] as string,
  };
}

/**
 * Ashtakoota points for a boy and a girl from their Moon sign and nakshatra.
 * @throws RangeError for indexes out of range or a nakshatra that is not in the given sign.
 */
export function ashtakoota(boy: MatchingInput, girl: MatchingInput): AshtakootaResult {
  checkInput('boy', boy);
  checkInput('girl', girl);
  const bn = boy.moonNakshatraIndex;
  const gn = girl.moonNakshatraIndex;
  const kootas: Koota[] = [
    varnaKoota(boy, girl),
    vashyaKoota(boy, girl),
    taraKoota(bn, gn),
    yoniKoota(bn, gn),
    grahaMaitriKoota(boy, girl),
    ganaKoota(bn, gn),
    bhakootKoota(boy, girl),
    nadiKoota(bn, gn),
  ];
  const total = kootas.reduce((s, k) => s + k.points, 0);
  return { kootas, total, max: 36 };
}

/** The doshas a match is checked for: three koota doshas and the Manglik match. */
export const MATCH_DOSHA_IDS = ['nadi', 'bhakoot', 'gana', 'manglik'] as const;
export type MatchDoshaId = (typeof MATCH_DOSHA_IDS)[number];

/**
 * The classical cancellations (parihara) of the match doshas. Sources, rule by rule:
 * - 'same-rashi-different-nakshatra', 'same-nakshatra-different-rashi': Muhurta Chintamani,
 *   vivaha prakarana, the verse "rāśaikye ced bhinnam ṛkṣaṁ dvayoḥ syān nakṣatraikye
 *   rāśiyugmaṁ tathaiva / nāḍīdoṣo no gaṇānāṁ ca doṣo nakṣatraikye pādabhede śubhaṁ syāt":
 *   one Moon sign with different nakshatras, or one nakshatra in two signs, leaves "no Nadi
 *   dosha and no Gana dosha";
 * - 'same-nakshatra-different-pada': the same verse's last quarter, one nakshatra with
 *   different padas is auspicious (Nadi only);
 * - 'rashi-lords-same', 'rashi-lords-friends': the Moon-sign lords are one planet (Aries and
 *   Scorpio, Taurus and Libra, Capricorn and Aquarius...) or natural friends of each other
 *   (BPHS ch. 3 friendships, both ways). For Bhakoot as piosastro.com "Bhakoot Dosha
 *   Cancellation" gives it with the Capricorn-Aquarius, Aries-Scorpio and Taurus-Libra pairs; for
 *   Nadi and Gana as the matching manuals list it (agastyanadiastro.com "Kundali matching": signs
 *   with the same ruling planet nullify Nadi dosha; truthstar.com "Doshas Cancellation": Rashi
 *   lords common or mutual friends). Applied only when the two Moon signs differ: one sign is
 *   judged by the Muhurta Chintamani verse above, which asks for different nakshatras;
 * - 'both-manglik': Kuja dosha samya, both partners Manglik, as in B.V. Raman, "Muhurtha"
 *   (marriage chapter) and doshas.ts;
 * - 'mars-cancelled': every Manglik placement in the two charts is cancelled in its own chart
 *   by the exceptions of `manglikDosha` (doshas.ts).
 */
export const MATCH_DOSHA_CANCELLATIONS = [
  'same-rashi-different-nakshatra',
  'same-nakshatra-different-rashi',
  'same-nakshatra-different-pada',
  'rashi-lords-same',
  'rashi-lords-friends',
  'both-manglik',
  'mars-cancelled',
] as const;
export type MatchDoshaCancellation = (typeof MATCH_DOSHA_CANCELLATIONS)[number];

export interface MatchDosha {
  id: MatchDoshaId;
  /** The condition that forms the dosha holds (same nadi; Moon signs 2/12, 5/9 or 6/8; ...). */
  present: boolean;
  /** Present, and at least one classical cancellation applies. */
  cancelled: boolean;
  /** Every cancellation that applies, in the order of MATCH_DOSHA_CANCELLATIONS; empty when absent. */
  cancellations: MatchDoshaCancellation[];
  /** The koota's points in the guna table (null for Manglik, which is not a koota). */
  points: number | null;
  /** Points the verdict counts: the koota's maximum when cancelled, else `points`. */
  pointsForVerdict: number | null;
  /**
   * What forms it. Nadi: the shared nadi ('Adi', 'Madhya', 'Antya'); Bhakoot: '2/12', '5/9' or
   * '6/8' (girl's sign counted from the boy's / boy's from the girl's, e.g. '12/2' is given as
   * '2/12'); Gana: the two ganas 'boy-girl', e.g. 'Deva-Rakshasa'; Manglik: which partners have
   * Mars in a Manglik house before cancellations, 'boy', 'girl', 'both'. Null when absent.
   */
  kind: string | null;
}

/** Pada 1-4 of a Moon position, from `moonPada` or the longitude; null when neither is given. */
function padaOf(m: MatchingInput): number | null {
  if (m.moonPada !== undefined) return m.moonPada;
  if (m.moonLongitudeDeg === undefined) return null;
  const lon = ((m.moonLongitudeDeg % 360) + 360) % 360;
  return (Math.floor(lon / (10 / 3)) % 4) + 1;
}

/** The Moon-sign lords are one planet or natural friends both ways (BPHS ch. 3). */
function lordCancellations(boy: MatchingInput, girl: MatchingInput): MatchDoshaCancellation[] {
  if (boy.moonSignIndex === girl.moonSignIndex) return [];
  const bl = SIGN_LORDS[boy.moonSignIndex] as ClassicalPlanet;
  const gl = SIGN_LORDS[girl.moonSignIndex] as ClassicalPlanet;
  if (bl === gl) return ['rashi-lords-same'];
  const friends =
    naturalRelationship(bl, gl) === 'friendly' && naturalRelationship(gl, bl) === 'friendly';
  return friends ? ['rashi-lords-friends'] : [];
}

/** The Muhurta Chintamani's sign/nakshatra exceptions (Nadi and Gana). */
function signNakshatraCancellations(
  boy: MatchingInput,
  girl: MatchingInput,
): MatchDoshaCancellation[] {
  const sameSign = boy.moonSignIndex === girl.moonSignIndex;
  const sameNak = boy.moonNakshatraIndex === girl.moonNakshatraIndex;
  if (sameSign && !sameNak) return ['same-rashi-different-nakshatra'];
  if (sameNak && !sameSign) return ['same-nakshatra-different-rashi'];
  return [];
}

function kootaDosha(
  id: MatchDoshaId,
  koota: Koota,
  kind: string | null,
  cancellations: MatchDoshaCancellation[],
): MatchDosha {
  const present = kind !== null;
  const applied = present ? cancellations : [];
  const cancelled = applied.length > 0;
  return {
    id,
    present,
    cancelled,
    cancellations: applied,
    points: koota.points,
    pointsForVerdict: cancelled ? koota.max : koota.points,
    kind,
  };
}

const kootaOf = (base: AshtakootaResult, name: KootaName): Koota =>
  base.kootas.find((k) => k.name === name) as Koota;

function nadiDosha(boy: MatchingInput, girl: MatchingInput, base: AshtakootaResult): MatchDosha {
  const k = kootaOf(base, 'Nadi');
  const cancellations = signNakshatraCancellations(boy, girl);
  const bp = padaOf(boy);
  const gp = padaOf(girl);
  if (
    boy.moonSignIndex === girl.moonSignIndex &&
    boy.moonNakshatraIndex === girl.moonNakshatraIndex &&
    bp !== null &&
    gp !== null &&
    bp !== gp
  ) {
    cancellations.push('same-nakshatra-different-pada');
  }
  cancellations.push(...lordCancellations(boy, girl));
  return kootaDosha('nadi', k, k.boy === k.girl ? k.boy : null, cancellations);
}

function bhakootDosha(boy: MatchingInput, girl: MatchingInput, base: AshtakootaResult): MatchDosha {
  const k = kootaOf(base, 'Bhakoot');
  // k.boy: the boy's sign counted from the girl's (1-12); the pair is symmetric (2/12 = 12/2).
  const d = Number(k.boy);
  const relation = d === 2 || d === 12 ? '2/12' : d === 5 || d === 9 ? '5/9' : '6/8';
  const kind = k.points === 0 ? relation : null;
  return kootaDosha('bhakoot', k, kind, lordCancellations(boy, girl));
}

function ganaDosha(boy: MatchingInput, girl: MatchingInput, base: AshtakootaResult): MatchDosha {
  const k = kootaOf(base, 'Gana');
  // Gana dosha: one partner Rakshasa, the other Deva or Manushya (1 or 0 points in the table).
  const kind = (k.boy === 'Rakshasa') !== (k.girl === 'Rakshasa') ? `${k.boy}-${k.girl}` : null;
  const cancellations = [...signNakshatraCancellations(boy, girl), ...lordCancellations(boy, girl)];
  return kootaDosha('gana', k, kind, cancellations);
}

/**
 * The three koota doshas of a match with their classical cancellations (see
 * MATCH_DOSHA_CANCELLATIONS for each rule's source):
 * - Nadi: both nakshatras in one nadi (Nadi koota 0);
 * - Bhakoot: Moon signs 2/12, 5/9 or 6/8 from each other (Bhakoot koota 0);
 * - Gana: one partner Rakshasa gana, the other Deva or Manushya.
 * `base` is `ashtakoota(boy, girl)`.
 */
export function kootaDoshas(
  boy: MatchingInput,
  girl: MatchingInput,
  base: AshtakootaResult = ashtakoota(boy, girl),
): MatchDosha[] {
  return [nadiDosha(boy, girl, base), bhakootDosha(boy, girl, base), ganaDosha(boy, girl, base)];
}

/**
 * The Manglik match: present when Mars is in a Manglik house (before cancellations) in either
 * chart. Cancelled when both partners are Manglik after their own chart's cancellations
 * ('both-manglik', Kuja dosha samya), or when no partner stays Manglik because every Manglik
 * Mars is cancelled in its own chart ('mars-cancelled'). One partner Manglik and the other not
 * stays present. No koota points: a present Manglik dosha caps the verdict (see matchVerdict).
 */
export function manglikMatchDosha(boy: ManglikResult, girl: ManglikResult): MatchDosha {
  const kind = boy.raw && girl.raw ? 'both' : boy.raw ? 'boy' : girl.raw ? 'girl' : null;
  const cancellations: MatchDoshaCancellation[] = [];
  if (boy.present && girl.present) cancellations.push('both-manglik');
  else if (kind !== null && !boy.present && !girl.present) cancellations.push('mars-cancelled');
  return {
    id: 'manglik',
    present: kind !== null,
    cancelled: cancellations.length > 0,
    cancellations,
    points: null,
    pointsForVerdict: null,
    kind,
  };
}

/**
 * The total the verdict reads: the guna table's total with each cancelled koota dosha's koota
 * counted at its maximum. Convention: a parihara cancels (bhanga), it does not soften, as the
 * Muhurta Chintamani words it ("nāḍīdoṣo no", there is no Nadi dosha), so the koota counts as if
 * it agreed: Nadi 8, Bhakoot 7, Gana 6.
 */
export function adjustedTotal(base: AshtakootaResult, doshas: readonly MatchDosha[]): number {
  return doshas.reduce(
    (sum, d) =>
      d.points === null || d.pointsForVerdict === null ? sum : sum - d.points + d.pointsForVerdict,
    base.total,
  );
}

export type MatchVerdict = 'excellent' | 'good' | 'average' | 'not-recommended';

/**
 * Verdict from a total (the thresholds most Indian matchmaking texts and services use):
 * under 18 'not-recommended', 18-24 'average', 25-31 'good', 32-36 'excellent'. A Manglik
 * mismatch (one partner Manglik, the other not) caps the verdict at 'average'.
 * matchCharts passes `adjustedTotal` (cancelled doshas' kootas counted in full).
 */
export function matchVerdict(total: number, manglikCompatible: boolean): MatchVerdict {
  let v: MatchVerdict =
    total < 18 ? 'not-recommended' : total < 25 ? 'average' : total < 32 ? 'good' : 'excellent';
  if (!manglikCompatible && (v === 'good' || v === 'excellent')) v = 'average';
  return v;
}

export interface MatchResult extends AshtakootaResult {
  /** Each partner's Moon as matched (sign, nakshatra, longitude, pada). */
  boyMoon: MatchingInput;
  girlMoon: MatchingInput;
  manglik: {
    boy: boolean;
    girl: boolean;
    compatible: boolean;
    boyDetail: ManglikResult;
    girlDetail: ManglikResult;
  };
  /** Nadi, Bhakoot, Gana and Manglik, in that order, with their cancellations. */
  doshas: MatchDosha[];
  /** `total` with cancelled koota doshas counted in full (see adjustedTotal); the verdict's score. */
  adjustedTotal: number;
  verdict: MatchVerdict;
}

function moonInput(chart: Chart): MatchingInput {
  const moon = placementOf(chart, 'Moon');
  return {
    moonSignIndex: moon.signIndex,
    moonNakshatraIndex: moon.nakshatraIndex,
    moonLongitudeDeg: moon.longitudeDeg,
    moonPada: moon.pada,
  };
}

/**
 * Full match of two sidereal birth charts: Ashtakoota, the koota doshas with their
 * cancellations, and Manglik. Manglik partners are compatible when both or neither have an
 * (uncancelled) Manglik dosha. The verdict reads `adjustedTotal`.
 */
export function matchCharts(boyChart: Chart, girlChart: Chart): MatchResult {
  const boyMoon = moonInput(boyChart);
  const girlMoon = moonInput(girlChart);
  const base = ashtakoota(boyMoon, girlMoon);
  const boyDetail = manglikDosha(boyChart);
  const girlDetail = manglikDosha(girlChart);
  const compatible = boyDetail.present === girlDetail.present;
  const doshas = [
    ...kootaDoshas(boyMoon, girlMoon, base),
    manglikMatchDosha(boyDetail, girlDetail),
  ];
  const adjusted = adjustedTotal(base, doshas);
  return {
    ...base,
    boyMoon,
    girlMoon,
    manglik: {
      boy: boyDetail.present,
      girl: girlDetail.present,
      compatible,
      boyDetail,
      girlDetail,
    },
    doshas,
    adjustedTotal: adjusted,
    verdict: matchVerdict(adjusted, compatible),
  };
}
