import { getPlace, searchPlaces, type Place as GazetteerPlace } from '@nakshatra/astro/places';
import { placesMessages, type Place } from '@nakshatra/contracts';
import { AppError } from '../../plugins/errors.ts';

/** The engine's place as the public contract has it (field by field: nothing leaks by accident). */
export function toPlace(p: GazetteerPlace): Place {
  return {
    id: p.id,
    name: p.name,
    district: p.district,
    state: p.state,
    country: p.country,
    countryCode: p.countryCode,
    lat: p.lat,
    lon: p.lon,
    timezone: p.timezone,
    population: p.population,
  };
}

/** Place search and lookup over the offline gazetteer (in memory; no database). */
export function createPlacesService() {
  return {
    /** Best first: names starting with `q` (or a former name), then by population. */
    search(q: string, limit: number): Place[] {
      return searchPlaces(q, limit).map(toPlace);
    },
    /** @throws AppError 404 not_found for an id that is not in the gazetteer. */
    get(id: string): Place {
      const place = getPlace(id);
      if (!place) throw new AppError(404, 'not_found', placesMessages.notFound);
      return toPlace(place);
    },
  };
}
