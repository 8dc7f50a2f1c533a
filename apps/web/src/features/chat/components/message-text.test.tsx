import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/utils';
import { MessageText } from './message-text';

describe('MessageText', () => {
  it('turns the site paths an answer names into links, and keeps the rest as text', () => {
    const { container } = renderWithRouter(
      <MessageText
        text={
          'For a full guna milan open /matching.\nTalk to Anita: /astroProfile/anita-sharma (₹25/min)'
        }
      />,
    );
    expect(screen.getByRole('link', { name: '/matching' }).getAttribute('href')).toBe('/matching');
    expect(
      screen.getByRole('link', { name: '/astroProfile/anita-sharma' }).getAttribute('href'),
    ).toBe('/astroProfile/anita-sharma');
    expect(container.textContent).toBe(
      'For a full guna milan open /matching.Talk to Anita: /astroProfile/anita-sharma (₹25/min)',
    );
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });

  it('never links full URLs, unknown paths or HTML, and renders markup as text', () => {
    const { container } = renderWithRouter(
      <MessageText
        text={'see https://evil.example/matching or /admin or <a href="/x">x</a> or a/matching'}
      />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(container.textContent).toContain('<a href="/x">x</a>');
  });
});
