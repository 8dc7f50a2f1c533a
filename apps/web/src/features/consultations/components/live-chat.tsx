import { MESSAGE_MAX_CHARS, type ServerEvent } from '@nakshatra/contracts';
import { ArrowUp, PhoneOff } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cx } from '@/components/ui/cx';
import { useLiveChat, type LiveChat } from '../hooks/use-live-chat';
import { ChatLines } from './chat-lines';
import { ChatMeter, isLowBalance } from './chat-meter';

interface LiveChatProps {
  consultationId: string;
  peerName: string;
  /** Ends the consultation (POST .../end); the page shows the summary when it has ended. */
  onEnd: () => Promise<void>;
  /** The low-balance banner's one-tap recharge at the session's price (the wallet's, composed by the route). */
  recharge?: (pricePaisePerMin: number) => ReactNode;
  /** Every server event, for the page's queries. */
  onEvent?: (e: ServerEvent) => void;
  /** Shown under the chat once it has ended (summary, review). */
  after?: (chat: LiveChat) => ReactNode;
}

function Presence({ online, connected }: { online: boolean; connected: boolean }) {
  const { t } = useTranslation('consultations');
  const label = !connected ? t('chat.reconnecting') : online ? t('chat.peerOnline') : t('chat.peerAway');
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-star-300" role="status">
      <span
        aria-hidden
        className={cx('size-2 rounded-full', connected && online ? 'bg-emerald-400' : 'bg-star-300/50')}
      />
      {label}
    </span>
  );
}

function Composer({ chat, disabled }: { chat: LiveChat; disabled: boolean }) {
  const { t } = useTranslation('consultations');
  const [draft, setDraft] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim() === '' || disabled) return;
    chat.send(draft);
    setDraft('');
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <label htmlFor="live-chat-input" className="sr-only">
        {t('chat.inputLabel')}
      </label>
      <textarea
        id="live-chat-input"
        rows={1}
        value={draft}
        maxLength={MESSAGE_MAX_CHARS}
        disabled={disabled}
        placeholder={disabled ? t('chat.closed') : t('chat.placeholder')}
        onChange={(e) => {
          setDraft(e.target.value);
          chat.typing();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) submit(e);
        }}
        className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-star-300/25 bg-night-950/60 px-4 py-2.5 text-star-50 placeholder:text-star-300 focus:border-gold-300 focus:outline-none disabled:opacity-60"
      />
      <button
        type="submit"
        disabled={disabled || draft.trim() === ''}
        aria-label={t('chat.send')}
        className={buttonClasses('primary', 'icon')}
      >
        <ArrowUp size={20} aria-hidden />
      </button>
    </form>
  );
}

/**
 * A live, paid chat between a client and an astrologer (both sides use it): presence, the meter,
 * the low-balance warning with recharge, the log with receipts and typing, the composer, and End.
 */
export function LiveChatView({ consultationId, peerName, onEnd, recharge, onEvent, after }: LiveChatProps) {
  const { t } = useTranslation('consultations');
  const chat = useLiveChat(consultationId, onEvent);
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState(false);
  const c = chat.consultation;
  const active = c?.status === 'active';
  return (
    <section aria-label={t('chat.regionLabel', { name: peerName })} className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-star-50">{peerName}</h2>
          {active ? <Presence online={chat.peerOnline} connected={chat.connected} /> : null}
        </div>
        {active ? (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <PhoneOff size={16} aria-hidden />
            {t('chat.end')}
          </Button>
        ) : null}
      </header>
      {c ? <ChatMeter consultation={c} billing={chat.billing} /> : <div className="h-14" aria-hidden />}
      {active && chat.side === 'user' && isLowBalance(chat.billing) ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gold-300/40 bg-gold-400/10 px-4 py-3 text-sm text-gold-200">
          <span>{t('chat.lowBalance', { count: chat.billing?.minutesLeft ?? 0 })}</span>
          <span className="flex flex-wrap items-center gap-3">{recharge?.(c.pricePaisePerMin)}</span>
        </div>
      ) : null}
      <div className="min-h-64 rounded-3xl border border-star-300/10 bg-night-900/60 p-3 sm:p-5">
        <ChatLines
          lines={chat.lines}
          side={chat.side ?? 'user'}
          peerName={peerName}
          peerTyping={chat.peerTyping}
          onRetry={chat.retry}
        />
      </div>
      {c && c.status !== 'active' && c.status !== 'requested' ? null : <Composer chat={chat} disabled={!active} />}
      {after?.(chat)}
      {confirming ? (
        <ConfirmDialog
          title={t('chat.endTitle')}
          body={t('chat.endBody')}
          confirmLabel={t('chat.end')}
          cancelLabel={t('chat.keepChatting')}
          busy={ending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setEnding(true);
            void onEnd().finally(() => {
              setEnding(false);
              setConfirming(false);
            });
          }}
        />
      ) : null}
    </section>
  );
}
