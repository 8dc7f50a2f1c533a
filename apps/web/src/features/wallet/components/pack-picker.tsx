import type { WalletPack } from '@nakshatra/contracts';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import { formatPaise, formatRupees } from '@/lib/money';

/** Two columns on phones, three from 640 px (beside the summary from 1024 px: still three). */
const packGrid = 'grid grid-cols-2 gap-3 sm:grid-cols-3';
const packFrame =
  'flex min-h-20 flex-col items-center justify-center rounded-2xl border px-3 py-3 text-center';

interface PackPickerProps {
  packs: WalletPack[];
  selected: number | null;
  onSelect: (coins: number) => void;
}

/**
 * The recharge packs as native radio buttons (a radio group: one Tab stop, arrow keys move the
 * choice), each drawn as a card: the pack's rupees and its price with GST.
 */
export function PackPicker({ packs, selected, onSelect }: PackPickerProps) {
  const { t } = useTranslation('wallet');
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-3 text-xl font-semibold text-star-50">{t('packs')}</legend>
      <div className={packGrid}>
        {packs.map((pack) => {
          const checked = pack.coins === selected;
          const hintId = `${name}-${pack.coins}-hint`;
          return (
            <label
              key={pack.coins}
              className={cx(
                packFrame,
                'relative cursor-pointer transition',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-400',
                checked
                  ? 'border-gold-300 bg-gold-400/15 shadow-glow'
                  : 'border-star-300/20 bg-night-800/70 hover:border-gold-300/60 hover:bg-night-800',
              )}
              data-testid="wallet-pack"
            >
              <input
                type="radio"
                name={name}
                value={pack.coins}
                checked={checked}
                onChange={() => onSelect(pack.coins)}
                aria-label={formatRupees(pack.amountPaise)}
                aria-describedby={hintId}
                className="sr-only"
              />
              {checked ? (
                <Check
                  size={16}
                  strokeWidth={3}
                  className="absolute top-2 right-2 text-gold-300"
                  aria-hidden
                />
              ) : null}
              <span
                className={cx(
                  'text-xl font-semibold tabular-nums',
                  checked ? 'text-gold-200' : 'text-star-50',
                )}
              >
                {formatRupees(pack.amountPaise)}
              </span>
              <span id={hintId} className="mt-0.5 text-xs text-star-300">
                {t('withGst', { amount: formatPaise(pack.totalPaise) })}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function PackPickerSkeleton({ count = 13 }: { count?: number }) {
  return (
    <div aria-hidden="true" data-testid="wallet-packs-skeleton">
      <span className="mb-3 block h-7 w-56 animate-pulse rounded-full bg-white/10" />
      <div className={packGrid}>
        {Array.from({ length: count }, (_, i) => (
          <span key={i} className={cx(packFrame, 'animate-pulse border-star-300/10 bg-white/5')} />
        ))}
      </div>
    </div>
  );
}
