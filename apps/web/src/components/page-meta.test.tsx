import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { PageMeta, siteDescription } from './page-meta';

function descriptions() {
  return [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map(
    (m) => m.content,
  );
}

describe('PageMeta', () => {
  it('puts the page title and description in <head> while shown, and takes them out after', () => {
    const view = render(<PageMeta title="Chat" description="Talk to an astrologer" />);
    expect(document.title).toBe('Chat · Nakshatra');
    expect(descriptions()).toEqual(['Talk to an astrologer']);
    view.unmount();
    expect(descriptions()).toEqual([]);
  });

  it('without a description gives the site-wide one, and without a title sets none', () => {
    render(<PageMeta title={null} description={null} />);
    expect(document.head.querySelector('title')).toBeNull();
    expect(descriptions()).toEqual([siteDescription]);
  });

  it("uses the same site-wide text as index.html's description for readers without script", () => {
    expect(indexHtml).toContain(`content="${siteDescription}"`);
  });
});
