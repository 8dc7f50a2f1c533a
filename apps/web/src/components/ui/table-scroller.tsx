import type { ReactNode } from 'react';

/**
 * A wide table in a light card that scrolls sideways on a phone, reaching the card's edges.
 * Focusable and named by the card's heading, so a keyboard can scroll it too (axe:
 * scrollable-region-focusable).
 */
export function TableScroller({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="mt-4 -mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0"
    >
      {children}
    </div>
  );
}
