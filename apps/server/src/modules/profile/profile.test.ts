import { describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import {
  bearer,
  cookieHeader,
  cookiesOf,
  registerUser,
  validProfile,
} from '../../test/factories.ts';

// Messages are the product spec's section 5 wording, written out here on purpose.

/** Tomorrow in the latest time zone on Earth (UTC+14), as DD/MM/YYYY: always in the future. */
function futureDmy(daysAhead: number): string {
  const d = new Date(Date.now() + 14 * 3600_000 + daysAhead * 86_400_000);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${d.getUTCFullYear()}`;
}

describe.each(testBackends())('profile on $name', (backend) => {
  const ctx = useBackend(backend);

  it("is empty but for the name until saved, then reads back in the spec's read format", async () => {
    const app = await ctx.app();
    const u = await registerUser(app, { name: 'Asha' });
    const empty = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(u.token),
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      data: {
        name: 'Asha',
        gender: null,
        date_of_birth: null,
        birth_time: null,
        latitude: null,
        longitude: null,
        location_name: null,
      },
    });

    const put = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(u.token),
      payload: validProfile({
        name: 'Asha Rao',
        gender: 'Female',
        date_of_birth: '05/01/1988',
        birth_time: '23:59',
      }),
    });
    expect(put.statusCode).toBe(200);
    const expected = {
      name: 'Asha Rao',
      gender: 'female',
      date_of_birth: '1988-01-05',
      birth_time: '23:59',
      latitude: 17.385,
      longitude: 78.4867,
      location_name: 'Hyderabad, Telangana, India',
    };
    expect(put.json()).toEqual({ message: 'Profile updated successfully!', data: expected });

    const read = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(u.token) });
    expect(read.json()).toEqual({ data: expected });
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(u.token) });
    expect(me.json().user).toMatchObject({ name: 'Asha Rao', profileComplete: true });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: u.password },
    });
    expect(login.json().user).toMatchObject({ name: 'Asha Rao', profileComplete: true });
  });

  it('updates an existing profile in place', async () => {
    const app = await ctx.app();
    const u = await registerUser(app);
    await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(u.token),
      payload: validProfile(),
    });
    const second = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(u.token),
      payload: validProfile({
        gender: 'MALE',
        latitude: -33.8688,
        longitude: 151.2093,
        location_name: 'Sydney',
        date_of_birth: '29/02/2000',
        birth_time: '00:00',
      }),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({
      gender: 'male',
      latitude: -33.8688,
      longitude: 151.2093,
      location_name: 'Sydney',
      date_of_birth: '2000-02-29',
      birth_time: '00:00',
    });
  });

  it("accepts the boundary coordinates and today's date", async () => {
    const app = await ctx.app();
    const u = await registerUser(app);
    const now = new Date();
    const today = `${String(now.getUTCDate()).padStart(2, '0')}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${now.getUTCFullYear()}`;
    for (const [lat, lon] of [
      [90, 180],
      [-90, -180],
      [0, 0],
    ] as const) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: bearer(u.token),
        payload: validProfile({
          latitude: lat,
          longitude: lon,
          date_of_birth: today,
          birth_time: '00:00',
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  describe('validation (spec section 5)', () => {
    const without = (field: string) => {
      const p = validProfile();
      delete p[field];
      return p;
    };
    it.each([
      ['name missing', without('name'), 'name', 'Name is required'],
      ['name blank', validProfile({ name: '   ' }), 'name', 'Name is required'],
      ['gender missing', without('gender'), 'gender', 'Gender is required'],
      ['gender other', validProfile({ gender: 'other' }), 'gender', 'Gender is required'],
      ['date missing', without('date_of_birth'), 'date_of_birth', 'Date and Time are required'],
      [
        'date empty',
        validProfile({ date_of_birth: '' }),
        'date_of_birth',
        'Date and Time are required',
      ],
      ['time missing', without('birth_time'), 'birth_time', 'Date and Time are required'],
      ['latitude missing', without('latitude'), 'latitude', 'Latitude is required'],
      ['latitude null', validProfile({ latitude: null }), 'latitude', 'Latitude is required'],
      ['latitude text', validProfile({ latitude: 'north' }), 'latitude', 'Must be a number'],
      ['latitude numeric text', validProfile({ latitude: '17.3' }), 'latitude', 'Must be a number'],
      [
        'latitude 90.0001',
        validProfile({ latitude: 90.0001 }),
        'latitude',
        'Latitude must be between -90 and 90',
      ],
      [
        'latitude -91',
        validProfile({ latitude: -91 }),
        'latitude',
        'Latitude must be between -90 and 90',
      ],
      ['longitude missing', without('longitude'), 'longitude', 'Longitude is required'],
      ['longitude text', validProfile({ longitude: 'east' }), 'longitude', 'Must be a number'],
      [
        'longitude 180.5',
        validProfile({ longitude: 180.5 }),
        'longitude',
        'Longitude must be between -180 and 180',
      ],
      [
        'longitude -181',
        validProfile({ longitude: -181 }),
        'longitude',
        'Longitude must be between -180 and 180',
      ],
      ['location missing', without('location_name'), 'location_name', 'Location is required'],
      [
        'location blank',
        validProfile({ location_name: ' ' }),
        'location_name',
        'Location is required',
      ],
      [
        '31 February',
        validProfile({ date_of_birth: '31/02/2000' }),
        'date_of_birth',
        'Date input not valid.',
      ],
      [
        '29 February 1900 (not a leap year)',
        validProfile({ date_of_birth: '29/02/1900' }),
        'date_of_birth',
        'Date input not valid.',
      ],
      [
        'month 13',
        validProfile({ date_of_birth: '01/13/2000' }),
        'date_of_birth',
        'Date input not valid.',
      ],
      [
        'ISO instead of DD/MM/YYYY',
        validProfile({ date_of_birth: '2000-01-01' }),
        'date_of_birth',
        'Date input not valid.',
      ],
      [
        'one-digit day',
        validProfile({ date_of_birth: '1/01/2000' }),
        'date_of_birth',
        'Date input not valid.',
      ],
      [
        'tomorrow everywhere',
        validProfile({ date_of_birth: futureDmy(1) }),
        'date_of_birth',
        'Birth date cannot be in the future',
      ],
      [
        'next year',
        validProfile({ date_of_birth: futureDmy(400) }),
        'date_of_birth',
        'Birth date cannot be in the future',
      ],
      ['time 24:00', validProfile({ birth_time: '24:00' }), 'birth_time', 'Time input not valid.'],
      [
        'time with seconds',
        validProfile({ birth_time: '10:00:00' }),
        'birth_time',
        'Time input not valid.',
      ],
      ['unknown field', validProfile({ isAdmin: true }), 'isAdmin', 'Unknown field'],
    ])('%s', async (_label, payload, field, message) => {
      const app = await ctx.app();
      const u = await registerUser(app);
      const res = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: bearer(u.token),
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.code).toBe('validation_failed');
      expect(body.fields[field]).toBe(message);
      expect(body.error).toBe(field === 'isAdmin' ? 'Unknown field: isAdmin' : message);
      // Nothing was saved.
      const read = await app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: bearer(u.token),
      });
      expect(read.json().data.gender).toBeNull();
    });

    it('lists one message per invalid field', async () => {
      const app = await ctx.app();
      const u = await registerUser(app);
      const res = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: bearer(u.token),
        payload: {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        name: 'Name is required',
        gender: 'Gender is required',
        date_of_birth: 'Date and Time are required',
        birth_time: 'Date and Time are required',
        latitude: 'Latitude is required',
        longitude: 'Longitude is required',
        location_name: 'Location is required',
      });
    });

    it('checks the session before the body', async () => {
      const app = await ctx.app();
      const res = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        payload: { nonsense: true },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_missing');
    });
  });

  describe('cookies and CSRF', () => {
    it('cookie session: PUT without x-csrf-token is 403, with it 200; the user cookie and marker update', async () => {
      const app = await ctx.app();
      const u = await registerUser(app, { name: 'First' });
      const cookie = cookieHeader({
        access_token: u.token,
        csrf_token: u.csrf,
        signup_profile: 'true',
      });

      const missing = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { cookie },
        payload: validProfile(),
      });
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toEqual({
        error: 'Invalid or missing CSRF token. Please reload the page.',
        code: 'csrf_failed',
      });

      const wrong = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        // One character off (a fixed 'A' would equal the token whenever it ends in 'A': 1 in 64).
        headers: {
          cookie,
          'x-csrf-token': `${u.csrf.slice(0, -1)}${u.csrf.endsWith('A') ? 'B' : 'A'}`,
        },
        payload: validProfile(),
      });
      expect(wrong.statusCode).toBe(403);
      expect(
        (await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(u.token) })).json()
          .data.gender,
      ).toBeNull();

      const ok = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { cookie, 'x-csrf-token': u.csrf },
        payload: validProfile({ name: 'First Last' }),
      });
      expect(ok.statusCode).toBe(200);
      const jar = cookiesOf(ok);
      expect(JSON.parse(decodeURIComponent(jar.user!.value))).toEqual({
        id: u.id,
        name: 'First Last',
        email: u.email.toLowerCase(),
        role: 'user',
        profileComplete: true,
      });
      expect(jar.signup_profile?.value).toBe('');
      expect(jar.signup_profile?.attrs.expires).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
    });

    it("refuses a forged pair: header equal to a planted cookie that is not the session's token", async () => {
      const app = await ctx.app();
      const u = await registerUser(app);
      const forged = 'A'.repeat(43);
      const res = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: {
          cookie: cookieHeader({ access_token: u.token, csrf_token: forged }),
          'x-csrf-token': forged,
        },
        payload: validProfile(),
      });
      expect(res.statusCode).toBe(403);
      // Another user's valid CSRF token does not work either.
      const other = await registerUser(app);
      const cross = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: {
          cookie: cookieHeader({ access_token: u.token, csrf_token: other.csrf }),
          'x-csrf-token': other.csrf,
        },
        payload: validProfile(),
      });
      expect(cross.statusCode).toBe(403);
    });

    it('Bearer requests need no CSRF header, even with cookies present', async () => {
      const app = await ctx.app();
      const u = await registerUser(app);
      const res = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { ...bearer(u.token), cookie: cookieHeader({ access_token: u.token }) },
        payload: validProfile(),
      });
      expect(res.statusCode).toBe(200);
    });

    it('GET needs no CSRF header; cookie logout does', async () => {
      const app = await ctx.app();
      const u = await registerUser(app);
      const cookie = cookieHeader({ access_token: u.token, csrf_token: u.csrf });
      expect(
        (await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode,
      ).toBe(200);
      const noHeader = await app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie },
      });
      expect(noHeader.statusCode).toBe(403);
      const out = await app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie, 'x-csrf-token': u.csrf },
      });
      expect(out.statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode,
      ).toBe(401);
    });

    it('refuses register and login from a foreign Origin, allows its own and CORS_ORIGINS', async () => {
      const app = await ctx.build({ corsOrigins: ['https://partner.example'] });
      const u = await registerUser(app);
      const login = (origin: string, host = 'api.nakshatra.test') =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { origin, host },
          payload: { email: u.email, password: u.password },
        });
      for (const origin of [
        'https://evil.example',
        'null',
        'http://api.nakshatra.test.evil.example',
        'garbage',
      ]) {
        const res = await login(origin);
        expect(res.statusCode, origin).toBe(403);
        expect(res.json().code).toBe('csrf_failed');
      }
      expect((await login('http://api.nakshatra.test')).statusCode).toBe(200);
      expect((await login('http://API.nakshatra.test:80')).statusCode).toBe(200);
      expect((await login('http://localhost:3000', 'localhost:3000')).statusCode).toBe(200);
      expect((await login('https://partner.example')).statusCode).toBe(200);
      const reg = await app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { origin: 'https://evil.example' },
        payload: { name: 'X', email: 'x@example.com', password: 'secret1' },
      });
      expect(reg.statusCode).toBe(403);
    });
  });
});
