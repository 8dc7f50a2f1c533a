import {
  CALL_RECONNECT_GRACE_MS,
  type CallSignal,
  type ChatSide,
  type IceServer,
} from '@nakshatra/contracts';
import { sendEvent } from '@/lib/realtime';

/** How often a connected call checks its inbound audio before reporting it flowing. */
const STATS_POLL_MS = 500;
/** How long ICE may stay 'disconnected' (it often comes back by itself) before a restart. */
const DISCONNECTED_WAIT_MS = 2_000;
/** While the connection is down, the caller tries again this often (a signal may be lost). */
const RETRY_MS = 5_000;
/** How long after an offer the caller waits for the connection before offering again. */
const CONNECT_WAIT_MS = 8_000;

/** Whether any inbound audio RTP packet has arrived on this connection. */
async function audioArriving(pc: RTCPeerConnection): Promise<boolean> {
  const stats = await pc.getStats();
  let received = 0;
  stats.forEach((s: { type: string; kind?: string; packetsReceived?: number }) => {
    if (s.type === 'inbound-rtp' && s.kind === 'audio') received += s.packetsReceived ?? 0;
  });
  return received > 0;
}

/** A signalling step that failed is logged; the next signal or retry may still succeed. */
const warnFailed = (err: unknown) => console.warn('call: a signalling step failed', err);

const send = async (consultationId: string, s: CallSignal): Promise<void> => {
  await sendEvent({ type: 'call-signal', consultationId, signal: s }).catch(() => undefined);
};

export interface PeerHooks {
  onTrack: (s: MediaStream) => void;
  /** The connection could not be brought back within the grace: the call is over. */
  onGiveUp: () => void;
  /** The connection dropped (false) or is back (true). */
  onLink: (up: boolean) => void;
}

/**
 * Brings a dropped connection back (a network change, a sleeping laptop): the caller restarts
 * ICE (new candidates on the same DTLS session, so the call and its billing go on) after
 * 'disconnected' has lasted DISCONNECTED_WAIT_MS or at once on 'failed', and tries again every
 * RETRY_MS in case a signal was lost while the socket was down. Either side gives up after
 * CALL_RECONNECT_GRACE_MS, the same grace the server allows an absent party.
 */
function recovery(caller: boolean, restart: () => void, hooks: PeerHooks) {
  let troubleAt: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const step = (wait: number) => {
    clear();
    timer = setTimeout(() => {
      if (troubleAt !== null && Date.now() - troubleAt >= CALL_RECONNECT_GRACE_MS)
        return hooks.onGiveUp();
      if (caller) restart();
      step(RETRY_MS);
    }, wait);
  };
  return {
    onState(state: RTCIceConnectionState) {
      if (state === 'connected' || state === 'completed') {
        if (troubleAt !== null) hooks.onLink(true);
        troubleAt = null;
        return clear();
      }
      if (state !== 'disconnected' && state !== 'failed') return;
      if (troubleAt === null) {
        troubleAt = Date.now();
        hooks.onLink(false);
      }
      if (state === 'failed' || timer === null) step(state === 'failed' ? 0 : DISCONNECTED_WAIT_MS);
    },
    stop: clear,
  };
}

/**
 * The caller's watch over a connection not yet up. An offer or its answer lost on the way, or an
 * offer the other side could not take, would leave ICE waiting for ever, with no drop to react
 * to: until the connection is up, the caller offers again CONNECT_WAIT_MS after each offer. The
 * call is not billed before both sides have audio, so there is nothing to give up on here.
 */
function connectWatch(current: () => RTCPeerConnection, retry: () => void) {
  const isUp = () => ['connected', 'completed'].includes(current().iceConnectionState);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    arm() {
      stop();
      timer = setTimeout(() => {
        timer = null;
        if (!isUp()) retry();
      }, CONNECT_WAIT_MS);
    },
    stop,
  };
}

/**
 * One RTCPeerConnection on the call's microphone: its candidates are signalled as found, its
 * inbound audio reported once (which starts billing on the server, once for the whole call),
 * and its ICE state watched for recovery.
 */
function openConnection(
  consultationId: string,
  iceServers: IceServer[],
  mic: MediaStream,
  hooks: PeerHooks & { onIceState: (s: RTCIceConnectionState) => void; onNegotiation: () => void },
) {
  const pc = new RTCPeerConnection({ iceServers });
  for (const track of mic.getAudioTracks()) pc.addTrack(track, mic);
  pc.onicecandidate = (e) => {
    if (e.candidate)
      void send(consultationId, {
        kind: 'ice',
        candidate: e.candidate.candidate,
        sdpMid: e.candidate.sdpMid,
        sdpMLineIndex: e.candidate.sdpMLineIndex,
      });
  };
  pc.ontrack = (e) => hooks.onTrack(e.streams[0] ?? new MediaStream([e.track]));
  pc.oniceconnectionstatechange = () => hooks.onIceState(pc.iceConnectionState);
  // restartIce() asks for a negotiation; only the caller answers it with an offer.
  pc.onnegotiationneeded = hooks.onNegotiation;
  // Reported until the server has taken it (a report lost on a reconnecting socket, or refused
  // for a moment, goes again on the next poll); the server starts the meter once.
  let reported = false;
  let reporting = false;
  const poll = setInterval(() => {
    if (reported || reporting || pc.connectionState !== 'connected') return;
    reporting = true;
    void audioArriving(pc)
      .then(async (yes) => {
        if (!yes) return;
        const ack = await sendEvent({ type: 'call-media', consultationId, flowing: true });
        if (ack.ok) reported = true;
        else warnFailed(ack.error);
      })
      .catch(warnFailed)
      .finally(() => (reporting = false));
  }, STATS_POLL_MS);
  return {
    pc,
    close() {
      clearInterval(poll);
      pc.close();
    },
  };
}

/**
 * Sets the other side's offer or answer, and returns the connection that took it. An offer this
 * connection cannot take (the caller's page replaced its own connection, with new keys, while
 * ours was still up) goes to a fresh one.
 */
async function setRemote(
  pc: RTCPeerConnection,
  description: RTCSessionDescriptionInit,
  fresh: () => RTCPeerConnection,
): Promise<RTCPeerConnection> {
  try {
    await pc.setRemoteDescription(description);
    return pc;
  } catch (err) {
    if (description.type !== 'offer') throw err;
    const next = fresh();
    await next.setRemoteDescription(description);
    return next;
  }
}

/**
 * The WebRTC side of one call. The user (the caller) makes every offer: the first once the
 * astrologer is in the room, an ICE restart when the network changes, a fresh one when the
 * astrologer comes back with a new connection ('hello'). Signals are applied one at a time, in
 * order; a connection that was talking to the other side's old one is replaced, keeping the
 * microphone (and its mute).
 */
export function createCallPeer(
  consultationId: string,
  side: ChatSide,
  iceServers: IceServer[],
  mic: MediaStream,
  hooks: PeerHooks,
) {
  const caller = side === 'user';
  let offered = false;
  let chain: Promise<void> = Promise.resolve();
  const queue = (fn: () => Promise<void>) => (chain = chain.then(fn).catch(warnFailed));
  // A restart while an offer is unanswered sends that offer again instead (its answer was lost).
  const restart = () =>
    conn.pc.signalingState === 'have-local-offer' ? void queue(offer) : conn.pc.restartIce();
  const watch = recovery(caller, restart, hooks);
  const open = () =>
    openConnection(consultationId, iceServers, mic, {
      ...hooks,
      onIceState: watch.onState,
      onNegotiation: () => void (caller && offered && queue(offer)),
    });
  let conn = open();
  let pending: RTCIceCandidateInit[] = [];

  const connecting = connectWatch(() => conn.pc, restart);

  async function offer() {
    const pc = conn.pc;
    offered = true;
    // An offer not yet answered (lost on the way, or the other side was not ready) goes again.
    if (pc.signalingState !== 'have-local-offer')
      await pc.setLocalDescription(await pc.createOffer());
    await send(consultationId, { kind: 'offer', sdp: pc.localDescription?.sdp ?? '' });
    connecting.arm();
  }

  function replace() {
    conn.close();
    conn = open();
    pending = [];
  }

  async function apply(s: CallSignal) {
    const pc = conn.pc;
    if (s.kind === 'hello') {
      if (pc.remoteDescription) replace();
      if (caller) await offer();
      return;
    }
    if (s.kind === 'ice') {
      const c = { candidate: s.candidate, sdpMid: s.sdpMid, sdpMLineIndex: s.sdpMLineIndex };
      if (pc.remoteDescription) await pc.addIceCandidate(c);
      else pending.push(c);
      return;
    }
    // An answer to an offer already answered (a repeated offer): nothing to do.
    if (s.kind === 'answer' && pc.signalingState !== 'have-local-offer') return;
    if (s.kind === 'offer' && pc.remoteDescription?.sdp === s.sdp) {
      // The same offer again: its answer was lost; send it again.
      await send(consultationId, { kind: 'answer', sdp: pc.localDescription?.sdp ?? '' });
      return;
    }
    const now = await setRemote(pc, { type: s.kind, sdp: s.sdp }, () => (replace(), conn.pc));
    for (const c of pending.splice(0)) await now.addIceCandidate(c);
    if (s.kind === 'offer') {
      await now.setLocalDescription(await now.createAnswer());
      await send(consultationId, { kind: 'answer', sdp: now.localDescription?.sdp ?? '' });
    }
  }

  // Whoever (re)opens a connection says so first, so the other side drops a stale one.
  void queue(() => send(consultationId, { kind: 'hello' }));
  return {
    get pc() {
      return conn.pc;
    },
    /** The caller's first offer, once the astrologer is in the room. */
    start: () => (caller && !offered ? queue(offer) : chain),
    receive: (s: CallSignal) => queue(() => apply(s)),
    close() {
      watch.stop();
      connecting.stop();
      conn.close();
      for (const t of mic.getTracks()) t.stop();
    },
  };
}
export type CallPeer = ReturnType<typeof createCallPeer>;
