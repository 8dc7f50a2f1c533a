import { MIN_BALANCE_MINUTES, type Astrologer, type ConsultationMode } from '@nakshatra/contracts';
import { MessageCircle, Phone } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/money';
import { useBirthDetails } from '../api/get-birth-details';

const TOPICS = ['marriage', 'career', 'love', 'health', 'finance', 'education', 'family'] as const;

interface IntakeProps {
  astrologer: Astrologer;
  /** The wallet's balance in paise, when known. */
  balancePaise: number | null;
  onRequest: (topic: string) => Promise<void>;
  /** A call is priced at the call price, with no first-session offer. */
  mode?: ConsultationMode;
}

/** The birth details the astrologer will see, from the saved profile, with a link to change them. */
function BirthDetails() {
  const { t, i18n } = useTranslation('consultations');
  const { data } = useBirthDetails();
  if (!data) return <div className="h-20" aria-hidden />;
  if (!data.date_of_birth || !data.birth_time)
    return (
      <p className="rounded-2xl bg-gold-400/10 px-4 py-3 text-sm text-gold-200">
        {t('intake.noBirth')}{' '}
        <Link to={paths.editProfile.to()} className="font-semibold underline">
          {t('intake.addBirth')}
        </Link>
      </p>
    );
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${data.date_of_birth}T00:00:00Z`));
  return (
    <div className="rounded-2xl border border-star-300/15 bg-white/5 px-4 py-3 text-sm">
      <p className="text-star-300">{t('intake.birthLead')}</p>
      <p className="mt-1 font-medium text-star-50" data-testid="intake-birth">
        {data.name} · {date} · {data.birth_time.slice(0, 5)} · {data.location_name}
      </p>
      <Link to={paths.editProfile.to()} className="mt-1 inline-block text-gold-300 underline-offset-4 hover:underline">
        {t('intake.editBirth')}
      </Link>
    </div>
  );
}

function LowBalance({ needPaise }: { needPaise: number }): ReactNode {
  const { t } = useTranslation('consultations');
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gold-300/40 bg-gold-400/10 px-4 py-3 text-sm text-gold-200">
      <span>{t('intake.needBalance', { amount: formatRupees(needPaise), count: MIN_BALANCE_MINUTES })}</span>
      <Link to={paths.buyCoin.to()} className={buttonClasses('primary')}>
        {t('intake.recharge')}
      </Link>
    </div>
  );
}

/**
 * Step 1 of a paid chat: the price, the birth details the astrologer will see, a topic; the
 * request needs MIN_BALANCE_MINUTES of balance (a recharge prompt otherwise).
 */
export function ConsultationIntake({ astrologer: a, balancePaise, onRequest, mode = 'chat' }: IntakeProps) {
  const { t } = useTranslation('consultations');
  const topicId = useId();
  const [topic, setTopic] = useState('');
  const [busy, setBusy] = useState(false);
  const [short, setShort] = useState(false);
  const [error, setError] = useState('');
  const call = mode === 'call';
  const offer = !call && a.offerPrice !== null;
  const pricePaise = (call ? a.callPrice : (a.offerPrice ?? a.price)) * 100;
  const needPaise = pricePaise * MIN_BALANCE_MINUTES;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (topic.trim() === '') return setError(t('intake.topicRequired'));
    setBusy(true);
    setError('');
    try {
      await onRequest(topic.trim());
    } catch (err) {
      if (isApiError(err) && err.code === 'insufficient_balance') setShort(true);
      else setError(isApiError(err) && err.code === 'conflict' ? t('intake.alreadyOpen') : t('intake.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5 rounded-3xl border border-star-300/15 bg-night-800/70 p-5 sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-star-50">{t(call ? 'intake.callTitle' : 'intake.title', { name: a.name })}</h2>
        <p className="text-gold-300" data-testid="intake-price">
          {offer ? t('intake.offerPrice', { price: formatRupees(pricePaise) }) : t('intake.price', { price: formatRupees(pricePaise) })}
        </p>
      </div>
      <BirthDetails />
      <div className="flex flex-col gap-2">
        <label htmlFor={topicId} className="text-sm font-medium text-star-200">{t('intake.topicLabel')}</label>
        <div className="flex flex-wrap gap-2">
          {TOPICS.map((k) => (
            <button key={k} type="button" aria-pressed={topic === t(`intake.topics.${k}`)} onClick={() => setTopic(t(`intake.topics.${k}`))} className="min-h-11 rounded-full border border-star-300/30 px-4 text-sm text-star-50 hover:border-gold-300 aria-pressed:border-gold-300 aria-pressed:bg-gold-400/15">
              {t(`intake.topics.${k}`)}
            </button>
          ))}
        </div>
        <input id={topicId} value={topic} maxLength={200} onChange={(e) => setTopic(e.target.value)} placeholder={t('intake.topicPlaceholder')} aria-invalid={error !== '' || undefined} className="min-h-11 rounded-2xl border border-star-300/25 bg-night-950/60 px-4 text-star-50 placeholder:text-star-300 focus:border-gold-300 focus:outline-none" />
      </div>
      {short || (balancePaise !== null && balancePaise < needPaise) ? <LowBalance needPaise={needPaise} /> : null}
      {error ? <p role="alert" className="text-sm text-danger-300">{error}</p> : null}
      <p className="text-sm text-star-300">{t(call ? 'intake.callBillingNote' : 'intake.billingNote', { count: MIN_BALANCE_MINUTES })}</p>
      <Button type="submit" size="lg" disabled={busy} className="self-start">
        {call ? <Phone size={18} aria-hidden /> : <MessageCircle size={18} aria-hidden />}
        {t(call ? 'intake.startCall' : 'intake.start')}
      </Button>
    </form>
  );
}
