import { FeedbackPage } from '@/features/feedback/components/feedback-page';
import { loadRouteNamespaces } from '@/lib/i18n';

// English strings of this page come with it (lib/i18n.ts ROUTE_NAMESPACES).
await loadRouteNamespaces('feedback');

/** /feedback (issue 13): behind the login gate (router.tsx). */
export function FeedbackRoute() {
  return <FeedbackPage />;
}

export default FeedbackRoute;
