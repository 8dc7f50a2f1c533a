import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown whenever the provider is the sandbox: nobody should think a real payment happened. */
export function TestModeNotice() {
  const { t } = useTranslation('wallet');
  return (
    <p
      role="note"
      className="flex items-start gap-3 rounded-2xl border border-gold-400/70 bg-gold-400/10 px-4 py-3 text-gold-200"
      data-testid="wallet-test-mode"
    >
      <FlaskConical size={20} className="mt-0.5 shrink-0 text-gold-300" aria-hidden />
      <span className="font-semibold">{t('testMode')}</span>
    </p>
  );
}
