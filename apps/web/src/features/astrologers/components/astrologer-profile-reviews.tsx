import type { Review } from '@nakshatra/contracts';
import { MessageSquareText, RotateCcw, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { useReviews } from '../api/get-reviews';
import { formatNumber } from '../lib/display';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatDate(iso: string, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-IN' : locale, { dateStyle: 'medium' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/**
 * Reviews of the astrologer's past consultations (issue 13), newest first, ten at a time with
 * Show more. Each is a client's first name, whole stars, the date and their words, shown as
 * text: nothing in a review is ever read as HTML.
 */
export function ProfileReviews({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('astrologers');
  const locale = i18n.resolvedLanguage ?? 'en';
  const query = useReviews(slug);
  const { reviews, total } = query;

  return (
    <section aria-labelledby="reviews-title" className="card-light mt-8 p-6 sm:p-10" aria-busy={query.isPending}>
      <h2 id="reviews-title" className="flex flex-wrap items-baseline gap-x-3 text-2xl font-semibold sm:text-3xl">
        {t('reviews.title')}
        {total ? (
          <span className="font-sans text-base font-medium text-ink-600">
            {t('reviews.count', { count: total, formatted: formatNumber(total, locale) })}
          </span>
        ) : null}
      </h2>
      {query.isPending ? (
        <ReviewsSkeleton label={t('reviews.loading')} />
      ) : query.isError && reviews.length === 0 ? (
        <div className="mt-6 flex flex-col items-start gap-3">
          <p className="text-ink-600">{t('reviews.failed')}</p>
          <Button variant="outline-light" onClick={() => void query.refetch()}>
            <RotateCcw size={16} aria-hidden />
            {t('profile.retry')}
          </Button>
        </div>
      ) : reviews.length === 0 ? (
        <div className="mt-6 flex items-start gap-4 rounded-2xl bg-cream-100 p-5 ring-1 ring-cream-300/70">
          <MessageSquareText size={24} aria-hidden className="mt-0.5 shrink-0 text-gold-800" />
          <div>
            <p className="font-semibold text-ink-900">{t('reviews.empty')}</p>
            <p className="mt-1 text-ink-600">{t('reviews.emptyBody')}</p>
          </div>
        </div>
      ) : (
        <>
          <ul className="mt-6 divide-y divide-cream-300/80">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} locale={locale} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <Button
              variant="outline-light"
              className="mt-6"
              aria-disabled={query.isFetchingNextPage}
              onClick={() => {
                if (!query.isFetchingNextPage) void query.fetchNextPage();
              }}
            >
              {query.isFetchingNextPage ? t('list.loadingMore') : t('reviews.more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function ReviewItem({ review, locale }: { review: Review; locale: string }) {
  const { t } = useTranslation('astrologers');
  return (
    <li className="py-5 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-ink-900">{review.author || t('reviews.anonymous')}</span>
        <span role="img" aria-label={t('reviews.stars', { rating: review.rating })} className="inline-flex">
          {[1, 2, 3, 4, 5].map((n) => (
            <Star
              key={n}
              size={14}
              aria-hidden
              strokeWidth={1.5}
              className={cx(n <= review.rating ? 'fill-gold-400 text-gold-500' : 'text-ink-600/40')}
            />
          ))}
        </span>
        <time dateTime={review.createdAt} className="text-sm text-ink-600">
          {formatDate(review.createdAt, locale)}
        </time>
      </div>
      {review.text ? (
        <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-ink-700">{review.text}</p>
      ) : null}
    </li>
  );
}

/** Two grey reviews while the first page loads (its height roughly that of two short reviews). */
function ReviewsSkeleton({ label }: { label: string }) {
  return (
    <div className="mt-6 space-y-6" role="status" aria-label={label}>
      {[0, 1].map((i) => (
        <div key={i} aria-hidden="true">
          <span className="block h-4 w-40 animate-pulse rounded-full bg-ink-600/10" />
          <span className="mt-3 block h-4 w-full animate-pulse rounded-full bg-ink-600/10" />
          <span className="mt-2 block h-4 w-2/3 animate-pulse rounded-full bg-ink-600/10" />
        </div>
      ))}
    </div>
  );
}
