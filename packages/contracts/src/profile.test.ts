import { describe, expect, it } from 'vitest';
import { parseDmy, profileMessages as m, profileUpdateSchema } from './profile.ts';

const valid = {
  name: 'Asha Rao',
  gender: 'female',
  date_of_birth: '09/11/1990',
  birth_time: '05:30',
  latitude: 18.5204,
  longitude: 73.8567,
  location_name: 'Pune, Maharashtra, India',
};

function messages(input: unknown): Record<string, string> {
  const r = profileUpdateSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
}

describe('profileUpdateSchema (spec section 3 "Profile, as sent on save")', () => {
  it('accepts the spec payload and lower-cases gender', () => {
    const r = profileUpdateSchema.parse({ ...valid, gender: 'Female' });
    expect(r.gender).toBe('female');
    expect(r.latitude).toBe(18.5204);
  });

  it('reports every required field with the spec wording', () => {
    expect(messages({})).toEqual({
      name: m.nameRequired,
      gender: m.genderRequired,
      date_of_birth: m.dateTimeRequired,
      birth_time: m.dateTimeRequired,
      latitude: m.latitudeRequired,
      longitude: m.longitudeRequired,
      location_name: m.locationRequired,
    });
  });

  it('rejects non-number coordinates with "Must be a number"', () => {
    expect(messages({ ...valid, latitude: '18.5', longitude: null })).toMatchObject({
      latitude: m.mustBeNumber,
      longitude: m.longitudeRequired,
    });
    expect(messages({ ...valid, latitude: Number.NaN })).toMatchObject({ latitude: m.mustBeNumber });
  });

  it('rejects coordinates outside the globe', () => {
    expect(messages({ ...valid, latitude: 90.0001 })).toEqual({ latitude: m.latitudeRange });
    expect(messages({ ...valid, longitude: -180.5 })).toEqual({ longitude: m.longitudeRange });
    expect(messages({ ...valid, latitude: -90, longitude: 180 })).toEqual({});
  });

  it('rejects impossible and wrongly formatted dates', () => {
    expect(messages({ ...valid, date_of_birth: '31/02/2001' })).toEqual({ date_of_birth: m.dateInvalid });
    expect(messages({ ...valid, date_of_birth: '1990-11-09' })).toEqual({ date_of_birth: m.dateInvalid });
    expect(messages({ ...valid, date_of_birth: '9/11/1990' })).toEqual({ date_of_birth: m.dateInvalid });
    expect(messages({ ...valid, birth_time: '24:00' })).toEqual({ birth_time: m.timeInvalid });
    expect(messages({ ...valid, birth_time: '5:30' })).toEqual({ birth_time: m.timeInvalid });
  });

  it('accepts 29 February only in leap years', () => {
    expect(parseDmy('29/02/2000')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseDmy('29/02/1900')).toBeNull();
    expect(parseDmy('29/02/2023')).toBeNull();
  });

  it('rejects a birth date in the future', () => {
    const next = new Date(Date.now() + 3 * 86_400_000);
    const dmy = `${String(next.getUTCDate()).padStart(2, '0')}/${String(next.getUTCMonth() + 1).padStart(2, '0')}/${next.getUTCFullYear()}`;
    expect(messages({ ...valid, date_of_birth: dmy })).toEqual({ date_of_birth: m.dateInFuture });
  });

  it('rejects unknown fields and wrong gender values', () => {
    expect(Object.keys(messages({ ...valid, isAdmin: true }))).toHaveLength(1);
    expect(messages({ ...valid, gender: 'other' })).toEqual({ gender: m.genderRequired });
  });
});
