import {
  FRIENDLY_NUMBERS,
  birthdayNumber,
  latinName,
  lifePath,
  nameNumber,
  personalYear,
  rootDigit,
  type LifePath,
  type NameNumber,
} from './numerology.ts';
import { isTimingKind, joinSentences, topicOf } from './topic.ts';
import type { Digit, NumberKey, PersonaAsk, PersonaPack } from './types.ts';

interface Numbers {
  chaldean: NameNumber | null;
  pythagorean: NameNumber | null;
  life: LifePath | null;
  birthday: Digit | null;
  /** The profile has a name, but not in Latin letters. */
  nonLatin: boolean;
}

function computeNumbers(ask: PersonaAsk): Numbers {
  const name = ask.name?.trim() || null;
  const life = ask.birthDate ? lifePath(ask.birthDate) : null;
  return {
    chaldean: name ? nameNumber(name, 'chaldean') : null,
    pythagorean: name ? nameNumber(name, 'pythagorean') : null,
    life,
    birthday: life ? birthdayNumber(life.day) : null,
    nonLatin: !!name && latinName(name) === null,
  };
}

/** The number the answer reads: the life path, else the Chaldean name number. */
function keyNumber(n: Numbers): NumberKey | null {
  return n.life?.value ?? (n.chaldean?.value as NumberKey | undefined) ?? null;
}

/** The root for lucky things: the birthday number (mulank), else the name number's root. */
function luckyRoot(n: Numbers): Digit | null {
  if (n.birthday) return n.birthday;
  return n.chaldean ? rootDigit(n.chaldean.value) : null;
}

function directAnswer(ask: PersonaAsk, pack: PersonaPack, n: Numbers): string | null {
  const t = pack.numerology;
  const kind = ask.kind;
  if (kind.startsWith('lucky.')) {
    const root = luckyRoot(n);
    if (!root) return null;
    if (kind === 'lucky.colour') return t.luckyColour(root, t.colours[root]);
    if (kind === 'lucky.day') return t.luckyDay(root, t.days[root]);
    return t.luckyNumber(root, FRIENDLY_NUMBERS[root].join(', '));
  }
  if (isTimingKind(kind)) {
    // "How will next year be" without a year: horoscope.year means the coming year.
    const thisYear = ask.now.getFullYear();
    const year = ask.slots.year ?? (kind === 'horoscope.year' ? thisYear + 1 : thisYear);
    const py = ask.birthDate ? personalYear(ask.birthDate, year) : null;
    if (!py) return null;
    return `${t.timing(year, py.value, t.years[py.value])}\n${t.personalYear(year, py.line)}`;
  }
  const key = keyNumber(n);
  if (!key) return null;
  const topic = topicOf(kind);
  if (topic === 'career') return t.career(key, t.numbers[key].career);
  if (topic === 'love') return t.love(key, t.numbers[key].love);
  return t.profile(key, t.numbers[key].trait);
}

function workingLines(pack: PersonaPack, n: Numbers): string {
  const t = pack.numerology;
  const lines: string[] = [];
  if (n.chaldean) lines.push(t.chaldean(n.chaldean.line));
  if (n.pythagorean) lines.push(t.pythagorean(n.pythagorean.line));
  if (n.life) lines.push(t.lifePath(n.life.line));
  if (n.life && n.birthday) lines.push(t.birthday(n.life.day, n.birthday));
  return lines.join('\n');
}

function missingLines(ask: PersonaAsk, pack: PersonaPack, n: Numbers): string {
  const t = pack.numerology;
  const lines: string[] = [];
  if (n.nonLatin && ask.name) lines.push(t.latinName(ask.name.trim()));
  else if (!n.chaldean) lines.push(t.needName);
  if (!n.life) lines.push(t.needBirthDate);
  return lines.join('\n');
}

/**
 * Numerology: the asked thing first (the lucky number, the personal year, the career the life
 * path points to), then the numbers with their working, then what is missing and the closing.
 */
export function answerNumerology(
  ask: PersonaAsk,
  pack: PersonaPack,
): { text: string; vedicFollows: boolean } {
  const n = computeNumbers(ask);
  const opening = pack.opening.numerology(ask.persona.name);
  const direct = directAnswer(ask, pack, n);
  const parts = [
    direct ? joinSentences(ask.lang, opening, direct) : opening,
    workingLines(pack, n),
    missingLines(ask, pack, n),
    direct ? pack.numerology.closing : null,
  ];
  return { text: parts.filter((p) => p && p.trim() !== '').join('\n\n'), vedicFollows: false };
}
