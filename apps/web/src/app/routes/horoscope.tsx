import { horoscopeSignIdSchema } from '@nakshatra/contracts';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { HoroscopePage } from '@/features/horoscope/components/horoscope-page';
import { NotFoundRoute } from './not-found';

export function HoroscopeRoute() {
  const parsed = horoscopeSignIdSchema.safeParse(useParams().sign);
  if (!parsed.success) return <NotFoundRoute />;
  // Keyed by sign: switching signs starts from a clean view.
  return (
    <>
      <PageMeta />
      <HoroscopePage key={parsed.data} sign={parsed.data} />
    </>
  );
}

export default HoroscopeRoute;
