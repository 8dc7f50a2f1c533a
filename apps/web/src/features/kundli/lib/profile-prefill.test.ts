import type { Place, Profile } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { emptyKundliForm } from './kundli-form';
import {
  matchSavedPlace,
  mergePrefill,
  placeSearchText,
  profileBirthDateTime,
  profilePrefill,
} from './profile-prefill';

// GeoNames 1259229 Pune (18.51957 N, 73.85535 E) and 1278149 Aurangabad, Maharashtra
// (19.87757 N, 75.34226 E): the gazetteer's rows, trimmed to what the form reads.
const place = (id: string, name: string, state: string, lat: number, lon: number): Place => ({
  id,
  name,
  district: null,
  state,
  country: 'India',
  countryCode: 'IN',
  lat,
  lon,
  timezone: 'Asia/Kolkata',
  population: 1,
});
const PUNE = place('1259229', 'Pune', 'Maharashtra', 18.51957, 73.85535);
const AURANGABAD = place('1278149', 'Aurangabad', 'Maharashtra', 19.87757, 75.34226);

const profile: Profile = {
  name: 'Asha Rao',
  gender: 'female',
  date_of_birth: '1995-08-15',
  birth_time: '06:37',
  latitude: 18.51957,
  longitude: 73.85535,
  location_name: 'Pune, Maharashtra, India',
};

describe('profile prefill for the kundli form', () => {
  it('reads the saved date and time to the minute, as wall-clock time', () => {
    const d = profileBirthDateTime('1995-08-15', '06:37')!;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([
      1995, 7, 15, 6, 37,
    ]);
    expect(profileBirthDateTime('1995-08-15', null)).toBeNull();
    expect(profileBirthDateTime(null, '06:37')).toBeNull();
  });

  it('searches by the city and takes the candidate at the saved coordinates', () => {
    expect(placeSearchText('Pune, Maharashtra, India')).toBe('Pune');
    expect(matchSavedPlace(profile, [AURANGABAD, PUNE])).toBe(PUNE);
    // 1.4° away is another city, not the saved one.
    expect(matchSavedPlace(profile, [AURANGABAD])).toBeNull();
    expect(matchSavedPlace({ ...profile, latitude: null }, [PUNE])).toBeNull();
  });

  it('fills name, time, gender, place and state; without a gazetteer match only the place text', () => {
    const filled = mergePrefill(emptyKundliForm, profilePrefill(profile, PUNE));
    expect(filled).toMatchObject({
      name: 'Asha Rao',
      gender: 'female',
      birthPlace: 'Pune, Maharashtra, India',
      place: PUNE,
      state: 'Maharashtra',
      district: '',
    });
    expect(filled.birthDateTime?.getMinutes()).toBe(37);
    const unmatched = mergePrefill(emptyKundliForm, profilePrefill(profile, null));
    expect(unmatched).toMatchObject({ birthPlace: 'Pune, Maharashtra, India', place: null });
  });

  it('never overwrites what the user already typed', () => {
    const typed = { ...emptyKundliForm, name: 'Ravi', birthPlace: 'Chennai' };
    const merged = mergePrefill(typed, profilePrefill(profile, PUNE));
    expect(merged.name).toBe('Ravi');
    expect(merged.birthPlace).toBe('Chennai');
    expect(merged.place).toBeNull();
    expect(merged.gender).toBe('female');
  });
});
