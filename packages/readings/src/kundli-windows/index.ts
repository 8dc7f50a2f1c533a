/** Issue 14's additions to the kundli: weighed sections, dated windows, Dhaiya, yoga reasons. */
export {
  ChartReader,
  slowStaysAround,
  HORIZON_MS,
  type SlowStays,
  type WindowsInput,
} from './context.ts';
export {
  assessSection,
  sectionFocus,
  YOGA_SECTION,
  type SectionAssessment,
  type Point,
} from './assess.ts';
export { sectionWindows, periodTone, type KundliWindow, type WindowKind } from './windows.ts';
export { sectionAddition, type SectionAddition } from './write.ts';
export { dhaiyaText, type DhaiyaText } from './dhaiya.ts';
export { yogaReasonText, yogaReasons } from './yoga-reasons.ts';
export { windowDate, localDay } from './dates.ts';
export { WINDOW_BANKS } from './banks/index.ts';
export type { KundliWindowsBank, Verdict, YogaGradeName, PeriodTone } from './bank.ts';
