/**
 * The weighing and the windows of a section as text: the strong points, the weak points and
 * the verdict (decided in assess.ts before any phrase is chosen), a sentence for each yoga the
 * section owns, then the dated windows as a paragraph of their own.
 */
import type { Graha, YogaResult } from '@nakshatra/astro';
import type { KundliSection } from '../kundli.ts';
import type { YogaId } from '../pack.ts';
import { capitalize, fill, joinSentences } from '../text.ts';
import { assessSection, type Point, type SectionAssessment } from './assess.ts';
import type { ChartReader } from './context.ts';
import { sectionWindows, type KundliWindow } from './windows.ts';

/** At most this many points of each kind are written (all of them count in the verdict). */
const MAX_POINTS = 5;

export interface SectionAddition {
  assessment: SectionAssessment;
  windows: KundliWindow[];
  /** Strong and weak points, verdict and yoga sentences (one paragraph). */
  weighing: string;
  /** The dated windows (one paragraph). */
  windowsText: string;
}

function pointsSentence(r: ChartReader, template: string, points: readonly Point[]): string[] {
  if (points.length === 0) return [];
  const list = points
    .slice(0, MAX_POINTS)
    .map((p) => p.text)
    .join(r.bank.separator);
  return [fill(template, { points: list })];
}

/** "Hamsa Yoga, strong in your chart, is formed by Jupiter in your 4th house: ..." */
function yogaSentence(r: ChartReader, section: KundliSection, y: YogaResult): string {
  const placements = y.involves
    .filter((b): b is Graha => r.chart.planets.some((p) => p.body === b))
    .map((g) => fill(r.bank.placement, { planet: r.planet(g), house: r.ord(r.houseOf(g)) }));
  return fill(r.bank.yogaLine, {
    yoga: r.pack.names.yogas[y.id as YogaId],
    grade: r.bank.grades[y.grade!],
    placements: r.pack.list(placements),
    effect: r.bank.yogaEffects[y.id as YogaId],
    area: r.bank.areas[section],
  });
}

function paragraph(sentences: readonly string[]): string {
  return joinSentences(sentences.map(capitalize));
}

/** A lead and its paragraph: a space, except after a full-width colon (Japanese). */
function joinLead(lead: string, text: string): string {
  return /[：]$/u.test(lead) ? `${lead}${text}` : `${lead} ${text}`;
}

/** What issue 14 adds to a section: weighing, verdict, yogas and windows. */
export function sectionAddition(r: ChartReader, section: KundliSection): SectionAddition {
  const assessment = assessSection(r, section);
  const b = r.bank;
  const weighing = paragraph([
    ...pointsSentence(r, b.strengths, assessment.strengths),
    ...pointsSentence(r, b.weaknesses, assessment.weaknesses),
    fill(b.verdicts[assessment.verdict], { area: b.areas[section] }),
    ...assessment.yogas.map((y) => yogaSentence(r, section, y)),
  ]);
  const windows = sectionWindows(r, section);
  const range = { from: r.date(r.input.now), to: r.date(r.horizonEnd) };
  const windowsText =
    windows.length === 0
      ? paragraph([fill(b.windowsNone, range)])
      : joinLead(fill(b.windowsLead, range), paragraph(windows.map((w) => w.text)));
  return { assessment, windows, weighing, windowsText };
}
