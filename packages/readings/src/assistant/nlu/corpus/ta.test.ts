import { describe, expect, it } from 'vitest';
import { QUESTION_KINDS, isQuestionKind } from '../../kinds.ts';
import bank from '../../bank/ta.ts';
import corpus from './ta.ts';

const norm = (s: string): string => s.trim().toLowerCase();
const SPECIAL_LABELS = new Set([
  'crisis:self_harm',
  'crisis:abuse',
  'crisis:medical',
  'nonsense',
  'ordinarySad',
]);

describe('Tamil corpus', () => {
  it('has every kind with at least 25 non-empty utterances', () => {
    for (const kind of QUESTION_KINDS) {
      const utterances = corpus[kind];
      expect(utterances, kind).toBeDefined();
      expect(utterances.length, kind).toBeGreaterThanOrEqual(25);
      for (const u of utterances) expect(u.trim(), kind).not.toBe('');
    }
    expect(Object.keys(corpus).sort()).toEqual([...QUESTION_KINDS].sort());
  });

  it('has no duplicate utterance within or across kinds', () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const kind of QUESTION_KINDS) {
      for (const u of corpus[kind]) {
        const key = norm(u);
        const first = seen.get(key);
        if (first !== undefined) dups.push(`${first} / ${kind}: ${u}`);
        seen.set(key, kind);
      }
    }
    expect(dups).toEqual([]);
  });
});

describe('Tamil question bank', () => {
  const corpusKeys = new Set(QUESTION_KINDS.flatMap((k) => corpus[k].map(norm)));

  it('labels every question with a kind or a special label', () => {
    for (const { q, label } of bank) {
      expect(q.trim(), label).not.toBe('');
      expect(isQuestionKind(label) || SPECIAL_LABELS.has(label), `${label}: ${q}`).toBe(true);
    }
  });

  it('covers at least 50 kinds, all groups, and the special labels', () => {
    const labelled = bank.map((b) => b.label).filter(isQuestionKind);
    expect(labelled.length).toBeGreaterThanOrEqual(54);
    const kinds = new Set(labelled);
    expect(kinds.size).toBeGreaterThanOrEqual(50);
    const groups = new Set([...kinds].map((k) => k.split('.')[0]));
    const allGroups = new Set(QUESTION_KINDS.map((k) => k.split('.')[0]));
    expect([...allGroups].filter((g) => !groups.has(g))).toEqual([]);
    const count = (label: string): number => bank.filter((b) => b.label === label).length;
    expect(count('crisis:self_harm') + count('crisis:abuse') + count('crisis:medical')).toBe(8);
    expect(count('crisis:abuse')).toBeGreaterThanOrEqual(2);
    expect(count('crisis:medical')).toBeGreaterThanOrEqual(1);
    expect(count('ordinarySad')).toBe(2);
    expect(count('nonsense')).toBe(2);
  });

  it('has at least 4 indirect crisis questions', () => {
    const indirect = bank.filter((b) => b.label.startsWith('crisis:') && b.indirect === true);
    expect(indirect.length).toBeGreaterThanOrEqual(4);
  });

  it('never repeats a corpus utterance or itself', () => {
    const qs = bank.map((b) => norm(b.q));
    expect(qs.filter((q) => corpusKeys.has(q))).toEqual([]);
    expect(new Set(qs).size).toBe(qs.length);
  });
});
