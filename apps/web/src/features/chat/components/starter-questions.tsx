import { MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Which starter set a panel offers: the horoscope panel's are about the sign's day. */
export type StarterSet = 'general' | 'horoscope';

const KEYS: Record<StarterSet, readonly string[]> = {
  general: ['career', 'marriage', 'moon', 'remedies'],
  horoscope: ['today', 'money', 'careful'],
};

/**
 * Questions to start with, shown with the greeting until the first question is asked, so a new
 * user sees what the assistant can answer. Each is a question the built-in engine understands in
 * that language; tapping one asks it.
 */
export function StarterQuestions({
  set,
  onPick,
}: {
  set: StarterSet;
  onPick: (question: string) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <div>
      <p id="chat-starters-label" className="mb-2 text-xs font-medium text-star-300">
        {t('starters.label')}
      </p>
      <ul aria-labelledby="chat-starters-label" className="flex flex-wrap gap-2">
        {KEYS[set].map((key) => {
          const question = t(`starters.${set}.${key}`);
          return (
            <li key={key}>
              <button
                type="button"
                data-testid="chat-starter"
                onClick={() => onPick(question)}
                className="flex min-h-11 items-center gap-2 rounded-full border border-gold-300/35 bg-gold-400/10 px-4 py-2 text-left text-sm text-star-50 transition hover:border-gold-300/70 hover:bg-gold-400/20"
              >
                <MessageCircleQuestion size={15} aria-hidden className="shrink-0 text-gold-300" />
                {question}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
