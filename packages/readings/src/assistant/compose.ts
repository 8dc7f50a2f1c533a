/**
 * The built-in assistant: recognises the question, then writes the answer from the asker's
 * chart facts in the asker's language, naming every placement it relies on. Deterministic: the
 * same question, facts and history give the same answer.
 *
 * Reading rules (classical Parashari, simplified and stated here so answers can be checked):
 * - A life area is read from its houses (career 10th; marriage 7th and 5th; health 1st and 6th;
 *   money 2nd and 11th; education 4th and 5th; family 4th and 2nd; travel 12th and 9th;
 *   disputes 6th) and its significator (karaka).
 * - A house scores by its lord's dignity (exalted, own, moolatrikona +2; friendly +1; enemy -1;
 *   debilitated -2), the lord's house (kendra or trikona +1; 6th, 8th, 12th -1), combustion (-1),
 *   benefics in the house (+1 each), malefics (-0.5 each) and Jupiter's aspect (+1). Two or more
 *   reads as strong, -1 or less as under strain, anything between as mixed.
 * - Timing: the running antardasha, and the next antardasha within 15 years, whose lord rules
 *   or occupies the area's houses or is its karaka.
 * - Today's horoscope: the Moon's transit house from the sign (gochara): 1, 3, 6, 7, 10, 11
 *   favourable; 4, 8, 12 sensitive; 2, 5, 9 mixed.
 */
import { NAKSHATRA_LORDS, SIGNS, type Dignity, type Graha } from '@nakshatra/astro';
import { houseFromSign } from './facts.ts';
import { detectIntent, normalizeQuestion } from './intent.ts';
import { detectLanguage } from './language.ts';
import { LEXICONS } from './lexicon/index.ts';
import type { Five, Lexicon } from './lexicon/types.ts';
import { streamTokens } from './tokens.ts';
import type {
  AssistantAnswer,
  AssistantFacts,
  AssistantInput,
  Intent,
  LifeTopic,
  NatalFacts,
  PlanetFact,
} from './types.ts';

interface TopicConfig {
  houses: readonly [number, ...number[]];
  karakas: readonly Graha[];
}

export const TOPIC_CONFIG: Readonly<Record<LifeTopic, TopicConfig>> = {
  career: { houses: [10], karakas: ['Saturn', 'Sun'] },
  love: { houses: [7, 5], karakas: ['Venus'] },
  health: { houses: [1, 6], karakas: ['Sun', 'Moon'] },
  money: { houses: [2, 11], karakas: ['Jupiter'] },
  education: { houses: [4, 5], karakas: ['Mercury', 'Jupiter'] },
  family: { houses: [4, 2], karakas: ['Moon'] },
  travel: { houses: [12, 9], karakas: ['Rahu'] },
  legal: { houses: [6], karakas: ['Mars'] },
};

const BENEFICS = new Set<Graha>(['Jupiter', 'Venus', 'Mercury', 'Moon']);
const KENDRA_TRIKONA = new Set([1, 4, 5, 7, 9, 10]);
const DUSTHANA = new Set([6, 8, 12]);
const MOON_FAVOURABLE = new Set([1, 3, 6, 7, 10, 11]);
const MOON_SENSITIVE = new Set([4, 8, 12]);

type Tone = 'strong' | 'mixed' | 'challenging';

function dignityScore(d: Dignity | null): number {
  switch (d) {
    case 'exalted':
    case 'moolatrikona':
    case 'own':
      return 2;
    case 'friendly':
      return 1;
    case 'enemy':
      return -1;
    case 'debilitated':
      return -2;
    default:
      return 0;
  }
}

function planetOf(natal: NatalFacts, body: Graha): PlanetFact {
  return natal.planets.find((p) => p.body === body)!;
}

/** Score of a house by the rules in the file comment. */
export function houseScore(natal: NatalFacts, house: number): number {
  const h = natal.houses[house - 1]!;
  const lord = planetOf(natal, h.lord);
  let s = dignityScore(lord.dignity);
  if (KENDRA_TRIKONA.has(lord.house)) s += 1;
  else if (DUSTHANA.has(lord.house)) s -= 1;
  if (lord.combust) s -= 1;
  for (const o of h.occupants) {
    if (o === h.lord) continue;
    s += BENEFICS.has(o) ? 1 : -0.5;
  }
  // Jupiter's full aspects: the 5th, 7th and 9th houses from itself.
  const jup = planetOf(natal, 'Jupiter').house;
  if ([5, 7, 9].some((k) => ((jup + k - 2) % 12) + 1 === house)) s += 1;
  return s;
}

function toneOf(score: number): Tone {
  return score >= 2 ? 'strong' : score <= -1 ? 'challenging' : 'mixed';
}

function planetTone(p: PlanetFact): Tone {
  const s = dignityScore(p.dignity) - (p.combust ? 1 : 0) + (DUSTHANA.has(p.house) ? -1 : 0);
  return s >= 2 ? 'strong' : s <= -1 ? 'challenging' : 'mixed';
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();
/** "June 2027" in the language's calendar words, Latin digits. */
export function formatMonth(iso: string, locale: string): string {
  let f = monthFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    monthFormats.set(locale, f);
  }
  return f.format(new Date(iso));
}

/** Sentences and paragraphs of an answer. */
class Writer {
  private readonly paragraphs: string[][] = [[]];
  constructor(private readonly lex: Lexicon) {}
  say(...sentences: (string | null | undefined | false)[]): this {
    for (const s of sentences) if (s) this.paragraphs[this.paragraphs.length - 1]!.push(s);
    return this;
  }
  paragraph(): this {
    if (this.paragraphs[this.paragraphs.length - 1]!.length > 0) this.paragraphs.push([]);
    return this;
  }
  text(): string {
    return this.paragraphs
      .filter((p) => p.length > 0)
      .map((p) => p.join(this.lex.sep))
      .join('\n\n');
  }
}

/** Names of a planet's placement in the lexicon's language. */
function placementSentence(lex: Lexicon, p: PlanetFact): string {
  return lex.planetPlacement(
    lex.planets[p.body],
    lex.signs[p.signIndex]!,
    p.house,
    lex.nakshatras[p.nakshatraIndex]!,
    p.dignity ? lex.dignity[p.dignity] : null,
    p.retrograde && p.body !== 'Rahu' && p.body !== 'Ketu',
  );
}

function houseSentences(lex: Lexicon, natal: NatalFacts, house: number): string[] {
  const h = natal.houses[house - 1]!;
  const lord = planetOf(natal, h.lord);
  const out = [
    lex.houseLord(
      house,
      lex.signs[h.signIndex]!,
      lex.planets[h.lord],
      lord.house,
      lex.signs[lord.signIndex]!,
      lord.dignity ? lex.dignity[lord.dignity] : null,
    ),
  ];
  out.push(
    h.occupants.length > 0
      ? lex.occupants(
          house,
          h.occupants.map((o) => lex.planets[o]),
        )
      : lex.emptyHouse(house),
  );
  return out;
}

function transitSentences(lex: Lexicon, facts: AssistantFacts, bodies: readonly Graha[]): string[] {
  return bodies.map((b) => {
    const t = facts.transits.planets.find((p) => p.body === b)!;
    return lex.transit(lex.planets[b], lex.signs[t.signIndex]!, t.houseFromAscendant);
  });
}

function nextYearSentences(lex: Lexicon, facts: AssistantFacts): string[] {
  const out: string[] = [];
  const ny = facts.natal?.dasha.nextYear;
  if (ny)
    out.push(
      `${lex.nextYearIntro} ${lex.nextYearDasha(lex.planets[ny.maha], lex.planets[ny.antar])}`,
    );
  for (const b of ['Jupiter', 'Saturn'] as const) {
    const t = facts.transits.nextYear.planets.find((p) => p.body === b)!;
    out.push(lex.nextYearTransit(lex.planets[b], lex.signs[t.signIndex]!, t.houseFromAscendant));
  }
  return out;
}

function dashaSentence(lex: Lexicon, natal: NatalFacts): string {
  const d = natal.dasha;
  return lex.dasha(
    lex.planets[d.mahadasha.lord],
    lex.planets[d.antardasha.lord],
    formatMonth(d.antardasha.end, lex.locale),
  );
}

function relevantLords(natal: NatalFacts, cfg: TopicConfig): Set<Graha> {
  const set = new Set<Graha>(cfg.karakas);
  for (const h of cfg.houses) set.add(natal.houses[h - 1]!.lord);
  for (const o of natal.houses[cfg.houses[0] - 1]!.occupants) set.add(o);
  return set;
}

function timingSentence(lex: Lexicon, natal: NatalFacts, lords: Set<Graha>): string {
  const d = natal.dasha;
  if (lords.has(d.antardasha.lord)) {
    return lex.timingNow(lex.planets[d.antardasha.lord], formatMonth(d.antardasha.end, lex.locale));
  }
  const next = d.upcoming.find((u) => lords.has(u.antar));
  if (!next) return lex.timingNone;
  return lex.timingNext(
    lex.planets[next.antar],
    formatMonth(next.start, lex.locale),
    formatMonth(next.end, lex.locale),
  );
}

/** Dasha and transits, or next year's, depending on what was asked. */
function whenParagraph(
  w: Writer,
  lex: Lexicon,
  facts: AssistantFacts,
  natal: NatalFacts,
  intent: Intent,
  lords: Set<Graha> | null,
): void {
  w.paragraph();
  if (intent.nextYear) {
    w.say(...nextYearSentences(lex, facts));
  } else {
    w.say(dashaSentence(lex, natal));
    if (lords) {
      const d = natal.dasha;
      w.say(
        lords.has(d.mahadasha.lord) || lords.has(d.antardasha.lord)
          ? lex.dashaActive
          : lex.dashaQuiet,
      );
    }
    w.say(...transitSentences(lex, facts, ['Jupiter', 'Saturn']));
  }
  if (intent.timing && lords) w.say(timingSentence(lex, natal, lords));
}

function lifeTopic(
  w: Writer,
  lex: Lexicon,
  facts: AssistantFacts,
  natal: NatalFacts,
  intent: Intent,
  topic: LifeTopic,
): void {
  const cfg = TOPIC_CONFIG[topic];
  const bank = lex.topics[topic];
  const [primary, ...rest] = cfg.houses;
  w.say(bank.intro, ...houseSentences(lex, natal, primary));
  for (const h of rest) w.say(houseSentences(lex, natal, h)[0]);
  const named = new Set<Graha>([natal.houses[primary - 1]!.lord]);
  for (const k of cfg.karakas.slice(0, 1)) {
    if (!named.has(k)) w.say(placementSentence(lex, planetOf(natal, k)));
    named.add(k);
  }
  if (intent.planet && !named.has(intent.planet))
    w.say(placementSentence(lex, planetOf(natal, intent.planet)));
  if (topic === 'love') w.say(lex.general.manglik(natal.manglik.present));
  let score = houseScore(natal, primary);
  for (const h of rest) score += houseScore(natal, h) / 2;
  w.say(bank[toneOf(score)]);
  whenParagraph(w, lex, facts, natal, intent, relevantLords(natal, cfg));
  w.paragraph().say(bank.advice);
}

/** The planet a remedy should support: the weakest of the area's lords and karakas. */
function weakestFor(natal: NatalFacts, topic: LifeTopic | null): Graha {
  const candidates: Graha[] = topic
    ? [
        ...new Set<Graha>([
          ...TOPIC_CONFIG[topic].houses.map((h) => natal.houses[h - 1]!.lord),
          ...TOPIC_CONFIG[topic].karakas,
        ]),
      ]
    : ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
  let best = candidates[0]!;
  let bestScore = Infinity;
  for (const c of candidates) {
    const p = planetOf(natal, c);
    const s = dignityScore(p.dignity) - (p.combust ? 1 : 0) - (DUSTHANA.has(p.house) ? 1 : 0);
    if (s < bestScore) {
      best = c;
      bestScore = s;
    }
  }
  return best;
}

/** Letters and digits only: "Meri shaadi kab hogi?" and "meri shaadi kab hogi" are one question. */
function questionKey(text: string): string {
  return normalizeQuestion(text).replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

/** Four suggestions, never the question just asked. */
function pickSuggestions(all: readonly string[], question: string): string[] {
  const q = questionKey(question);
  return all.filter((s) => questionKey(s) !== q).slice(0, 4);
}

interface Built {
  suggestions: readonly string[];
}

/** One question about a chart: the writer, the language, the facts and what was asked. */
interface NatalAsk {
  w: Writer;
  lex: Lexicon;
  facts: AssistantFacts;
  natal: NatalFacts;
  intent: Intent;
}

/** Remedies for the running mahadasha lord and the area's weakest planet. */
function remediesAnswer({ w, lex, natal, intent }: NatalAsk): Built {
  const d = natal.dasha.mahadasha.lord;
  const weak = intent.planet ?? weakestFor(natal, intent.subject);
  w.say(lex.remedies.intro);
  if (intent.subject) w.say(houseSentences(lex, natal, TOPIC_CONFIG[intent.subject].houses[0])[0]);
  w.say(lex.remedies.dashaLord(lex.planets[d]), placementSentence(lex, planetOf(natal, d)));
  w.say(lex.remedies.forPlanet[d]);
  if (weak !== d) {
    w.paragraph().say(
      lex.remedies.weakPlanet(lex.planets[weak]),
      placementSentence(lex, planetOf(natal, weak)),
    );
    w.say(lex.remedies.forPlanet[weak]);
  }
  w.paragraph().say(lex.remedies.caution);
  return { suggestions: lex.remedies.suggestions };
}

/** The running dasha, its lords' placements and the next sub-period. */
function dashaAnswer({ w, lex, facts, natal, intent }: NatalAsk): Built {
  const d = natal.dasha;
  w.say(lex.dashaTopic.intro, dashaSentence(lex, natal));
  w.say(placementSentence(lex, planetOf(natal, d.mahadasha.lord)));
  if (d.antardasha.lord !== d.mahadasha.lord)
    w.say(placementSentence(lex, planetOf(natal, d.antardasha.lord)));
  w.say(lex.tone[planetTone(planetOf(natal, d.mahadasha.lord))]);
  const next = d.upcoming[0];
  if (next) {
    w.say(
      lex.dashaTopic.next(
        lex.planets[next.maha],
        lex.planets[next.antar],
        formatMonth(next.start, lex.locale),
      ),
    );
  }
  if (intent.nextYear) w.paragraph().say(...nextYearSentences(lex, facts));
  return { suggestions: lex.dashaTopic.suggestions };
}

/** One planet: placement, lordships, tone, dasha role and transit. */
function planetAnswer({ w, lex, facts, natal, intent }: NatalAsk): Built {
  const body = intent.planet!;
  const p = planetOf(natal, body);
  w.say(lex.planetIntro(lex.planets[body], lex.planetMeaning[body]), placementSentence(lex, p));
  const ruled = natal.houses.filter((h) => h.lord === body).map((h) => h.house);
  if (ruled.length > 0) w.say(lex.lordships(lex.planets[body], ruled));
  w.say(lex.tone[planetTone(p)]);
  if (natal.dasha.mahadasha.lord === body || natal.dasha.antardasha.lord === body) {
    w.say(lex.planetDasha(lex.planets[body]));
  }
  w.paragraph();
  if (intent.nextYear) w.say(...nextYearSentences(lex, facts));
  else w.say(...transitSentences(lex, facts, [body]));
  return { suggestions: lex.planetSuggestions(lex.planets[body]) };
}

/** One house: its sign, lord and occupants, tone, timing and nodal transits. */
function houseAnswer({ w, lex, facts, natal, intent }: NatalAsk): Built {
  const house = intent.house!;
  w.say(lex.houseIntro(house, lex.houseMeaning[house - 1]!), ...houseSentences(lex, natal, house));
  w.say(lex.tone[toneOf(houseScore(natal, house))]);
  const transiting = facts.transits.planets
    .filter(
      (t) =>
        ['Jupiter', 'Saturn', 'Rahu', 'Ketu'].includes(t.body) && t.houseFromAscendant === house,
    )
    .map((t) => t.body);
  whenParagraph(w, lex, facts, natal, intent, null);
  if (!intent.nextYear && transiting.some((b) => b === 'Rahu' || b === 'Ketu')) {
    w.say(
      ...transitSentences(
        lex,
        facts,
        transiting.filter((b) => b === 'Rahu' || b === 'Ketu'),
      ),
    );
  }
  return { suggestions: lex.houseSuggestions(house) };
}

/** The ascendant, Sun or Moon sign asked about, or one named sign's place in the chart. */
function signAnswer({ w, lex, natal, intent }: NatalAsk): Built {
  const moon = planetOf(natal, 'Moon');
  const sun = planetOf(natal, 'Sun');
  if (intent.signRef === 'ascendant' && intent.signIndex === null) {
    w.say(lex.sign.asc(lex.signs[natal.ascendant.signIndex]!));
    w.say(placementSentence(lex, planetOf(natal, natal.ascendant.lord)));
    return { suggestions: lex.sign.suggestions(lex.signs[natal.ascendant.signIndex]!) };
  }
  if (intent.signRef === 'sun' && intent.signIndex === null) {
    const tropical = lex.signs[(SIGNS as readonly string[]).indexOf(natal.tropicalSunSign)]!;
    w.say(lex.sign.sun(tropical), placementSentence(lex, sun));
    return { suggestions: lex.sign.suggestions(tropical) };
  }
  if (intent.signIndex === null) {
    w.say(lex.sign.moon(lex.signs[moon.signIndex]!));
    w.say(
      lex.nakshatra.moon(
        lex.nakshatras[moon.nakshatraIndex]!,
        moon.pada,
        lex.planets[nakshatraLordOf(moon)],
      ),
    );
    return { suggestions: lex.sign.suggestions(lex.signs[moon.signIndex]!) };
  }
  const s = intent.signIndex;
  const name = lex.signs[s]!;
  w.say(lex.sign.intro(name));
  if (natal.ascendant.signIndex === s) w.say(lex.sign.asc(name));
  if (moon.signIndex === s) w.say(lex.sign.moon(name));
  const house = houseFromSign(natal.ascendant.signIndex, s);
  w.say(lex.sign.inHouse(name, house, lex.houseMeaning[house - 1]!));
  w.say(...houseSentences(lex, natal, house));
  return { suggestions: lex.sign.suggestions(name) };
}

/** A named nakshatra (with the planets in it), then the Moon's and the ascendant's. */
function nakshatraAnswer({ w, lex, natal, intent }: NatalAsk): Built {
  const moon = planetOf(natal, 'Moon');
  const lordOfMoonNak = nakshatraLordOf(moon);
  if (intent.nakshatraIndex !== null) {
    const i = intent.nakshatraIndex;
    const name = lex.nakshatras[i]!;
    w.say(lex.nakshatra.intro(name, lex.planets[NAKSHATRA_LORDS[i]!]));
    const there = natal.planets
      .filter((p) => p.nakshatraIndex === i)
      .map((p) => lex.planets[p.body]);
    w.say(there.length > 0 ? lex.nakshatra.planets(name, there) : lex.nakshatra.none(name));
  }
  w.say(
    lex.nakshatra.moon(lex.nakshatras[moon.nakshatraIndex]!, moon.pada, lex.planets[lordOfMoonNak]),
  );
  w.say(lex.nakshatra.asc(lex.nakshatras[natal.ascendant.nakshatraIndex]!));
  return { suggestions: lex.nakshatra.suggestions };
}

/** Today's horoscope of the page's sign, the named sign or the Moon sign. */
function horoscopeAnswer(
  { w, lex, facts, natal, intent }: NatalAsk,
  horoscopeSign: number | null,
): Built {
  const moon = planetOf(natal, 'Moon');
  const sign = horoscopeSign ?? intent.signIndex ?? moon.signIndex;
  horoscopeParagraph(w, lex, facts, sign);
  if (horoscopeSign === null && intent.signIndex === null)
    w.say(lex.sign.moon(lex.signs[moon.signIndex]!));
  w.paragraph().say(dashaSentence(lex, natal));
  return { suggestions: lex.horoscope.suggestions };
}

/** 'general' and anything unrecognised: an overview of the chart. */
function overviewAnswer({ w, lex, facts, natal, intent }: NatalAsk): Built {
  const moon = planetOf(natal, 'Moon');
  const sun = planetOf(natal, 'Sun');
  w.say(
    lex.general.intro,
    lex.ascMoon(
      lex.signs[natal.ascendant.signIndex]!,
      lex.signs[moon.signIndex]!,
      lex.nakshatras[moon.nakshatraIndex]!,
    ),
    placementSentence(lex, planetOf(natal, natal.ascendant.lord)),
  );
  if (natal.ascendant.lord !== 'Sun') w.say(placementSentence(lex, sun));
  const yogas = natal.yogas.slice(0, 3).map((y) => y.name);
  w.say(yogas.length > 0 ? lex.general.yogas(lex.list(yogas)) : lex.general.noYogas);
  w.say(lex.tone[toneOf(houseScore(natal, 1))]);
  whenParagraph(w, lex, facts, natal, intent, null);
  if (natal.sadeSati) w.say(lex.general.sadeSati(natal.sadeSati));
  return { suggestions: lex.general.suggestions };
}

function natalAnswer(
  w: Writer,
  lex: Lexicon,
  facts: AssistantFacts,
  natal: NatalFacts,
  intent: Intent,
  horoscopeSign: number | null,
): Built {
  const ask: NatalAsk = { w, lex, facts, natal, intent };
  switch (intent.topic) {
    case 'career':
    case 'love':
    case 'health':
    case 'money':
    case 'education':
    case 'family':
    case 'travel':
    case 'legal':
      lifeTopic(w, lex, facts, natal, intent, intent.topic);
      return { suggestions: lex.topics[intent.topic].suggestions };
    case 'remedies':
      return remediesAnswer(ask);
    case 'dasha':
      return dashaAnswer(ask);
    case 'planet':
      return planetAnswer(ask);
    case 'house':
      return houseAnswer(ask);
    case 'sign':
      return signAnswer(ask);
    case 'nakshatra':
      return nakshatraAnswer(ask);
    case 'horoscope':
      return horoscopeAnswer(ask, horoscopeSign);
    default:
      return overviewAnswer(ask);
  }
}

function nakshatraLordOf(p: PlanetFact): Graha {
  return NAKSHATRA_LORDS[p.nakshatraIndex]!;
}

function horoscopeParagraph(w: Writer, lex: Lexicon, facts: AssistantFacts, sign: number): void {
  const moonNow = facts.transits.planets.find((p) => p.body === 'Moon')!;
  const h = houseFromSign(sign, moonNow.signIndex);
  w.say(
    `${lex.horoscope.intro(lex.signs[sign]!)} ${lex.horoscope.moon(lex.signs[moonNow.signIndex]!, h)}`,
  );
  w.say(
    MOON_FAVOURABLE.has(h)
      ? lex.horoscope.favourable
      : MOON_SENSITIVE.has(h)
        ? lex.horoscope.unfavourable
        : lex.horoscope.neutral,
  );
  for (const b of ['Jupiter', 'Saturn'] as const) {
    const t = facts.transits.planets.find((p) => p.body === b)!;
    w.say(
      lex.horoscope.slow(lex.planets[b], lex.signs[t.signIndex]!, houseFromSign(sign, t.signIndex)),
    );
  }
}

/** Without birth data: today's sky, the area's significator, and a request for the profile. */
function transitOnlyAnswer(
  w: Writer,
  lex: Lexicon,
  facts: AssistantFacts,
  intent: Intent,
  horoscopeSign: number | null,
): Built {
  const topic = intent.topic;
  if (
    topic === 'horoscope' ||
    horoscopeSign !== null ||
    (intent.signIndex !== null && topic === 'sign')
  ) {
    const sign = horoscopeSign ?? intent.signIndex;
    if (sign !== null) {
      horoscopeParagraph(w, lex, facts, sign);
      return { suggestions: lex.horoscope.suggestions };
    }
  }
  if ((LIFE_TOPIC_SET as Set<string>).has(topic)) {
    const t = topic as LifeTopic;
    const bank = lex.topics[t];
    w.say(bank.intro);
    const bodies = [...new Set<Graha>([TOPIC_CONFIG[t].karakas[0]!, 'Jupiter', 'Saturn'])];
    w.say(...transitSentences(lex, facts, bodies));
    if (intent.nextYear) w.say(...nextYearSentences(lex, facts));
    w.paragraph().say(bank.advice);
    return { suggestions: bank.suggestions };
  }
  if (topic === 'planet' && intent.planet) {
    w.say(lex.planetIntro(lex.planets[intent.planet], lex.planetMeaning[intent.planet]));
    w.say(...transitSentences(lex, facts, [intent.planet]));
    return { suggestions: lex.planetSuggestions(lex.planets[intent.planet]) };
  }
  w.say(...transitSentences(lex, facts, ['Sun', 'Moon', 'Jupiter', 'Saturn']));
  if (intent.nextYear) w.say(...nextYearSentences(lex, facts));
  return { suggestions: lex.general.suggestions };
}

const LIFE_TOPIC_SET = new Set<string>(Object.keys(TOPIC_CONFIG));

/**
 * Answers a question. Pure and synchronous: the server streams the text afterwards.
 */
export function answerQuestion(input: AssistantInput): AssistantAnswer {
  const { lang } = detectLanguage(input.question, input.languageHint);
  const lex = LEXICONS[lang];
  const intent = detectIntent(input.question, lang, input.history ?? []);
  const w = new Writer(lex);
  const natal = input.facts.natal;
  const horoscopeSign = input.horoscopeSignIndex ?? null;
  const persona = input.persona ?? null;

  const done = (suggestions: readonly string[]): AssistantAnswer => ({
    text: w.text(),
    suggestions: pickSuggestions(suggestions, input.question),
    language: lang,
    intent,
  });

  if (intent.topic === 'crisis') {
    // No astrology and no persona here: the person needs people, not a reading.
    w.say(lex.crisis);
    return { text: w.text(), suggestions: [], language: lang, intent };
  }
  if (persona) w.say(lex.persona.answer(persona.name, persona.skills, persona.exp)).paragraph();
  switch (intent.topic) {
    case 'outOfScope':
      w.say(lex.outOfScope);
      return done(lex.outOfScopeSuggestions);
    case 'product':
      w.say(lex.product(input.dailyLimit));
      return done(lex.productSuggestions);
    case 'smalltalk': {
      w.say(lex.smallTalk[intent.smallTalk ?? 'hello']);
      if (natal) {
        const moon = planetOf(natal, 'Moon');
        w.say(
          lex.ascMoon(
            lex.signs[natal.ascendant.signIndex]!,
            lex.signs[moon.signIndex]!,
            lex.nakshatras[moon.nakshatraIndex]!,
          ),
        );
      }
      w.say(lex.smallTalkInvite);
      if (!natal) w.paragraph().say(lex.noProfile);
      return done(lex.smallTalkSuggestions);
    }
    default:
      break;
  }

  if (horoscopeSign !== null && intent.topic !== 'horoscope') {
    const moonNow = input.facts.transits.planets.find((p) => p.body === 'Moon')!;
    w.say(
      lex.horoscope.context(
        lex.signs[horoscopeSign]!,
        houseFromSign(horoscopeSign, moonNow.signIndex),
      ),
    ).paragraph();
  }
  const built = natal
    ? natalAnswer(w, lex, input.facts, natal, intent, horoscopeSign)
    : transitOnlyAnswer(w, lex, input.facts, intent, horoscopeSign);
  const hedgeTopic = intent.topic === 'remedies' ? intent.subject : intent.topic;
  if (hedgeTopic === 'health') w.paragraph().say(lex.hedges.medical);
  if (hedgeTopic === 'money') w.paragraph().say(lex.hedges.financial);
  if (hedgeTopic === 'legal') w.paragraph().say(lex.hedges.legal);
  if (!natal) w.paragraph().say(lex.noProfile);
  return done(built.suggestions as Five);
}

/** The lexicon of a language (for the server's notes and greetings). */
export function lexiconFor(lang: keyof typeof LEXICONS): Lexicon {
  return LEXICONS[lang];
}

/**
 * Loads what the first answer in each language would otherwise load on demand (ICU month names
 * and word segmentation data, about 250 ms in all), so no asker pays for it. Call at start-up.
 */
export function warmAssistant(): void {
  for (const lex of Object.values(LEXICONS)) {
    formatMonth('2000-01-01T00:00:00Z', lex.locale);
    streamTokens('warm up', lex.lang);
  }
}
