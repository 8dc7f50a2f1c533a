import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../test/backends.ts';
import { registerUser } from '../test/factories.ts';

/**
 * What SIGTERM does (server.ts calls app.close()): stop accepting, send sockets to reconnect
 * elsewhere, let requests under way finish, then close the database.
 */
describe.each(testBackends())('graceful shutdown on $name', (backend) => {
  const ctx = useBackend(backend);

  it('drains sockets with reconnect allowed and finishes requests under way', async () => {
    const app = await ctx.build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const user = await registerUser(app);

    // Reconnection on, with a delay longer than the test: it must want to, not get to.
    const socket: Socket = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      auth: { token: user.token },
      reconnectionDelay: 60_000,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));

    // A login whose body is still arriving when the shutdown starts.
    const body = JSON.stringify({ name: 'x', email: 'nobody@example.com', password: 'secret 123' });
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const response = new Promise<IncomingMessage>((resolve, reject) => {
      req.on('response', resolve);
      req.on('error', reject);
    });
    req.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const closing = app.close();
    try {
      // "transport close", not "io server disconnect": the client reconnects by itself.
      expect(await disconnected).toBe('transport close');
      expect(socket.active).toBe(true);

      req.end(body.slice(10));
      const res = await response;
      let text = '';
      for await (const chunk of res) text += String(chunk);
      // Answered from the database (unknown account), which the shutdown had not closed yet.
      expect(res.statusCode, text).toBe(401);
      // Its keep-alive connection must not hold the server open after the answer.
      expect(res.headers.connection).toBe('close');
      const t0 = Date.now();
      await closing;
      expect(Date.now() - t0).toBeLessThan(2000);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      socket.disconnect();
    }
  });
});
