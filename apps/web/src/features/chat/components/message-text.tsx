import { Fragment } from 'react';

/** Newlines as line breaks (spec section 4): plain text and <br>, never HTML from the answer. */
export function MessageText({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}
