import type { AnswerLanguage } from '../types.ts';
import { cardText, drawCards, leaningOf, spreadTone, type DrawnCard } from './tarot.ts';
import { joinSentences, topicOf } from './topic.ts';
import type { PersonaAsk, PersonaPack, SpreadPosition } from './types.ts';

/** Kinds that are asked as yes or no whatever their wording. */
const YES_NO_KINDS = new Set(['match.sign', 'area.legal']);

export function isYesNoQuestion(ask: PersonaAsk, pack: PersonaPack): boolean {
  if (YES_NO_KINDS.has(ask.kind)) return true;
  const q = ask.question.trim().toLowerCase();
  return pack.yesNo.marker.test(q) && !pack.yesNo.wh.test(q);
}

function cardLine(pack: PersonaPack, lang: AnswerLanguage, c: DrawnCard): string {
  const t = pack.tarot;
  const card = cardText(pack, c.card);
  const orientation = c.reversed ? t.reversed : t.upright;
  const meaning = c.reversed ? card.reversed : card.upright;
  // Japanese writes full-width colons and brackets.
  if (lang === 'ja')
    return `${t.positions[c.position]}：${card.name}（${orientation}）：${meaning}`;
  return `${t.positions[c.position]}: ${card.name} (${orientation}): ${meaning}`;
}

/**
 * Tarot: a three-card spread (past, present, future), or one card with its yes/no leaning for a
 * yes/no question; the cards and their meanings, then a synthesis for the asked topic.
 */
export function answerTarot(
  ask: PersonaAsk,
  pack: PersonaPack,
): { text: string; vedicFollows: boolean } {
  const t = pack.tarot;
  const yesNo = isYesNoQuestion(ask, pack);
  const positions: SpreadPosition[] = yesNo ? ['answer'] : ['past', 'present', 'future'];
  const cards = drawCards(positions, ask.random);
  const topic = topicOf(ask.kind);
  const first = cards[0] as DrawnCard;
  const lead = yesNo
    ? joinSentences(ask.lang, t.singleIntro, t.leaning[leaningOf(first)])
    : joinSentences(ask.lang, t.spreadIntro, t.synthesis[spreadTone(cards)](t.topics[topic]));
  const note = topic === 'health' ? t.healthNote : topic === 'legal' ? t.legalNote : null;
  const parts = [
    joinSentences(ask.lang, pack.opening.tarot(ask.persona.name), lead),
    cards.map((c) => cardLine(pack, ask.lang, c)).join('\n'),
    yesNo ? t.synthesis[spreadTone(cards)](t.topics[topic]) : null,
    note,
    t.closing,
  ];
  return { text: parts.filter((p) => p && p.trim() !== '').join('\n\n'), vedicFollows: false };
}
