import type { FeedbackEntry } from '@nakshatra/contracts';
import { RotateCcw, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFeedbackInbox } from '../api/feedback';

function Entry({ entry }: { entry: FeedbackEntry }) {
  const { t, i18n } = useTranslation('feedback');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(entry.createdAt),
  );
  return (
    <li className="rounded-2xl border border-star-300/15 bg-night-800/60 p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <span className="rounded-full border border-gold-300/30 bg-gold-400/10 px-3 py-0.5 font-medium text-gold-200">
          {t(`topics.${entry.topic}`)}
        </span>
        {entry.rating !== null ? (
          <span className="inline-flex items-center gap-1 text-star-100">
            <Star size={14} aria-hidden className="fill-gold-400 text-gold-400" />
            {t('ratingOf', { rating: entry.rating })}
          </span>
        ) : null}
        <time dateTime={entry.createdAt} className="text-star-300">
          {when}
        </time>
      </div>
      {/* Plain text, as typed: markup in a note is shown, never run. */}
      <p className="mt-3 break-words whitespace-pre-wrap text-star-50">{entry.message}</p>
      <p className="mt-3 text-sm break-all text-star-300">
        {t('from', { name: entry.user.name, email: entry.user.email })}
      </p>
    </li>
  );
}

/** For admins on /feedback: every note, newest first, twenty at a time. */
export function FeedbackInbox() {
  const { t, i18n } = useTranslation('feedback');
  const inbox = useFeedbackInbox(true);
  const entries = inbox.data?.pages.flatMap((p) => p.content) ?? [];
  const total = inbox.data?.pages[0]?.totalElements ?? 0;
  return (
    <section aria-labelledby="feedback-inbox" className="mt-12">
      <h2 id="feedback-inbox" className="text-2xl font-semibold text-star-50">
        {t('inboxTitle')}
        {inbox.data ? (
          <span className="ml-3 text-base font-normal text-star-300">
            {t('inboxCount', { count: total, formatted: total.toLocaleString(i18n.language) })}
          </span>
        ) : null}
      </h2>
      {inbox.isError ? (
        <div className="mt-4 flex items-center gap-4 text-star-200">
          <p>{t('inboxFailed')}</p>
          <Button variant="ghost" onClick={() => void inbox.refetch()}>
            <RotateCcw size={16} aria-hidden />
            {t('retry')}
          </Button>
        </div>
      ) : inbox.isPending ? (
        <div className="mt-4 h-32 animate-pulse rounded-2xl bg-white/5" aria-hidden />
      ) : entries.length === 0 ? (
        <p className="mt-4 text-star-200">{t('inboxEmpty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {inbox.hasNextPage ? (
        <Button
          variant="ghost"
          className="mt-4"
          disabled={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          {t('loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
