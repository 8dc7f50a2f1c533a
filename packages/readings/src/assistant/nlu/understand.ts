/**
 * Understanding a question, once, before anything answers it: its language, whether the person
 * is in danger (the safety layer runs first, always), its kind and slots, and, for a follow-up,
 * the conversation's previous question.
 */
import { EMPTY_SLOTS, type QuestionKind, type Slots } from '../kinds.ts';
import { detectLanguage } from '../language.ts';
import { detectCrisis } from '../safety/index.ts';
import type { SafetyCategory } from '../safety/types.ts';
import type { AnswerLanguage, ChatTurn } from '../types.ts';
import type { Classification } from './classifier.ts';
import { classifierFor } from './registry.ts';
import { withSlotMarkers } from './markers.ts';
import { readSlots } from './slots.ts';

/**
 * - answer: the kind is clear;
 * - clarify: two or more kinds fit about as well: ask which one, with suggestions;
 * - unknown: nothing in the question is known (keyboard mash, unrelated words);
 * - crisis: the safety answer, nothing else.
 */
export type UnderstandingStatus = 'answer' | 'clarify' | 'unknown' | 'crisis';

export interface PreviousQuestion {
  kind: QuestionKind;
  slots: Slots;
}

export interface Understanding {
  language: AnswerLanguage;
  /** False when nothing in the text decided the language (the interface language was used). */
  languageConfident: boolean;
  status: UnderstandingStatus;
  crisis: SafetyCategory | null;
  /** The kind answered (status 'answer'), else the best guess or null. */
  kind: QuestionKind | null;
  /** The classifier's score of `kind`, 0-1. */
  score: number;
  /** For 'clarify': the kinds to offer, best first. */
  candidates: QuestionKind[];
  slots: Slots;
  /** The conversation's last answered question, for follow-ups ("and when?"). */
  previous: PreviousQuestion | null;
}

/** Below this the best kind is not trusted on its own (NLP.js scores sum to at most 1). */
export const ANSWER_MIN_SCORE = 0.5;
/** Below this for the best kind, nothing is known about the question. */
export const UNKNOWN_MAX_SCORE = 0.2;
/** A clarification offers the kinds scoring at least this. */
const CANDIDATE_MIN_SCORE = 0.08;

const FOLLOW_UPS: ReadonlySet<QuestionKind> = new Set([
  'followup.when',
  'followup.why',
  'followup.nextYear',
]);
/** Kinds that carry no topic a follow-up could continue. */
const NOT_A_TOPIC: ReadonlySet<QuestionKind> = new Set([
  ...FOLLOW_UPS,
  'smalltalk.hello',
  'smalltalk.thanks',
  'smalltalk.howAreYou',
  'smalltalk.bye',
  'outOfScope',
  'product.about',
  'product.quota',
]);

interface Options {
  history?: readonly ChatTurn[];
  /** The interface language, used only when the question does not tell. */
  hint?: AnswerLanguage;
  now: Date;
}

/**
 * Keyboard mash and word salad: no word the corpus knows, fewer than half the words known, or
 * under 70 % known with at most one word that points to a kind. Measured on the question bank:
 * no real question of any language falls under this rule.
 */
function looksLikeNonsense({ words, known, informative }: Classification['evidence']): boolean {
  if (known === 0) return true;
  const share = known / words;
  return share < 0.5 || (share < 0.7 && informative <= 1);
}

function verdict({ guesses, evidence }: Classification): {
  status: UnderstandingStatus;
  kind: QuestionKind | null;
  score: number;
  candidates: QuestionKind[];
} {
  const best = guesses[0];
  if (!best || best.score < UNKNOWN_MAX_SCORE || looksLikeNonsense(evidence)) {
    return { status: 'unknown', kind: best?.kind ?? null, score: best?.score ?? 0, candidates: [] };
  }
  if (best.score >= ANSWER_MIN_SCORE) {
    return { status: 'answer', kind: best.kind, score: best.score, candidates: [] };
  }
  const candidates = guesses
    .filter((g) => g.score >= CANDIDATE_MIN_SCORE)
    .slice(0, 3)
    .map((g) => g.kind);
  return {
    status: candidates.length > 1 ? 'clarify' : 'answer',
    kind: best.kind,
    score: best.score,
    candidates: candidates.length > 1 ? candidates : [],
  };
}

/** The most recent earlier question (up to three back) with a topic a follow-up can continue. */
async function previousQuestion(
  history: readonly ChatTurn[],
  hint: AnswerLanguage | undefined,
  now: Date,
): Promise<PreviousQuestion | null> {
  const asked = history
    .filter((t) => t.role === 'user')
    .slice(-3)
    .reverse();
  for (const turn of asked) {
    const { lang } = detectLanguage(turn.text, hint);
    const slots = readSlots(turn.text, lang, now);
    const classifier = await classifierFor(lang);
    const v = verdict(await classifier.classify(withSlotMarkers(turn.text, lang, slots)));
    if (v.status === 'answer' && v.kind && !NOT_A_TOPIC.has(v.kind)) return { kind: v.kind, slots };
  }
  return null;
}

/**
 * Reads a question. Crisis first: a question in danger is never classified further.
 */
export async function understand(question: string, options: Options): Promise<Understanding> {
  const { lang, confident } = detectLanguage(question, options.hint);
  const crisis = detectCrisis(question);
  const base = { language: lang, languageConfident: confident, crisis, previous: null };
  if (crisis) {
    return { ...base, status: 'crisis', kind: null, score: 1, candidates: [], slots: EMPTY_SLOTS };
  }
  const slots = readSlots(question, lang, options.now);
  const classifier = await classifierFor(lang);
  const v = verdict(await classifier.classify(withSlotMarkers(question, lang, slots)));
  const previous = await previousQuestion(options.history ?? [], options.hint, options.now);
  return { ...base, ...v, slots, previous };
}
