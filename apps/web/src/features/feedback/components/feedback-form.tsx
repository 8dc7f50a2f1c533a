import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  feedbackTopics,
  type FeedbackTopic,
} from '@nakshatra/contracts';
import { CheckCircle2, Send, Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { fieldA11y, inputBorder } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSendFeedback } from '../api/feedback';

const chip =
  'inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition ' +
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400/70';

function TopicField({ value, onChange }: { value: FeedbackTopic; onChange: (t: FeedbackTopic) => void }) {
  const { t } = useTranslation('feedback');
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink-700">{t('topicLabel')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {feedbackTopics.map((topic) => (
          <label
            key={topic}
            className={cx(
              chip,
              value === topic
                ? 'border-gold-800 bg-gold-300/40 text-ink-900'
                : 'border-cream-300 bg-white text-ink-700 hover:border-gold-800/60',
            )}
          >
            <input
              type="radio"
              name="topic"
              value={topic}
              checked={value === topic}
              onChange={() => onChange(topic)}
              className="sr-only"
            />
            {t(`topics.${topic}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** 1-5 stars as a radio group (arrow keys move, like any radio group); optional. */
function RatingField({ value, onChange }: { value: number | null; onChange: (r: number | null) => void }) {
  const { t } = useTranslation('feedback');
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-semibold text-ink-700">
        {t('ratingLabel')} <span className="font-normal text-ink-600">({t('optional')})</span>
      </legend>
      <div className="mt-1 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="grid size-11 cursor-pointer place-items-center rounded-full has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400/70"
          >
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
              aria-label={t('stars', { count: stars })}
            />
            <Star
              size={28}
              aria-hidden
              className={value !== null && stars <= value ? 'fill-gold-400 text-gold-800' : 'text-ink-600/50'}
            />
          </label>
        ))}
        {value !== null ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="ml-2 min-h-11 rounded-full px-3 text-sm font-medium text-ink-600 underline-offset-2 hover:underline"
          >
            {t('clearRating')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** Which rule a message breaks, if any (the same bounds as the server's). */
function messageProblem(message: string): 'tooShort' | 'tooLong' | null {
  const length = message.trim().length;
  if (length < FEEDBACK_MESSAGE_MIN) return 'tooShort';
  if (length > FEEDBACK_MESSAGE_MAX) return 'tooLong';
  return null;
}

function Thanks({ onAgain }: { onAgain: () => void }) {
  const { t } = useTranslation('feedback');
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="status">
      <CheckCircle2 size={48} aria-hidden className="text-gold-800" />
      <h2 className="text-2xl font-semibold text-ink-900">{t('thanksTitle')}</h2>
      <p className="max-w-md text-ink-600">{t('thanksBody')}</p>
      <Button variant="outline-light" onClick={onAgain}>
        {t('sendAnother')}
      </Button>
    </div>
  );
}

/** The /feedback form: a topic, an optional rating and the message (10 to 2,000 characters). */
export function FeedbackForm() {
  const { t } = useTranslation('feedback');
  const send = useSendFeedback();
  const [topic, setTopic] = useState<FeedbackTopic>('app');
  const [rating, setRating] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState(false);
  const messageId = useId();
  const problem = touched ? messageProblem(message) : null;
  const error =
    problem === 'tooShort'
      ? t('errors.tooShort', { min: FEEDBACK_MESSAGE_MIN })
      : problem === 'tooLong'
        ? t('errors.tooLong', { max: FEEDBACK_MESSAGE_MAX })
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (messageProblem(message) || send.isPending) return;
    send.mutate(
      { topic, rating, message: message.trim() },
      {
        onSuccess: () => {
          setSent(true);
          setMessage('');
          setRating(null);
          setTouched(false);
        },
        onError: (err) =>
          toast.error(
            isApiError(err) && err.code === 'rate_limited' ? t('errors.rateLimited') : t('errors.generic'),
          ),
      },
    );
  };

  if (sent) return <Thanks onAgain={() => setSent(false)} />;
  return (
    <form noValidate onSubmit={submit} aria-label={t('formLabel')}>
      <TopicField value={topic} onChange={setTopic} />
      <RatingField value={rating} onChange={setRating} />
      <div className="mt-6 flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-semibold text-ink-700">
          {t('messageLabel')}
        </label>
        <textarea
          {...fieldA11y(messageId, error)}
          value={message}
          rows={6}
          maxLength={FEEDBACK_MESSAGE_MAX}
          placeholder={t('messagePlaceholder')}
          onChange={(e) => setMessage(e.target.value)}
          onBlur={() => setTouched(true)}
          className={cx(
            'block w-full resize-y rounded-xl border bg-white px-4 py-3 text-base text-ink-900 placeholder:text-ink-600/70 outline-none focus:ring-2',
            inputBorder(Boolean(error)),
          )}
        />
        <div className="flex min-h-5 justify-between gap-4 text-sm leading-5">
          <p id={`${messageId}-error`} className="text-danger-700">
            {error}
          </p>
          <p className="shrink-0 text-ink-600 tabular-nums" aria-live="polite">
            {t('counter', { count: message.length, max: FEEDBACK_MESSAGE_MAX })}
          </p>
        </div>
      </div>
      <Button type="submit" size="lg" className="mt-4 w-full sm:w-auto" disabled={send.isPending}>
        <Send size={18} aria-hidden />
        {send.isPending ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
