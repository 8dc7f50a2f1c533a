import type { Astrologer, AstrologerService, Availability } from '@nakshatra/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import { cardFrame } from './astrologer-card-skeleton';
import { CardDetails, CardPortrait, CardPrice } from './astrologer-card-parts';
import { ConsultButton } from './consult-button';

interface AstrologerCardProps {
  astrologer: Astrologer;
  /** Which price and button: chat price and 'Chat' on /chat, call price and 'Call' on /call. */
  service: AstrologerService;
  headingLevel?: 2 | 3;
  /** Extra control beside the Chat/Call button (the Unfollow button on /following). */
  action?: ReactNode;
  /** Above-the-fold cards load their photo at once. */
  eager?: boolean;
  /**
   * Online, busy or offline and the wait (api/get-availability.ts, one request per page of
   * cards): undefined while loading (the line keeps its space), null when unavailable.
   */
  availability: Availability | null | undefined;
}

/**
 * One astrologer in a list (spec section 2 "Astrologer lists"): photo, name, tick, skills cut
 * at 20 characters, languages, experience, orders, status and wait, price per minute, offer and
 * top-rated badges, stars per the rating rule and a Chat or Call button. The name links to the profile and its
 * hit area covers the card; the buttons sit above it.
 */
export function AstrologerCard({
  astrologer: a,
  service,
  headingLevel = 2,
  action,
  eager,
  availability,
}: AstrologerCardProps) {
  const { t } = useTranslation('astrologers');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

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
        <CardPortrait astrologer={a} availability={availability} eager={eager} />
        <CardDetails
          astrologer={a}
          service={service}
          heading={Heading}
          availability={availability}
        />
      </div>

      <div
        className={cx(
          'mt-auto flex gap-x-3 gap-y-3 border-t border-star-300/10 pt-3',
          action ? 'flex-col' : 'flex-wrap items-center justify-between',
        )}
      >
        <CardPrice astrologer={a} service={service} />
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
