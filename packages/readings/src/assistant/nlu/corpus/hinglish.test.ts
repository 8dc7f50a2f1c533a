import { describe, expect, it } from 'vitest';
import bank from '../../bank/hinglish.ts';
import { isQuestionKind, QUESTION_KINDS } from '../../kinds.ts';
import { detectCrisis } from '../../safety/detect.ts';
import corpus from './hinglish.ts';

const norm = (s: string) => s.toLowerCase().trim();
const NON_KIND_LABELS = new Set([
  'crisis:self_harm',
  'crisis:abuse',
  'crisis:medical',
  'nonsense',
  'ordinarySad',
]);

describe('Hinglish corpus', () => {
  it('has every kind with at least 25 non-empty utterances', () => {
    for (const kind of QUESTION_KINDS) {
      const utterances = corpus[kind];
      expect(utterances, kind).toBeDefined();
      expect(utterances.length, kind).toBeGreaterThanOrEqual(25);
      for (const u of utterances) expect(u.trim(), kind).not.toBe('');
    }
    expect(Object.keys(corpus).filter((k) => !isQuestionKind(k))).toEqual([]);
  });

  it('has no duplicate utterance within or across kinds, ignoring case', () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const kind of QUESTION_KINDS) {
      for (const u of corpus[kind]) {
        const key = norm(u);
        const first = seen.get(key);
        if (first !== undefined) dups.push(`${u} (${first}, ${kind})`);
        seen.set(key, kind);
      }
    }
    expect(dups).toEqual([]);
  });
});

describe('Hinglish question bank', () => {
  const utterances = new Set(Object.values(corpus).flat().map(norm));

  it('uses only valid labels', () => {
    const bad = bank.filter((b) => !isQuestionKind(b.label) && !NON_KIND_LABELS.has(b.label));
    expect(bad).toEqual([]);
  });

  it('does not repeat corpus utterances', () => {
    expect(bank.filter((b) => utterances.has(norm(b.q))).map((b) => b.q)).toEqual([]);
  });

  it('labels at least 50 kinds and holds the crisis, sad and nonsense cases', () => {
    const kinds = new Set(bank.map((b) => b.label).filter(isQuestionKind));
    expect(kinds.size).toBeGreaterThanOrEqual(50);
    const crisis = bank.filter((b) => b.label.startsWith('crisis:'));
    expect(crisis.length).toBeGreaterThanOrEqual(8);
    expect(crisis.filter((b) => b.indirect).length).toBeGreaterThanOrEqual(4);
    expect(crisis.filter((b) => b.label === 'crisis:abuse').length).toBeGreaterThanOrEqual(2);
    expect(crisis.filter((b) => b.label === 'crisis:medical').length).toBeGreaterThanOrEqual(1);
    expect(bank.filter((b) => b.label === 'ordinarySad').length).toBeGreaterThanOrEqual(2);
    expect(bank.filter((b) => b.label === 'nonsense').length).toBeGreaterThanOrEqual(2);
  });

  it('is caught by the safety layer exactly for the crisis questions', () => {
    const wrong = bank
      .map((b) => ({ q: b.q, want: b.label.startsWith('crisis:') ? b.label.slice(7) : null }))
      .filter(({ q, want }) => detectCrisis(q) !== want);
    expect(wrong).toEqual([]);
  });

  it('gives slot values in their ranges', () => {
    for (const { q, slots } of bank) {
      if (!slots) continue;
      if (slots.house != null) expect(slots.house, q).toBeGreaterThanOrEqual(1);
      if (slots.house != null) expect(slots.house, q).toBeLessThanOrEqual(12);
      if (slots.month != null) expect(slots.year, q).not.toBeNull();
      if (slots.signIndex != null) expect(slots.signIndex, q).toBeLessThanOrEqual(11);
    }
  });
});
