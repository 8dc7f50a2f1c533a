import {
  CLIENT_EVENT,
  type ClientAck,
  clientAckSchema,
  type ClientEventInput,
  SERVER_EVENT,
  type ServerEvent,
  serverEventSchema,
} from '@nakshatra/contracts';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';

/** How long an event waits for its acknowledgement before the caller treats it as unsent. */
const ACK_TIMEOUT_MS = 8_000;

type Listener = (event: ServerEvent) => void;
type StatusListener = (connected: boolean) => void;

/**
 * One Socket.IO connection per tab, shared by every component that needs it, opened on first use
 * and closed when the last user lets go. The session cookie authenticates the handshake (same
 * origin). Every server event is parsed with the contract before any listener sees it; one that
 * does not parse is dropped.
 */
let socket: Socket | null = null;
let users = 0;
const listeners = new Set<Listener>();
const statusListeners = new Set<StatusListener>();

function open(): Socket {
  if (socket) return socket;
  const s = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
  s.on(SERVER_EVENT, (raw: unknown) => {
    const parsed = serverEventSchema.safeParse(raw);
    if (!parsed.success) return;
    for (const fn of listeners) fn(parsed.data);
  });
  s.on('connect', () => statusListeners.forEach((fn) => fn(true)));
  s.on('disconnect', () => statusListeners.forEach((fn) => fn(false)));
  socket = s;
  return s;
}

/** Sends one client event and resolves with its parsed acknowledgement (a timeout is an error). */
export async function sendEvent(event: ClientEventInput): Promise<ClientAck> {
  const raw: unknown = await open().timeout(ACK_TIMEOUT_MS).emitWithAck(CLIENT_EVENT, event);
  const parsed = clientAckSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: 'internal', error: 'Something went wrong!' };
  return parsed.data;
}

/**
 * Keeps the shared connection open while the component is mounted; `onEvent` receives every
 * server event, `onConnect` runs on each (re)connection (join and resend there). Returns whether
 * the socket is connected now.
 */
export function useRealtime(onEvent: Listener, onConnect?: () => void): boolean {
  const eventRef = useRef(onEvent);
  const connectRef = useRef(onConnect);
  useEffect(() => {
    eventRef.current = onEvent;
    connectRef.current = onConnect;
  });
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    const s = open();
    users++;
    const listener: Listener = (e) => eventRef.current(e);
    const status: StatusListener = (up) => {
      setConnected(up);
      if (up) connectRef.current?.();
    };
    listeners.add(listener);
    statusListeners.add(status);
    if (s.connected) status(true);
    return () => {
      listeners.delete(listener);
      statusListeners.delete(status);
      users--;
      if (users === 0) {
        s.disconnect();
        socket = null;
      }
    };
  }, []);
  return connected;
}

/** A v4 UUID for a message's client id, also where crypto.randomUUID is missing (plain HTTP). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
