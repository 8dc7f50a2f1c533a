import {
  CLIENT_EVENT,
  type ClientAck,
  type ClientEvent,
  clientEventSchema,
  realtimeMessages,
  SERVER_EVENT,
  type ServerEvent,
  SESSION_COOKIE,
  type User,
} from '@nakshatra/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { normalizeOrigin } from './csrf.ts';
import { AppError } from './errors.ts';

/** What the server keeps on each socket. */
export interface SocketData {
  user: User;
}
export type AppSocket = Socket<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  SocketData
>;

type Handler<T extends ClientEvent['type']> = (
  socket: AppSocket,
  event: Extract<ClientEvent, { type: T }>,
) => Promise<ClientAck>;

export interface Realtime {
  io: Server;
  /** Registers the handler of one client event type (a module owns its events). */
  handle<T extends ClientEvent['type']>(type: T, handler: Handler<T>): void;
  /** Every socket of a signed-in person (their devices). */
  toUser(userId: string, event: ServerEvent): void;
  /** Every socket that joined a room, optionally but one. */
  toRoom(room: string, event: ServerEvent, except?: AppSocket): void;
  /** Runs when a socket leaves (disconnect): modules announce presence. */
  onLeave(fn: (socket: AppSocket) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** Socket.IO's default of 1 MB per frame is far more than a 2,000-character message needs. */
const MAX_FRAME_BYTES = 32 * 1024;
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * The handshake's credentials: `auth.token` (bearer, any origin: nothing ambient is used) or the
 * session cookie, accepted only from this server's own origin or CORS_ORIGINS, so another site
 * cannot open a socket with a visitor's cookie (cross-site WebSocket hijacking).
 */
function handshakeToken(app: FastifyInstance, socket: Socket): string | null {
  const allowedOrigins = app.config.corsOrigins;
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token.length < 200) return auth.token;
  const cookies = app.parseCookie(socket.handshake.headers.cookie ?? '');
  const cookie = cookies[SESSION_COOKIE];
  if (!cookie) return null;
  const origin = socket.handshake.headers.origin;
  if (origin !== undefined) {
    const normalized = normalizeOrigin(origin);
    const host = socket.handshake.headers.host;
    const own = host ? [`http://${host}`, `https://${host}`] : [];
    if (normalized === null || (!own.includes(normalized) && !allowedOrigins.includes(normalized)))
      return null;
  }
  return cookie;
}

function failure(err: unknown, app: FastifyInstance): ClientAck {
  if (err instanceof AppError) return { ok: false, code: err.code, error: err.message };
  app.log.error({ err }, 'socket event failed');
  return { ok: false, code: 'internal', error: 'Something went wrong' };
}

/**
 * With Redis, Socket.IO's Redis adapter (one connection to publish, one subscribed), so an
 * emit to a user's or a consultation's room reaches its sockets on every instance; without it,
 * the in-process adapter (one instance).
 */
async function useRedisAdapter(app: FastifyInstance, io: Server): Promise<void> {
  if (!app.redis) return;
  const pub = app.redis.duplicate();
  const sub = app.redis.duplicate();
  for (const c of [pub, sub])
    c.on('error', (err: Error) => app.log.warn({ err: err.message }, 'socket.io redis error'));
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub, { key: `${app.config.redisKeyPrefix}socket.io` }));
  app.addHook('onClose', async () => {
    await Promise.all([pub.quit(), sub.quit()]);
  });
}

/**
 * Socket.IO on the same HTTP server (path /socket.io): authenticates the handshake with the
 * session, puts each socket in its user's room, parses every client event with the contract's
 * union and hands it to the module that registered its type. A malformed event is answered
 * with `validation_failed` and changes nothing; an event without an acknowledgement callback is
 * still processed (its answer is dropped).
 */
async function realtimePlugin(app: FastifyInstance) {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: MAX_FRAME_BYTES,
    pingInterval: 20_000,
    pingTimeout: 20_000,
    connectionStateRecovery: undefined,
  });
  await useRedisAdapter(app, io);
  const handlers = new Map<string, Handler<ClientEvent['type']>>();
  const leaves: Array<(socket: AppSocket) => void> = [];

  io.use((socket, next) => {
    const token = handshakeToken(app, socket);
    if (token === null) return next(new Error(realtimeMessages.unauthorized));
    app.sessions
      .resolve(token)
      .then((user) => {
        if (!user) return next(new Error(realtimeMessages.unauthorized));
        (socket as AppSocket).data.user = user;
        next();
      })
      .catch((err: unknown) => next(err instanceof Error ? err : new Error(String(err))));
  });

  io.on('connection', (raw) => {
    const socket = raw as AppSocket;
    void socket.join(userRoom(socket.data.user.id));
    socket.on(CLIENT_EVENT as never, ((payload: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (a: ClientAck) => void) : () => {};
      const parsed = clientEventSchema.safeParse(payload);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const known = issue?.code === 'invalid_union' || issue === undefined;
        reply({
          ok: false,
          code: 'validation_failed',
          error: known ? realtimeMessages.badEvent : issue.message,
        });
        return;
      }
      const handler = handlers.get(parsed.data.type);
      if (!handler) return reply({ ok: false, code: 'bad_request', error: realtimeMessages.badEvent });
      handler(socket, parsed.data).then(reply, (err: unknown) => reply(failure(err, app)));
    }) as never);
    socket.on('disconnect', () => {
      for (const fn of leaves) fn(socket);
    });
  });

  const emit = (target: ReturnType<Server['to']>, event: ServerEvent) =>
    (target.emit as (ev: string, payload: ServerEvent) => boolean)(SERVER_EVENT, event);

  app.decorate('realtime', {
    io,
    handle(type, handler) {
      handlers.set(type, handler as unknown as Handler<ClientEvent['type']>);
    },
    toUser: (userId, event) => emit(io.to(userRoom(userId)), event),
    toRoom: (room, event, except) =>
      emit(except ? except.to(room) : io.to(room), event),
    onLeave: (fn) => void leaves.push(fn),
  } satisfies Realtime);

  // Sockets are closed before Fastify closes the HTTP server, which would otherwise wait on them.
  // Only their connections close, without Socket.IO's disconnect packet: the client sees a
  // "transport close", as after a network drop, and reconnects (through the load balancer, to
  // another instance). `disconnectSockets()` would tell it the server sent it away for good.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['auth', 'redis'] });
