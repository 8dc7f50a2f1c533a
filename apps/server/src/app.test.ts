import { describe, expect, it } from 'vitest';
import { testBackends, useBackend } from './test/backends.ts';

type LogLine = { level: number; msg: string; reqId?: string; err?: unknown };

describe('request logging', () => {
  const ctx = useBackend(testBackends()[0]!);

  async function linesAt(level: string, urls: string[]): Promise<LogLine[]> {
    const lines: string[] = [];
    const app = await ctx.build({ logLevel: level, logStream: { write: (l) => lines.push(l) } });
    const before = lines.length;
    for (const url of urls) await app.inject({ method: 'GET', url });
    return lines.slice(before).map((l) => JSON.parse(l) as LogLine);
  }

  it('writes no line per request at info (the default): only what went wrong', async () => {
    const lines = await linesAt('info', [
      '/api/health',
      '/api/consultants/list-filter',
      '/api/no-such-route',
    ]);
    expect(
      lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed'),
    ).toEqual([]);
  });

  it('logs each request arriving and its response at debug, with the request id', async () => {
    const lines = await linesAt('debug', ['/api/health', '/api/consultants/list-filter']);
    const incoming = lines.filter((l) => l.msg === 'incoming request');
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(incoming).toHaveLength(2);
    expect(completed).toHaveLength(2);
    expect(new Set(completed.map((l) => l.reqId))).toEqual(new Set(incoming.map((l) => l.reqId)));
  });
});
