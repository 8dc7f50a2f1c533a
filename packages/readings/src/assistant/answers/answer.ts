/**
 * answerKind: the answer to one question kind with its slots, computed from the chart and
 * written from the language's phrase bank: the direct answer first, then the placements it
 * comes from, then what to do.
 */
import type { QuestionKind } from '../kinds.ts';
import type { AnswerLanguage } from '../types.ts';
import {
  hasChart,
  makeCtx,
  Writer,
  type ChartCtx,
  type Ctx,
  type KindAnswer,
  type KindAsk,
} from './core.ts';
import * as d from './doshas.ts';
import * as life from './life.ts';
import * as natal from './natal.ts';
import { PACKS, type AnswerPack } from './packs/index.ts';
import type { AreaName, TimingArea } from './packs/types.ts';
import * as sky from './sky.ts';
import * as talk from './talk.ts';

type ChartHandler = (c: ChartCtx) => void;
type Handler = (c: Ctx) => void;

/** Kinds read from the natal chart: without a birth profile they ask for it. */
const CHART_KINDS: Partial<Record<QuestionKind, ChartHandler>> = {
  'dosha.manglik': d.manglik,
  'dosha.sadeSati': d.sadeSatiNow,
  'dosha.kaalSarp': d.kaalSarp,
  'dosha.pitra': d.pitra,
  'dosha.list': d.doshaList,
  'yoga.check': d.yogaCheck,
  'yoga.list': d.yogaList,
  'dasha.current': d.dashaCurrent,
  'dasha.planet': d.dashaPlanet,
  'dasha.next': d.dashaNext,
  'sadeSati.when': d.sadeSatiWhen,
  'dhaiya.when': d.dhaiyaWhen,
  'remedy.general': life.remedyGeneral,
  'remedy.gemstone': life.remedyGemstone,
  'remedy.mantra': life.remedyMantra,
  'remedy.rudraksha': life.remedyRudraksha,
  'lucky.number': (c) => life.lucky(c, 'number'),
  'lucky.colour': (c) => life.lucky(c, 'colour'),
  'lucky.day': (c) => life.lucky(c, 'day'),
  'chart.ascendant': natal.ascendant,
  'chart.moonSign': natal.moonSign,
  'chart.sunSign': natal.sunSign,
  'chart.nakshatra': natal.nakshatra,
  'chart.planet': natal.planet,
  'chart.house': natal.house,
  'chart.retrograde': natal.retrograde,
  'chart.overview': natal.overview,
};

/** Kinds answered with or without a chart. */
const OPEN_KINDS: Partial<Record<QuestionKind, Handler>> = {
  'match.sign': life.matchSign,
  'match.partner': life.matchPartner,
  'panchang.today': sky.panchangToday,
  'panchang.rahuKaal': sky.rahuKaal,
  'muhurta.event': sky.muhurta,
  'transit.period': sky.transitPeriod,
  'transit.planet': sky.transitPlanet,
  'horoscope.today': sky.horoscopeToday,
  'horoscope.year': sky.horoscopeYear,
  'explain.term': talk.explainTerm,
  'product.about': talk.productAbout,
  'product.quota': talk.productQuota,
  'referral.astrologer': talk.referral,
  'guard.death': talk.guardDeath,
  'guard.gambling': talk.guardGambling,
  'smalltalk.hello': (c) => talk.smalltalk(c, 'hello'),
  'smalltalk.thanks': (c) => talk.smalltalk(c, 'thanks'),
  'smalltalk.howAreYou': (c) => talk.smalltalk(c, 'howAreYou'),
  'smalltalk.bye': (c) => talk.smalltalk(c, 'bye'),
  outOfScope: talk.outOfScope,
};

/** Related kinds offered as follow-up suggestions (their sample questions). */
const RELATED: Partial<Record<string, readonly QuestionKind[]>> = {
  dosha: ['dosha.list', 'remedy.general', 'match.partner', 'sadeSati.when'],
  yoga: ['yoga.list', 'dasha.current', 'chart.overview'],
  dasha: ['dasha.next', 'timing.goodTime', 'remedy.mantra', 'horoscope.year'],
  sadeSati: ['dhaiya.when', 'remedy.general', 'dasha.current'],
  dhaiya: ['sadeSati.when', 'remedy.general', 'transit.planet'],
  timing: ['followup.why', 'remedy.general', 'horoscope.year', 'dasha.current'],
  area: ['timing.goodTime', 'remedy.general', 'dasha.current', 'horoscope.year'],
  remedy: ['remedy.mantra', 'remedy.gemstone', 'remedy.rudraksha', 'lucky.colour'],
  lucky: ['lucky.number', 'lucky.colour', 'lucky.day', 'remedy.gemstone'],
  match: ['match.partner', 'dosha.manglik', 'timing.marriage'],
  panchang: ['panchang.rahuKaal', 'muhurta.event', 'horoscope.today'],
  muhurta: ['panchang.today', 'panchang.rahuKaal', 'timing.house'],
  transit: ['transit.planet', 'horoscope.year', 'dasha.current'],
  horoscope: ['horoscope.year', 'lucky.colour', 'panchang.today', 'transit.period'],
  chart: ['chart.overview', 'chart.nakshatra', 'yoga.list', 'dasha.current'],
  explain: ['chart.nakshatra', 'dasha.current', 'panchang.today'],
  product: ['chart.overview', 'timing.marriage', 'horoscope.today'],
  referral: ['chart.overview', 'product.about'],
  guard: ['area.health', 'remedy.general', 'area.wealth'],
  followup: ['dasha.current', 'horoscope.year', 'remedy.general'],
  smalltalk: ['chart.overview', 'horoscope.today', 'timing.marriage', 'dasha.current'],
  outOfScope: ['chart.overview', 'horoscope.today', 'product.about'],
};

function suggestionsFor(kind: QuestionKind, lang: AnswerLanguage): string[] {
  const group = kind.split('.')[0]!;
  const kinds = (RELATED[group] ?? RELATED.chart!).filter((k) => k !== kind);
  return kinds.slice(0, 4).map((k) => PACKS[lang].samples[k]);
}

/** Where "and when?" goes after each kind. */
const WHEN_OF: Partial<Record<QuestionKind, QuestionKind>> = {
  'area.career': 'timing.job',
  'area.careerField': 'timing.job',
  'area.business': 'timing.business',
  'area.marriage': 'timing.marriage',
  'area.love': 'timing.love',
  'area.children': 'timing.child',
  'area.property': 'timing.house',
  'area.wealth': 'timing.wealth',
  'area.foreign': 'timing.foreign',
  'dosha.manglik': 'timing.marriage',
  'match.partner': 'timing.marriage',
  'match.sign': 'timing.marriage',
  'dosha.sadeSati': 'sadeSati.when',
  'dasha.current': 'dasha.next',
  'transit.planet': 'transit.period',
};

function followup(c: Ctx, kind: 'followup.when' | 'followup.why' | 'followup.nextYear'): void {
  const { p, w } = c;
  const prev = c.ask.previous;
  const usable = prev && !prev.kind.startsWith('followup.') ? prev : null;
  if (kind === 'followup.when') {
    const to = usable
      ? usable.kind.startsWith('timing.')
        ? usable.kind
        : WHEN_OF[usable.kind]
      : undefined;
    if (!usable || !to) return void w.say(p.followup.askWhen);
    return write({ ...c, slots: { ...usable.slots, year: null }, ask: { ...c.ask, kind: to } }, to);
  }
  if (kind === 'followup.why') {
    if (!usable) return void w.say(p.followup.askWhy);
    if (!OPEN_KINDS[usable.kind] && !hasChart(c)) return needBirth(c, usable.kind);
    w.say(p.followup.why).para();
    w.skip = 1;
    return write({ ...c, slots: usable.slots, ask: { ...c.ask, kind: usable.kind } }, usable.kind);
  }
  if (!usable) return void w.say(p.followup.askNextYear);
  const year = c.now.getUTCFullYear() + 1;
  const to: QuestionKind = usable.kind.startsWith('timing.')
    ? usable.kind
    : (WHEN_OF[usable.kind] ?? 'horoscope.year');
  w.say(p.followup.nextYear, { year }).para();
  write({ ...c, slots: { ...usable.slots, year, month: null }, ask: { ...c.ask, kind: to } }, to);
}

/** What a chart kind would be read from, said after asking for the birth details. */
function noChartNote(p: AnswerPack, kind: QuestionKind): string | null {
  const [group, name] = kind.split('.') as [string, string];
  if (group === 'area') return p.area[name as AreaName].basis;
  if (group === 'remedy') return p.remedy.caution;
  if (group === 'lucky') return p.lucky.numberRule;
  const notes: Partial<Record<QuestionKind, string>> = {
    'dosha.manglik': p.manglik.why,
    'dosha.kaalSarp': p.kaalSarp.note,
    'dosha.pitra': p.pitra.basis,
    'dosha.sadeSati': p.terms.sadeSati,
    'sadeSati.when': p.terms.sadeSati,
    'dhaiya.when': p.dhaiya.advice,
    'dosha.list': p.terms.dosha,
    'yoga.check': p.terms.yoga,
    'yoga.list': p.terms.yoga,
    'chart.ascendant': p.terms.ascendant,
    'chart.moonSign': p.terms.rashi,
    'chart.nakshatra': p.terms.nakshatra,
    'chart.retrograde': p.terms.retrograde,
    'chart.house': p.terms.house,
    'chart.overview': p.terms.kundli,
  };
  if (group === 'dasha' || group === 'timing') return p.terms.dasha;
  return notes[kind] ?? null;
}

function needBirth(c: Ctx, kind: QuestionKind): void {
  c.w.say(c.p.common.needBirth);
  const note = noChartNote(c.p, kind);
  if (note) c.w.para().say(note);
}

function write(c: Ctx, kind: QuestionKind): void {
  if (kind === 'followup.when' || kind === 'followup.why' || kind === 'followup.nextYear')
    return followup(c, kind);
  const open = OPEN_KINDS[kind];
  if (open) return open(c);
  if (!hasChart(c)) return needBirth(c, kind);
  if (kind.startsWith('timing.')) return life.timing(c, kind.slice(7) as TimingArea);
  if (kind.startsWith('area.')) return life.area(c, kind.slice(5) as AreaName);
  const handler = CHART_KINDS[kind]!;
  if (c.slots.relation) return life.relationAnswer(c);
  handler(c);
}

/** The answer to one kind of question. Pure: "now" is facts.generatedAt. */
export function answerKind(ask: KindAsk): KindAnswer {
  const c = makeCtx(ask);
  write(c, ask.kind);
  return { text: c.w.text(), suggestions: suggestionsFor(ask.kind, ask.lang) };
}

/** A natural question of this kind in the language (for clarifications and suggestions). */
export function kindSample(kind: QuestionKind, lang: AnswerLanguage): string {
  return PACKS[lang].samples[kind];
}

/** One clarifying question, with the candidates' sample questions as suggestions. */
export function clarifyAnswer(
  candidates: readonly QuestionKind[],
  lang: AnswerLanguage,
): KindAnswer {
  const p = PACKS[lang];
  const samples = candidates.slice(0, 4).map((k) => p.samples[k]);
  const w = new Writer(lexSep(lang)).say(p.clarify);
  w.lines(samples);
  return { text: w.text(), suggestions: samples };
}

/** "I didn't understand", with three sample questions. */
export function notUnderstood(lang: AnswerLanguage): KindAnswer {
  const p = PACKS[lang];
  const samples = (['chart.overview', 'timing.marriage', 'horoscope.today'] as const).map(
    (k) => p.samples[k],
  );
  const w = new Writer(lexSep(lang)).say(p.notUnderstood);
  w.lines(samples);
  return { text: w.text(), suggestions: samples };
}

const lexSep = (lang: AnswerLanguage) => (lang === 'ja' ? '' : ' ');
