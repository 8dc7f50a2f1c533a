import { REVIEW_MAX_CHARS, type Consultation } from '@nakshatra/contracts';
import { Star } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { isApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/money';
import { createReview } from '../api/consultations';

const durationMin = (c: Consultation) =>
  c.acceptedAt && c.endedAt
    ? Math.max(1, Math.ceil((new Date(c.endedAt).getTime() - new Date(c.acceptedAt).getTime()) / 60_000))
    : 0;

function StarPicker({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation('consultations');
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink-700">{t('summary.ratingLabel')}</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-500">
            <input type="radio" name="rating" value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
            <Star size={30} aria-hidden className={cx(n <= value ? 'fill-gold-400 text-gold-500' : 'text-ink-600/40')} />
            <span className="sr-only">{t('summary.stars', { count: n })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ReviewForm({ consultation }: { consultation: Consultation }) {
  const { t } = useTranslation('consultations');
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'error'>('idle');
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (rating === 0) return setError(t('summary.pickRating'));
    setState('sending');
    try {
      await createReview(consultation.id, { rating, text });
      setState('done');
    } catch (err) {
      setState('error');
      setError(isApiError(err) && err.code === 'conflict' ? t('summary.alreadyReviewed') : t('summary.failed'));
    }
  };
  if (state === 'done') return <p role="status" className="font-medium text-ink-900">{t('summary.thanks')}</p>;
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <StarPicker value={rating} onChange={(n) => { setRating(n); setError(''); }} />
      <label className="flex flex-col gap-1 text-sm font-medium text-ink-700">
        {t('summary.reviewLabel')}
        <textarea
          value={text}
          maxLength={REVIEW_MAX_CHARS}
          rows={3}
          onChange={(e) => setText(e.target.value)}
          className="rounded-2xl border border-ink-600/35 bg-white px-4 py-2.5 text-base font-normal text-ink-900"
        />
      </label>
      {error ? <p role="alert" className="text-sm text-danger-700">{error}</p> : null}
      <Button type="submit" disabled={state === 'sending'} className="self-start">
        {t('summary.submit')}
      </Button>
    </form>
  );
}

/** After the end: how long, how much, why it ended; then the client's rating and review. */
export function ConsultationSummary({ consultation: c, side, extra }: { consultation: Consultation; side: 'user' | 'astrologer'; extra?: ReactNode }) {
  const { t } = useTranslation('consultations');
  return (
    <section aria-labelledby="summary-title" className="card-light flex flex-col gap-5 p-6 sm:p-8">
      <h2 id="summary-title" className="text-xl font-semibold">
        {t(c.mode === 'call' ? 'summary.callTitle' : 'summary.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-600">{t('summary.duration')}</dt>
          <dd className="text-lg font-semibold" data-testid="summary-duration">{t('summary.minutes', { count: durationMin(c) })}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-600">{side === 'user' ? t('summary.cost') : t('summary.gross')}</dt>
          <dd className="text-lg font-semibold" data-testid="summary-cost">{formatRupees(c.chargedPaise)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-600">{t('summary.endedBy')}</dt>
          <dd className="text-lg font-semibold">{t(`summary.reason.${c.endReason ?? 'user'}`)}</dd>
        </div>
      </dl>
      {side === 'user' && c.minutesCharged > 0 ? <ReviewForm consultation={c} /> : null}
      {extra}
    </section>
  );
}
