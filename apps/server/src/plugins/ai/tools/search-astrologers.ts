import { ASTROLOGER_SKILLS, CONTENT_LANGUAGES } from '@nakshatra/contracts';
import { z } from 'zod';
import { ToolInputError, type AssistantTool, type ToolContext } from './types.ts';

/** Most astrologers listed in one answer. */
export const MAX_ASTROLOGERS = 10;

/** Case and spacing do not matter ("vedic", "face reading"): the model writes names loosely. */
function loose<T extends readonly [string, ...string[]]>(values: T, label: string) {
  const byFold = new Map(values.map((v) => [v.toLowerCase().replace(/[\s_-]+/g, ''), v]));
  return z
    .string()
    .transform((t, ctx) => {
      const v = byFold.get(t.toLowerCase().replace(/[\s_-]+/g, ''));
      if (v === undefined) {
        ctx.addIssue({ code: 'custom', message: `${label} must be one of: ${values.join(', ')}` });
        return z.NEVER;
      }
      return v as T[number];
    })
    .meta({ enum: [...values] });
}

const args = z.strictObject({
  skill: loose(ASTROLOGER_SKILLS, 'skill').optional().describe('The astrologer category'),
  language: loose(CONTENT_LANGUAGES, 'language')
    .optional()
    .describe('A language the astrologer speaks'),
  limit: z
    .int()
    .min(1)
    .max(MAX_ASTROLOGERS)
    .optional()
    .describe(`How many to list, 1-${MAX_ASTROLOGERS} (default 5)`),
});

async function searchAstrologers(a: z.output<typeof args>, ctx: ToolContext) {
  if (!ctx.directory) throw new ToolInputError('the astrologer directory is not available now');
  const rows = await ctx.directory({
    ...(a.skill ? { skill: a.skill } : {}),
    ...(a.language ? { language: a.language } : {}),
    limit: a.limit ?? 5,
  });
  return {
    order: 'most consulted first',
    astrologers: rows.map((r) => ({
      name: r.name,
      slug: r.slug,
      skills: r.skills,
      languages: r.languages,
      pricePerMinuteRupees: r.price,
      rating: r.rating,
      profilePath: `/astroProfile/${r.slug}`,
    })),
  };
}

/** search_astrologers: a real query of the astrologer directory. */
export const searchAstrologersTool: AssistantTool<typeof args> = {
  name: 'search_astrologers',
  description:
    "Astrologers from Nakshatra's directory, optionally by skill and language: name, skills, languages, chat price per minute (rupees), rating and profile path. Use it when the asker wants to consult a human astrologer; never invent names.",
  args,
  run: searchAstrologers,
};
