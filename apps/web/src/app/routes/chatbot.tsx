import { useTranslation } from 'react-i18next';
import { ChatbotOverlay } from '@/features/chat/components/chatbot-overlay';
import { PageMeta } from '@/components/page-meta';

/** /chatbot (protected): the full-screen assistant of spec sections 2 and 4. */
export function ChatbotRoute() {
  const { t } = useTranslation('chat');
  return (
    <>
      <PageMeta title={t('title')} description={t('subtitle')} />
      <ChatbotOverlay />
    </>
  );
}

export default ChatbotRoute;
