import type {
  BillingState,
  CallSignal,
  ChatSide,
  Consultation,
  ServerEvent,
} from '@nakshatra/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sendEvent, useRealtime } from '@/lib/realtime';
import { getIceServers } from '../api/consultations';
import { type CallPeer, createCallPeer } from '../lib/call-peer';

export type CallPhase = 'connecting' | 'connected' | 'reconnecting' | 'ended';

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

/** The microphone and the connection, opened once the join told us our side. */
function usePeer(consultationId: string, side: ChatSide | null, active: boolean) {
  const peer = useRef<CallPeer | null>(null);
  const [micError, setMicError] = useState(false);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [ready, setReady] = useState(false);
  const [linkDown, setLinkDown] = useState(false);
  useEffect(() => {
    if (!side || !active) return;
    let cancelled = false;
    let made: CallPeer | null = null;
    void Promise.all([
      getIceServers(consultationId),
      navigator.mediaDevices.getUserMedia({ audio: true }),
    ])
      .then(([ice, mic]) => {
        if (cancelled) return mic.getTracks().forEach((t) => t.stop());
        made = createCallPeer(consultationId, side, ice, mic, {
          onTrack: setRemote,
          onLink: (up) => setLinkDown(!up),
          onGiveUp: () =>
            void sendEvent({ type: 'call-media', consultationId, flowing: false }).catch(
              () => undefined,
            ),
        });
        peer.current = made;
        setReady(true);
      })
      .catch(() => setMicError(true));
    return () => {
      cancelled = true;
      made?.close();
      peer.current = null;
      setReady(false);
      setLinkDown(false);
    };
  }, [consultationId, side, active]);
  return { peer, micError, remote, ready, linkDown };
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
  const { peer, micError, remote, ready, linkDown } = usePeer(consultationId, side, active);

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

  // The caller offers once the astrologer is in the room (their 'hello' may have come first).
  useEffect(() => {
    if (peerOnline && ready) void peer.current?.start();
  }, [peerOnline, ready, peer]);

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
        ? linkDown
          ? 'reconnecting'
          : 'connected'
        : 'connecting';
  return { phase, consultation, billing, side, muted, micError, toggleMute, playRemote };
}
