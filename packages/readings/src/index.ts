/**
 * @nakshatra/readings: turns charts and transits from @nakshatra/astro into text in the seven
 * interface languages. Pure: no clock (every "now" is an argument), no environment, and no I/O
 * apart from the assistant's trained classifier models, kept in a cache folder.
 * Everything it writes is plain text.
 */
export { LANGS, isLang, type Lang } from './lang.ts';
export {
  horoscope,
  periodBounds,
  dayNumber,
  SIGN_IDS,
  PERIODS,
  type SignId,
  type Period,
  type HoroscopeReading,
  type HoroscopeTransit,
  type HoroscopeFactor,
  type HoroscopeVerdict,
  type HoroscopeEvent,
  type HoroscopeDrishti,
} from './horoscope.ts';
export {
  kundliSections,
  kundliReport,
  KUNDLI_SECTIONS,
  type KundliSection,
  type KundliTextInput,
  type KundliReport,
} from './kundli.ts';
export {
  dhaiyaText,
  yogaReasons,
  yogaReasonText,
  slowStaysAround,
  type DhaiyaText,
  type KundliWindow,
  type SlowStays,
} from './kundli-windows/index.ts';
export {
  yogaTexts,
  doshaTexts,
  sadeSatiPhases,
  mergeSadeSati,
  matchingTexts,
  panchangNames,
  type YogaText,
  type DoshaText,
  type SadeSatiPhaseText,
  type KootaText,
  type MatchingText,
  type PanchangNames,
} from './explain.ts';
export {
  matchDoshaTexts,
  adjustedTotalNote,
  MATCH_DOSHA_BANKS,
  type MatchDoshaText,
  type MatchDoshaBank,
} from './matching/index.ts';
export { packFor, planetInText, PACKS } from './packs/index.ts';
export { SECTIONS, type Section, type LanguagePack } from './pack.ts';
export { formatDate, formatDegrees } from './format.ts';
export { hash32, deckPick } from './text.ts';
export * from './assistant/index.ts';
export { personalReading, type PersonalInput, type PersonalReading } from './gochara/personal.ts';
