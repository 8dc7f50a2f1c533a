import type { Place } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { emptyKundliForm, firstKundliError, previewUtcOffset, toLocalDateTime, type KundliFormValues } from './kundli-form';

const pune: Place = {
  id: '1259229', name: 'Pune', district: null, state: 'Maharashtra', country: 'India', countryCode: 'IN',
  lat: 18.51957, lon: 73.85535, timezone: 'Asia/Kolkata', population: 2935744,
};
const complete: KundliFormValues = {
  ...emptyKundliForm,
  name: 'Asha',
  birthPlace: 'Pune, Maharashtra, India',
  place: pune,
  district: 'Pune',
  birthDateTime: new Date(1990, 4, 17, 6, 30),
  gender: 'female',
};
const now = new Date(2026, 0, 1);

describe('kundli form checks (spec section 5, in order)', () => {
  it('reports name, place, district, time, gender one at a time in that order', () => {
    let v: KundliFormValues = { ...emptyKundliForm };
    expect(firstKundliError(v, now)).toBe('name');
    v = { ...v, name: '  ' };
    expect(firstKundliError(v, now)).toBe('name');
    v = { ...v, name: 'Asha' };
    expect(firstKundliError(v, now)).toBe('birthPlace');
    v = { ...v, birthPlace: 'Pune' }; // typed but not picked: no coordinates
    expect(firstKundliError(v, now)).toBe('birthPlace');
    v = { ...v, place: pune };
    expect(firstKundliError(v, now)).toBe('district');
    v = { ...v, district: 'Pune' };
    expect(firstKundliError(v, now)).toBe('birthDateTime');
    v = { ...v, birthDateTime: new Date(2030, 0, 1) };
    expect(firstKundliError(v, now)).toBe('birthDateTime');
    v = { ...v, birthDateTime: new Date(1990, 4, 17, 6, 30) };
    expect(firstKundliError(v, now)).toBe('gender');
    expect(firstKundliError({ ...v, gender: 'male' }, now)).toBeNull();
  });

  it('an earlier failure wins over a later one', () => {
    expect(firstKundliError({ ...complete, name: '', gender: '' }, now)).toBe('name');
    expect(firstKundliError({ ...complete, district: '', birthDateTime: null }, now)).toBe('district');
  });

  it('sends the wall-clock time as typed, and previews the zone offset', () => {
    expect(toLocalDateTime(new Date(1990, 4, 17, 6, 30))).toBe('1990-05-17T06:30');
    expect(previewUtcOffset('Asia/Kolkata', new Date(1990, 4, 17, 6, 30))).toBe('+05:30');
    // India's war time, 1942-45: +06:30 (tz database, Asia/Kolkata).
    expect(previewUtcOffset('Asia/Kolkata', new Date(1943, 5, 1, 12, 0))).toBe('+06:30');
    expect(previewUtcOffset('America/New_York', new Date(2024, 0, 15, 12, 0))).toBe('-05:00');
  });
});
