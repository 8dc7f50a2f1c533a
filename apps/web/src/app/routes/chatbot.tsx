import { useTranslation } from 'react-i18next';
import { ChatbotOverlay } from '@/features/chat/components/chatbot-overlay';
import { useDocumentMeta } from '@/lib/use-document-meta';

/** /chatbot (protected): the full-screen assistant of spec sections 2 and 4. */
export function ChatbotRoute() {
  const { t } = useTranslation('chat');
  useDocumentMeta({ title: t('title'), description: t('subtitle') });
  return <ChatbotOverlay />;
}

export default ChatbotRoute;
