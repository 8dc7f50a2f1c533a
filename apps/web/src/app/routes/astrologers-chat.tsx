import type { Astrologer } from '@nakshatra/contracts';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AstrologerFallback } from '@/features/astrologers/components/astrologer-fallback';
import { Avatar } from '@/features/astrologers/components/avatar';
import { useAstrologerBySlug } from '@/features/astrologers/hooks/use-astrologer-by-slug';
import { skillsLine } from '@/features/astrologers/lib/display';
import { AstrologerChat as AstrologerChatView } from '@/features/chat/components/astrologer-chat';
import { PageMeta } from '@/components/page-meta';

/** /astrologerschat/:slug (protected): the AI assistant in this astrologer's style. */
export function AstrologersChatRoute() {
  const { t } = useTranslation('chat');
  const { slug = '' } = useParams();
  const { astrologer, missing, failed, retry } = useAstrologerBySlug(slug);
  return (
    <>
      <PageMeta
        title={astrologer ? t('astrologer.metaTitle', { name: astrologer.name }) : null}
        description={astrologer ? t('astrologer.aiNotice', { name: astrologer.name }) : null}
      />
      {astrologer ? (
        <AstrologerChat astrologer={astrologer} />
      ) : (
        <AstrologerFallback missing={missing} failed={failed} onRetry={retry} />
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
