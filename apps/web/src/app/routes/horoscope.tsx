import { horoscopeSignIdSchema } from '@nakshatra/contracts';
import { useParams } from 'react-router';
import { HoroscopeChat } from '@/features/chat/components/horoscope-chat';
import { PageMeta } from '@/components/page-meta';
import { HoroscopePage } from '@/features/horoscope/components/horoscope-page';
import { NotFoundRoute } from './not-found';
import { loadRouteNamespaces } from '@/lib/i18n';

await loadRouteNamespaces('horoscope');

export function HoroscopeRoute() {
  const parsed = horoscopeSignIdSchema.safeParse(useParams().sign);
  if (!parsed.success) return <NotFoundRoute />;
  // Keyed by sign: switching signs starts from a clean view (and a fresh conversation).
  return (
    <>
      <PageMeta />
      <HoroscopePage
        key={parsed.data}
        sign={parsed.data}
        chat={<HoroscopeChat sign={parsed.data} />}
      />
    </>
  );
}

export default HoroscopeRoute;
