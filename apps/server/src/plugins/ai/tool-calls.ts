import type { FastifyBaseLogger } from 'fastify';
import { throwIfAborted } from './provider.ts';
import { MAX_ARGUMENTS_CHARS, runTool, type ToolContext } from './tools/index.ts';

/**
 * The tool-calling half of the chat-completions protocol: tool calls arrive in stream deltas as
 * `choices[0].delta.tool_calls[i]` = {index, id, type, function: {name, arguments}}, the
 * arguments JSON split over many chunks; the round ends with finish_reason "tool_calls". The
 * next request carries the assistant message with `tool_calls` and one `role: "tool"` message per
 * call (`tool_call_id`, the result as JSON text).
 */

/** Most rounds in which tools are offered; the next request asks for a plain answer. */
export const MAX_TOOL_ROUNDS = 4;
/** Most calls run in one round; further calls get an error result. */
export const MAX_CALLS_PER_ROUND = 6;

export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | {
      role: 'assistant';
      content: string | null;
      tool_calls?: {
        id: string;
        type: 'function';
        function: { name: string; arguments: string };
      }[];
    }
  | { role: 'tool'; tool_call_id: string; content: string };

interface CallDelta {
  index?: unknown;
  id?: unknown;
  function?: { name?: unknown; arguments?: unknown };
}

/** Joins the fragments of a round's tool calls by their `index`. */
export class ToolCallCollector {
  private readonly byIndex = new Map<number, ToolCall>();

  /** One delta's `tool_calls` (or a whole message's, which have no index). */
  add(deltas: unknown): void {
    if (!Array.isArray(deltas)) return;
    for (const [position, raw] of deltas.entries()) {
      if (!raw || typeof raw !== 'object') continue;
      const d = raw as CallDelta;
      const index = typeof d.index === 'number' ? d.index : this.byIndex.size + position;
      let call = this.byIndex.get(index);
      if (!call) {
        call = { id: '', name: '', arguments: '' };
        this.byIndex.set(index, call);
      }
      if (typeof d.id === 'string' && d.id) call.id = d.id;
      const name = d.function?.name;
      // OpenAI sends the name once; some servers repeat it in every delta.
      if (typeof name === 'string' && name !== call.name) call.name += name;
      const args = d.function?.arguments;
      // A runaway argument stream is cut: the tool then reports arguments too long.
      if (typeof args === 'string' && call.arguments.length <= MAX_ARGUMENTS_CHARS)
        call.arguments += args;
    }
  }

  get size(): number {
    return this.byIndex.size;
  }

  /** The calls in index order; a call without an id gets one (the next request must name it). */
  calls(round: number): ToolCall[] {
    return [...this.byIndex.entries()]
      .sort(([a], [b]) => a - b)
      .map(([i, c]) => ({ ...c, id: c.id || `call_${round}_${i}` }));
  }
}

/** The assistant turn that asked for the calls, as the next request must repeat it. */
export function assistantToolMessage(text: string, calls: readonly ToolCall[]): ChatMessage {
  return {
    role: 'assistant',
    content: text || null,
    tool_calls: calls.map((c) => ({
      id: c.id,
      type: 'function',
      function: { name: c.name, arguments: c.arguments },
    })),
  };
}

/** Runs a round's calls in order; one `tool` message per call, errors included. */
export async function toolMessages(
  calls: readonly ToolCall[],
  ctx: ToolContext,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<ChatMessage[]> {
  const out: ChatMessage[] = [];
  for (const [i, call] of calls.entries()) {
    throwIfAborted(signal);
    const t0 = performance.now();
    const outcome =
      i < MAX_CALLS_PER_ROUND
        ? await runTool(call.name, call.arguments, ctx)
        : {
            content: JSON.stringify({
              error: `at most ${MAX_CALLS_PER_ROUND} tool calls per turn`,
            }),
            ok: false,
          };
    // The tool's name and outcome only: arguments can hold a partner's birth details.
    log.info(
      { tool: call.name.slice(0, 64), ok: outcome.ok, ms: Math.round(performance.now() - t0) },
      'assistant tool call',
    );
    if ('cause' in outcome && outcome.cause)
      log.warn({ tool: call.name.slice(0, 64), err: outcome.cause }, 'assistant tool failed');
    out.push({ role: 'tool', tool_call_id: call.id, content: outcome.content });
  }
  return out;
}
