import { AstrologerDirectory } from '@/features/astrologers/components/astrologer-directory';

/** /call: the astrologer call list, priced by call price. */
export function CallRoute() {
  return <AstrologerDirectory service="call" />;
}

export default CallRoute;
