/**
 * The labelled question bank, run through the assistant as the server runs a question
 * (understand, then answer) for the reference chart. The figures `npm run bench chat` prints are
 * asserted here as floors, and the facts the answers state are checked against
 * @nakshatra/astro's own outputs (verified against published references in packages/astro).
 */
import { computeChart, runningDasha, vimshottari, type Graha } from '@nakshatra/astro';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAssistantFacts } from '../facts.ts';
import { isQuestionKind } from '../kinds.ts';
import { warmClassifiers } from '../nlu/registry.ts';
import { ANSWER_LANGUAGES } from '../types.ts';
import { measure, runQuestion, type BankRun } from './evaluate.ts';
import { isHeldOut, QUESTION_BANK } from './index.ts';

/*
 * Reference birth: 17 Sep 1950 11:00 IST, Vadnagar (23.78593 N, 72.63893 E), the assistant
 * tests' published chart: Scorpio lagna, Moon in Scorpio (Anuradha).
 */
const BIRTH = { utc: new Date('1950-09-17T05:30:00Z'), latDeg: 23.78593, lonDeg: 72.63893 };
const NOW = new Date('2026-11-24T06:00:00Z');
const chart = computeChart(BIRTH);
const moon = chart.planets.find((p) => p.body === 'Moon')!;
const periods = vimshottari(BIRTH.utc, moon.longitudeDeg, 2);
const [maha, antar] = runningDasha(periods, NOW);

const runs: BankRun[] = [];
const heldOut: BankRun[] = [];

beforeAll(async () => {
  await warmClassifiers();
  const facts = buildAssistantFacts(BIRTH, NOW);
  const context = { facts, birth: BIRTH, place: null };
  for (const lang of ANSWER_LANGUAGES) {
    for (const [i, q] of QUESTION_BANK[lang].entries()) {
      const run = await runQuestion(lang, q, context, NOW);
      runs.push(run);
      if (isHeldOut(i)) heldOut.push(run);
    }
  }
}, 240_000);

describe('the question bank', () => {
  it('holds at least 500 questions in the eight languages and 60 crisis phrasings, half indirect', () => {
    const all = ANSWER_LANGUAGES.flatMap((l) => QUESTION_BANK[l]);
    expect(all.length).toBeGreaterThanOrEqual(500);
    for (const l of ANSWER_LANGUAGES) expect(QUESTION_BANK[l].length).toBeGreaterThanOrEqual(50);
    const crisis = all.filter((q) => q.label.startsWith('crisis:'));
    expect(crisis.length).toBeGreaterThanOrEqual(60);
    expect(crisis.filter((q) => q.indirect).length * 2).toBeGreaterThanOrEqual(crisis.length);
    const kinds = new Set(all.map((q) => q.label).filter(isQuestionKind));
    expect(kinds.size).toBeGreaterThanOrEqual(70);
  });

  it('held-out fifth: at least 95 % of questions get their kind', () => {
    const m = measure(heldOut);
    expect(m.kindQuestions).toBeGreaterThanOrEqual(80);
    expect(m.kindCorrect / m.kindQuestions, m.misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('every crisis phrasing of the bank gets the safety answer; no ordinary question does', () => {
    const m = measure(runs);
    expect(m.crisisCaught, m.misses.join('\n')).toBe(m.crisisQuestions);
    expect(m.falseAlarms, m.misses.join('\n')).toBe(0);
    for (const r of runs.filter((x) => x.understanding.status === 'crisis')) {
      // Care and a helpline, never a chart.
      expect(r.text).toMatch(/14416|112|181/);
    }
  });

  it('keyboard mash is answered "I did not understand", and most word salad too', () => {
    const mash = runs.filter(
      (r) => r.question.label === 'nonsense' && !/\s\S+\s\S+\s/u.test(r.question.q.trim()),
    );
    expect(mash.length).toBeGreaterThanOrEqual(8);
    for (const r of mash) expect(r.understanding.status, r.question.q).toBe('unknown');
    const m = measure(runs);
    expect(m.nonsenseCaught / m.nonsenseQuestions, m.misses.join('\n')).toBeGreaterThanOrEqual(
      0.75,
    );
  });

  it('reads the slots a question names (planets, houses, signs, dates, relations ...)', () => {
    const m = measure(runs);
    expect(m.slotsCorrect / m.slotQuestions, m.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('fewer than 2 % of answers open with a paragraph another kind also opens with', () => {
    const m = measure(runs);
    expect(m.answers).toBeGreaterThan(400);
    expect(m.sharedOpenings / m.answers).toBeLessThan(0.02);
  });

  it('answers to "which dasha" state the running mahadasha and antardasha with their end years', () => {
    const asked = runs.filter(
      (r) => r.question.label === 'dasha.current' && r.understanding.kind === 'dasha.current',
    );
    expect(asked.length).toBeGreaterThanOrEqual(6);
    for (const r of asked) {
      expect(r.text).toContain(String(maha!.end.getUTCFullYear()));
      expect(r.text).toContain(String(antar!.end.getUTCFullYear()));
    }
  });

  it('answers to "when does my <planet> period start or end" give that mahadasha’s years', () => {
    const asked = runs.filter(
      (r) =>
        r.question.label === 'dasha.planet' &&
        r.understanding.kind === 'dasha.planet' &&
        r.understanding.slots.planet,
    );
    expect(asked.length).toBeGreaterThanOrEqual(5);
    for (const r of asked) {
      const planet = r.understanding.slots.planet as Graha;
      // Its mahadasha (past, running or to come) or its antardasha within the running one.
      const own = [...periods, ...(maha!.children ?? [])].filter((p) => p.lord === planet);
      const years = own.flatMap((p) => [p.start.getUTCFullYear(), p.end.getUTCFullYear()]);
      expect(
        years.some((y) => r.text.includes(String(y))),
        `${r.question.q}\n${r.text}`,
      ).toBe(true);
    }
  });
});
