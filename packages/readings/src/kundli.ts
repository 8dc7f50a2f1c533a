/**
 * The seven kundli sections (spec section 7: Zodiac Sign, Personality, Career Prospects, Love
 * Life, Financial Situation, Happiness, Motivational Message) written from the chart, naming
 * the placements each sentence rests on. Houses are whole signs from the ascendant (the
 * chart's default); the rules are the usual Parashari ones:
 * - Zodiac Sign: Moon sign and nakshatra (janma rashi and nakshatra), ascendant, the Sun's sign.
 * - Personality: the ascendant and its lord's placement, the Moon's house.
 * - Career: the 10th house (its sign, occupants and lord), and the running mahadasha when its
 *   lord rules or occupies the 10th.
 * - Love: the 7th house (sign, occupants, lord), Venus (karaka of marriage), Manglik dosha.
 * - Money: the lords of the 2nd (wealth) and 11th (gains), Jupiter, Dhana yoga.
 * - Happiness: the lords of the 4th (sukha), 5th (purva punya) and 9th (bhagya), the Moon.
 * - Motivation: the running mahadasha and antardasha and their lord's message.
 * Each section then weighs its strong and weak points into one verdict, gives a sentence for
 * each yoga it owns, and ends with a paragraph of dated windows over the next five years
 * (kundli-windows/: antardashas, Jupiter and Saturn transits, Sade Sati and Dhaiya).
 * Plain text, never markup: the web renders it as text; paragraphs are separated by a blank line.
 */
import {
  GRAHAS,
  SIGN_LORDS,
  runningDasha,
  tropicalSunSign,
  type Chart,
  type DashaPeriod,
  type DoshaResult,
  type Graha,
  type ManglikResult,
  type Placement,
  type YogaResult,
} from '@nakshatra/astro';
import { formatDate, formatDegrees } from './format.ts';
import type { Lang } from './lang.ts';
import type { LanguagePack } from './pack.ts';
import { packFor, planetInText } from './packs/index.ts';
import { capitalize, fill, hashPick, joinSentences } from './text.ts';
import {
  ChartReader,
  sectionAddition,
  type SectionAddition,
  type SlowStays,
} from './kundli-windows/index.ts';

export const KUNDLI_SECTIONS = [
  'zodiacSign',
  'personality',
  'careerProspects',
  'loveLife',
  'financialSituation',
  'happiness',
  'motivationalMessage',
] as const;
export type KundliSection = (typeof KUNDLI_SECTIONS)[number];

export interface KundliTextInput {
  chart: Chart;
  /** The Vimshottari tree from `vimshottari(birth, moonLongitude, 2 or 3)`. */
  dashas: readonly DashaPeriod[];
  yogas: readonly YogaResult[];
  doshas: readonly DoshaResult[];
  /** The person's name as entered (used in the closing line). */
  name: string;
  /** "Now" for the running dasha: the request time. */
  now: Date;
  lang: Lang;
  /** IANA zone whose calendar days the windows' dates name (default 'Asia/Kolkata'). */
  timeZone?: string;
  /** Jupiter's and Saturn's sign stays around `now` (`slowStaysAround`), else scanned here. */
  stays?: SlowStays;
}

function placement(chart: Chart, body: Graha): Placement {
  const p = chart.planets.find((x) => x.body === body);
  if (!p) throw new RangeError(`chart has no ${body}`);
  return p;
}

function houseFrom(fromSign: number, sign: number): number {
  return ((((sign - fromSign) % 12) + 12) % 12) + 1;
}

class Writer {
  readonly pack: LanguagePack;
  /** Planets whose dignity the current section has already stated (not repeated). */
  private stated = new Set<Graha>();
  constructor(
    readonly input: KundliTextInput,
    lang: Lang,
  ) {
    this.pack = packFor(lang);
  }
  get chart() {
    return this.input.chart;
  }
  sign(i: number) {
    return this.pack.names.signs[i]!;
  }
  planet(g: Graha) {
    return planetInText(this.pack, g);
  }
  ord(n: number) {
    return this.pack.ordinal(n);
  }
  topic(house: number) {
    return this.pack.names.houseTopics[house - 1]!;
  }
  dignity(p: Placement) {
    const body = p.body as Graha;
    if (this.stated.has(body)) return '';
    this.stated.add(body);
    return p.dignity ? this.pack.kundli.dignityClauses[p.dignity] : '';
  }
  /** Whole-sign house of a planet from the ascendant. */
  houseOf(p: Placement) {
    return houseFrom(this.chart.ascendant.signIndex, p.signIndex);
  }
  signOfHouse(house: number) {
    return (this.chart.ascendant.signIndex + house - 1) % 12;
  }
  lordOf(house: number): Graha {
    return SIGN_LORDS[this.signOfHouse(house)]!;
  }
  /** "Lord of the Xth sits in the Yth ..." */
  lordLine(house: number): string {
    const t = this.pack.kundli.t;
    const lord = this.lordOf(house);
    const p = placement(this.chart, lord);
    const to = this.houseOf(p);
    const vars = {
      lord: this.planet(lord),
      from: this.ord(house),
      theme: this.topic(house),
      sign: this.sign(p.signIndex),
      dignity: this.dignity(p),
    };
    return to === house
      ? fill(t.lordInOwn, vars)
      : fill(t.lordIn, { ...vars, to: this.ord(to), topic: this.topic(to) });
  }
  /** Planets in a house, or its lord speaking for it when it is empty. */
  occupantsLine(house: number): string {
    const t = this.pack.kundli.t;
    const inside = GRAHAS.filter((g) => this.houseOf(placement(this.chart, g)) === house);
    if (inside.length === 0) {
      return fill(t.emptyHouse, {
        house: this.ord(house),
        lord: this.planet(this.lordOf(house)),
        theme: this.topic(house),
      });
    }
    return fill(t.planetsIn, {
      planets: this.pack.list(inside.map((g) => this.planet(g))),
      house: this.ord(house),
      keywords: this.pack.list(inside.slice(0, 3).map((g) => this.pack.names.planetKeywords[g])),
      theme: this.topic(house),
    });
  }
  join(sentences: string[]): string {
    this.stated.clear();
    return joinSentences(sentences.map((s) => capitalize(s)));
  }
}

function manglikOf(doshas: readonly DoshaResult[]): ManglikResult | null {
  const d = doshas.find((x) => x.id === 'manglik');
  return d ? (d.details as ManglikResult) : null;
}

function zodiacSignSection(w: Writer): string {
  const { chart } = w;
  const { t, signTraits, nakshatraTraits } = w.pack.kundli;
  const moon = placement(chart, 'Moon');
  const sun = placement(chart, 'Sun');
  return w.join([
    fill(t.zodiacIntro, {
      moonSign: w.sign(moon.signIndex),
      lagna: w.sign(chart.ascendant.signIndex),
      nakshatra: w.pack.names.nakshatras[moon.nakshatraIndex]!,
      pada: moon.pada,
      nakLord: w.planet(moon.nakshatraLord),
    }),
    fill(t.moonNature, { sign: w.sign(moon.signIndex), traits: signTraits[moon.signIndex]! }),
    nakshatraTraits[moon.nakshatraIndex]!,
    fill(t.sunSign, {
      sign: w.sign(sun.signIndex),
      house: w.ord(w.houseOf(sun)),
      tropicalSign: w.sign(tropicalSunSign(chart.input.utc).signIndex),
    }),
  ]);
}

function personalitySection(w: Writer): string {
  const { t, signTraits, signChallenges } = w.pack.kundli;
  const lagna = w.chart.ascendant;
  const moon = placement(w.chart, 'Moon');
  return w.join([
    fill(t.lagna, {
      sign: w.sign(lagna.signIndex),
      degree: formatDegrees(lagna.degreeInSign),
      traits: signTraits[lagna.signIndex]!,
    }),
    fill(t.challenge, { challenge: signChallenges[lagna.signIndex]! }),
    w.lordLine(1),
    fill(t.moonHouse, { house: w.ord(w.houseOf(moon)), topic: w.topic(w.houseOf(moon)) }),
  ]);
}

function careerSection(w: Writer, maha: DashaPeriod | undefined): string {
  const { t, signCareers } = w.pack.kundli;
  const career = [
    fill(t.tenth, { sign: w.sign(w.signOfHouse(10)), fields: signCareers[w.signOfHouse(10)]! }),
    w.occupantsLine(10),
    w.lordLine(10),
  ];
  if (maha && (maha.lord === w.lordOf(10) || w.houseOf(placement(w.chart, maha.lord)) === 10)) {
    career.push(fill(t.dashaCareer, { lord: w.planet(maha.lord) }));
  }
  return w.join(career);
}

/** The Manglik sentence: present, cancelled (with the reasons) or absent. */
function manglikLine(w: Writer, manglik: ManglikResult): string {
  const t = w.pack.kundli.t;
  const positions = w.pack.list([
    ...(manglik.from.includes('lagna')
      ? [fill(t.manglikFromLagna, { house: w.ord(manglik.marsHouse.fromLagna) })]
      : []),
    ...(manglik.from.includes('moon')
      ? [fill(t.manglikFromMoon, { house: w.ord(manglik.marsHouse.fromMoon) })]
      : []),
  ]);
  if (manglik.present) return fill(t.manglikPresent, { positions });
  if (!manglik.raw) return t.manglikAbsent;
  return fill(t.manglikCancelled, {
    positions,
    reasons: w.pack.list(
      manglik.cancellations.map(
        (c) =>
          w.pack.explain.manglikCancellations[
            c as keyof LanguagePack['explain']['manglikCancellations']
          ],
      ),
    ),
  });
}

function loveSection(w: Writer, doshas: readonly DoshaResult[]): string {
  const { t, signPartners } = w.pack.kundli;
  const venus = placement(w.chart, 'Venus');
  const love = [
    fill(t.seventh, { sign: w.sign(w.signOfHouse(7)), wants: signPartners[w.signOfHouse(7)]! }),
    w.occupantsLine(7),
    w.lordLine(7),
    fill(t.venus, {
      sign: w.sign(venus.signIndex),
      house: w.ord(w.houseOf(venus)),
      dignity: w.dignity(venus),
    }),
  ];
  const manglik = manglikOf(doshas);
  if (manglik) love.push(manglikLine(w, manglik));
  return w.join(love);
}

function moneySection(w: Writer, yogas: readonly YogaResult[]): string {
  const t = w.pack.kundli.t;
  const jupiter = placement(w.chart, 'Jupiter');
  const dhana = yogas.find((y) => y.id === 'dhana-yoga');
  return w.join([
    w.lordLine(2),
    w.lordLine(11),
    fill(t.jupiter, {
      sign: w.sign(jupiter.signIndex),
      house: w.ord(w.houseOf(jupiter)),
      dignity: w.dignity(jupiter),
      topic: w.topic(w.houseOf(jupiter)),
    }),
    // A present Dhana yoga has its own sentence, with its houses and grade, after the verdict.
    ...(dhana?.present ? [] : [t.dhanaAbsent]),
  ]);
}

function happinessSection(w: Writer): string {
  const moon = placement(w.chart, 'Moon');
  return w.join([
    w.lordLine(4),
    w.lordLine(5),
    w.lordLine(9),
    fill(w.pack.kundli.t.moonMind, { sign: w.sign(moon.signIndex), dignity: w.dignity(moon) }),
  ]);
}

/** The running dasha's message (or the birth dasha's), then a closing line with the name. */
function motivationSection(
  w: Writer,
  input: KundliTextInput,
  chain: readonly DashaPeriod[],
): string {
  const k = w.pack.kundli;
  const t = k.t;
  const [maha, antar] = chain;
  const motivation: string[] = [];
  if (maha && antar) {
    motivation.push(
      fill(t.running, {
        maha: w.planet(maha.lord),
        mahaEnd: formatDate(maha.end, input.lang),
        antar: w.planet(antar.lord),
        antarEnd: formatDate(antar.end, input.lang),
      }),
      k.dashaMessages[maha.lord],
    );
  } else {
    const birthLord = input.dashas[0]?.lord ?? placement(w.chart, 'Moon').nakshatraLord;
    motivation.push(fill(t.runningNone, { lord: w.planet(birthLord) }), k.dashaMessages[birthLord]);
  }
  const closer = t.closers[hashPick(t.closers.length, input.name.trim().toLowerCase())]!;
  motivation.push(fill(closer, { name: input.name.trim() }));
  return w.join(motivation);
}

/** The seven sections in one language, without the weighing and windows. */
function baseSections(input: KundliTextInput): Record<KundliSection, string> {
  const w = new Writer(input, input.lang);
  const zodiacSign = zodiacSignSection(w);
  const personality = personalitySection(w);
  const chain = runningDasha(input.dashas, input.now);
  const careerProspects = careerSection(w, chain[0]);
  const loveLife = loveSection(w, input.doshas);
  const financialSituation = moneySection(w, input.yogas);
  const happiness = happinessSection(w);
  return {
    zodiacSign,
    personality,
    careerProspects,
    loveLife,
    financialSituation,
    happiness,
    motivationalMessage: motivationSection(w, input, chain),
  };
}

export interface KundliReport {
  sections: Record<KundliSection, string>;
  /** Per section: its points, verdict, yogas and dated windows (what the text says). */
  details: Record<KundliSection, SectionAddition>;
}

/**
 * The seven sections with the facts they were written from. Each section is three paragraphs:
 * the placements, the weighing (strong and weak points, verdict, yogas), the dated windows.
 */
export function kundliReport(input: KundliTextInput): KundliReport {
  const base = baseSections(input);
  const reader = new ChartReader(input);
  const sections = {} as Record<KundliSection, string>;
  const details = {} as Record<KundliSection, SectionAddition>;
  for (const key of KUNDLI_SECTIONS) {
    const add = sectionAddition(reader, key);
    details[key] = add;
    sections[key] = [base[key], add.weighing, add.windowsText].join('\n\n');
  }
  return { sections, details };
}

/** The seven sections in one language. */
export function kundliSections(input: KundliTextInput): Record<KundliSection, string> {
  return kundliReport(input).sections;
}
