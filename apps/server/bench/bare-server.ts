/**
 * The yardstick of the directory bench (issue 12): a bare node:http server answering a small JSON
 * body, the most a Node process on this machine can answer per second. Started by
 * directory.bench.ts as its own process, like the real server, so each gets a core:
 * `node bare-server.ts <port>` (or with --import tsx). The body is built per request, as
 * /api/health builds its own.
 */
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: bare-server.ts <port>');
  process.exit(1);
}
const startedAt = Date.now();
const server = createServer((_request, response) => {
  const body = JSON.stringify({
    status: 'ok',
    uptimeSec: Math.round((Date.now() - startedAt) / 1000),
  });
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  response.end(body);
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
