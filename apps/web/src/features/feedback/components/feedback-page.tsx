import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/session';
import { FeedbackForm } from './feedback-form';
import { FeedbackInbox } from './feedback-inbox';

/** /feedback (spec section 2 profile menu, issue 13): the form; admins also read every note. */
export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 md:py-14">
      <PageMeta title={t('title')} description={t('lead')} />
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="card-light mt-8 p-6 sm:p-10">
        <FeedbackForm />
      </div>
      {user?.role === 'admin' ? <FeedbackInbox /> : null}
    </div>
  );
}
