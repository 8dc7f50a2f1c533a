import type { HTMLAttributes } from 'react';
import { cx } from './cx';

/** The title and lead at the top of a page on the night background (matching, panchang, kundli). */
export function PageHeader({
  title,
  lead,
  className,
  ...rest
}: { title: string; lead: string } & Omit<HTMLAttributes<HTMLElement>, 'title'>) {
  return (
    <header className={cx('max-w-2xl', className)} {...rest}>
      <h1 className="text-4xl font-semibold text-star-50 sm:text-5xl">{title}</h1>
      <p className="mt-3 text-lg text-star-200">{lead}</p>
    </header>
  );
}
