import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The HTTP side of a graceful shutdown (server.ts calls `app.close()` on SIGTERM). Fastify stops
 * listening, closes idle keep-alive connections, answers new requests on open ones with 503
 * (the proxy retries them on another instance) and waits for requests under way; the realtime
 * plugin sends sockets to reconnect elsewhere; the database and Redis close last (onClose).
 *
 * A request under way when the shutdown starts is answered with `Connection: close`: otherwise
 * its keep-alive connection turns idle after the close began and holds the server open until the
 * client lets it go (5 s for Node's own agent).
 */
async function shutdownPlugin(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

export default fp(shutdownPlugin, { name: 'shutdown' });
