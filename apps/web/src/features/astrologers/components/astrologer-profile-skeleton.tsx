import { useTranslation } from 'react-i18next';

const bar = 'animate-pulse rounded-full bg-white/10';

/** The profile's shape while it loads: breadcrumb, photo, name, details, the two actions. */
export function AstrologerProfileSkeleton() {
  const { t } = useTranslation('astrologers');
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-10" role="status">
      <span className="sr-only">{t('profile.loading')}</span>
      <div className="flex h-11 items-center">
        <span className={`${bar} h-3 w-48`} />
      </div>
      <div
        className="mt-3 rounded-3xl border border-star-300/15 bg-night-800/60 p-5 shadow-card sm:p-8"
        aria-hidden="true"
      >
        <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-6 sm:gap-x-8">
          <span className="block size-24 animate-pulse rounded-full bg-white/10 xs:size-28 sm:row-span-2 sm:size-36 lg:size-44" />
          <div className="flex flex-col gap-3 pt-1">
            <span className={`${bar} h-7 w-3/4 max-w-sm`} />
            <span className={`${bar} h-4 w-1/3 max-w-40`} />
          </div>
          <div className="col-span-2 flex flex-col gap-6 sm:col-span-1 sm:col-start-2">
            <div className="flex gap-2">
              <span className={`${bar} h-8 w-20`} />
              <span className={`${bar} h-8 w-24`} />
              <span className={`${bar} h-8 w-16`} />
            </div>
            <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {Array.from({ length: 4 }, (_, i) => (
                <span key={i} className={`${bar} h-10`} />
              ))}
            </div>
          </div>
        </div>
        <div className="mt-8 grid gap-4 border-t border-star-300/10 pt-6 sm:grid-cols-2">
          <span className={`${bar} h-12`} />
          <span className={`${bar} h-12`} />
        </div>
      </div>
    </div>
  );
}
