import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIGNS } from '@nakshatra/astro';
import type { AnswerLanguage } from '@nakshatra/readings';
import type { AiRequest } from './provider.ts';

/** apps/server/prompts: versioned prompt files, reviewed like code (prompts/README.md). */
export const PROMPTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../prompts',
);

/** The system prompt the OpenAI-compatible provider sends. Bump the file's version to change it. */
export const ASSISTANT_PROMPT = 'assistant.v2';

const PLACEHOLDERS = ['language', 'persona', 'horoscope', 'today', 'daily_limit', 'facts'] as const;

const LANGUAGE_NAMES: Readonly<Record<AnswerLanguage, string>> = {
  en: 'English',
  hi: 'Hindi, in Devanagari script',
  mr: 'Marathi, in Devanagari script',
  es: 'Spanish',
  ja: 'Japanese',
  te: 'Telugu, in Telugu script',
  ta: 'Tamil, in Tamil script',
  hinglish:
    'Hinglish (Hindi written in Latin letters, with the English words Indian speakers mix in)',
};

export interface PromptTemplate {
  version: string;
  render(request: AiRequest): string;
}

/** Text from the client placed into the prompt: one line, no control characters, bounded. */
function inline(text: string, max: number): string {
  return text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/**
 * Loads `prompts/<version>.md` and checks it uses exactly the known {{placeholders}}, so a typo
 * fails at start-up rather than sending braces to a model.
 */
export async function loadPrompt(
  version = ASSISTANT_PROMPT,
  dir = PROMPTS_DIR,
): Promise<PromptTemplate> {
  const template = await readFile(path.join(dir, `${version}.md`), 'utf8');
  const used = new Set([...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!));
  const known = new Set<string>(PLACEHOLDERS);
  const unknown = [...used].filter((p) => !known.has(p));
  const missing = PLACEHOLDERS.filter((p) => !used.has(p));
  if (unknown.length > 0 || missing.length > 0) {
    throw new Error(
      `prompt ${version}: unknown placeholders [${unknown.join(', ')}], missing [${missing.join(', ')}]`,
    );
  }
  return {
    version,
    render(request) {
      const persona = request.persona
        ? `You speak in the style of the astrologer ${inline(request.persona.name, 80)} ` +
          `(${inline(request.persona.skills, 200) || 'Vedic astrology'}, ${request.persona.exp} years of experience). ` +
          `You are an AI assistant in that style, not the astrologer: say so if asked, and never claim to be them.`
        : '';
      const horoscope =
        request.horoscopeSignIndex === null
          ? ''
          : `\nThe asker is reading the daily horoscope of ${SIGNS[request.horoscopeSignIndex]}: answer with that sign's day in mind (houses counted from ${SIGNS[request.horoscopeSignIndex]}).`;
      const values: Record<(typeof PLACEHOLDERS)[number], string> = {
        language: LANGUAGE_NAMES[request.language],
        persona,
        horoscope,
        today: request.facts.generatedAt.slice(0, 10),
        daily_limit: String(request.dailyLimit),
        facts: JSON.stringify(request.facts),
      };
      return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k as keyof typeof values]);
    },
  };
}
