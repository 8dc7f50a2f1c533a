/**
 * The built-in assistant's answer to an understood question: the safety answer in a crisis,
 * "I didn't understand" for nonsense, one clarifying question when two kinds fit, the persona's
 * own discipline (numerology, tarot, vastu ...) in an astrologer's style, and otherwise the
 * kind's computed answer. Pure and synchronous: the caller understood the question already
 * (./nlu/understand.ts), once, and streams the text afterwards.
 */
import {
  answerKind,
  clarifyAnswer,
  notUnderstood,
  type KindAnswer,
  type Referral,
} from './answers/index.ts';
import { houseFromSign, type BirthInput } from './facts.ts';
import type { QuestionKind } from './kinds.ts';
import { LEXICONS } from './lexicon/index.ts';
import type { Understanding } from './nlu/understand.ts';
import { disciplineOf, personaAnswer } from './personas/index.ts';
import { safetyAnswerFor } from './safety/index.ts';
import type { AnswerLanguage, AssistantFacts, Persona } from './types.ts';

export interface AskInput {
  question: string;
  understanding: Understanding;
  facts: AssistantFacts;
  birth: BirthInput | null;
  /** Where "today" is (panchang, Rahu Kaal): the profile's place; null: Ujjain. */
  place?: { latDeg: number; lonDeg: number; timezone: string } | null;
  /** An astrologer's style (/astrologerschat/:slug); null: the plain assistant. */
  persona?: (Persona & { slug?: string }) | null;
  /** The asker's name and local birth date ('YYYY-MM-DD'), for numerology. */
  asker?: { name: string | null; birthDate: string | null };
  horoscopeSignIndex?: number | null;
  dailyLimit?: number;
  questionsLeft?: number;
  /** Directory rows for a referral question (the server queries them). */
  referrals?: Referral[] | null;
  /** [0, 1) source for the tarot draw. */
  random?: () => number;
}

export interface BuiltAnswer {
  text: string;
  suggestions: string[];
  language: AnswerLanguage;
  /** What was answered: a kind, or 'clarify' / 'unknown' / 'safety:<category>'. */
  answered: QuestionKind | 'clarify' | 'unknown' | `safety:${string}`;
}

function kindAnswer(input: AskInput, kind: QuestionKind): KindAnswer {
  const u = input.understanding;
  return answerKind({
    kind,
    slots: u.slots,
    lang: u.language,
    facts: input.facts,
    birth: input.birth,
    place: input.place ?? null,
    previous: u.previous,
    horoscopeSignIndex: input.horoscopeSignIndex ?? null,
    dailyLimit: input.dailyLimit,
    questionsLeft: input.questionsLeft,
    referrals: input.referrals ?? null,
  });
}

/** In an astrologer's style: their discipline first; a Vedic reading after it when it needs one. */
function personaStyled(input: AskInput, persona: Persona & { slug?: string }, kind: QuestionKind) {
  const u = input.understanding;
  const discipline = disciplineOf(persona);
  const own = personaAnswer({
    persona,
    discipline,
    kind,
    slots: u.slots,
    lang: u.language,
    question: input.question,
    name: input.asker?.name ?? null,
    birthDate: input.asker?.birthDate ?? null,
    now: new Date(input.facts.generatedAt),
    random: input.random ?? Math.random,
    slug: persona.slug,
  });
  if (own && !own.vedicFollows) return own;
  const vedic = kindAnswer(input, kind);
  if (own) return { text: `${own.text}\n\n${vedic.text}`, suggestions: own.suggestions };
  const lex = LEXICONS[u.language];
  return {
    text: `${lex.persona.answer(persona.name, persona.skills, persona.exp)}\n\n${vedic.text}`,
    suggestions: vedic.suggestions,
  };
}

export function buildAnswer(input: AskInput): BuiltAnswer {
  const u = input.understanding;
  const language = u.language;
  if (u.status === 'crisis' && u.crisis) {
    const safe = safetyAnswerFor(u.crisis, language);
    return { ...safe, language, answered: `safety:${u.crisis}` };
  }
  if (u.status === 'unknown' || !u.kind) {
    return { ...notUnderstood(language), language, answered: 'unknown' };
  }
  if (u.status === 'clarify') {
    return { ...clarifyAnswer(u.candidates, language), language, answered: 'clarify' };
  }
  const built = input.persona
    ? personaStyled(input, input.persona, u.kind)
    : kindAnswer(input, u.kind);
  return {
    text: withHoroscopeDay(input, u.kind, built.text),
    suggestions: notTheQuestion(built.suggestions, input.question),
    language,
    answered: u.kind,
  };
}

const bare = (s: string) => s.toLowerCase().replace(/[\s\p{P}]+/gu, '');

/** A suggestion is a next question: never the one just asked. */
function notTheQuestion(suggestions: readonly string[], question: string): string[] {
  const asked = bare(question);
  return suggestions.filter((s) => bare(s) !== asked);
}

/**
 * Asked from a horoscope page's panel: after the answer, a line on that sign's day (the Moon's
 * house from the sign today), unless the question was about the day itself.
 */
function withHoroscopeDay(input: AskInput, kind: QuestionKind, text: string): string {
  const sign = input.horoscopeSignIndex ?? null;
  if (sign === null || kind.startsWith('horoscope.')) return text;
  const lex = LEXICONS[input.understanding.language];
  const moon = input.facts.transits.planets.find((p) => p.body === 'Moon')!;
  const house = houseFromSign(sign, moon.signIndex);
  return `${text}\n\n${lex.horoscope.context(lex.signs[sign]!, house)}`;
}
