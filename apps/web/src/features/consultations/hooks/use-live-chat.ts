import type { ChatSide, ServerEvent } from '@nakshatra/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { newClientId, sendEvent, useRealtime } from '@/lib/realtime';
import { chatReducer, initialChatState, type ChatLine } from '../lib/chat-state';

/** A typing indicator is cleared after this long without keystrokes. */
const TYPING_IDLE_MS = 3_000;

/** Receipts: what reached this screen is delivered; read while the tab is visible. */
function useReceipts(consultationId: string, lines: ChatLine[], side: ChatSide | null) {
  useEffect(() => {
    const theirs = lines.filter((l) => l.from !== side && l.seq !== null);
    const top = theirs.reduce((m, l) => Math.max(m, l.seq ?? 0), 0);
    if (!side || top === 0) return;
    if (theirs.some((l) => !l.deliveredAt))
      void sendEvent({ type: 'receipt', consultationId, kind: 'delivered', upToSeq: top }).catch(() => {});
    if (document.visibilityState === 'visible' && theirs.some((l) => !l.readAt))
      void sendEvent({ type: 'receipt', consultationId, kind: 'read', upToSeq: top }).catch(() => {});
  }, [lines, side, consultationId]);

}

/**
 * One consultation's live chat over the shared socket: joins (and re-joins after every
 * reconnect from the last seq seen, so nothing is lost or doubled), resends messages that were
 * never acknowledged with their original ids, sends delivered and read receipts for the other
 * side's messages, and throttles typing events. `onEvent` sees every server event too (the page
 * refreshes its queries on state changes).
 */
export function useLiveChat(consultationId: string, onEvent?: (e: ServerEvent) => void) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });
  const typingSince = useRef<number | null>(null);

  const deliver = useCallback(
    (line: ChatLine) => {
      sendEvent({ type: 'message', consultationId, id: line.id, text: line.text }).then(
        (ack) => {
          if (ack.ok && ack.message) dispatch({ type: 'stored', message: ack.message });
          else if (!ack.ok) dispatch({ type: 'failed', id: line.id, reason: ack.code });
        },
        // No acknowledgement (offline): the line stays pending and goes again on reconnect.
        () => {},
      );
    },
    [consultationId],
  );

  const join = useCallback(() => {
    const afterSeq = stateRef.current.lastSeq;
    void sendEvent({ type: 'join', consultationId, afterSeq }).then((ack) => {
      if (!ack.ok) return;
      dispatch({ type: 'joined', ack });
      for (const l of stateRef.current.lines) if (l.seq === null && !l.failed) deliver(l);
    }, () => {});
  }, [consultationId, deliver]);

  const connected = useRealtime((event) => {
    dispatch({ type: 'server', event });
    onEvent?.(event);
  }, join);

  useReceipts(consultationId, state.lines, state.side);

  const send = useCallback(
    (text: string) => {
      const s = stateRef.current;
      if (!s.side || text.trim() === '') return;
      const line: ChatLine = {
        id: newClientId(),
        seq: null,
        from: s.side,
        text: text.trim(),
        sentAt: new Date().toISOString(),
        deliveredAt: null,
        readAt: null,
      };
      dispatch({ type: 'pending', line });
      deliver(line);
      typingSince.current = null;
    },
    [deliver],
  );

  const typing = useCallback(() => {
    const now = Date.now();
    if (typingSince.current !== null && now - typingSince.current < TYPING_IDLE_MS) return;
    typingSince.current = now;
    void sendEvent({ type: 'typing', consultationId, typing: true }).catch(() => {});
    setTimeout(() => {
      if (typingSince.current === now) {
        typingSince.current = null;
        void sendEvent({ type: 'typing', consultationId, typing: false }).catch(() => {});
      }
    }, TYPING_IDLE_MS);
  }, [consultationId]);

  const retry = useCallback(
    (id: string) => {
      const line = stateRef.current.lines.find((l) => l.id === id);
      if (!line) return;
      dispatch({ type: 'pending', line: { ...line, failed: undefined } });
      deliver(line);
    },
    [deliver],
  );

  return { ...state, connected, send, typing, retry };
}
export type LiveChat = ReturnType<typeof useLiveChat>;
