import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The site's own pages an answer may point to ("see /matching", "/astroProfile/anita-sharma").
 * Only these become links: an answer never carries HTML, and a path outside this list (or any
 * full URL) stays plain text.
 */
const SITE_PATH =
  /(^|[\s(«"“：。、（「])(\/(?:matching|panchang|aikundali|kundligpt|edit_profile|chatbot|chat|call|following|zodiacSign|about|horoscope\/[a-z]+|astroProfile\/[a-z0-9-]+|astrologerschat\/[a-z0-9-]+))(?=$|[\s).,;:!?»"”।、。）」：])/gu;

function withLinks(line: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of line.matchAll(SITE_PATH)) {
    const start = m.index + m[1]!.length;
    const path = m[2]!;
    if (start > last) parts.push(line.slice(last, start));
    parts.push(
      <Link
        key={start}
        to={path}
        className="font-medium text-gold-300 underline underline-offset-2 hover:text-gold-200"
      >
        {path}
      </Link>,
    );
    last = start + path.length;
  }
  if (last < line.length) parts.push(line.slice(last));
  return parts;
}

/**
 * Newlines as line breaks (spec section 4): plain text and <br>, never HTML from the answer;
 * site paths become links to those pages.
 */
export function MessageText({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {withLinks(line)}
        </Fragment>
      ))}
    </>
  );
}
