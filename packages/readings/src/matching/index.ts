export { MATCH_DOSHA_BANKS } from './banks.ts';
export type { MatchDoshaBank, BhakootRelation } from './bank.ts';
export { matchDoshaTexts, adjustedTotalNote, type MatchDoshaText } from './dosha-texts.ts';
