const BRAND = 'Nakshatra';

/**
 * The site-wide description, the same text index.html gives readers that run no script (link
 * previews); keep the two equal.
 */
export const siteDescription =
  'Nakshatra: an AI astrology assistant, daily horoscopes, kundli and 13000+ astrologers, in seven languages.';

/**
 * The tab title ("Chat · Nakshatra") and the meta description of the page on screen, rendered
 * with React 19's own <title>/<meta> hoisting: React puts them in <head> while the page is shown
 * and takes them out when it goes. Without a title the tab keeps index.html's "Nakshatra";
 * without a description the site-wide one applies. Render exactly one per page: React does not
 * merge two.
 */
export function PageMeta({
  title,
  description,
}: {
  title?: string | null;
  description?: string | null;
}) {
  return (
    <>
      {title ? <title>{`${title} · ${BRAND}`}</title> : null}
      <meta name="description" content={description || siteDescription} />
    </>
  );
}
