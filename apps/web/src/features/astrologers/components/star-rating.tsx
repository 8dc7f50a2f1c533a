import { Star, StarHalf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import { starsForRating } from '../lib/spec-display';

/**
 * Five stars drawn per spec section 9 (above 4.9: 4.5 stars, otherwise 3.5) beside the numeric
 * rating. The stars are decoration; the number and its label are what a screen reader hears.
 */
export function StarRating({ rating, size = 14, className }: { rating: number; size?: number; className?: string }) {
  const { t, i18n } = useTranslation('astrologers');
  const stars = starsForRating(rating);
  const full = Math.floor(stars);
  const half = stars - full >= 0.5;
  const locale = i18n.resolvedLanguage ?? 'en';
  const value = rating.toLocaleString(locale === 'en' ? 'en-IN' : locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <span className={cx('inline-flex items-center gap-1.5', className)} data-stars={stars}>
      <span aria-hidden="true" className="relative inline-flex text-star-300/35">
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} size={size} strokeWidth={1.5} className="shrink-0" />
        ))}
        <span className="absolute inset-0 inline-flex text-gold-400">
          {Array.from({ length: full }, (_, i) => (
            <Star key={i} size={size} strokeWidth={1.5} fill="currentColor" className="shrink-0" data-star="full" />
          ))}
          {half ? <StarHalf size={size} strokeWidth={1.5} fill="currentColor" className="shrink-0" data-star="half" /> : null}
        </span>
      </span>
      <span className="text-sm font-semibold text-star-50 tabular-nums">
        <span className="sr-only">{t('card.ratingLabel')} </span>
        {value}
      </span>
    </span>
  );
}
