/** The kind answers: one computed answer per question kind, in the eight answer languages. */
export { answerKind, clarifyAnswer, kindSample, notUnderstood } from './answer.ts';
export type { KindAnswer, KindAsk, Referral } from './core.ts';
export { warmAnswers } from './warm.ts';
export { PACKS, type AnswerPack } from './packs/index.ts';
