import { AstrologerDirectory } from '@/features/astrologers/components/astrologer-directory';

/** /chat: the astrologer chat list, titled 'chat' (DESIGN.md reading of spec section 2). */
export function ChatRoute() {
  return <AstrologerDirectory service="chat" />;
}

export default ChatRoute;
