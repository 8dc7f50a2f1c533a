import type { Astrologer, AstrologerSkill, ContentLanguage } from '@nakshatra/contracts';
import type { z } from 'zod';

/** What the search_astrologers tool asks the directory for. */
export interface DirectoryQuery {
  skill?: AstrologerSkill;
  language?: ContentLanguage;
  /** 1-10 rows. */
  limit: number;
}

/**
 * A query of the real astrologer directory, in its default (popular) order. The astrologers
 * module provides it (modules share through plugins, not imports: it hands the function to
 * `app.assistant.provideDirectory`).
 */
export type DirectorySearch = (query: DirectoryQuery) => Promise<Astrologer[]>;

/** The asker's side of a tool call: whose chart, where, when. */
export interface ToolContext {
  /** The asker's birth (UT instant, degrees), or null when the profile has none. */
  birth: { utc: Date; latDeg: number; lonDeg: number } | null;
  /** The instant of the question. */
  now: Date;
  /** The place days and local times are read in: the birth place, else Ujjain. */
  place: { latDeg: number; lonDeg: number; timezone: string; name: string | null };
  directory: DirectorySearch | null;
}

/** A tool result the model reads: any JSON value; an `{error}` object when it cannot answer. */
export type ToolResult = Record<string, unknown> | unknown[];

/** One function tool: its name and description for the model, its arguments and its work. */
export interface AssistantTool<S extends z.ZodType = z.ZodType> {
  name: string;
  description: string;
  args: S;
  run(args: z.output<S>, ctx: ToolContext): ToolResult | Promise<ToolResult>;
}

/** A result the model can read and act on (ask the user, fix the arguments). */
export class ToolInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolInputError';
  }
}
