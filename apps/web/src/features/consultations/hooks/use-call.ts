import type {
  BillingState,
  CallSignal,
  ChatSide,
  Consultation,
  IceServer,
  ServerEvent,
} from '@nakshatra/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sendEvent, useRealtime } from '@/lib/realtime';
import { getIceServers } from '../api/consultations';

/** How often a connected call checks its inbound audio before reporting it flowing. */
const STATS_POLL_MS = 500;

declare global {
  interface Window {
    /** The running call's connection, for browser tests that read its getStats(). */
    __nakshatraCall?: RTCPeerConnection;
  }
}

export type CallPhase = 'connecting' | 'connected' | 'ended';

export interface Call {
  phase: CallPhase;
  consultation: Consultation | null;
  billing: BillingState | null;
  side: ChatSide | null;
  muted: boolean;
  /** The microphone could not be opened (denied or missing). */
  micError: boolean;
  toggleMute: () => void;
  /** Where the other party's audio plays. */
  playRemote: (el: HTMLAudioElement | null) => void;
}

/** Whether any inbound audio RTP packet has arrived on this connection. */
async function audioArriving(pc: RTCPeerConnection): Promise<boolean> {
  const stats = await pc.getStats();
  let received = 0;
  stats.forEach((s: { type: string; kind?: string; packetsReceived?: number }) => {
    if (s.type === 'inbound-rtp' && s.kind === 'audio') received += s.packetsReceived ?? 0;
  });
  return received > 0;
}

const signal = (consultationId: string, s: CallSignal) =>
  sendEvent({ type: 'call-signal', consultationId, signal: s }).catch(() => undefined);

/**
 * The WebRTC side of one call: the microphone, one RTCPeerConnection, the offer (made by the
 * user, the caller, once the astrologer is in the room), answers and ICE candidates relayed by
 * the server, and the audio report that starts billing (sent once inbound packets arrive).
 */
function createPeer(
  consultationId: string,
  iceServers: IceServer[],
  mic: MediaStream,
  hooks: { onTrack: (s: MediaStream) => void; onFailed: () => void },
) {
  const pc = new RTCPeerConnection({ iceServers });
  for (const track of mic.getAudioTracks()) pc.addTrack(track, mic);
  pc.onicecandidate = (e) => {
    if (e.candidate)
      void signal(consultationId, {
        kind: 'ice',
        candidate: e.candidate.candidate,
        sdpMid: e.candidate.sdpMid,
        sdpMLineIndex: e.candidate.sdpMLineIndex,
      });
  };
  pc.ontrack = (e) => hooks.onTrack(e.streams[0] ?? new MediaStream([e.track]));
  let reported = false;
  const poll = setInterval(() => {
    if (reported || pc.connectionState !== 'connected') return;
    void audioArriving(pc).then((yes) => {
      if (!yes || reported) return;
      reported = true;
      void sendEvent({ type: 'call-media', consultationId, flowing: true }).catch(() => undefined);
    });
  }, STATS_POLL_MS);
  pc.onconnectionstatechange = () => {
    if (pc.connectionState === 'failed') hooks.onFailed();
  };
  const pending: RTCIceCandidateInit[] = [];
  let chain = Promise.resolve();
  const apply = async (s: CallSignal) => {
    if (s.kind === 'ice') {
      const c = { candidate: s.candidate, sdpMid: s.sdpMid, sdpMLineIndex: s.sdpMLineIndex };
      if (pc.remoteDescription) await pc.addIceCandidate(c);
      else pending.push(c);
      return;
    }
    await pc.setRemoteDescription({ type: s.kind, sdp: s.sdp });
    for (const c of pending.splice(0)) await pc.addIceCandidate(c);
    if (s.kind === 'offer') {
      await pc.setLocalDescription(await pc.createAnswer());
      await signal(consultationId, { kind: 'answer', sdp: pc.localDescription?.sdp ?? '' });
    }
  };
  return {
    pc,
    async offer() {
      await pc.setLocalDescription(await pc.createOffer());
      await signal(consultationId, { kind: 'offer', sdp: pc.localDescription?.sdp ?? '' });
    },
    /** Signals are applied one at a time, in the order they came. */
    receive(s: CallSignal): Promise<void> {
      chain = chain.then(() => apply(s)).catch(() => undefined);
      return chain;
    },
    close() {
      clearInterval(poll);
      pc.close();
      for (const t of mic.getTracks()) t.stop();
    },
  };
}
type Peer = ReturnType<typeof createPeer>;

/** The microphone and the connection, opened once the join told us our side. */
function usePeer(consultationId: string, side: ChatSide | null, active: boolean) {
  const peer = useRef<Peer | null>(null);
  const [micError, setMicError] = useState(false);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!side || !active) return;
    let cancelled = false;
    let made: Peer | null = null;
    void Promise.all([
      getIceServers(consultationId),
      navigator.mediaDevices.getUserMedia({ audio: true }),
    ])
      .then(([ice, mic]) => {
        if (cancelled) return mic.getTracks().forEach((t) => t.stop());
        made = createPeer(consultationId, ice, mic, {
          onTrack: setRemote,
          onFailed: () =>
            void sendEvent({ type: 'call-media', consultationId, flowing: false }).catch(
              () => undefined,
            ),
        });
        peer.current = made;
        window.__nakshatraCall = made.pc;
        setReady(true);
      })
      .catch(() => setMicError(true));
    return () => {
      cancelled = true;
      made?.close();
      peer.current = null;
      setReady(false);
    };
  }, [consultationId, side, active]);
  return { peer, micError, remote, ready };
}

/**
 * One call over the shared socket: joins the consultation's room (again after each reconnect),
 * opens the microphone and the connection while the call is active, relays signalling, and
 * follows the consultation and its meter from the server's events.
 */
export function useCall(consultationId: string, onEvent?: (e: ServerEvent) => void): Call {
  const [consultation, setConsultation] = useState<Consultation | null>(null);
  const [billing, setBilling] = useState<BillingState | null>(null);
  const [side, setSide] = useState<ChatSide | null>(null);
  const [peerOnline, setPeerOnline] = useState(false);
  const [muted, setMuted] = useState(false);
  const active = consultation?.status === 'active';
  const { peer, micError, remote, ready } = usePeer(consultationId, side, active);

  const early = useRef<CallSignal[]>([]);
  const join = useCallback(() => {
    void sendEvent({ type: 'join', consultationId, afterSeq: 0 }).then(
      (ack) => {
        if (!ack.ok) return;
        if (ack.consultation) setConsultation(ack.consultation);
        if (ack.billing) setBilling(ack.billing);
        setSide(ack.side ?? null);
        setPeerOnline(ack.peerOnline ?? false);
      },
      () => {},
    );
  }, [consultationId]);

  useRealtime((e) => {
    onEvent?.(e);
    if (e.type === 'consultation' && e.consultation.id === consultationId)
      setConsultation(e.consultation);
    else if (e.type === 'billing' && e.billing.consultationId === consultationId)
      setBilling(e.billing);
    else if (e.type === 'presence' && e.consultationId === consultationId) setPeerOnline(e.online);
    else if (e.type === 'call-signal' && e.consultationId === consultationId) {
      if (peer.current) void peer.current.receive(e.signal);
      else early.current.push(e.signal);
    }
  }, join);

  // Signals that came before the microphone was open are played in order once it is.
  useEffect(() => {
    const p = peer.current;
    if (!ready || !p) return;
    const queued = early.current.splice(0);
    for (const s of queued) void p.receive(s);
  }, [ready, peer]);

  // The caller offers once the astrologer is in the room with a connection of their own.
  const offered = useRef(false);
  useEffect(() => {
    if (side !== 'user' || !peerOnline || !ready || offered.current || !peer.current) return;
    offered.current = true;
    void peer.current.offer().catch(() => (offered.current = false));
  }, [side, peerOnline, ready, peer]);

  const playRemote = useCallback(
    (el: HTMLAudioElement | null) => {
      if (!el || !remote || el.srcObject === remote) return;
      el.srcObject = remote;
      void el.play().catch(() => undefined);
    },
    [remote],
  );

  const toggleMute = () => {
    const next = !muted;
    for (const s of peer.current?.pc.getSenders() ?? []) if (s.track) s.track.enabled = !next;
    setMuted(next);
  };

  const phase: CallPhase =
    consultation && consultation.status !== 'active'
      ? 'ended'
      : consultation?.acceptedAt
        ? 'connected'
        : 'connecting';
  return { phase, consultation, billing, side, muted, micError, toggleMute, playRemote };
}
