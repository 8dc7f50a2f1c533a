import { AstrologerNotFound, ProfileLoadFailed } from './astrologer-not-found';
import { AstrologerProfileSkeleton } from './astrologer-profile-skeleton';

/** What an astrologer page shows until its astrologer is there: not found, failed, or loading. */
export function AstrologerFallback({
  missing,
  failed,
  onRetry,
}: {
  missing: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  if (missing) return <AstrologerNotFound />;
  if (failed) return <ProfileLoadFailed onRetry={onRetry} />;
  return <AstrologerProfileSkeleton />;
}
