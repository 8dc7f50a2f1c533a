import { describe, expect, it } from 'vitest';
import bank from '../../bank/mr.ts';
import { QUESTION_KINDS, isQuestionKind } from '../../kinds.ts';
import { detectCrisis } from '../../safety/index.ts';
import corpus from './mr.ts';

const key = (s: string) => s.trim().toLowerCase();
const SPECIAL_LABELS = new Set([
  'crisis:self_harm',
  'crisis:abuse',
  'crisis:medical',
  'nonsense',
  'ordinarySad',
]);

describe('Marathi corpus', () => {
  it('has every kind with at least 25 non-empty utterances', () => {
    for (const kind of QUESTION_KINDS) {
      const utterances = corpus[kind];
      expect(utterances, kind).toBeDefined();
      expect(utterances.length, kind).toBeGreaterThanOrEqual(25);
      for (const u of utterances) expect(u.trim(), kind).not.toBe('');
    }
    expect(Object.keys(corpus).sort()).toEqual([...QUESTION_KINDS].sort());
  });

  it('has no duplicate within or across kinds (case-insensitive)', () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const kind of QUESTION_KINDS) {
      for (const u of corpus[kind]) {
        const prev = seen.get(key(u));
        if (prev !== undefined) dups.push(`${prev} / ${kind}: ${u}`);
        seen.set(key(u), kind);
      }
    }
    expect(dups).toEqual([]);
  });

  it('holds no utterance the safety layer takes for a crisis', () => {
    const flagged = QUESTION_KINDS.flatMap((kind) =>
      corpus[kind].filter((u) => detectCrisis(u) !== null).map((u) => `${kind}: ${u}`),
    );
    expect(flagged).toEqual([]);
  });
});

describe('Marathi question bank', () => {
  it('uses only valid labels', () => {
    for (const b of bank) {
      expect(isQuestionKind(b.label) || SPECIAL_LABELS.has(b.label), b.q).toBe(true);
    }
  });

  it('has 54 or more kind questions covering at least 50 kinds', () => {
    const kinds = bank.filter((b) => isQuestionKind(b.label));
    expect(kinds.length).toBeGreaterThanOrEqual(54);
    expect(new Set(kinds.map((b) => b.label)).size).toBeGreaterThanOrEqual(50);
  });

  it('has crisis, ordinary-sad and nonsense questions in the required numbers', () => {
    const crisis = bank.filter((b) => b.label.startsWith('crisis:'));
    const count = (label: string) => bank.filter((b) => b.label === label).length;
    expect(crisis.length).toBeGreaterThanOrEqual(8);
    expect(crisis.filter((b) => b.indirect === true).length).toBeGreaterThanOrEqual(4);
    expect(count('crisis:self_harm')).toBeGreaterThanOrEqual(3);
    expect(count('crisis:abuse')).toBeGreaterThanOrEqual(2);
    expect(count('crisis:medical')).toBeGreaterThanOrEqual(1);
    expect(count('ordinarySad')).toBeGreaterThanOrEqual(2);
    expect(count('nonsense')).toBeGreaterThanOrEqual(2);
  });

  it('repeats no corpus utterance and no question of its own', () => {
    const inCorpus = new Set(QUESTION_KINDS.flatMap((k) => corpus[k].map(key)));
    const questions = bank.map((b) => key(b.q));
    expect(questions.filter((q) => inCorpus.has(q))).toEqual([]);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('gives slots only to kind questions, with values in range', () => {
    for (const b of bank) {
      if (!b.slots) continue;
      expect(isQuestionKind(b.label), b.q).toBe(true);
      const { house, signIndex, month, year } = b.slots;
      if (house != null) expect(house >= 1 && house <= 12, b.q).toBe(true);
      if (signIndex != null) expect(signIndex >= 0 && signIndex <= 11, b.q).toBe(true);
      if (month != null) expect(month >= 1 && month <= 12 && year != null, b.q).toBe(true);
      if (year != null) expect(year >= 2000 && year <= 2100, b.q).toBe(true);
    }
  });
});
