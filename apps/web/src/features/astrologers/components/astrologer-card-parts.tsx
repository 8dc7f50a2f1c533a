import type { Astrologer, AstrologerService, Availability } from '@nakshatra/contracts';
import { BadgeCheck, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatNumber, isTopRated, languagesLine, priceFor, skillsLine } from '../lib/display';
import { CARD_AVATAR_PX } from './astrologer-card-skeleton';
import { CardAvailability, shownStatus } from './availability-status';
import { Avatar } from './avatar';
import { StarRating } from './star-rating';

/** The card's left column: photo with the status dot, the top-rated badge and the stars. */
export function CardPortrait({
  astrologer: a,
  availability,
  eager,
}: {
  astrologer: Astrologer;
  availability: Availability | null | undefined;
  eager?: boolean;
}) {
  const { t } = useTranslation('astrologers');
  const topRated = isTopRated(a);
  // The directory's flag until the measured status arrives. The dot has no words of its own:
  // the status chip beside (CardAvailability) says it, once, to screen readers too.
  const status = shownStatus(availability, a.online) ?? (a.online ? 'online' : 'offline');
  return (
    <div className="flex w-24 shrink-0 flex-col items-center">
      <span className="relative block">
        <Avatar
          picId={a.picId}
          size={CARD_AVATAR_PX}
          status={status}
          eager={eager}
          dot="top"
        />
        {topRated ? (
          <span className="absolute -bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-gradient-to-r from-gold-300 to-gold-500 px-2 py-px text-[0.65rem] leading-4 font-bold tracking-wide whitespace-nowrap text-night-950 uppercase shadow">
            {t('card.topRated')}
          </span>
        ) : null}
      </span>
      <StarRating rating={a.rating} size={12} className="mt-4" />
    </div>
  );
}

/** Name (the link to the profile, its hit area the whole card), tick, skills, languages, experience and orders. */
export function CardDetails({
  astrologer: a,
  service,
  heading: Heading,
  availability,
}: {
  astrologer: Astrologer;
  service: AstrologerService;
  heading: 'h2' | 'h3';
  availability: Availability | null | undefined;
}) {
  const { t, i18n } = useTranslation('astrologers');
  const locale = i18n.resolvedLanguage ?? 'en';
  const skills = skillsLine(a, locale, t);
  return (
    <div className="min-w-0 flex-1">
      <Heading className="flex items-center gap-1 font-sans text-base leading-6 font-semibold text-star-50">
        <Link
          to={paths.astroProfile.to(a.slug)}
          state={{ from: service }}
          // Line heights repeated on inner elements: the Indic :lang() rule would otherwise set 1.65.
          className="truncate rounded leading-6 outline-none after:absolute after:inset-0 after:rounded-2xl hover:text-gold-200 focus-visible:after:outline-2 focus-visible:after:outline-gold-400"
        >
          {a.name}
        </Link>
        {a.tick ? (
          <BadgeCheck
            size={18}
            className="shrink-0 text-sky-300"
            aria-label={t('card.verified')}
            role="img"
          />
        ) : null}
      </Heading>
      {/* relative: the sr-only full text is positioned, and must be clipped here, not widen the page. */}
      <p className="relative mt-0.5 truncate text-sm leading-5 text-star-200">
        {skills.shown === skills.full ? (
          skills.full
        ) : (
          <>
            <span aria-hidden="true">{skills.shown}</span>
            <span className="sr-only">{skills.full}</span>
          </>
        )}
      </p>
      <p className="mt-1 flex items-center gap-1.5 text-sm leading-5 text-star-300">
        <Languages size={14} aria-hidden className="shrink-0" />
        <span className="truncate leading-5">{languagesLine(a, locale, t)}</span>
      </p>
      <p className="mt-1 text-sm leading-5 text-star-300">{t('card.exp', { count: a.exp })}</p>
      <p className="mt-1 text-sm leading-5 text-star-300">
        {t('card.orders', { count: a.order, formatted: formatNumber(a.order, locale) })}
      </p>
      <CardAvailability availability={availability} online={a.online} />
    </div>
  );
}

/** Price per minute for this service, the price before the offer (struck through) and the offer badge. */
export function CardPrice({
  astrologer: a,
  service,
}: {
  astrologer: Astrologer;
  service: AstrologerService;
}) {
  const { t, i18n } = useTranslation('astrologers');
  const locale = i18n.resolvedLanguage ?? 'en';
  const price = priceFor(a, service);
  const rupees = (n: number) => t('card.rupees', { amount: formatNumber(n, locale) });
  return (
    <p className="flex min-h-11 min-w-0 flex-wrap items-center gap-x-1.5 leading-6">
      <span className="text-lg font-semibold text-gold-300 tabular-nums">
        {t('card.perMin', { price: rupees(price.rupeesPerMin) })}
      </span>
      {price.beforeOfferRupeesPerMin !== null ? (
        <span className="text-sm text-star-300 line-through tabular-nums">
          <span className="sr-only">{t('card.was')} </span>
          {rupees(price.beforeOfferRupeesPerMin)}
        </span>
      ) : null}
      {a.isShowOffer ? (
        <span className="rounded-full bg-emerald-400/15 px-2 py-px text-xs leading-5 font-semibold text-emerald-200 ring-1 ring-emerald-300/30">
          {t('card.offer')}
        </span>
      ) : null}
    </p>
  );
}
