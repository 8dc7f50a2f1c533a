/**
 * The assistant on its labelled question bank (`npm run bench chat`): the held-out fifth of the
 * bank (never trained on), run as the server runs a question: understand it (language, safety,
 * kind, slots), build the answer for the reference chart, stream the first token.
 * Prints kind accuracy (target >= 95 %), crisis recall (target 100 %) and false alarms on
 * ordinary questions (target 0), the share of answers whose first paragraph equals another
 * kind's (target < 2 %), and the time to the first token (target < 50 ms, median).
 */
import { isHeldOut, QUESTION_BANK } from '../src/assistant/bank/index.ts';
import { measure, runQuestion, type BankRun } from '../src/assistant/bank/evaluate.ts';
import { buildAssistantFacts } from '../src/assistant/facts.ts';
import { warmClassifiers } from '../src/assistant/nlu/registry.ts';
import { ANSWER_LANGUAGES } from '../src/assistant/types.ts';
import { warmAssistant } from '../src/assistant/scoring.ts';

/** 17 Sep 1950 11:00 IST, Vadnagar: the assistant tests' reference birth. */
const BIRTH = { utc: new Date('1950-09-17T05:30:00Z'), latDeg: 23.78593, lonDeg: 72.63893 };
const NOW = new Date('2026-11-24T06:00:00Z');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)} %`);

async function runAll(heldOutOnly: boolean): Promise<BankRun[]> {
  const facts = buildAssistantFacts(BIRTH, NOW);
  const context = { facts, birth: BIRTH, place: null };
  const runs: BankRun[] = [];
  for (const lang of ANSWER_LANGUAGES) {
    const questions = QUESTION_BANK[lang].filter((_, i) => !heldOutOnly || isHeldOut(i));
    for (const q of questions) runs.push(await runQuestion(lang, q, context, NOW));
  }
  return runs;
}

function report(title: string, runs: BankRun[]) {
  const m = measure(runs);
  console.log(`${title}: ${runs.length} questions`);
  console.log(
    `  kind accuracy: ${m.kindCorrect}/${m.kindQuestions} = ${pct(m.kindCorrect, m.kindQuestions)} (target >= 95 %)`,
  );
  console.log(
    `  crisis recall: ${m.crisisCaught}/${m.crisisQuestions} = ${pct(m.crisisCaught, m.crisisQuestions)} ` +
      `(indirect ${m.crisisIndirectCaught}/${m.crisisIndirect}; target 100 %); false alarms: ${m.falseAlarms} ` +
      `(ordinary sad questions among them: ${m.ordinaryQuestions})`,
  );
  console.log(
    `  nonsense answered "I didn't understand": ${m.nonsenseCaught}/${m.nonsenseQuestions}`,
  );
  console.log(
    `  slots read right: ${m.slotsCorrect}/${m.slotQuestions} = ${pct(m.slotsCorrect, m.slotQuestions)}`,
  );
  console.log(
    `  first paragraph equal to another kind's: ${m.sharedOpenings}/${m.answers} = ${pct(m.sharedOpenings, m.answers)} (target < 2 %)`,
  );
  console.log(
    `  time to first token (understand + answer + tokens): median ${median(m.firstTokenMs).toFixed(2)} ms, ` +
      `max ${Math.max(...m.firstTokenMs).toFixed(2)} ms (target < 50 ms)`,
  );
  if (m.misses.length) console.log(`  misses:\n    ${m.misses.join('\n    ')}`);
}

warmAssistant();
const t0 = performance.now();
await warmClassifiers();
console.log(
  `classifiers ready for 8 languages in ${(performance.now() - t0).toFixed(0)} ms (cached models load, else train)`,
);
await runAll(true); // JIT warm-up
report('Held-out fifth of the question bank', await runAll(true));
report('Whole bank (four fifths were trained on)', await runAll(false));
