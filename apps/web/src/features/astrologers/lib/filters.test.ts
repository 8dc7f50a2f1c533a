import { describe, expect, it } from 'vitest';
import { defaultFilters, filtersToParams, hasActiveFilters, parseFilters, toListQuery } from './filters';

describe('list filters in the URL', () => {
  it('round-trips every filter through readable parameters', () => {
    const filters = { q: 'sharma', skill: 'Face Reading', topRated: true, offer: true, language: 'Hindi', sort: 'price_asc' } as const;
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('q=sharma&skill=face-reading&topRated=1&offer=1&language=hindi&sort=price_asc');
    expect(parseFilters(params)).toEqual(filters);
  });

  it('the plain list has a plain URL, and unknown values are dropped rather than sent', () => {
    expect(filtersToParams(defaultFilters).toString()).toBe('');
    expect(parseFilters(new URLSearchParams('skill=astrology&sort=cheap&language=klingon&topRated=yes'))).toEqual(defaultFilters);
    expect(hasActiveFilters({ ...defaultFilters, sort: 'rating' })).toBe(false);
    expect(hasActiveFilters({ ...defaultFilters, offer: true })).toBe(true);
  });

  it('builds the list-filter query with the canonical names the contract expects', () => {
    const query = new URLSearchParams(
      toListQuery({ ...defaultFilters, q: ' Iyer ', skill: 'Life Coach', topRated: true }, 'call', 2, 18),
    );
    expect(Object.fromEntries(query)).toEqual({
      pageNo: '2',
      pageSize: '18',
      q: 'Iyer',
      skill: 'Life Coach',
      topRated: 'true',
      sort: 'popular',
      service: 'call',
    });
  });
});
