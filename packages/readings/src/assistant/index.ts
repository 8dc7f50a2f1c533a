/**
 * The built-in astrology assistant: chart facts, question understanding in eight languages,
 * chart-grounded answers with follow-up suggestions, and the token stream. Pure, no I/O.
 */
export * from './types.ts';
export {
  buildAssistantFacts,
  houseFromSign,
  TIMING_HORIZON_YEARS,
  type BirthInput,
} from './facts.ts';
export { detectLanguage, scriptCounts, type DetectedLanguage } from './language.ts';
export { detectIntent, recognise, normalizeQuestion } from './intent.ts';
export {
  answerQuestion,
  lexiconFor,
  houseScore,
  formatMonth,
  warmAssistant,
  TOPIC_CONFIG,
} from './compose.ts';
export { streamTokens } from './tokens.ts';
export * from './safety/index.ts';
export { LEXICONS, type Lexicon } from './lexicon/index.ts';
