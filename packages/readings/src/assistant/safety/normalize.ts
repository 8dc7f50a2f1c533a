/**
 * Normal forms for the safety check: the question and the patterns pass through the same steps,
 * so "Don’t", "DONT" and "dont", or "हूँ" and "हूं", compare equal.
 */

/** Devanagari candrabindu is written as anusvara and nukta dropped: "हूँ" = "हूं", "ज़िंदगी" = "जिंदगी". */
function foldDevanagari(text: string): string {
  return text.replace(/\u0901/gu, '\u0902').replace(/\u093C/gu, '');
}

/**
 * Case, Unicode NFC, apostrophes (dropped: "can't" = "cant"), Latin accents (dropped: "suicidarme"
 * = "suicidarme", "vida" = "vída"), zero-width joiners, and every other mark or punctuation as a
 * space.
 */
export function normalizeText(text: string): string {
  const nfc = foldDevanagari(text.normalize('NFC').toLowerCase()).replace(
    /[\u200B-\u200D\uFEFF]/gu,
    '',
  );
  // Accents off Latin letters only: NFD would also split Indic vowel signs and Japanese kana.
  const latin = nfc.replace(/[\p{Script=Latin}]+/gu, (w) =>
    w.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC'),
  );
  return latin
    .replace(/[’'`´]/gu, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Hindi in Latin letters is spelled many ways: "maarna", "marna"; "jeena", "jina"; "mann",
 * "man"; "zindagi", "jindagi"; "khatam", "khatm". This folds the common variants to one form,
 * for the Hinglish table only (it would blur English words).
 */
export function foldHinglish(text: string): string {
  return text
    .replace(/ee/gu, 'i')
    .replace(/oo/gu, 'u')
    .replace(/w/gu, 'v')
    .replace(/z/gu, 'j')
    .replace(/ph/gu, 'f')
    .replace(/([a-z])\1+/gu, '$1')
    .replace(/\b(\w+)am\b/gu, '$1m');
}

/**
 * Clauses (sentences and comma-separated parts): the words of one danger are matched within one
 * clause, so "my husband is kind, my father hits the ball" is not read as abuse.
 */
export function clauses(text: string): string[] {
  return text
    .split(/[.!?;,\n।॥。！？、，]+/u)
    .map((c) => c.trim())
    .filter(Boolean);
}
