import { describe, expect, it } from 'vitest';
import { ADMIN1_COUNTRIES, admin1Name } from './admin1.ts';
import { CITY_ALIASES } from './aliases.ts';
import { loadCities } from './city-data.ts';
import { getPlace, searchKey, searchPlaces, timezoneAt } from './gazetteer.ts';

const cities = loadCities();

describe('searchPlaces', () => {
  it('finds Pune by its full name and by a two-letter prefix, with state, country and zone', () => {
    const [pune] = searchPlaces('pune');
    // GeoNames 1259229: Pune, Maharashtra, 18.51957 N 73.85535 E.
    expect(pune).toEqual({
      id: '1259229',
      name: 'Pune',
      district: null,
      state: 'Maharashtra',
      country: 'India',
      countryCode: 'IN',
      lat: 18.51957,
      lon: 73.85535,
      timezone: 'Asia/Kolkata',
      population: expect.any(Number),
    });
    expect(searchPlaces('Pu').map((p) => p.name)).toContain('Pune');
  });

  it('ignores accents and case: "sao paulo" finds São Paulo first', () => {
    expect(searchPlaces('sao paulo')[0]).toMatchObject({
      name: 'São Paulo',
      countryCode: 'BR',
      timezone: 'America/Sao_Paulo',
    });
    expect(searchPlaces('SÃO PAU')[0]?.name).toBe('São Paulo');
    expect(searchPlaces('dehradun')[0]?.name).toBe('Dehra Dūn');
  });

  it('ranks by population and finds later words: "mumbai" gives Mumbai then Navi Mumbai', () => {
    expect(searchPlaces('mumbai', 2).map((p) => p.name)).toEqual(['Mumbai', 'Navi Mumbai']);
    const london = searchPlaces('london', 3);
    expect(london[0]).toMatchObject({
      countryCode: 'GB',
      state: 'England',
      timezone: 'Europe/London',
    });
    const pops = searchPlaces('ka', 10).map((p) => p.population);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
  });

  it('finds cities by their former names', () => {
    expect(searchPlaces('bombay')[0]?.name).toBe('Mumbai');
    expect(searchPlaces('Calcutta')[0]?.name).toBe('Kolkata');
    expect(searchPlaces('madras')[0]?.name).toBe('Chennai');
    expect(searchPlaces('bangalore')[0]).toMatchObject({ name: 'Bengaluru', state: 'Karnataka' });
  });

  it('narrows by state or country after a comma', () => {
    const bihar = searchPlaces('aurangabad, bihar');
    expect(bihar.length).toBeGreaterThan(0);
    expect(bihar.every((p) => p.state === 'Bihar')).toBe(true);
    expect(searchPlaces('london, canada')[0]).toMatchObject({
      countryCode: 'CA',
      state: 'Ontario',
    });
    expect(searchPlaces('london, us').every((p) => p.countryCode === 'US')).toBe(true);
  });

  it('returns [] for empty or punctuation-only queries and honours the limit', () => {
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('  ,. ')).toEqual([]);
    expect(searchPlaces('a', 3)).toHaveLength(3);
    expect(searchPlaces('a', 1000)).toHaveLength(100);
    expect(searchPlaces('zzzzqqq')).toEqual([]);
  });

  it('gives the same results when memoised (short prefixes) as on the first call', () => {
    expect(searchPlaces('s', 7)).toEqual(searchPlaces('s', 7));
  });
});

describe('getPlace', () => {
  it('returns a place by GeoNames id and null for unknown or malformed ids', () => {
    expect(getPlace('1275004')).toMatchObject({
      name: 'Kolkata',
      state: 'West Bengal',
      timezone: 'Asia/Kolkata',
    });
    expect(getPlace('5128581')).toMatchObject({
      name: 'New York City',
      state: 'New York',
      timezone: 'America/New_York',
    });
    expect(getPlace('1')).toBeNull();
    expect(getPlace('abc')).toBeNull();
    expect(getPlace('')).toBeNull();
  });
});

describe('admin1 tables', () => {
  // The most populous city under each code must be that division's well-known largest city:
  // this ties our hand-written names to the codes the data really uses.
  const largest = (cc: string, code: string) =>
    cities
      .filter((c) => c.country === cc && c.adminCode === code)
      .sort((a, b) => b.population - a.population)[0]?.name;
  it.each([
    ['IN', '16', 'Mumbai', 'Maharashtra'],
    ['IN', '28', 'Kolkata', 'West Bengal'],
    ['IN', '25', 'Chennai', 'Tamil Nadu'],
    ['IN', '19', 'Bengaluru', 'Karnataka'],
    ['IN', '40', 'Hyderabad', 'Telangana'],
    ['IN', '02', 'Visakhapatnam', 'Andhra Pradesh'],
    ['IN', '36', 'Kanpur', 'Uttar Pradesh'],
    ['IN', '34', 'Patna', 'Bihar'],
    ['IN', '24', 'Jaipur', 'Rajasthan'],
    ['IN', '09', 'Ahmedabad', 'Gujarat'],
    ['IN', '13', 'Thiruvananthapuram', 'Kerala'],
    ['IN', '41', 'Leh', 'Ladakh'],
    ['IN', '39', 'Dehra Dūn', 'Uttarakhand'],
    ['NP', '3', 'Kathmandu', 'Bagmati'],
    ['CA', '10', 'Montréal', 'Quebec'],
    ['AU', '07', 'Melbourne', 'Victoria'],
    ['AE', '03', 'Dubai', 'Dubai'],
    ['GB', 'SCT', 'Glasgow', 'Scotland'],
  ])('%s.%s: largest city %s is in %s', (cc, code, city, state) => {
    expect(largest(cc, code)).toBe(city);
    expect(admin1Name(cc, code)).toBe(state);
  });

  it('covers every admin1 code used by Indian cities in the data', () => {
    const codes = new Set(cities.filter((c) => c.country === 'IN').map((c) => c.adminCode));
    expect([...codes].filter((c) => admin1Name('IN', c) === null)).toEqual([]);
    expect(ADMIN1_COUNTRIES).toContain('US');
  });
});

describe('aliases', () => {
  it('point at cities that exist, and are in search-key form', () => {
    const ids = new Set(cities.map((c) => c.cityId));
    for (const [alias, id] of Object.entries(CITY_ALIASES)) {
      expect(ids.has(id), alias).toBe(true);
      expect(searchKey(alias)).toBe(alias);
    }
  });
});

describe('timezoneAt', () => {
  it('gives IANA zones from coordinates and rejects out-of-range input', () => {
    expect(timezoneAt(28.6139, 77.209)).toBe('Asia/Kolkata');
    expect(timezoneAt(27.7172, 85.324)).toBe('Asia/Kathmandu');
    expect(timezoneAt(40.7128, -74.006)).toBe('America/New_York');
    expect(() => timezoneAt(91, 0)).toThrow(RangeError);
    expect(() => timezoneAt(Number.NaN, 0)).toThrow(RangeError);
  });
});
