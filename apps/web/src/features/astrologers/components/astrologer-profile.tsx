import type { Astrologer } from '@nakshatra/contracts';
import { Images } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvailability } from '../api/get-availability';
import { AlbumLightbox } from './album-lightbox';
import { ProfileReviews } from './astrologer-profile-reviews';
import { ProfileAbout, ProfileBreadcrumb, ProfileSummary } from './astrologer-profile-sections';

interface AstrologerProfileProps {
  astrologer: Astrologer;
  /** The follow/unfollow control (features/follows), placed beside the name. */
  followSlot?: ReactNode;
  /** Which list the visitor came from, for the breadcrumb. */
  from?: 'chat' | 'call';
}

/**
 * /astroProfile/:slug (spec section 2 "Astrologer profile"): breadcrumb, photo, follow, details,
 * status, Start Chat and Start Call (each with the measured wait where the spec had a fixed
 * 'Wait time - 2m'), About with short bio, long bio, problem areas and the album, then the
 * reviews of past consultations.
 */
export function AstrologerProfile({
  astrologer: a,
  followSlot,
  from = 'chat',
}: AstrologerProfileProps) {
  const [photo, setPhoto] = useState<number | null>(null);
  // The thumbnail that opened the lightbox gets focus back when it closes.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const albumUrls = a.album.map((item) => item.url);
  const availability = useAvailability([[a.id]])(a.id);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-10">
      <ProfileBreadcrumb astrologer={a} from={from} />
      <ProfileSummary astrologer={a} followSlot={followSlot} availability={availability} />

      <section aria-labelledby="about-title" className="card-light mt-8 p-6 sm:p-10">
        <ProfileAbout astrologer={a} />
        <ProfileAlbum
          urls={albumUrls}
          onOpen={(index, thumbnail) => {
            setOpener(thumbnail);
            setPhoto(index);
          }}
        />
      </section>

      <ProfileReviews slug={a.slug} />

      {photo !== null ? (
        <AlbumLightbox
          urls={albumUrls}
          opener={opener}
          index={photo}
          name={a.name}
          onIndexChange={setPhoto}
          onClose={() => setPhoto(null)}
        />
      ) : null}
    </div>
  );
}

/** The album's thumbnails; each opens the lightbox at its photo. */
function ProfileAlbum({
  urls,
  onOpen,
}: {
  urls: string[];
  onOpen: (index: number, thumbnail: HTMLElement) => void;
}) {
  const { t } = useTranslation('astrologers');
  return (
    <>
      <h3 className="mt-10 flex items-center gap-2 font-sans text-base font-semibold text-ink-900">
        <Images size={18} aria-hidden className="text-gold-800" />
        {t('profile.album')}
      </h3>
      {urls.length === 0 ? (
        <p className="mt-3 text-ink-600">{t('profile.albumEmpty')}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {urls.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                onClick={(event) => onOpen(i, event.currentTarget)}
                aria-label={t('profile.openPhoto', { current: i + 1, total: urls.length })}
                className="group block w-full overflow-hidden rounded-2xl bg-cream-200 ring-1 ring-ink-600/10 transition hover:ring-gold-800/40"
              >
                <img
                  src={url}
                  width={320}
                  height={240}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover transition duration-300 group-hover:scale-[1.03]"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
