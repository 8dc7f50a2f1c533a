import type {
  BillingState,
  ChatSide,
  ClientAck,
  Consultation,
  ConsultationMessage,
  ServerEvent,
} from '@nakshatra/contracts';

/** A message on screen: stored (with seq) or still on its way (pending, or failed with a reason). */
export interface ChatLine {
  id: string;
  seq: number | null;
  from: ChatSide;
  text: string;
  sentAt: string;
  deliveredAt: string | null;
  readAt: string | null;
  failed?: string;
}

export interface ChatState {
  consultation: Consultation | null;
  side: ChatSide | null;
  lines: ChatLine[];
  /** The highest seq received: the resume cursor. */
  lastSeq: number;
  billing: BillingState | null;
  peerOnline: boolean;
  peerTyping: boolean;
}

export const initialChatState: ChatState = {
  consultation: null,
  side: null,
  lines: [],
  lastSeq: 0,
  billing: null,
  peerOnline: false,
  peerTyping: false,
};

export type ChatAction =
  | { type: 'joined'; ack: Extract<ClientAck, { ok: true }> }
  | { type: 'server'; event: ServerEvent }
  | { type: 'pending'; line: ChatLine }
  | { type: 'failed'; id: string; reason: string }
  | { type: 'stored'; message: ConsultationMessage };

const toLine = (m: ConsultationMessage): ChatLine => ({ ...m, seq: m.seq });

/** Adds or replaces messages by id (a resend or a resume never shows a line twice), in seq order. */
export function mergeMessages(lines: ChatLine[], incoming: ConsultationMessage[]): ChatLine[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  for (const m of incoming) byId.set(m.id, toLine(m));
  return [...byId.values()].sort((a, b) => (a.seq ?? Infinity) - (b.seq ?? Infinity));
}

const maxSeq = (lines: ChatLine[], seq: number) =>
  lines.reduce((m, l) => Math.max(m, l.seq ?? 0), seq);

function onReceipt(state: ChatState, e: Extract<ServerEvent, { type: 'receipt' }>): ChatState {
  return {
    ...state,
    lines: state.lines.map((l) =>
      l.from === e.of && l.seq !== null && l.seq <= e.upToSeq
        ? {
            ...l,
            deliveredAt: l.deliveredAt ?? e.at,
            readAt: e.kind === 'read' ? (l.readAt ?? e.at) : l.readAt,
          }
        : l,
    ),
  };
}

function onServer(state: ChatState, e: ServerEvent): ChatState {
  const id = state.consultation?.id;
  switch (e.type) {
    case 'message': {
      if (e.message.consultationId !== id) return state;
      const lines = mergeMessages(state.lines, [e.message]);
      const peerTyping = e.message.from === state.side ? state.peerTyping : false;
      return { ...state, lines, lastSeq: maxSeq(lines, state.lastSeq), peerTyping };
    }
    case 'receipt':
      return e.consultationId === id ? onReceipt(state, e) : state;
    case 'typing':
      return e.consultationId === id && e.from !== state.side ? { ...state, peerTyping: e.typing } : state;
    case 'presence':
      return e.consultationId === id && e.side !== state.side
        ? { ...state, peerOnline: e.online, peerTyping: e.online && state.peerTyping }
        : state;
    case 'consultation':
      return e.consultation.id === id ? { ...state, consultation: e.consultation } : state;
    case 'billing':
      return e.billing.consultationId === id ? { ...state, billing: e.billing } : state;
    default:
      return state;
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'joined': {
      const { ack } = action;
      const lines = mergeMessages(state.lines, ack.messages ?? []);
      return {
        ...state,
        consultation: ack.consultation ?? state.consultation,
        side: ack.side ?? state.side,
        billing: ack.billing ?? state.billing,
        peerOnline: ack.peerOnline ?? state.peerOnline,
        lines,
        lastSeq: maxSeq(lines, state.lastSeq),
      };
    }
    case 'server':
      return onServer(state, action.event);
    case 'pending':
      return { ...state, lines: [...state.lines.filter((l) => l.id !== action.line.id), action.line] };
    case 'failed':
      return {
        ...state,
        lines: state.lines.map((l) => (l.id === action.id ? { ...l, failed: action.reason } : l)),
      };
    case 'stored': {
      const lines = mergeMessages(state.lines, [action.message]);
      return { ...state, lines, lastSeq: maxSeq(lines, state.lastSeq) };
    }
  }
}

/** The receipt state of one of my lines, as the ticks show it. */
export function lineStatus(l: ChatLine): 'failed' | 'sending' | 'sent' | 'delivered' | 'read' {
  if (l.failed) return 'failed';
  if (l.seq === null) return 'sending';
  if (l.readAt) return 'read';
  if (l.deliveredAt) return 'delivered';
  return 'sent';
}
