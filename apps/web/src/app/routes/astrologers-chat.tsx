import type { Astrologer } from '@nakshatra/contracts';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAstrologer } from '@/features/astrologers/api/get-astrologer';
import {
  AstrologerNotFound,
  ProfileLoadFailed,
} from '@/features/astrologers/components/astrologer-not-found';
import { AstrologerProfileSkeleton } from '@/features/astrologers/components/astrologer-profile-skeleton';
import { Avatar } from '@/features/astrologers/components/avatar';
import { skillsLine } from '@/features/astrologers/lib/display';
import { AstrologerChat as AstrologerChatView } from '@/features/chat/components/astrologer-chat';
import { isApiError } from '@/lib/api-client';
import { PageMeta } from '@/components/page-meta';

/** /astrologerschat/:slug (protected): the AI assistant in this astrologer's style. */
export function AstrologersChatRoute() {
  const { t } = useTranslation('chat');
  const { slug = '' } = useParams();
  const query = useAstrologer(slug);
  const missing =
    query.isError &&
    isApiError(query.error) &&
    (query.error.status === 404 || query.error.status === 400);
  return (
    <>
      <PageMeta
        title={query.data ? t('astrologer.metaTitle', { name: query.data.name }) : null}
        description={query.data ? t('astrologer.aiNotice', { name: query.data.name }) : null}
      />
      {query.data ? (
        <AstrologerChat astrologer={query.data} />
      ) : missing ? (
        <AstrologerNotFound />
      ) : query.isError ? (
        <ProfileLoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <AstrologerProfileSkeleton />
      )}
    </>
  );
}

/** The chat feature with the directory's portrait and skills line for this astrologer. */
function AstrologerChat({ astrologer }: { astrologer: Astrologer }) {
  const { t, i18n } = useTranslation(['chat', 'astrologers']);
  return (
    <AstrologerChatView
      astrologer={astrologer}
      skills={skillsLine(astrologer, i18n.language, t).full}
      headerAvatar={<Avatar picId={astrologer.picId} size={48} eager alt="" />}
      botAvatar={<Avatar picId={astrologer.picId} size={32} alt="" />}
    />
  );
}

export default AstrologersChatRoute;
