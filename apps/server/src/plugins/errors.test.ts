import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { apiErrorSchema } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../test/backends.ts';

/** Sends raw bytes and reads until the server closes: the HTTP parser's errors need a socket. */
function rawRequest(
  port: number,
  bytes: string,
): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', (err) => (data ? undefined : reject(err)));
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body });
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
    socket.write(bytes);
  });
}

describe.each(testBackends())('errors before routing on $name', (backend) => {
  const ctx = useBackend(backend);

  const cases: Array<[string, (port: number) => string, number, string]> = [
    [
      'a 20 KB URL',
      (port) => `GET /api/health?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`,
      431,
      'headers_too_large',
    ],
    [
      'a 20 KB cookie header',
      (port) =>
        `GET /api/me HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: a=${'b'.repeat(20_000)}\r\n\r\n`,
      431,
      'headers_too_large',
    ],
    [
      'a Content-Length that is not a number',
      (port) =>
        `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}`,
      400,
      'bad_request',
    ],
    [
      'two different Content-Lengths',
      (port) =>
        `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}`,
      400,
      'bad_request',
    ],
    [
      'Content-Length with chunked Transfer-Encoding (request smuggling)',
      (port) =>
        `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      400,
      'bad_request',
    ],
    ['a garbage request line', () => 'HELLO THERE\r\n\r\n', 400, 'bad_request'],
  ];

  it.each(cases)(
    '%s: our {error, code} shape, no internals',
    async (_label, request, status, code) => {
      const app = await ctx.app();
      if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const res = await rawRequest(port, request(port));
      expect(res.status, res.head).toBe(status);
      expect(res.head).toMatch(/content-type: application\/json/i);
      expect(res.head).toMatch(/cache-control: no-store/i);
      const json = JSON.parse(res.body) as Record<string, unknown>;
      expect(Object.keys(json).sort()).toEqual(['code', 'error']);
      expect(apiErrorSchema.parse(json).code).toBe(code);
      expect(res.body).not.toMatch(/statusCode|HPE_|Error:/);
      // The server keeps serving.
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    },
  );
});
