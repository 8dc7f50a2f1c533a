import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { PGLITE_EXTENSIONS } from '../db/client.ts';
import { testConfig } from '../test/backends.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type LogLine = Record<string, unknown> & { reqId?: string; msg?: string };

function logCapture() {
  const lines: LogLine[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  };
}

describe('request ids', () => {
  const log = logCapture();
  let client: PGlite;
  let app: FastifyInstance;

  beforeAll(async () => {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    // debug: Fastify logs each request's arrival and completion too.
    app = await buildApp({
      ...testConfig,
      seed: false,
      database: { kind: 'pglite-client', client },
      logLevel: 'debug',
      logStream: log.stream,
    });
  });
  afterAll(async () => {
    await app.close();
    await client.close().catch(() => {});
  });

  it('takes a valid X-Request-Id, echoes it, and puts it on every log line of the request', async () => {
    const id = 'proxy-7f3a.B_9';
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    const mine = log.lines.filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    // Request lines without an id would be lines nobody can tie to a request.
    expect(log.lines.filter((l) => ('req' in l || 'res' in l) && !l.reqId)).toEqual([]);
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with a space', 'abc def'],
    ['with a quote', 'abc"def'],
    ['empty', ''],
  ])('replaces an id %s with a new UUID', async (_what, given) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': given },
    });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('makes a UUID when none is sent, different per request, also on errors', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/health' });
    const b = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.statusCode).toBe(404);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
    // A malformed URL fails in the router, before any hook: still answered with an id.
    const bad = await app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-request-id']).toMatch(UUID);
  });

  it("logs a failure with the request's id", async () => {
    const id = 'ready-check-1';
    await client.close();
    const res = await app.inject({
      method: 'GET',
      url: '/api/ready',
      headers: { 'x-request-id': id },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['x-request-id']).toBe(id);
    const errors = log.lines.filter((l) => l.msg === 'ready: Database unreachable');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.reqId).toBe(id);
  });
});
