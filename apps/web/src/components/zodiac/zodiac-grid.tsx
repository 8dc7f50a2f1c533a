import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '@/components/ui/cx';
import { paths } from '@/config/paths';
import { formatSignRange, siderealZodiacSigns, type ZodiacSignId } from './signs';
import { ZodiacGlyph } from './zodiac-glyph';

const elementTint: Record<string, string> = {
  fire: 'from-gold-500/25 to-gold-400/5 text-gold-300',
  earth: 'from-emerald-400/20 to-emerald-300/5 text-emerald-200',
  air: 'from-sky-400/20 to-sky-300/5 text-sky-200',
  water: 'from-indigo-400/25 to-indigo-300/5 text-indigo-200',
};

interface ZodiacGridProps {
  /** Highlights the sidereal sign the Sun is in today. */
  currentSign?: ZodiacSignId;
  headingLevel?: 2 | 3;
}

/**
 * The twelve signs with the Sun's sidereal (Vedic) dates, the zodiac the horoscopes are read in
 * (issue 12: one zodiac per page); each card opens /horoscope/<sign>.
 */
export function ZodiacGrid({ currentSign, headingLevel = 3 }: ZodiacGridProps) {
  const { t, i18n } = useTranslation('zodiac');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {siderealZodiacSigns.map((sign) => {
        const name = t(`signs.${sign.id}`);
        const range = formatSignRange(sign, i18n.resolvedLanguage ?? 'en');
        const isCurrent = sign.id === currentSign;
        return (
          <li key={sign.id}>
            <Link
              to={paths.horoscope.to(sign.id)}
              className={cx(
                'group flex h-full flex-col items-center gap-2 rounded-2xl border px-3 py-5 text-center transition',
                'bg-white/[0.04] hover:-translate-y-0.5 hover:border-gold-300/50 hover:bg-white/[0.07] hover:shadow-glow',
                isCurrent ? 'border-gold-300/60 shadow-glow' : 'border-star-300/15',
              )}
            >
              <span
                className={cx(
                  'grid size-16 place-items-center rounded-full bg-gradient-to-b ring-1 ring-white/10 transition group-hover:scale-105',
                  elementTint[sign.element],
                )}
              >
                <ZodiacGlyph sign={sign.id} size={34} />
              </span>
              <Heading className="font-display text-lg font-semibold text-star-50">{name}</Heading>
              <p className="text-sm text-star-300">{range}</p>
              <p className="text-xs tracking-wide text-star-300/90 uppercase">{t(`elements.${sign.element}`)}</p>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
