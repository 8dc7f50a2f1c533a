import type { Place, Profile } from '@nakshatra/contracts';
import type { KundliFormValues } from './kundli-form';

/**
 * How far (degrees of latitude and longitude) a gazetteer place may lie from the profile's saved
 * coordinates and still be taken for it: 0.05° is about 5 km, well inside a city and far less
 * than the distance between namesakes (Aurangabad, Maharashtra and Aurangabad, Bihar).
 */
export const PLACE_MATCH_DEG = 0.05;

/** 'YYYY-MM-DD' and 'HH:MM' (profile, as read) as a wall-clock Date, or null when incomplete. */
export function profileBirthDateTime(date: string | null, time: string | null): Date | null {
  const d = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  const t = time ? /^(\d{2}):(\d{2})/.exec(time) : null;
  if (!d || !t) return null;
  const result = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  return Number.isNaN(result.getTime()) ? null : result;
}

/** The text to search the gazetteer with: the city, before the first comma. */
export function placeSearchText(locationName: string | null): string {
  return (locationName ?? '').split(',')[0]!.trim();
}

/** The candidate nearest the saved coordinates, if it is within PLACE_MATCH_DEG on both axes. */
export function matchSavedPlace(profile: Profile, candidates: readonly Place[]): Place | null {
  const { latitude, longitude } = profile;
  if (latitude === null || longitude === null) return null;
  let best: Place | null = null;
  let bestDistance = Infinity;
  for (const place of candidates) {
    const dLat = Math.abs(place.lat - latitude);
    const dLon = Math.abs(place.lon - longitude);
    if (dLat > PLACE_MATCH_DEG || dLon > PLACE_MATCH_DEG) continue;
    if (dLat + dLon < bestDistance) {
      best = place;
      bestDistance = dLat + dLon;
    }
  }
  return best;
}

/**
 * The kundli form's fields from the saved profile: name, birth date and time, gender, and the
 * place when the gazetteer has it at the saved coordinates (the chart is cast from a picked
 * place; without one the name is filled in and the user picks it from the suggestions).
 */
export function profilePrefill(profile: Profile, place: Place | null): Partial<KundliFormValues> {
  const prefill: Partial<KundliFormValues> = {};
  if (profile.name.trim()) prefill.name = profile.name.trim();
  const birth = profileBirthDateTime(profile.date_of_birth, profile.birth_time);
  if (birth) prefill.birthDateTime = birth;
  if (profile.gender) prefill.gender = profile.gender;
  if (place) {
    prefill.place = place;
    prefill.birthPlace = profile.location_name?.trim() || place.name;
    if (place.state) prefill.state = place.state;
    if (place.district) prefill.district = place.district;
  } else if (profile.location_name?.trim()) {
    prefill.birthPlace = profile.location_name.trim();
  }
  return prefill;
}

/** Fills only what the user has not filled yet: the profile never overwrites their typing. */
export function mergePrefill(
  values: KundliFormValues,
  prefill: Partial<KundliFormValues>,
): KundliFormValues {
  const next = { ...values };
  const empty = (key: keyof KundliFormValues) => {
    const v = values[key];
    return v === '' || v === null;
  };
  for (const key of Object.keys(prefill) as (keyof KundliFormValues)[]) {
    if (key === 'place' || !empty(key)) continue;
    Object.assign(next, { [key]: prefill[key] });
  }
  // The picked place goes with the text it was picked for.
  if (prefill.place && empty('birthPlace') && values.place === null) next.place = prefill.place;
  return next;
}
