import { useEffect } from 'react';

const BRAND = 'Nakshatra';

function descriptionTag(): HTMLMetaElement | null {
  return document.querySelector<HTMLMetaElement>('meta[name="description"]');
}

/**
 * Sets the tab title ("Chat · Nakshatra") and the meta description while a page is shown, and
 * puts back what was there before when it goes (index.html holds the site-wide defaults).
 */
export function useDocumentMeta({ title, description }: { title: string | null; description?: string | null }) {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = `${title} · ${BRAND}`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    const tag = descriptionTag();
    if (!tag || !description) return;
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
