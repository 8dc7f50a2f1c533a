import type { HoroscopePeriod, HoroscopeSignId } from '@nakshatra/contracts';
import { Sparkles, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { usePersonalHoroscope } from '../api/get-personal-horoscope';
import { VerdictBadge } from './reading-parts';

/**
 * "Your personal reading": for a signed-in reader with birth details, the period read from their
 * own chart (tara, dasha, the ascendant view), with a link to their Moon sign's full reading;
 * without birth details, a prompt to add them. Nothing for guests.
 */
export function PersonalReading({
  sign,
  date,
  period,
}: {
  sign: HoroscopeSignId;
  date: string;
  period: HoroscopePeriod;
}) {
  const { t } = useTranslation('horoscope');
  const { user } = useSession();
  const query = usePersonalHoroscope({ date, period, lang: currentLanguage() }, user !== null);
  if (!user) return null;
  if (query.error instanceof ApiError && query.error.status === 409) {
    return (
      <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-star-300/20 px-4 py-3 text-star-200">
        <UserRound size={18} aria-hidden className="text-gold-300" />
        {t('personal.add')}
        <Link
          to={paths.editProfile.to()}
          className="inline-flex min-h-11 items-center font-semibold text-gold-200 underline-offset-4 hover:underline"
        >
          {t('personal.addCta')}
        </Link>
      </p>
    );
  }
  const data = query.data;
  if (!data) return null;
  const general = data.reading.verdicts.general;
  return (
    <section
      aria-labelledby="h-personal"
      data-testid="personal-reading"
      className="mt-6 rounded-2xl border border-gold-300/40 bg-gold-400/10 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="h-personal" className="flex items-center gap-2 text-xl font-semibold text-star-50">
          <Sparkles size={20} aria-hidden className="text-gold-300" />
          {t('personal.title')}
        </h2>
        <VerdictBadge verdict={general.verdict} label={general.label} />
      </div>
      <p className="mt-1 text-sm text-gold-100">
        {t('personal.chart', {
          moon: data.moonSignName,
          lagna: data.ascendantSignName,
          star: data.birthStarName,
        })}
      </p>
      <ul className="mt-3 flex flex-col gap-2 leading-relaxed text-star-100">
        {data.sentences.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      {data.moonSign !== sign ? (
        <Link
          to={`${paths.horoscope.to(data.moonSign)}${period === 'day' ? '' : `?view=${period}`}`}
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-gold-200 underline-offset-4 hover:underline"
        >
          {t('personal.open', { sign: data.moonSignName })}
        </Link>
      ) : (
        <p className="mt-3 text-sm text-gold-100">{t('personal.thisIsYours')}</p>
      )}
    </section>
  );
}
