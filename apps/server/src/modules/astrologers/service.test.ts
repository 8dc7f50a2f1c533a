import { listFilterQuerySchema } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { escapeLike } from './repository.ts';
import { chooseStrategy, effectiveSort, toDirectoryFilter } from './service.ts';

describe('escapeLike', () => {
  it('escapes exactly the LIKE wildcards and the escape character', () => {
    expect(escapeLike('sharma')).toBe('sharma');
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike("o'brien")).toBe("o'brien");
  });
});

describe('toDirectoryFilter', () => {
  const parse = (q: Record<string, string>) => toDirectoryFilter(listFilterQuerySchema.parse(q));

  it('turns chips into facet tokens and q into a lower-cased, escaped pattern', () => {
    expect(
      parse({
        skill: 'tarot',
        language: 'ta',
        topRated: 'true',
        offer: '1',
        online: 'true',
        q: 'Sharma_%',
      }),
    ).toEqual({
      facets: ['Tarot', 'Tamil', 'top', 'offer', 'online'],
      search: 'sharma_%',
      priceColumn: 'price_rupees_per_min',
      minPrice: null,
      maxPrice: null,
    });
  });

  it('ignores false flags and rounds price bounds inwards to whole rupees', () => {
    expect(
      parse({ topRated: 'false', offer: '0', service: 'call', minPrice: '9.5', maxPrice: '20.99' }),
    ).toEqual({
      facets: [],
      search: null,
      priceColumn: 'call_price_rupees_per_min',
      minPrice: 10,
      maxPrice: 20,
    });
  });

  it('gives null (nothing can match) for a q with control characters', () => {
    expect(parse({ q: 'a\nb' })).toBeNull();
    expect(parse({ q: 'a\u007fb' })).toBeNull();
  });
});

describe('effectiveSort', () => {
  it('sorts Top Rated by rating in popular order (every rating is 5 there)', () => {
    const q = (o: Record<string, string>) => listFilterQuerySchema.parse(o);
    expect(effectiveSort(q({ topRated: 'true', sort: 'rating' }))).toBe('popular');
    expect(effectiveSort(q({ sort: 'rating' }))).toBe('rating');
    expect(effectiveSort(q({ topRated: 'true', sort: 'price_asc' }))).toBe('price_asc');
  });
});

describe('chooseStrategy', () => {
  const covering = 16;
  const plain = 1.5;
  it('walks the sort index when matches are dense enough to fill the page early', () => {
    expect(chooseStrategy(13_000, 13_000, 0, 18, plain)).toBe('walk'); // no filter
    expect(chooseStrategy(2_954, 13_000, 0, 18, plain)).toBe('walk'); // Tarot: ~80 entries
    expect(chooseStrategy(1_000_000, 1_000_000, 900_000, 18, plain)).toBe('walk'); // deep page
    // Top rated + offer + Tamil on 1,000,000 through the top-rated index: 1,359 entries walked.
    expect(chooseStrategy(1_057, 79_830, 0, 18, covering)).toBe('walk');
  });

  it('collects when few rows match, sooner when a walk has to read the table', () => {
    // Dutch by rating on 1,000,000: walking ~6,400 rows of the table vs collecting 2,817.
    expect(chooseStrategy(2_817, 1_000_000, 0, 18, plain)).toBe('collect');
    // The same in popular order walks the covering index.
    expect(chooseStrategy(2_817, 1_000_000, 0, 18, covering)).toBe('walk');
    // "geeta sharma": 85 of 1,000,000.
    expect(chooseStrategy(85, 1_000_000, 0, 18, covering)).toBe('collect');
  });

  it('switches to collecting for deep pages of a sparse filter', () => {
    // 2,954 matches of 13,000: page 0 walks ~80 entries, page 100 ~7,900.
    expect(chooseStrategy(2_954, 13_000, 0, 18, plain)).toBe('walk');
    expect(chooseStrategy(2_954, 13_000, 1_800, 18, plain)).toBe('collect');
  });
});
