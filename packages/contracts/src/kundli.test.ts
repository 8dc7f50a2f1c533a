import { describe, expect, it } from 'vitest';
import { horoscopeQuerySchema } from './horoscope.ts';
import {
  isValidBirthDateTime,
  KUNDLI_FIELD_ORDER,
  kundliMessages as m,
  kundliRequestSchema,
} from './kundli.ts';
import { matchingRequestSchema } from './matching.ts';
import { panchangQuerySchema } from './panchang.ts';

const valid = {
  name: ' Asha Rao ',
  gender: 'female',
  birthDateTime: '1991-08-15T06:45',
  birthPlace: 'Hyderabad',
  district: 'Hyderabad',
  placeId: '1269843',
};

function fields(input: unknown): Record<string, string> {
  const r = kundliRequestSchema.safeParse(input);
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0] ?? '_'), i.message]));
}

describe('kundli request (POST /api/kundli)', () => {
  it('accepts a complete form, trims text and defaults the language to English', () => {
    const r = kundliRequestSchema.parse(valid);
    expect(r).toMatchObject({ name: 'Asha Rao', language: 'en', placeId: '1269843' });
    expect(
      kundliRequestSchema.parse({
        ...valid,
        placeId: undefined,
        lat: 17.38,
        lon: 78.48,
        timeStandard: 'auto',
      }),
    ).toMatchObject({ lat: 17.38 });
  });

  it("reports each form field with the spec's message", () => {
    expect(fields({})).toEqual({
      name: m.name,
      gender: m.gender,
      birthDateTime: m.time,
      birthPlace: m.place,
      district: m.district,
      placeId: m.place,
    });
    expect(fields({ ...valid, name: '  ' })).toEqual({ name: m.name });
    expect(fields({ ...valid, gender: 'Female' })).toEqual({ gender: m.gender });
    expect(fields({ ...valid, district: '' })).toEqual({ district: m.district });
    expect(fields({ ...valid, placeId: 'x1' })).toEqual({ placeId: m.place });
    expect(fields({ ...valid, lat: 1, lon: 2 })).toEqual({ placeId: m.placeAndCoordinates });
    expect(Object.keys(fields({ ...valid, hacker: true }))).toEqual(['_']);
  });

  it('keeps the spec order: name, place, district, time, gender', () => {
    const order = KUNDLI_FIELD_ORDER as readonly string[];
    const at = (f: string) => order.indexOf(f);
    expect(at('name')).toBeLessThan(at('birthPlace'));
    expect(at('birthPlace')).toBeLessThan(at('district'));
    expect(at('placeId')).toBeLessThan(at('district'));
    expect(at('district')).toBeLessThan(at('birthDateTime'));
    expect(at('birthDateTime')).toBeLessThan(at('gender'));
  });

  it('takes real local date-times from 1800 to tomorrow (UTC) only', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0);
    expect(isValidBirthDateTime('1991-08-15T06:45', now)).toBe(true);
    expect(isValidBirthDateTime('1800-01-01T00:00', now)).toBe(true);
    expect(isValidBirthDateTime('2026-11-23T23:59', now)).toBe(true);
    for (const bad of [
      '2026-11-24T00:00',
      '1799-12-31T23:59',
      '1991-02-29T06:45',
      '1991-08-15T24:00',
      '1991-08-15T06:60',
      '1991-08-15 06:45',
      '1991-08-15T6:45',
      '15/08/1991 06:45',
      '',
    ]) {
      expect(isValidBirthDateTime(bad, now), bad).toBe(false);
    }
  });
});

describe('horoscope, matching and panchang queries', () => {
  it('horoscope: defaults, and refusals', () => {
    expect(horoscopeQuerySchema.parse({})).toEqual({ period: 'day', lang: 'en' });
    expect(horoscopeQuerySchema.safeParse({ date: '2026-02-29' }).success).toBe(false);
    expect(horoscopeQuerySchema.safeParse({ tz: 'Asia/Kolkata' }).success).toBe(true);
    expect(horoscopeQuerySchema.safeParse({ tz: 'Etc/GMT+5' }).success).toBe(true);
    expect(horoscopeQuerySchema.safeParse({ tz: '../x' }).success).toBe(false);
  });

  it('panchang: numbers from the query string, strictly', () => {
    expect(panchangQuerySchema.parse({ lat: '28.6139', lon: '-77.2' })).toMatchObject({
      lat: 28.6139,
      lon: -77.2,
      lang: 'en',
    });
    for (const lat of ['', 'abc', '1e400', 'NaN', '0x10', '91']) {
      expect(panchangQuerySchema.safeParse({ lat, lon: '0' }).success, lat).toBe(false);
    }
    expect(panchangQuerySchema.safeParse({ placeId: '1261481' }).success).toBe(true);
    expect(panchangQuerySchema.safeParse({}).success).toBe(false);
  });

  it('matching: two births, each with a place', () => {
    const boy = { birthDateTime: '1992-06-17T03:30', lat: 17.385, lon: 78.4867 };
    const girl = { birthDateTime: '1995-03-11T01:30', placeId: '1269843' };
    expect(matchingRequestSchema.parse({ boy, girl }).lang).toBe('en');
    const r = matchingRequestSchema.safeParse({ boy: { birthDateTime: boy.birthDateTime }, girl });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toEqual(['boy.placeId']);
  });
});
