import {
  Bot,
  CalendarDays,
  Languages,
  MessagesSquare,
  ScrollText,
  ShieldCheck,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';

const features: { key: string; icon: LucideIcon }[] = [
  { key: 'bot', icon: Bot },
  { key: 'horoscope', icon: CalendarDays },
  { key: 'kundli', icon: ScrollText },
  { key: 'astrologers', icon: UsersRound },
  { key: 'languages', icon: Languages },
  { key: 'realtime', icon: MessagesSquare },
  { key: 'secure', icon: ShieldCheck },
];

export function AboutRoute() {
  const { t } = useTranslation('pages');
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 md:py-16">
      <PageMeta />
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-semibold text-star-50 sm:text-5xl">{t('about.title')}</h1>
        <p className="mt-5 text-lg leading-relaxed text-star-200">{t('about.lead')}</p>
      </header>
      <section aria-labelledby="features-title" className="card-light mt-12 p-6 sm:p-10">
        <h2 id="features-title" className="text-2xl font-semibold">
          {t('about.featuresTitle')}
        </h2>
        <ul className="mt-6 grid gap-x-10 gap-y-7 sm:grid-cols-2">
          {features.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-gold-300 to-gold-500 text-night-950">
                <Icon size={22} aria-hidden />
              </span>
              <div>
                <h3 className="font-sans text-base font-semibold text-ink-900">
                  {t(`about.features.${key}.title`)}
                </h3>
                <p className="mt-1 leading-relaxed text-ink-600">
                  {t(`about.features.${key}.body`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default AboutRoute;
