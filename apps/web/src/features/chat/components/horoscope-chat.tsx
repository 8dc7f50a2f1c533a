import type { ChatContext, HoroscopeSignId } from '@nakshatra/contracts';
import { useMemo } from 'react';
import { useChat } from '../hooks/use-chat';
import { ChatPanel } from './chat-panel';
import { RemainingLine } from './remaining-line';

/**
 * The assistant inside the horoscope page's bot panel, with that sign's horoscope as context.
 * A guest asking gets 'Please Login to Continue' and the login dialog (spec section 5).
 */
export function HoroscopeChat({ sign }: { sign: HoroscopeSignId }) {
  // Each sign is its own panel with its own conversations: switching sign starts it afresh.
  return <HoroscopeSignChat key={sign} sign={sign} />;
}

function HoroscopeSignChat({ sign }: { sign: HoroscopeSignId }) {
  const context = useMemo<ChatContext>(() => ({ kind: 'horoscope', sign }), [sign]);
  const chat = useChat({ context, guestRule: 'login-dialog' });
  return (
    // The panel pads its content by 1.25 rem; the chat runs to its edges and has a fixed height
    // so the log scrolls inside it.
    <div className="-mx-5 -mb-5 flex h-[min(58vh,34rem)] flex-col border-t border-star-300/10">
      <ChatPanel chat={chat} footer={<RemainingLine chat={chat} />} />
    </div>
  );
}
