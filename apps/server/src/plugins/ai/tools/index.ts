import { z } from 'zod';
import { chartSummaryTool } from './chart-summary.ts';
import { dashaPeriodsTool } from './dasha-periods.ts';
import { matchPartnerTool } from './match-partner.ts';
import { panchangTool } from './panchang.ts';
import { searchAstrologersTool } from './search-astrologers.ts';
import { transitsTool } from './transits.ts';
import { ToolInputError, type AssistantTool, type ToolContext } from './types.ts';

export { toolContext, UJJAIN } from './context.ts';
export type { DirectoryQuery, DirectorySearch, ToolContext } from './types.ts';

/** The function tools the model may call; each runs here, on computed facts. */
export const ASSISTANT_TOOLS: readonly AssistantTool[] = [
  chartSummaryTool,
  dashaPeriodsTool,
  transitsTool,
  panchangTool,
  matchPartnerTool,
  searchAstrologersTool,
] as AssistantTool[];

/** Longest arguments text read, characters: every valid call is far shorter. */
export const MAX_ARGUMENTS_CHARS = 4000;

/** A tool of the chat-completions `tools` parameter. */
export interface ChatTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/** The tools as the chat-completions API takes them (JSON Schema from the zod schemas). */
export function chatTools(tools: readonly AssistantTool[] = ASSISTANT_TOOLS): ChatTool[] {
  return tools.map((t) => {
    const { $schema: _, ...parameters } = z.toJSONSchema(t.args, { io: 'input' });
    return { type: 'function', function: { name: t.name, description: t.description, parameters } };
  });
}

/** What one call produced: the JSON the model reads and whether it was an error. */
export interface ToolOutcome {
  content: string;
  ok: boolean;
  /** An unexpected failure, for the log only (the model reads a generic error). */
  cause?: unknown;
}

const failure = (error: string): ToolOutcome => ({ content: JSON.stringify({ error }), ok: false });

function parseArguments(text: string): unknown {
  if (text.length > MAX_ARGUMENTS_CHARS)
    throw new ToolInputError(`arguments longer than ${MAX_ARGUMENTS_CHARS} characters`);
  // Some servers send an empty string for a call without arguments.
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ToolInputError('arguments are not valid JSON');
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/**
 * Runs one tool call. Never throws for anything the model sent or the engine refused: unknown
 * names, bad JSON, arguments the schema rejects, missing birth data and dates the engine cannot
 * take all come back as `{"error": "..."}` for the model to read. Only an abort is rethrown.
 */
export async function runTool(
  name: string,
  argumentsText: string,
  ctx: ToolContext,
  tools: readonly AssistantTool[] = ASSISTANT_TOOLS,
): Promise<ToolOutcome> {
  const tool = tools.find((t) => t.name === name);
  if (!tool)
    return failure(`unknown tool "${name}"; the tools are: ${tools.map((t) => t.name).join(', ')}`);
  try {
    const parsed = tool.args.safeParse(parseArguments(argumentsText));
    if (!parsed.success) return failure(`invalid arguments: ${describeIssues(parsed.error)}`);
    return { content: JSON.stringify(await tool.run(parsed.data, ctx)), ok: true };
  } catch (err) {
    // The engine refuses dates and places it cannot compute with a RangeError.
    if (err instanceof ToolInputError || err instanceof RangeError) return failure(err.message);
    if (err instanceof Error && err.name === 'LocalTimeError') return failure(err.message);
    return { ...failure('the tool failed; answer without it'), cause: err };
  }
}
