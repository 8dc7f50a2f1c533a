/**
 * The built-in astrology assistant: chart facts, question understanding in eight languages,
 * chart-grounded answers with follow-up suggestions, and the token stream. Pure apart from the
 * classifier’s model cache (nlu/classifier.ts).
 */
export * from './types.ts';
export {
  buildAssistantFacts,
  houseFromSign,
  TIMING_HORIZON_YEARS,
  type BirthInput,
} from './facts.ts';
export { detectLanguage, scriptCounts, type DetectedLanguage } from './language.ts';
export { houseScore, formatMonth, warmAssistant } from './scoring.ts';
export { streamTokens } from './tokens.ts';
export * from './safety/index.ts';
export * from './kinds.ts';
export {
  understand,
  ANSWER_MIN_SCORE,
  UNKNOWN_MAX_SCORE,
  type Understanding,
  type UnderstandingStatus,
  type PreviousQuestion,
} from './nlu/understand.ts';
export {
  classifierFor,
  setClassifierCacheDir,
  trainingExamples,
  warmClassifiers,
} from './nlu/registry.ts';
export { readSlots } from './nlu/slots.ts';
export { buildAnswer, type AskInput, type BuiltAnswer } from './answer.ts';
export {
  answerKind,
  clarifyAnswer,
  kindSample,
  notUnderstood,
  warmAnswers,
  type KindAnswer,
  type KindAsk,
  type Referral,
} from './answers/index.ts';
export { disciplineOf, type Discipline } from './personas/index.ts';
export { LEXICONS, lexiconFor, type Lexicon } from './lexicon/index.ts';
