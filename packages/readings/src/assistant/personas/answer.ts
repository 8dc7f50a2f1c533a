/**
 * A persona's answer in its own discipline. Decide first (the numbers, the cards, the room and
 * its direction), then write with the language's phrase pack.
 */
import type { AnswerLanguage } from '../types.ts';
import { answerNumerology } from './numerology-answer.ts';
import { PERSONA_PACKS } from './packs/index.ts';
import { answerTarot } from './tarot-answer.ts';
import { isConversationKind, isReadingKind } from './topic.ts';
import type { OwnDiscipline, PersonaAnswer, PersonaAsk, PersonaPack } from './types.ts';
import { answerVastu } from './vastu-answer.ts';
import { recogniseVastu } from './vastu.ts';

export function packFor(lang: AnswerLanguage): PersonaPack {
  return PERSONA_PACKS[lang];
}

/**
 * A Vastu question names a room or a direction; the classifier may file it under any kind
 * ("where should my kitchen be" is no life-area question), so the words decide.
 */
function namesVastu(ask: PersonaAsk, pack: PersonaPack): boolean {
  const found = recogniseVastu(ask.question, pack.vastu, ask.lang);
  return found.room !== null || found.direction !== null;
}

/** The question asks for the persona's own method by name (or names a room, for Vastu). */
function asksForDiscipline(ask: PersonaAsk, pack: PersonaPack): boolean {
  if (ask.discipline === 'vastu') return namesVastu(ask, pack);
  if (ask.discipline !== 'numerology' && ask.discipline !== 'tarot') return false;
  const q = ask.question.toLowerCase();
  return pack.askWords[ask.discipline].some((w) => q.includes(w));
}

/** Paragraphs joined by a blank line, empty ones dropped. */
export function paragraphs(parts: readonly (string | null | undefined)[]): string {
  return parts.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
}

function suggestionsFor(pack: PersonaPack, d: OwnDiscipline): string[] {
  return [...pack.suggestions[d]];
}

/** Palmistry and face reading: a real reading needs a look; the chart follows meanwhile. */
function answerLook(ask: PersonaAsk, d: 'palmistry' | 'face-reading'): PersonaAnswer {
  const pack = packFor(ask.lang);
  const link = ask.slug ? `/astroProfile/${ask.slug}` : '/chat';
  return {
    text: paragraphs([pack.opening[d](ask.persona.name), pack.look[d](link), pack.look.meanwhile]),
    suggestions: suggestionsFor(pack, d),
    vedicFollows: true,
  };
}

/** Life coach and psychologist: a practical, caring frame; never a diagnosis. */
function answerCare(ask: PersonaAsk, d: 'life-coach' | 'psychologist'): PersonaAnswer {
  const pack = packFor(ask.lang);
  return {
    text: paragraphs([pack.opening[d](ask.persona.name), pack.care[d], pack.care.meanwhile]),
    suggestions: suggestionsFor(pack, d),
    vedicFollows: true,
  };
}

/**
 * The persona's answer, or null to answer as Vedic with the persona's greeting line: for Vedic
 * personas, and for questions that are not about the asker's life (greetings, the product,
 * referrals, guarded questions, chart facts, panchang), which the engine answers.
 */
export function personaAnswer(ask: PersonaAsk): PersonaAnswer | null {
  if (ask.discipline === 'vedic' || isConversationKind(ask.kind)) return null;
  const pack = packFor(ask.lang);
  if (!isReadingKind(ask.kind) && !asksForDiscipline(ask, pack)) return null;
  switch (ask.discipline) {
    case 'numerology':
      return { ...answerNumerology(ask, pack), suggestions: suggestionsFor(pack, 'numerology') };
    case 'tarot':
      return { ...answerTarot(ask, pack), suggestions: suggestionsFor(pack, 'tarot') };
    case 'vastu':
      return { ...answerVastu(ask, pack), suggestions: suggestionsFor(pack, 'vastu') };
    case 'palmistry':
    case 'face-reading':
      return answerLook(ask, ask.discipline);
    case 'life-coach':
    case 'psychologist':
      return answerCare(ask, ask.discipline);
  }
}
