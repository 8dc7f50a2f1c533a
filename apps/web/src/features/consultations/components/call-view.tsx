import type { Consultation, ServerEvent } from '@nakshatra/contracts';
import { Mic, MicOff, PhoneOff, Volume2 } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCall } from '../hooks/use-call';
import { ChatMeter } from './chat-meter';

interface CallViewProps {
  consultationId: string;
  peerName: string;
  /** Hangs up (POST .../end); the page shows the summary when it has ended. */
  onEnd: () => Promise<void>;
  /** Every server event, for the page's queries. */
  onEvent?: (e: ServerEvent) => void;
  /** Shown once the call has ended (summary, review). */
  after?: (consultation: Consultation) => ReactNode;
}

/** The other party's loudness, 0 to 100 %, on this device. */
function SpeakerVolume({ onChange }: { onChange: (volume: number) => void }) {
  const { t } = useTranslation('consultations');
  const [volume, setVolume] = useState(100);
  const id = useId();
  return (
    <div className="flex items-center gap-3 text-sm text-star-200">
      <Volume2 size={16} aria-hidden />
      <label htmlFor={id}>{t('call.volume')}</label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        value={volume}
        onChange={(e) => {
          const v = Number(e.target.value);
          setVolume(v);
          onChange(v / 100);
        }}
        className="w-40 accent-gold-300"
      />
    </div>
  );
}

/**
 * A paid voice call between a client and an astrologer (both sides use it): connecting until
 * audio flows both ways (billing starts then), connected with the meter, mute, speaker volume and End; the
 * other party's audio plays from a hidden audio element.
 */
export function CallView({ consultationId, peerName, onEnd, onEvent, after }: CallViewProps) {
  const { t } = useTranslation('consultations');
  const { playRemote, ...call } = useCall(consultationId, onEvent);
  const [ending, setEnding] = useState(false);
  const speaker = useRef<HTMLAudioElement | null>(null);
  const c = call.consultation;
  const live = call.phase !== 'ended';
  const status =
    call.phase === 'connected'
      ? t('call.connected')
      : call.phase === 'reconnecting'
        ? t('call.reconnecting')
        : call.phase === 'ended'
          ? t('call.ended')
          : t('call.connecting');
  return (
    <section
      aria-label={t('call.regionLabel', { name: peerName })}
      className="flex flex-col gap-4 rounded-3xl border border-star-300/15 bg-night-800/70 p-5 sm:p-8"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-star-50">{peerName}</h2>
          <p role="status" className="text-sm text-star-300">
            {status}
          </p>
        </div>
      </header>
      {call.micError && live ? (
        <p role="alert" className="text-sm text-danger-300">
          {t('call.micError')}
        </p>
      ) : null}
      {c ? (
        <ChatMeter consultation={c} billing={call.billing} />
      ) : (
        <div className="h-14" aria-hidden />
      )}
      {live ? (
        <div className="flex flex-wrap gap-3">
          <Button variant="ghost" aria-pressed={call.muted} onClick={call.toggleMute}>
            {call.muted ? <MicOff size={16} aria-hidden /> : <Mic size={16} aria-hidden />}
            {t('call.mute')}
          </Button>
          <Button
            disabled={ending}
            onClick={() => {
              setEnding(true);
              void onEnd().finally(() => setEnding(false));
            }}
          >
            <PhoneOff size={16} aria-hidden />
            {t('call.end')}
          </Button>
        </div>
      ) : null}
      {live ? (
        <SpeakerVolume
          onChange={(v) => {
            if (speaker.current) speaker.current.volume = v;
          }}
        />
      ) : null}
      <audio
        ref={(el) => {
          speaker.current = el;
          playRemote(el);
        }}
        autoPlay
        aria-hidden
      />
      {c && !live ? after?.(c) : null}
    </section>
  );
}
