import { describe, expect, it } from 'vitest';
import bank from '../../bank/ja.ts';
import { QUESTION_KINDS, isQuestionKind } from '../../kinds.ts';
import corpus from './ja.ts';

const norm = (text: string): string => text.trim().toLowerCase();
const OTHER_LABELS = new Set([
  'crisis:self_harm',
  'crisis:abuse',
  'crisis:medical',
  'nonsense',
  'ordinarySad',
]);

describe('Japanese corpus', () => {
  it('has every kind with at least 25 non-empty utterances', () => {
    for (const kind of QUESTION_KINDS) {
      const utterances = corpus[kind];
      expect(utterances, kind).toBeDefined();
      expect(utterances.length, kind).toBeGreaterThanOrEqual(25);
      for (const text of utterances) expect(norm(text), kind).not.toBe('');
    }
    expect(Object.keys(corpus).sort()).toEqual([...QUESTION_KINDS].sort());
  });

  it('has no duplicate utterance within or across kinds', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const kind of QUESTION_KINDS) {
      for (const text of corpus[kind]) {
        const key = norm(text);
        const first = seen.get(key);
        if (first !== undefined) clashes.push(`${first} / ${kind}: ${text}`);
        seen.set(key, kind);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('Japanese question bank', () => {
  const corpusTexts = new Set(QUESTION_KINDS.flatMap((kind) => corpus[kind].map(norm)));

  it('has only valid labels and no question copied from the corpus', () => {
    for (const { q, label } of bank) {
      expect(isQuestionKind(label) || OTHER_LABELS.has(label), `${label}: ${q}`).toBe(true);
      expect(corpusTexts.has(norm(q)), q).toBe(false);
    }
    expect(new Set(bank.map(({ q }) => norm(q))).size).toBe(bank.length);
  });

  it('covers at least 50 kinds with 54 labelled questions', () => {
    const labelled = bank.filter(({ label }) => isQuestionKind(label));
    expect(labelled.length).toBeGreaterThanOrEqual(54);
    expect(new Set(labelled.map(({ label }) => label)).size).toBeGreaterThanOrEqual(50);
  });

  it('has crisis, ordinary-sad and nonsense questions', () => {
    const crisis = bank.filter(({ label }) => label.startsWith('crisis:'));
    expect(crisis.length).toBeGreaterThanOrEqual(8);
    expect(crisis.filter(({ indirect }) => indirect === true).length).toBeGreaterThanOrEqual(4);
    expect(crisis.filter(({ label }) => label === 'crisis:abuse').length).toBeGreaterThanOrEqual(2);
    expect(crisis.filter(({ label }) => label === 'crisis:medical').length).toBeGreaterThanOrEqual(
      1,
    );
    expect(bank.filter(({ label }) => label === 'ordinarySad').length).toBeGreaterThanOrEqual(2);
    expect(bank.filter(({ label }) => label === 'nonsense').length).toBeGreaterThanOrEqual(2);
  });
});
