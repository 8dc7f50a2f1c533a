import { FeedbackPage } from '@/features/feedback/components/feedback-page';

/** /feedback (issue 13): behind the login gate (router.tsx). */
export function FeedbackRoute() {
  return <FeedbackPage />;
}

export default FeedbackRoute;
