/**
 * The classifier's corpus and the question bank, every language by the same rules: every kind
 * with at least 25 utterances, no duplicates, valid bank labels, the bank's crisis, sad and
 * nonsense cases, the safety layer catching exactly the crisis questions, and no corpus
 * utterance a crisis (those belong to the safety layer, not to a kind).
 */
import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from '../../bank/index.ts';
import { isQuestionKind, QUESTION_KINDS } from '../../kinds.ts';
import { detectCrisis } from '../../safety/detect.ts';
import { ANSWER_LANGUAGES } from '../../types.ts';
import { CORPORA } from './index.ts';

const norm = (s: string) => s.toLowerCase().trim();
const NON_KIND_LABELS = new Set([
  'crisis:self_harm',
  'crisis:abuse',
  'crisis:medical',
  'nonsense',
  'ordinarySad',
]);

describe.each(ANSWER_LANGUAGES)('%s corpus and question bank', (lang) => {
  const corpus = CORPORA[lang];
  const bank = QUESTION_BANK[lang];

  it('has every kind with at least 25 non-empty utterances, and no other key', () => {
    for (const kind of QUESTION_KINDS) {
      expect(corpus[kind], kind).toBeDefined();
      expect(corpus[kind].length, kind).toBeGreaterThanOrEqual(25);
      for (const u of corpus[kind]) expect(u.trim(), kind).not.toBe('');
    }
    expect(Object.keys(corpus).filter((k) => !isQuestionKind(k))).toEqual([]);
  });

  it('has no duplicate utterance within or across kinds, ignoring case', () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const kind of QUESTION_KINDS) {
      for (const u of corpus[kind]) {
        const first = seen.get(norm(u));
        if (first !== undefined) dups.push(`${u} (${first}, ${kind})`);
        seen.set(norm(u), kind);
      }
    }
    expect(dups).toEqual([]);
  });

  it('has no crisis wording in the corpus (the safety layer answers those)', () => {
    const flagged = Object.values(corpus)
      .flat()
      .filter((u) => detectCrisis(u) !== null);
    expect(flagged).toEqual([]);
  });

  it('labels bank questions validly and never repeats a corpus utterance or itself', () => {
    const utterances = new Set(Object.values(corpus).flat().map(norm));
    expect(bank.filter((b) => !isQuestionKind(b.label) && !NON_KIND_LABELS.has(b.label))).toEqual(
      [],
    );
    expect(bank.filter((b) => utterances.has(norm(b.q))).map((b) => b.q)).toEqual([]);
    expect(new Set(bank.map((b) => norm(b.q))).size).toBe(bank.length);
  });

  it('holds at least 50 kinds and the crisis, sad and nonsense cases', () => {
    expect(new Set(bank.map((b) => b.label).filter(isQuestionKind)).size).toBeGreaterThanOrEqual(
      50,
    );
    const crisis = bank.filter((b) => b.label.startsWith('crisis:'));
    expect(crisis.length).toBeGreaterThanOrEqual(8);
    expect(crisis.filter((b) => b.indirect).length).toBeGreaterThanOrEqual(4);
    expect(crisis.filter((b) => b.label === 'crisis:abuse').length).toBeGreaterThanOrEqual(2);
    expect(crisis.filter((b) => b.label === 'crisis:medical').length).toBeGreaterThanOrEqual(1);
    expect(bank.filter((b) => b.label === 'ordinarySad').length).toBeGreaterThanOrEqual(2);
    expect(bank.filter((b) => b.label === 'nonsense').length).toBeGreaterThanOrEqual(2);
  });

  it('is caught by the safety layer exactly for its crisis questions, with their category', () => {
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
      if (slots.month != null) expect(slots.month, q).toBeLessThanOrEqual(12);
      if (slots.signIndex != null) expect(slots.signIndex, q).toBeLessThanOrEqual(11);
    }
  });
});
