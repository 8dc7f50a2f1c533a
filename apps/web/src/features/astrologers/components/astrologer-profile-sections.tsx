import type { Astrologer, Availability } from '@nakshatra/contracts';
import { BadgeCheck, ChevronRight, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  formatNumber,
  isTopRated,
  languagesLine,
  priceFor,
  problemAreaLabel,
  problemAreas,
  skillLabel,
} from '../lib/display';
import {
  shownStatus,
  StatusChip,
  StatusPlaceholder,
  useWaitLabel,
} from './availability-status';
import { Avatar } from './avatar';
import { ConsultButton } from './consult-button';
import { StarRating } from './star-rating';

/** Home › the list the visitor came from › this astrologer. */
export function ProfileBreadcrumb({
  astrologer: a,
  from,
}: {
  astrologer: Astrologer;
  from: 'chat' | 'call';
}) {
  const { t } = useTranslation('astrologers');
  return (
    <nav aria-label={t('profile.breadcrumb')}>
      <ol className="flex min-w-0 items-center gap-1 text-sm text-star-300">
        <li className="shrink-0">
          <Link
            to={paths.home.to()}
            className="inline-flex min-h-11 items-center rounded px-1 hover:text-star-50"
          >
            {t('profile.home')}
          </Link>
        </li>
        <li aria-hidden="true" className="shrink-0">
          <ChevronRight size={14} />
        </li>
        <li className="shrink-0">
          <Link
            to={from === 'call' ? paths.call.to() : paths.chat.to()}
            className="inline-flex min-h-11 items-center rounded px-1 hover:text-star-50"
          >
            {t(`list.${from}.title`)}
          </Link>
        </li>
        <li aria-hidden="true" className="shrink-0">
          <ChevronRight size={14} />
        </li>
        <li className="min-w-0">
          <span aria-current="page" className="block truncate px-1 font-medium text-star-50">
            {a.name}
          </span>
        </li>
      </ol>
    </nav>
  );
}

/**
 * Photo, name and tick, status and badges, the follow control, skills and stats, then Start Chat
 * and Start Call with the wait.
 */
export function ProfileSummary({
  astrologer: a,
  followSlot,
  availability,
}: {
  astrologer: Astrologer;
  followSlot?: ReactNode;
  /** As AstrologerCard's: undefined while loading, null when unavailable. */
  availability: Availability | null | undefined;
}) {
  const { t, i18n } = useTranslation('astrologers');
  const locale = i18n.resolvedLanguage ?? 'en';
  // The chip beside the name says it in words; the photo's dot only repeats it in colour.
  const status = shownStatus(availability, a.online);
  return (
    <section
      aria-labelledby="astrologer-name"
      className="mt-3 rounded-3xl border border-star-300/15 bg-night-800/60 p-5 shadow-card sm:p-8"
    >
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-6 sm:gap-x-8">
        <div className="sm:row-span-2">
          <Avatar
            picId={a.picId}
            size={176}
            boxClassName="size-24 xs:size-28 sm:size-36 lg:size-44"
            status={status ?? (a.online ? 'online' : 'offline')}
            alt={t('profile.photoAlt', { name: a.name })}
            eager
          />
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <h1
              id="astrologer-name"
              className="text-2xl leading-tight font-semibold break-words text-star-50 sm:text-4xl"
            >
              {a.name}
              {a.tick ? (
                <BadgeCheck
                  size={26}
                  role="img"
                  aria-label={t('card.verified')}
                  className="ml-2 inline-block -translate-y-0.5 align-middle text-sky-300"
                />
              ) : null}
            </h1>
            <Badges astrologer={a} status={status} />
          </div>
          {followSlot ? <div className="shrink-0">{followSlot}</div> : null}
        </div>
        <div className="col-span-2 min-w-0 sm:col-span-1 sm:col-start-2">
          <ul className="flex flex-wrap gap-2" aria-label={t('profile.skills')}>
            {a.skills.map((skill) => (
              <li
                key={skill}
                className="rounded-full border border-gold-300/30 bg-gold-400/10 px-3 py-1 text-sm font-medium text-gold-200"
              >
                {skillLabel(skill, t)}
              </li>
            ))}
          </ul>

          <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-5 lg:grid-cols-4">
            <Stat label={t('profile.rating')}>
              <StarRating rating={a.rating} size={14} />
            </Stat>
            <Stat label={t('profile.experience')}>{t('profile.years', { count: a.exp })}</Stat>
            <Stat label={t('profile.orders')}>{formatNumber(a.order, locale)}</Stat>
            <Stat label={t('profile.languages')}>{languagesLine(a, locale, t)}</Stat>
          </dl>
        </div>
      </div>

      <ProfileActions astrologer={a} availability={availability} />
    </section>
  );
}

function ProfileActions({
  astrologer: a,
  availability,
}: {
  astrologer: Astrologer;
  availability: Availability | null | undefined;
}) {
  const { t, i18n } = useTranslation('astrologers');
  const waitLabel = useWaitLabel();
  // The measured wait replaces the spec's fixed 'Wait time - 2m'; a grey bar while it loads.
  const wait =
    availability === undefined ? (
      <StatusPlaceholder className="w-20" />
    ) : (
      waitLabel(availability)
    );
  const locale = i18n.resolvedLanguage ?? 'en';
  const rupees = (n: number) => t('card.rupees', { amount: formatNumber(n, locale) });
  const chatPrice = priceFor(a, 'chat');
  const callPrice = priceFor(a, 'call');
  return (
    <div className="mt-8 grid gap-4 border-t border-star-300/10 pt-6 sm:grid-cols-2">
      <Action
        button={
          <ConsultButton slug={a.slug} service="chat" size="lg" className="w-full">
            {t('profile.startChat')}
          </ConsultButton>
        }
        wait={wait}
        price={
          <>
            {t('card.perMin', { price: rupees(chatPrice.rupeesPerMin) })}
            {chatPrice.beforeOfferRupeesPerMin !== null ? (
              <span className="ml-1.5 font-normal text-star-300 line-through">
                <span className="sr-only">{t('card.was')} </span>
                {rupees(chatPrice.beforeOfferRupeesPerMin)}
              </span>
            ) : null}
          </>
        }
      />
      <Action
        button={
          <ConsultButton slug={a.slug} service="call" size="lg" variant="ghost" className="w-full">
            {t('profile.startCall')}
          </ConsultButton>
        }
        wait={wait}
        price={t('card.perMin', { price: rupees(callPrice.rupeesPerMin) })}
      />
    </div>
  );
}

/** About: short and long bio, and the problem areas beside them. */
export function ProfileAbout({ astrologer: a }: { astrologer: Astrologer }) {
  const { t } = useTranslation('astrologers');
  const areas = problemAreas(a);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_19rem] lg:gap-12">
      <div>
        <h2 id="about-title" className="text-2xl font-semibold sm:text-3xl">
          {t('profile.about', { name: a.name })}
        </h2>
        {a.shortBio ? (
          <p className="mt-4 text-lg leading-relaxed font-medium text-ink-700">{a.shortBio}</p>
        ) : null}
        {a.longBio ? <p className="mt-4 leading-relaxed text-ink-600">{a.longBio}</p> : null}
      </div>
      {areas.length > 0 ? (
        <div className="self-start rounded-2xl bg-cream-100 p-5 ring-1 ring-cream-300/70">
          <h3 className="font-sans text-base font-semibold text-ink-900">
            {t('profile.problemArea')}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {areas.map((area) => (
              <li
                key={area}
                className="rounded-full bg-white px-3 py-1 text-sm font-medium text-ink-700 ring-1 ring-cream-300"
              >
                {problemAreaLabel(area, t)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function Badges({
  astrologer: a,
  status,
}: {
  astrologer: Astrologer;
  status: Availability['status'] | undefined;
}) {
  const { t } = useTranslation('astrologers');
  return (
    <p className="mt-2 flex min-h-6 flex-wrap items-center gap-2 text-sm">
      {status === undefined ? <StatusPlaceholder /> : <StatusChip status={status} />}
      {isTopRated(a) ? (
        <span className="rounded-full bg-gradient-to-r from-gold-300 to-gold-500 px-2.5 py-0.5 text-xs font-bold tracking-wide text-night-950 uppercase">
          {t('card.topRated')}
        </span>
      ) : null}
      {a.isShowOffer ? (
        <span className="rounded-full bg-emerald-400/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-200 ring-1 ring-emerald-300/30">
          {t('card.offer')}
        </span>
      ) : null}
    </p>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs font-medium tracking-wide text-star-300 uppercase">{label}</dt>
      <dd className="text-base font-semibold text-star-50">{children}</dd>
    </div>
  );
}

function Action({ button, price, wait }: { button: ReactNode; price: ReactNode; wait: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      {button}
      <p className="flex min-h-5 items-center justify-center gap-3 text-sm leading-5 text-star-300">
        <span className="font-semibold text-gold-300 tabular-nums">{price}</span>
        {wait !== null ? (
          <>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1 tabular-nums">
              <Clock size={14} aria-hidden />
              {wait}
            </span>
          </>
        ) : null}
      </p>
    </div>
  );
}
