import { RING_TIMEOUT_MS, type Consultation } from '@nakshatra/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Seconds left before an unanswered request is missed (RING_TIMEOUT_MS after it was made). */
function useSecondsLeft(requestedAt: string): number {
  const deadline = new Date(requestedAt).getTime() + RING_TIMEOUT_MS;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

interface WaitingProps {
  consultation: Consultation;
  onCancel: () => void;
  cancelling: boolean;
}

/** The request rings on the astrologer's console: a countdown to the two-minute timeout and Cancel. */
export function ConsultationWaiting({ consultation: c, onCancel, cancelling }: WaitingProps) {
  const { t } = useTranslation('consultations');
  const left = useSecondsLeft(c.requestedAt);
  const clock = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <section aria-labelledby="waiting-title" className="card-night flex flex-col items-center gap-4 rounded-3xl border border-star-300/15 bg-night-800/70 p-6 text-center sm:p-10">
      <span aria-hidden className="relative flex size-16 items-center justify-center">
        <span className="absolute inset-0 animate-ping rounded-full bg-gold-300/25 motion-reduce:animate-none" />
        <span className="size-10 rounded-full bg-gradient-to-b from-gold-300 to-gold-400" />
      </span>
      <h2 id="waiting-title" className="text-xl font-semibold text-star-50">
        {t(c.mode === 'call' ? 'waiting.callTitle' : 'waiting.title', { name: c.astrologer.name })}
      </h2>
      <p className="max-w-md text-star-200">{t(c.mode === 'call' ? 'waiting.callBody' : 'waiting.body')}</p>
      <p role="timer" aria-live="off" className="text-3xl font-semibold text-gold-300 tabular-nums">
        {clock}
      </p>
      <p className="text-sm text-star-300">{t('waiting.noCharge')}</p>
      <Button variant="ghost" onClick={onCancel} disabled={cancelling}>
        {t('waiting.cancel')}
      </Button>
    </section>
  );
}
