import type { Astrologer, AstrologerService } from '@nakshatra/contracts';
import { BadgeCheck, Languages } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '@/components/ui/cx';
import { paths } from '@/config/paths';
import { formatNumber, isTopRated, languagesLine, priceFor, skillsLine } from '../lib/display';
import { CARD_AVATAR_PX, cardFrame } from './astrologer-card-skeleton';
import { Avatar } from './avatar';
import { ConsultButton } from './consult-button';
import { StarRating } from './star-rating';

interface AstrologerCardProps {
  astrologer: Astrologer;
  /** Which price and button: chat price and 'Chat' on /chat, call price and 'Call' on /call. */
  service: AstrologerService;
  headingLevel?: 2 | 3;
  /** Extra control beside the Chat/Call button (the Unfollow button on /following). */
  action?: ReactNode;
  /** Above-the-fold cards load their photo at once. */
  eager?: boolean;
}

/**
 * One astrologer in a list (spec section 2 "Astrologer lists"): photo, name, tick, skills cut
 * at 20 characters, languages, experience, orders, price per minute, offer and top-rated badges,
 * stars per the rating rule and a Chat or Call button. The name links to the profile and its
 * hit area covers the card; the buttons sit above it.
 */
export function AstrologerCard({ astrologer: a, service, headingLevel = 2, action, eager }: AstrologerCardProps) {
  const { t, i18n } = useTranslation('astrologers');
  const locale = i18n.resolvedLanguage ?? 'en';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const skills = skillsLine(a, locale, t);
  const price = priceFor(a, service);
  const rupees = (n: number) => t('card.rupees', { amount: formatNumber(n, locale) });
  const topRated = isTopRated(a);

  return (
    <article
      className={cx(
        cardFrame,
        'transition hover:border-gold-300/45 hover:bg-night-800 focus-within:border-gold-300/50',
      )}
      data-testid="astrologer-card"
      data-slug={a.slug}
    >
      <div className="flex gap-4 pb-4">
        <div className="flex w-24 shrink-0 flex-col items-center">
          <span className="relative block">
            <Avatar
              picId={a.picId}
              size={CARD_AVATAR_PX}
              online={a.online}
              onlineLabel={a.online ? t('card.online') : t('card.offline')}
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
              <BadgeCheck size={18} className="shrink-0 text-sky-300" aria-label={t('card.verified')} role="img" />
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
        </div>
      </div>

      <div
        className={cx(
          'mt-auto flex gap-x-3 gap-y-3 border-t border-star-300/10 pt-3',
          action ? 'flex-col' : 'flex-wrap items-center justify-between',
        )}
      >
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
        <div className={action ? 'grid grid-cols-2 gap-2' : 'flex items-center'}>
          {action}
          <ConsultButton
            slug={a.slug}
            service={service}
            ariaLabel={t(service === 'chat' ? 'card.chatWith' : 'card.callWith', { name: a.name })}
            className="min-w-24"
          >
            {t(service === 'chat' ? 'card.chat' : 'card.call')}
          </ConsultButton>
        </div>
      </div>
    </article>
  );
}
