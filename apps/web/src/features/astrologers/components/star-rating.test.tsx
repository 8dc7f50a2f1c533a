import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/utils';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  // Issue 12: a rating between tenths (the contract keeps one decimal, the component does not
  // assume it) fills the fifth star by the remainder: 4.25 is four stars and a quarter.
  it('4.25 fills four stars and a quarter of the fifth, and the gold is clipped to that width', () => {
    const { container } = renderWithRouter(<StarRating rating={4.25} />);
    const stars = [...container.querySelectorAll<HTMLElement>('[data-star-fill]')];
    expect(stars.map((s) => s.dataset.starFill)).toEqual(['1', '1', '1', '1', '0.25']);
    expect(stars.map((s) => s.querySelector('span')?.style.width)).toEqual([
      '100%',
      '100%',
      '100%',
      '100%',
      '25%',
    ]);
    expect(screen.getByText('4.3')).toBeTruthy();
  });

  it('0 draws five empty outlines', () => {
    const { container } = renderWithRouter(<StarRating rating={0} />);
    expect(container.querySelectorAll('[data-star-fill="0"]')).toHaveLength(5);
    expect(container.querySelectorAll('[data-star-fill] span')).toHaveLength(0);
  });
});
