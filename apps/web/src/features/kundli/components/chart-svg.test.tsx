import type { GrahaName } from '@nakshatra/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { testQueryClient } from '@/test/utils';
import { ChartSvg, type ChartStyle } from './chart-svg';

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const NAMES: Record<GrahaName, string> = {
  Sun: 'Sun', Moon: 'Moon', Mars: 'Mars', Mercury: 'Mercury', Jupiter: 'Jupiter', Venus: 'Venus', Saturn: 'Saturn', Rahu: 'Rahu', Ketu: 'Ketu',
};

/**
 * Mahatma Gandhi, 2 Oct 1869 07:12 LMT Porbandar, Lahiri (the placements of B. V. Raman's
 * "Notable Horoscopes", chart 71): Libra rising; Sun, Mercury, Mars and Venus in Libra, Moon in
 * Cancer, Jupiter in Aries, Saturn in Scorpio, Rahu in Cancer, Ketu in Capricorn.
 */
const ASC = 6; // Libra
const placements: { body: GrahaName; signIndex: number; retrograde?: boolean }[] = [
  { body: 'Sun', signIndex: 6 },
  { body: 'Moon', signIndex: 3 },
  { body: 'Mars', signIndex: 6 },
  { body: 'Mercury', signIndex: 6 },
  { body: 'Jupiter', signIndex: 0, retrograde: true },
  { body: 'Venus', signIndex: 6 },
  { body: 'Saturn', signIndex: 7 },
  { body: 'Rahu', signIndex: 3 },
  { body: 'Ketu', signIndex: 9 },
];

function draw(style: ChartStyle) {
  return render(
    <AppProviders queryClient={testQueryClient()}>
      <ChartSvg style={style} ascendantSignIndex={ASC} placements={placements} signNames={SIGNS} planetNames={NAMES} title="Birth chart (D1)" />
    </AppProviders>,
  );
}

const bodiesIn = (cell: Element) => [...cell.querySelectorAll('[data-body]')].map((e) => e.getAttribute('data-body'));

describe('North Indian chart (houses fixed, signs numbered)', () => {
  it('puts the ascendant sign number in the top diamond and each planet in its house', () => {
    const { container } = draw('north');
    const house = (n: number) => container.querySelector(`[data-house="${n}"]`)!;
    // House 1 (top centre) carries Libra = sign 7; house 4 (left diamond) Capricorn = 10.
    expect(house(1).querySelector('[data-sign-number]')!.textContent).toBe('7');
    expect(house(4).querySelector('[data-sign-number]')!.textContent).toBe('10');
    expect(house(7).querySelector('[data-sign-number]')!.textContent).toBe('1');
    expect(bodiesIn(house(1))).toEqual(['asc', 'Sun', 'Mars', 'Mercury', 'Venus']);
    expect(bodiesIn(house(10))).toEqual(['Moon', 'Rahu']); // Cancer is 10th from Libra
    expect(bodiesIn(house(7))).toEqual(['Jupiter']);
    expect(bodiesIn(house(2))).toEqual(['Saturn']);
    expect(bodiesIn(house(4))).toEqual(['Ketu']);
    expect(bodiesIn(house(12))).toEqual([]);
  });

  it('is a labelled image with a description and a text list of placements', () => {
    draw('north');
    const img = screen.getByRole('img', { name: /Birth chart \(D1\)/ });
    expect(img.querySelector('title')!.textContent).toBe('Birth chart (D1)');
    expect(img.querySelector('desc')!.textContent).toMatch(/North Indian chart.*Libra/);
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toHaveLength(12);
    expect(items[0]).toBe('House 1, Libra: Ascendant, Sun, Mars, Mercury, Venus');
    expect(items[6]).toBe('House 7, Aries: Jupiter (retrograde)');
    expect(items[11]).toBe('House 12, Virgo: empty');
  });
});

describe('South Indian chart (signs fixed)', () => {
  it('keeps Pisces top left and Aries beside it, whatever the ascendant, and places planets by sign', () => {
    const { container } = draw('south');
    const cell = (sign: number) => container.querySelector(`[data-sign="${sign}"]`)!;
    const rect = (sign: number) => cell(sign).querySelector('rect')!;
    expect([rect(11).getAttribute('x'), rect(11).getAttribute('y')]).toEqual(['0', '0']);
    expect([rect(0).getAttribute('x'), rect(0).getAttribute('y')]).toEqual(['100', '0']);
    expect([rect(5).getAttribute('x'), rect(5).getAttribute('y')]).toEqual(['300', '300']);
    expect([rect(8).getAttribute('x'), rect(8).getAttribute('y')]).toEqual(['0', '300']);
    expect(cell(6).getAttribute('data-house')).toBe('1');
    expect(bodiesIn(cell(6))).toEqual(['asc', 'Sun', 'Mars', 'Mercury', 'Venus']);
    expect(bodiesIn(cell(3))).toEqual(['Moon', 'Rahu']);
    expect(bodiesIn(cell(0))).toEqual(['Jupiter']);
    expect(bodiesIn(cell(9))).toEqual(['Ketu']);
    expect(screen.getByRole('img').querySelector('desc')!.textContent).toMatch(/South Indian chart.*Libra/);
  });
});
