import type { AstrologerService } from '@nakshatra/contracts';
import { MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { cx } from '@/components/ui/cx';
import { paths } from '@/config/paths';

/** The directory's heading: eyebrow, title, the chat/call switch (keeping the filters) and lead. */
export function DirectoryHeader({ service }: { service: AstrologerService }) {
  const { t } = useTranslation('astrologers');
  const { search } = useLocation();
  const ServiceIcon = service === 'chat' ? MessageCircle : Phone;

  return (
    <header>
      <p className="inline-flex items-center gap-2 text-sm font-medium text-gold-200">
        <ServiceIcon size={16} aria-hidden />
        {t(`list.${service}.eyebrow`)}
      </p>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <h1 className="text-4xl font-semibold text-star-50 sm:text-5xl">
          {t(`list.${service}.title`)}
        </h1>
        <nav
          aria-label={t('list.serviceNav')}
          className="inline-flex rounded-full border border-star-300/20 bg-white/[0.04] p-1"
        >
          {(['chat', 'call'] as const).map((s) => (
            <NavLink
              key={s}
              to={{ pathname: s === 'chat' ? paths.chat.to() : paths.call.to(), search }}
              className={({ isActive }) =>
                cx(
                  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition sm:px-5',
                  isActive ? 'bg-gold-300 text-night-950' : 'text-star-200 hover:text-star-50',
                )
              }
            >
              {s === 'chat' ? (
                <MessageCircle size={16} aria-hidden />
              ) : (
                <Phone size={16} aria-hidden />
              )}
              {t(`list.${s}.tab`)}
            </NavLink>
          ))}
        </nav>
      </div>
      <p className="mt-3 max-w-2xl text-base text-star-200 sm:text-lg">
        {t(`list.${service}.lead`)}
      </p>
    </header>
  );
}
