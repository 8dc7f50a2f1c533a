import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may look like: short and free of anything a log reader or a header could
 * misread (no spaces, quotes, newlines). UUIDs, ULIDs and the ids proxies make (nginx's
 * $request_id, Envoy's, AWS's "Root=1-..." without the '=') all fit.
 */
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: the proxy's or client's `X-Request-Id` when it is valid, so one id
 * follows a request through the proxy's and this server's logs; otherwise a new UUID.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && VALID_REQUEST_ID.test(given)) return given;
  return randomUUID();
}

/**
 * Echoes the request id in the response, so a user's report or the proxy's access log leads to
 * the server's log lines (pino puts it on each of them as `reqId`).
 */
async function requestIdPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

export default fp(requestIdPlugin, { name: 'request-id' });
