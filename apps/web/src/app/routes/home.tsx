import { Bot, CalendarDays, HeartHandshake, ScrollText, Sparkles, Sun } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { StripControls, StripSkeleton, type StripTab } from '@/features/astrologers/components/strip-layout';
import { ZodiacGrid } from '@/components/zodiac/zodiac-grid';
import { ZodiacWheel } from '@/components/zodiac/zodiac-wheel';
import { siderealSunSignOn } from '@/components/zodiac/signs';
import { useSession } from '@/lib/session';
import { useToday } from '@/lib/today';

// The cards need the contracts (zod); loading them apart keeps the first bundle small.
const AstrologerStrip = lazy(() => import('@/features/astrologers/components/astrologer-strip'));

export function HomeRoute() {
  const { user } = useSession();
  // Sidereal, as the horoscope pages these cards open (issue 12: one zodiac per page).
  const today = siderealSunSignOn(useToday());

  return (
    <div className="mx-auto max-w-6xl px-4 sm:px-6">
      <PageMeta />
      <HeroSection signedIn={user !== null} todaySign={today.id} />
      <SignsSection todaySign={today.id} />
      <ToolsSection />
      <AstrologersSection />
    </div>
  );
}

type SignId = ReturnType<typeof siderealSunSignOn>['id'];

function HeroSection({ signedIn, todaySign }: { signedIn: boolean; todaySign: SignId }) {
  const { t } = useTranslation('pages');
  // Spec section 5 "Home buttons": guests go to /login (and come back after signing in).
  const botTarget = signedIn ? paths.chatbot.to() : paths.login.to(paths.chatbot.to());
  const horoscopeTarget = signedIn
    ? paths.horoscope.to(todaySign)
    : paths.login.to(paths.horoscope.to(todaySign));

  return (
    <section className="grid items-center gap-10 py-10 md:grid-cols-[1fr_auto] md:py-16 lg:gap-16">
      <div className="flex max-w-2xl flex-col items-start gap-6">
        <p className="inline-flex items-center gap-2 rounded-full border border-gold-300/30 bg-gold-400/10 px-3 py-1 text-sm font-medium text-gold-200">
          <Sparkles size={16} aria-hidden />
          {t('home.eyebrow')}
        </p>
        <h1 className="hero-title text-4xl leading-tight font-semibold text-star-50 sm:text-5xl lg:text-6xl">
          {t('home.title')}
        </h1>
        <p className="max-w-xl text-lg leading-relaxed text-star-200">{t('home.lead')}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to={botTarget} className={buttonClasses('primary', 'lg')}>
            <Bot size={20} aria-hidden />
            {t('home.astroBot')}
          </Link>
          <Link to={horoscopeTarget} className={buttonClasses('ghost', 'lg')}>
            <Sun size={20} aria-hidden className="text-gold-300" />
            {t('home.dailyHoroscope')}
          </Link>
        </div>
        <dl className="mt-2 grid w-full grid-cols-3 gap-3 border-t border-star-300/15 pt-6 sm:max-w-lg">
          <Stat value={t('home.statAstrologers')} label={t('home.statAstrologersLabel')} />
          <Stat value={t('home.statLanguages')} label={t('home.statLanguagesLabel')} />
          <Stat value={t('home.statDaily')} label={t('home.statDailyLabel')} />
        </dl>
      </div>
      <div className="hidden justify-center md:flex">
        <div className="lg:hidden">
          <ZodiacWheel size={300} />
        </div>
        <div className="hidden lg:block">
          <ZodiacWheel size={400} />
        </div>
      </div>
    </section>
  );
}

function SignsSection({ todaySign }: { todaySign: SignId }) {
  const { t } = useTranslation(['pages', 'zodiac']);
  return (
    <section aria-labelledby="signs-title" className="py-8">
      <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="signs-title" className="text-3xl font-semibold text-star-50">
            {t('home.signsTitle')}
          </h2>
          <p className="mt-1 text-star-300">{t('home.signsLead')}</p>
          <Link
            to={paths.zodiacSign.to()}
            className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-gold-200 underline-offset-4 hover:underline"
          >
            {t('home.findMoonSign')}
          </Link>
        </div>
        <p className="inline-flex items-center gap-2 text-sm text-gold-200">
          <Sun size={16} aria-hidden />
          {t('home.sunToday', { sign: t(`zodiac:signs.${todaySign}`) })}
        </p>
      </div>
      <ZodiacGrid currentSign={todaySign} />
    </section>
  );
}

/** Issue 5: the computed tools (kundli, matching, panchang). */
function ToolsSection() {
  // The cards' words live in 'pages': the tools' own namespaces load with their pages.
  const { t } = useTranslation('pages');
  return (
    <section aria-label={t('home.tools.kundli.title')} className="py-8">
      <ul className="grid gap-4 sm:grid-cols-3">
        {(
          [
            [paths.aiKundali.to(), ScrollText, 'kundli'],
            [paths.matching.to(), HeartHandshake, 'matching'],
            [paths.panchang.to(), CalendarDays, 'panchang'],
          ] as const
        ).map(([to, Icon, ns]) => (
          <li key={ns}>
            <Link
              to={to}
              className="flex h-full gap-4 rounded-3xl border border-star-300/15 bg-night-850/70 p-5 transition hover:border-gold-300/50 hover:bg-night-800"
            >
              <Icon size={28} aria-hidden className="shrink-0 text-gold-300" />
              <span>
                <span className="block text-lg font-semibold text-star-50">{t(`home.tools.${ns}.title`)}</span>
                <span className="mt-1 block text-sm text-star-300">{t(`home.tools.${ns}.card`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AstrologersSection() {
  const { t } = useTranslation('astrologers');
  const [stripTab, setStripTab] = useState<StripTab>('top');
  return (
    <section aria-labelledby="astrologers-title" className="py-8">
      <div className="mb-6">
        <h2 id="astrologers-title" className="text-3xl font-semibold text-star-50">
          {t('strip.title')}
        </h2>
        <p className="mt-1 text-star-300">{t('strip.lead')}</p>
      </div>
      <StripControls tab={stripTab} onTab={setStripTab} />
      <Suspense fallback={<StripSkeleton />}>
        <AstrologerStrip tab={stripTab} />
      </Suspense>
    </section>
  );
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="order-2 text-xs leading-snug text-star-300 sm:text-sm">{label}</dt>
      <dd className="order-1 font-display text-2xl font-semibold text-gold-300">{value}</dd>
    </div>
  );
}
