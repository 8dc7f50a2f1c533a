/**
 * Runs questions of the labelled bank through the assistant as the server does (understand,
 * then answer) and measures what `npm run bench chat` prints and the suite checks: kind
 * accuracy, crisis recall and false alarms, nonsense caught, slots read, how often an answer's
 * first paragraph equals the first paragraph of another kind's answer, and the time to the first
 * token.
 */
import { buildAnswer, type AskInput } from '../answer.ts';
import { EMPTY_SLOTS, isQuestionKind, type Slots } from '../kinds.ts';
import type { BankQuestion } from '../nlu/types.ts';
import { understand, type Understanding } from '../nlu/understand.ts';
import { streamTokens } from '../tokens.ts';
import type { AnswerLanguage } from '../types.ts';

export interface BankRun {
  lang: AnswerLanguage;
  question: BankQuestion;
  understanding: Understanding;
  text: string;
  /** Understanding, answer and first token, ms. */
  firstTokenMs: number;
}

export interface BankMetrics {
  kindQuestions: number;
  kindCorrect: number;
  crisisQuestions: number;
  crisisCaught: number;
  crisisIndirect: number;
  crisisIndirectCaught: number;
  /** Ordinary and nonsense questions taken for a crisis. */
  falseAlarms: number;
  ordinaryQuestions: number;
  nonsenseQuestions: number;
  nonsenseCaught: number;
  slotQuestions: number;
  slotsCorrect: number;
  /** Answers to kind questions, and those whose first paragraph another kind's answer shares. */
  answers: number;
  sharedOpenings: number;
  firstTokenMs: number[];
  misses: string[];
}

export type AnswerContext = Omit<AskInput, 'question' | 'understanding'>;

/** Understands and answers one bank question, timing it to the first streamed token. */
export async function runQuestion(
  lang: AnswerLanguage,
  question: BankQuestion,
  context: AnswerContext,
  now: Date,
): Promise<BankRun> {
  const t0 = performance.now();
  const understanding = await understand(question.q, {
    now,
    hint: lang === 'hinglish' ? 'en' : lang,
  });
  const answer = buildAnswer({ ...context, question: question.q, understanding });
  if (!streamTokens(answer.text, answer.language)[0]) throw new Error(`no answer to ${question.q}`);
  const firstTokenMs = performance.now() - t0;
  return { lang, question, understanding, text: answer.text, firstTokenMs };
}

function slotsMatch(expected: Partial<Slots>, got: Slots): boolean {
  return (Object.keys(EMPTY_SLOTS) as (keyof Slots)[]).every(
    (k) => (expected[k] ?? null) === got[k],
  );
}

const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0]!.trim();

function score(m: BankMetrics, r: BankRun): void {
  const { label } = r.question;
  const u = r.understanding;
  const tag = `[${r.lang}] ${r.question.q}`;
  if (label.startsWith('crisis:')) {
    m.crisisQuestions += 1;
    if (r.question.indirect) m.crisisIndirect += 1;
    if (u.status === 'crisis') {
      m.crisisCaught += 1;
      if (r.question.indirect) m.crisisIndirectCaught += 1;
    } else m.misses.push(`${tag}: crisis missed (${u.status} ${u.kind})`);
    return;
  }
  if (u.status === 'crisis') {
    m.falseAlarms += 1;
    m.misses.push(`${tag}: false alarm`);
  }
  if (label === 'ordinarySad') m.ordinaryQuestions += 1;
  if (label === 'nonsense') {
    m.nonsenseQuestions += 1;
    if (u.status === 'unknown') m.nonsenseCaught += 1;
    else m.misses.push(`${tag}: nonsense read as ${u.status} ${u.kind}`);
  }
  if (!isQuestionKind(label)) return;
  m.kindQuestions += 1;
  if (u.status === 'answer' && u.kind === label) m.kindCorrect += 1;
  else m.misses.push(`${tag}: ${label} read as ${u.status} ${u.kind} (${u.score.toFixed(2)})`);
  if (r.question.slots) {
    m.slotQuestions += 1;
    if (slotsMatch(r.question.slots, u.slots)) m.slotsCorrect += 1;
    else
      m.misses.push(
        `${tag}: slots ${JSON.stringify(r.question.slots)} read as ${JSON.stringify(u.slots)}`,
      );
  }
}

/** Share of answers whose first paragraph equals the first paragraph of another kind's answer. */
function sharedOpenings(runs: readonly BankRun[]): { answers: number; shared: number } {
  const kindsByOpening = new Map<string, Set<string>>();
  const answered = runs.filter((r) => r.understanding.status === 'answer' && r.understanding.kind);
  for (const r of answered) {
    const key = firstParagraph(r.text);
    const kinds = kindsByOpening.get(key) ?? new Set<string>();
    kinds.add(r.understanding.kind!);
    kindsByOpening.set(key, kinds);
  }
  const shared = answered.filter((r) => kindsByOpening.get(firstParagraph(r.text))!.size > 1);
  return { answers: answered.length, shared: shared.length };
}

export function measure(runs: readonly BankRun[]): BankMetrics {
  const m: BankMetrics = {
    kindQuestions: 0,
    kindCorrect: 0,
    crisisQuestions: 0,
    crisisCaught: 0,
    crisisIndirect: 0,
    crisisIndirectCaught: 0,
    falseAlarms: 0,
    ordinaryQuestions: 0,
    nonsenseQuestions: 0,
    nonsenseCaught: 0,
    slotQuestions: 0,
    slotsCorrect: 0,
    answers: 0,
    sharedOpenings: 0,
    firstTokenMs: runs.map((r) => r.firstTokenMs),
    misses: [],
  };
  for (const r of runs) score(m, r);
  const openings = sharedOpenings(runs);
  m.answers = openings.answers;
  m.sharedOpenings = openings.shared;
  return m;
}
