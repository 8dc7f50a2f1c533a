import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import { starFills } from '../lib/spec-display';

/**
 * Five stars filled to the actual rating (starFills: 4.8 is four stars and 80% of the fifth)
 * beside the numeric rating. Each star is an outline with a gold copy on top clipped to its
 * fill, so a part star is drawn without a separate half-star shape. The stars are decoration;
 * the number and its label are what a screen reader hears.
 */
export function StarRating({
  rating,
  size = 14,
  className,
}: {
  rating: number;
  size?: number;
  className?: string;
}) {
  const { t, i18n } = useTranslation('astrologers');
  const fills = starFills(rating);
  const locale = i18n.resolvedLanguage ?? 'en';
  const value = rating.toLocaleString(locale === 'en' ? 'en-IN' : locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <span
      className={cx('inline-flex items-center gap-1.5', className)}
      data-stars={Math.round(fills.reduce((a, b) => a + b, 0) * 100) / 100}
    >
      <span aria-hidden="true" className="inline-flex">
        {fills.map((fill, i) => (
          <span key={i} className="relative inline-flex shrink-0" data-star-fill={fill}>
            <Star size={size} strokeWidth={1.5} className="text-star-300/35" />
            {fill > 0 ? (
              <span
                className="absolute inset-y-0 left-0 overflow-hidden text-gold-400"
                style={{ width: `${fill * 100}%` }}
              >
                <Star size={size} strokeWidth={1.5} fill="currentColor" className="max-w-none" />
              </span>
            ) : null}
          </span>
        ))}
      </span>
      <span className="text-sm font-semibold text-star-50 tabular-nums">
        <span className="sr-only">{t('card.ratingLabel')} </span>
        {value}
      </span>
    </span>
  );
}
