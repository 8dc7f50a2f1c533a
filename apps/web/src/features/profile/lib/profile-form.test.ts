import { profileUpdateSchema } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { combineDateTime, profileFormSchema, profileToForm, splitName, toProfileUpdate } from './profile-form';

describe('profile form mapping (spec section 3)', () => {
  it('builds the spec payload: DD/MM/YYYY, 24 h HH:MM, lower-case gender, numbers', () => {
    const payload = toProfileUpdate({
      firstName: ' Asha ',
      lastName: 'Rao',
      dateTime: new Date(1990, 0, 5, 21, 30),
      gender: 'Female',
      location: 'Pune, Maharashtra',
      latitude: '18.5204',
      longitude: '73.8567',
    });
    expect(payload).toEqual({
      name: 'Asha Rao',
      gender: 'female',
      date_of_birth: '05/01/1990',
      birth_time: '21:30',
      latitude: 18.5204,
      longitude: 73.8567,
      location_name: 'Pune, Maharashtra',
    });
    // The contract the server validates with accepts it as is.
    expect(profileUpdateSchema.safeParse(payload).success).toBe(true);
  });

  it('reads the server shape: name split at the first space, gender capitalised, date+time combined', () => {
    const form = profileToForm({
      name: 'Mary Ann Smith',
      gender: 'male',
      date_of_birth: '2001-12-31',
      birth_time: '06:05',
      latitude: -33.87,
      longitude: 151.21,
      location_name: 'Sydney',
    });
    expect(form.firstName).toBe('Mary');
    expect(form.lastName).toBe('Ann Smith');
    expect(form.gender).toBe('Male');
    expect(form.dateTime?.getFullYear()).toBe(2001);
    expect(form.dateTime?.getMonth()).toBe(11);
    expect(form.dateTime?.getDate()).toBe(31);
    expect(form.dateTime?.getHours()).toBe(6);
    expect(form.dateTime?.getMinutes()).toBe(5);
    expect(form.latitude).toBe('-33.87');
  });

  it('keeps nulls of a never-saved profile as empty fields', () => {
    const form = profileToForm({
      name: 'Ravi',
      gender: null,
      date_of_birth: null,
      birth_time: null,
      latitude: null,
      longitude: null,
      location_name: null,
    });
    expect(form).toMatchObject({ firstName: 'Ravi', lastName: '', gender: '', dateTime: null, latitude: '' });
  });

  it('splits single names and rejects malformed dates', () => {
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(combineDateTime('31/12/2001', '10:00')).toBeNull();
  });

  it('rejects non-numbers and out-of-range coordinates with the spec messages', () => {
    const base = {
      firstName: 'A',
      lastName: 'B',
      dateTime: new Date(2000, 0, 1),
      gender: 'Male',
      location: 'X',
      latitude: '12.5',
      longitude: '77',
    };
    const msg = (over: object) => {
      const r = profileFormSchema.safeParse({ ...base, ...over });
      return r.success ? null : r.error.issues[0]?.message;
    };
    expect(msg({})).toBeNull();
    expect(msg({ latitude: 'north' })).toBe('Must be a number');
    expect(msg({ latitude: '' })).toBe('Latitude is required');
    expect(msg({ longitude: '181' })).toBe('Longitude must be between -180 and 180');
    expect(msg({ dateTime: new Date(Date.now() + 86_400_000) })).toBe('Birth date cannot be in the future');
  });
});
