import {
  KUNDLI_SECTION_KEYS,
  kundliResponseSchema,
  SAVED_KUNDLIS_MAX,
  VARGA_KEYS,
  type KundliResponse,
} from '@nakshatra/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import {
  bearer,
  cookieHeader,
  expectSafeError,
  registerUser,
  type TestUser,
} from '../../test/factories.ts';

// Places by GeoNames id (the zodiac tests use the same).
const PORBANDAR = '1259395';
const ALLAHABAD = '1278994';
const VADNAGAR = '1253577';
const NEW_YORK = '5128581';

/** Published charts (sign and nakshatra level, as the sources print them). */
const GANDHI = {
  // B.V. Raman, Notable Horoscopes: 2 Oct 1869, 07:12 local mean time, Porbandar; Libra lagna,
  // Moon in Cancer (Ashlesha). The time is LMT: 'auto' reads it so (Kolkata's zone was on
  // Howrah mean time, +05:53:20, not a whole quarter hour).
  name: 'Mohandas',
  gender: 'male',
  birthDateTime: '1869-10-02T07:12',
  birthPlace: 'Porbandar',
  district: 'Porbandar',
  state: 'Gujarat',
  placeId: PORBANDAR,
  language: 'en',
};
const INDIRA = {
  // B.V. Raman, Notable Horoscopes; K.N. Rao: 19 Nov 1917, 23:11 IST, Allahabad; Cancer lagna,
  // Moon in Capricorn, Uttara Ashadha.
  name: 'Indira',
  gender: 'female',
  birthDateTime: '1917-11-19T23:11',
  birthPlace: 'Allahabad',
  district: 'Prayagraj',
  placeId: ALLAHABAD,
  language: 'en',
};
const MODI = {
  // Widely published (AstroSage; The Times of India, 2014): 17 Sep 1950, 11:00 IST, Vadnagar;
  // Scorpio lagna with the Moon in it, Anuradha. His Moon mahadasha is published as running
  // from November 2011 to November 2021, then Mars (e.g. The Economic Times, 2021 and 2024).
  name: 'Narendra',
  gender: 'male',
  birthDateTime: '1950-09-17T11:00',
  birthPlace: 'Vadnagar',
  district: 'Mehsana',
  placeId: VADNAGAR,
  language: 'en',
};

let ipCounter = 0;
/** Each request from its own address, so the per-IP limits count only the test that checks them. */
function nextIp(): string {
  ipCounter += 1;
  return `10.33.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function inject(
  app: FastifyInstance,
  opts: { method: 'GET' | 'DELETE'; url: string; headers?: Record<string, string> },
) {
  return app.inject({ ...opts, remoteAddress: nextIp() });
}

function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: nextIp(),
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
}

async function kundli(
  app: FastifyInstance,
  user: TestUser,
  body: unknown,
): Promise<KundliResponse> {
  const res = await post(app, '/api/kundli', body, bearer(user.token));
  expect(res.statusCode, res.body).toBe(200);
  return kundliResponseSchema.parse(res.json());
}

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;

describe.each(testBackends())('kundli on $name', (backend) => {
  const ctx = useBackend(backend);

  it("refuses guests with 401 token_missing 'Please Login to Continue', and dead sessions", async () => {
    const app = await ctx.app();
    const guest = [
      await post(app, '/api/kundli', MODI),
      await post(app, '/api/kundlis', MODI),
      await inject(app, { method: 'GET', url: '/api/kundlis' }),
      await inject(app, {
        method: 'GET',
        url: '/api/kundlis/00000000-0000-4000-8000-000000000000',
      }),
      await inject(app, {
        method: 'DELETE',
        url: '/api/kundlis/00000000-0000-4000-8000-000000000000',
      }),
      // Even an invalid body: the login comes first.
      await post(app, '/api/kundli', { name: '' }),
    ];
    for (const res of guest) {
      expectSafeError(res, 401);
      expect(res.json()).toEqual({ error: 'Please Login to Continue', code: 'token_missing' });
    }
    const dead = await post(app, '/api/kundli', MODI, bearer('x'.repeat(43)));
    expectSafeError(dead, 401);
    expect(dead.json().code).toBe('unauthorized');
  });

  it('casts the published charts: ascendant, Moon sign, nakshatra and birth dasha lord', async () => {
    const app = await ctx.app();
    const user = await registerUser(app);
    const cases = [
      [GANDHI, 'Libra', 'Cancer', 'Ashlesha', 'Mercury'],
      [INDIRA, 'Cancer', 'Capricorn', 'Uttara Ashadha', 'Sun'],
      [MODI, 'Scorpio', 'Scorpio', 'Anuradha', 'Saturn'],
    ] as const;
    for (const [birth, lagna, moonSign, nakshatra, dashaLord] of cases) {
      const k = await kundli(app, user, birth);
      const moon = k.chart.planets.find((p) => p.body === 'Moon')!;
      expect([k.chart.ascendant.sign, moon.sign, moon.nakshatra], birth.name).toEqual([
        lagna,
        moonSign,
        nakshatra,
      ]);
      // The birth dasha is the lord of the Moon's nakshatra (Vimshottari).
      expect(k.dasha.balance.lord).toBe(dashaLord);
      expect(k.dasha.mahadashas[0]!.lord).toBe(dashaLord);
      expect(moon.nakshatraLord).toBe(dashaLord);
      // The sections name what they read.
      expect(k.sections.zodiacSign).toContain(`Moon sign (rashi) is ${moonSign}`);
      expect(k.sections.zodiacSign).toContain(nakshatra);
      expect(k.sections.personality).toContain(`${lagna} rising`);
    }
    const gandhi = await kundli(app, user, GANDHI);
    expect(gandhi.input).toMatchObject({
      timeStandard: 'lmt',
      utcOffset: '+04:38:26',
      timezone: 'Asia/Kolkata',
    });
    const indira = await kundli(app, user, INDIRA);
    expect(indira.input).toMatchObject({
      utc: '1917-11-19T17:41:00.000Z',
      utcOffset: '+05:30',
      timeStandard: 'zone',
    });
  });

  it('Modi: the Moon mahadasha runs November 2011 - November 2021, then Mars (published)', async () => {
    const app = await ctx.app();
    const user = await registerUser(app);
    const k = await kundli(app, user, MODI);
    const moonMaha = k.dasha.mahadashas.find((m) => m.lord === 'Moon')!;
    const marsMaha = k.dasha.mahadashas.find((m) => m.lord === 'Mars')!;
    // 60 days: sources give the month.
    expect(Math.abs(Date.parse(moonMaha.start) - Date.parse('2011-11-15'))).toBeLessThan(
      60 * DAY_MS,
    );
    expect(Math.abs(Date.parse(marsMaha.start) - Date.parse('2021-11-15'))).toBeLessThan(
      60 * DAY_MS,
    );
    expect(k.dasha.mahadashas.map((m) => m.lord)).toEqual([
      'Saturn',
      'Mercury',
      'Ketu',
      'Venus',
      'Sun',
      'Moon',
      'Mars',
      'Rahu',
      'Jupiter',
    ]);
  });

  it('returns the whole chart: nine grahas, twelve houses, sixteen vargas, three dasha levels, Sade Sati', async () => {
    const app = await ctx.app();
    const user = await registerUser(app);
    const before = Date.now();
    const k = await kundli(app, user, INDIRA);
    expect(k.chart.planets.map((p) => p.body)).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
      'Rahu',
      'Ketu',
    ]);
    expect(k.chart.houses.map((h) => h.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(k.chart.houses[0]!.sign).toBe('Cancer');
    expect(k.chart.houses.flatMap((h) => h.planets).sort()).toEqual(
      k.chart.planets.map((p) => p.body).sort(),
    );
    for (const p of k.chart.planets) {
      expect(p.house).toBe(((p.signIndex - k.chart.ascendant.signIndex + 12) % 12) + 1);
      expect(p.degreeInSign).toBeGreaterThanOrEqual(0);
      expect(p.degreeInSign).toBeLessThan(30);
    }
    expect(Object.keys(k.vargas).sort()).toEqual([...VARGA_KEYS].sort());
    // D1 is the chart itself.
    expect(k.vargas.D1!.ascendantSignIndex).toBe(k.chart.ascendant.signIndex);
    expect(k.vargas.D1!.placements.map((p) => p.signIndex)).toEqual(
      k.chart.planets.map((p) => p.signIndex),
    );
    expect(k.vargas.D9!.name).toBe('Navamsha');
    // Vimshottari: nine mahadashas of nine antardashas of nine pratyantardashas, contiguous, 120 years.
    const mahas = k.dasha.mahadashas;
    expect(mahas).toHaveLength(9);
    for (const m of mahas) {
      expect(m.antardashas).toHaveLength(9);
      expect(m.antardashas[0]!.lord).toBe(m.lord);
      expect(m.antardashas[0]!.start).toBe(m.start);
      expect(m.antardashas[8]!.end).toBe(m.end);
      for (const a of m.antardashas) expect(a.pratyantardashas).toHaveLength(9);
    }
    for (let i = 1; i < 9; i++) expect(mahas[i]!.start).toBe(mahas[i - 1]!.end);
    expect((Date.parse(mahas[8]!.end) - Date.parse(mahas[0]!.start)) / YEAR_MS).toBeCloseTo(120, 6);
    // Born 1917: the 120-year cycle runs to mahas[8].end (14 Nov 2033); at the request time (the
    // real clock) its three levels are running before that, and none after it.
    const cycleRuns = Date.parse(k.dasha.at) < Date.parse(mahas[8]!.end);
    expect(k.dasha.running.map((r) => r.level)).toEqual(cycleRuns ? [1, 2, 3] : []);
    expect(Date.parse(k.dasha.at)).toBeGreaterThanOrEqual(before - 1000);
    // Sade Sati from birth to 100 years after, in order; the Moon is in Capricorn, so Saturn in
    // Sagittarius, Capricorn, Aquarius.
    expect(k.sadeSati.length).toBeGreaterThanOrEqual(9);
    for (const p of k.sadeSati) {
      expect(['Sagittarius', 'Capricorn', 'Aquarius']).toContain(p.sign);
      expect(Date.parse(p.end)).toBeGreaterThan(Date.parse(p.start));
    }
    expect(Date.parse(k.sadeSati.at(-1)!.end)).toBeLessThanOrEqual(
      Date.parse('2017-11-20T00:00:00Z'),
    );
    expect(k.yogas.length).toBeGreaterThan(5);
    // Issue 14: Shani Dhaiya is the fourth dosha, read at the request time with the next one.
    expect(k.doshas.map((d) => d.id)).toEqual(['manglik', 'kaal-sarp', 'sade-sati', 'dhaiya']);
    const dhaiya = k.doshas.find((d) => d.id === 'dhaiya')!;
    expect(dhaiya.present).toBe(dhaiya.dhaiya!.current !== null);
    // Moon in Capricorn: the Dhaiyas are Saturn in Aries (4th, kantaka) and Leo (8th, ashtama).
    for (const p of [dhaiya.dhaiya!.current, dhaiya.dhaiya!.next].filter((x) => x !== null)) {
      expect([p.kind, p.house, p.signIndex]).toEqual(
        p.kind === 'kantaka' ? ['kantaka', 4, 0] : ['ashtama', 8, 4],
      );
    }
    expect(Date.parse(dhaiya.dhaiya!.next!.start)).toBeGreaterThan(before);
    // Present yogas carry their grade and reasons as codes with texts.
    for (const y of k.yogas.filter((x) => x.present)) {
      expect(['strong', 'moderate', 'weak']).toContain(y.grade);
      for (const r of y.reasons) expect(r.text.length).toBeGreaterThan(5);
    }
    for (const key of KUNDLI_SECTION_KEYS) {
      expect(k.sections[key].length).toBeGreaterThan(60);
      expect(k.sections[key]).not.toMatch(/[<>{}]/);
      // Three paragraphs: placements, weighing and verdict, dated windows of the next five years.
      expect(k.sections[key].split('\n\n')).toHaveLength(3);
      expect(k.sections[key].split('\n\n')[2]).toMatch(/^(Windows from|No antardasha)/);
    }
  });

  it('writes every text in the chosen language', async () => {
    const app = await ctx.app();
    const user = await registerUser(app);
    const k = await kundli(app, user, { ...INDIRA, language: 'hi' });
    expect(k.input.language).toBe('hi');
    expect(k.labels.signs[0]).toBe('मेष');
    expect(k.chart.ascendant.signName).toBe('कर्क');
    for (const text of [
      ...Object.values(k.sections),
      ...k.yogas.map((y) => y.explanation),
      ...k.doshas.map((d) => d.explanation),
    ]) {
      expect(text).toMatch(/\p{Script=Devanagari}/u);
      expect(text).not.toMatch(/[A-Za-z]{3,}\s+[A-Za-z]{3,}/);
    }
    const en = await kundli(app, user, INDIRA);
    expect(en.chart).toEqual({
      ...k.chart,
      ascendant: {
        ...k.chart.ascendant,
        signName: 'Cancer',
        nakshatraName: en.chart.ascendant.nakshatraName,
      },
      planets: en.chart.planets,
      houses: en.chart.houses,
    });
    expect(k.chart.planets.map((p) => p.longitudeDeg)).toEqual(
      en.chart.planets.map((p) => p.longitudeDeg),
    );
  });

  it('validates in the spec order: name, place, district, time, gender (error = first, fields = all)', async () => {
    const app = await ctx.app();
    const user = await registerUser(app);
    const ok = { ...MODI };
    const cases: [Record<string, unknown>, string, string[]][] = [
      [
        {},
        'Please Enter a Valid Name',
        ['name', 'birthPlace', 'placeId', 'district', 'birthDateTime', 'gender'],
      ],
      [
        { ...ok, name: '   ', birthPlace: '', gender: 'x' },
        'Please Enter a Valid Name',
        ['name', 'birthPlace', 'gender'],
      ],
      [
        { ...ok, birthPlace: '', district: '', gender: undefined },
        'Please Enter a Valid Place',
        ['birthPlace', 'district', 'gender'],
      ],
      [
        { ...ok, placeId: undefined, birthDateTime: 'soon' },
        'Please Enter a Valid Place',
        ['placeId', 'birthDateTime'],
      ],
      [
        { ...ok, district: ' ', birthDateTime: '1950-02-30T11:00' },
        'Please Enter a Valid District',
        ['district', 'birthDateTime'],
      ],
      [
        { ...ok, birthDateTime: '1950-09-17T25:00', gender: 'other' },
        'Please Enter a Valid Time',
        ['birthDateTime', 'gender'],
      ],
      [{ ...ok, birthDateTime: '1950-09-17' }, 'Please Enter a Valid Time', ['birthDateTime']],
      [
        { ...ok, birthDateTime: '2999-01-01T10:00' },
        'Please Enter a Valid Time',
        ['birthDateTime'],
      ],
      [
        { ...ok, birthDateTime: '1799-12-31T10:00' },
        'Please Enter a Valid Time',
        ['birthDateTime'],
      ],
      [{ ...ok, gender: 'Male' }, 'Please Enter a Valid Gender', ['gender']],
      [
        { ...ok, language: 'fr' },
        'language must be one of en, hi, mr, es, ja, te, ta',
        ['language'],
      ],
      [{ ...ok, placeId: '999999999' }, 'Please Enter a Valid Place', ['placeId']],
      [
        { ...ok, lat: 23.8, lon: 72.6 },
        'Choose a place or give latitude and longitude, not both',
        ['placeId'],
      ],
      [{ ...ok, extra: 1, name: '' }, 'Please Enter a Valid Name', ['name', 'extra']],
    ];
    for (const [body, error, fields] of cases) {
      const res = await post(
        app,
        '/api/kundli',
        JSON.parse(JSON.stringify(body)),
        bearer(user.token),
      );
      expectSafeError(res, 400);
      const json = res.json();
      expect(json.code).toBe('validation_failed');
      expect(json.error, JSON.stringify(body)).toBe(error);
      expect(Object.keys(json.fields).sort(), JSON.stringify(body)).toEqual([...fields].sort());
    }
    // Coordinates instead of a place id are fine.
    const { placeId: _p, ...noId } = MODI;
    expect(
      (await post(app, '/api/kundli', { ...noId, lat: 23.78, lon: 72.64 }, bearer(user.token)))
        .statusCode,
    ).toBe(200);
  });

  it('asks which time was meant when the local time happened twice, and takes the answer', async () => {
    const app = await ctx.app();
    const user = await registerUser(app);
    // US DST ended 7 Nov 2021 at 02:00 EDT: 01:30 happened twice.
    const birth = {
      ...MODI,
      birthDateTime: '2021-11-07T01:30',
      placeId: NEW_YORK,
      birthPlace: 'New York',
      district: 'New York',
    };
    const res = await post(app, '/api/kundli', birth, bearer(user.token));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ambiguous_local_time',
      fields: { birthDateTime: expect.any(String) },
    });
    const later = await kundli(app, user, { ...birth, resolveAmbiguous: 'later' });
    expect(later.input).toMatchObject({
      utc: '2021-11-07T06:30:00.000Z',
      utcOffset: '-05:00',
      resolveAmbiguous: 'later',
    });
    // The spring-forward gap is refused.
    const skipped = await post(
      app,
      '/api/kundli',
      { ...birth, birthDateTime: '2021-03-14T02:30' },
      bearer(user.token),
    );
    expectSafeError(skipped, 400);
    expect(skipped.json().code).toBe('skipped_local_time');
  });

  it('saves, lists, reopens and deletes kundlis per user, with CSRF on cookie sessions', async () => {
    const app = await ctx.app();
    const asha = await registerUser(app);
    const other = await registerUser(app);
    const cookies = cookieHeader({ access_token: asha.token, csrf_token: asha.csrf });

    // Cookie sessions need the CSRF header on every mutating call, generation included.
    expectSafeError(await post(app, '/api/kundlis', INDIRA, { cookie: cookies }), 403);
    expectSafeError(await post(app, '/api/kundli', INDIRA, { cookie: cookies }), 403);
    expect(
      (await post(app, '/api/kundli', INDIRA, { cookie: cookies, 'x-csrf-token': asha.csrf }))
        .statusCode,
    ).toBe(200);

    const first = await post(app, '/api/kundlis', INDIRA, {
      cookie: cookies,
      'x-csrf-token': asha.csrf,
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await post(app, '/api/kundlis', { ...MODI, state: '' }, bearer(asha.token));
    expect(second.statusCode).toBe(201);
    const ids = [first.json().id, second.json().id];

    const list = await inject(app, {
      method: 'GET',
      url: '/api/kundlis',
      headers: bearer(asha.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      max: SAVED_KUNDLIS_MAX,
      items: [
        {
          id: ids[1],
          name: 'Narendra',
          birthDateTime: '1950-09-17T11:00',
          birthPlace: 'Vadnagar',
          district: 'Mehsana',
          state: null,
          gender: 'male',
          language: 'en',
        },
        { id: ids[0], name: 'Indira', birthPlace: 'Allahabad' },
      ],
    });

    // Reopening recomputes: the same chart as a fresh generation, the language may change.
    const reopened = await inject(app, {
      method: 'GET',
      url: `/api/kundlis/${ids[0]}`,
      headers: bearer(asha.token),
    });
    expect(reopened.statusCode).toBe(200);
    const fresh = await kundli(app, asha, INDIRA);
    const saved = kundliResponseSchema.parse(reopened.json());
    expect(saved.chart).toEqual(fresh.chart);
    expect(saved.sections.zodiacSign).toBe(fresh.sections.zodiacSign);
    const inHindi = await inject(app, {
      method: 'GET',
      url: `/api/kundlis/${ids[0]}?lang=hi`,
      headers: bearer(asha.token),
    });
    expect(inHindi.json().input.language).toBe('hi');
    expectSafeError(
      await inject(app, {
        method: 'GET',
        url: `/api/kundlis/${ids[0]}?lang=xx`,
        headers: bearer(asha.token),
      }),
      400,
    );

    // Another user sees none of it and cannot touch it.
    const theirs = await inject(app, {
      method: 'GET',
      url: '/api/kundlis',
      headers: bearer(other.token),
    });
    expect(theirs.json().items).toEqual([]);
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await inject(app, {
        method,
        url: `/api/kundlis/${ids[0]}`,
        headers: bearer(other.token),
      });
      expectSafeError(res, 404);
      expect(res.json().error).toBe('Kundli not found');
    }

    // Delete: cookie needs CSRF; then it is gone.
    expectSafeError(
      await inject(app, {
        method: 'DELETE',
        url: `/api/kundlis/${ids[0]}`,
        headers: { cookie: cookies },
      }),
      403,
    );
    const del = await inject(app, {
      method: 'DELETE',
      url: `/api/kundlis/${ids[0]}`,
      headers: { cookie: cookies, 'x-csrf-token': asha.csrf },
    });
    expect(del.json()).toEqual({ id: ids[0], deleted: true });
    expectSafeError(
      await inject(app, {
        method: 'GET',
        url: `/api/kundlis/${ids[0]}`,
        headers: bearer(asha.token),
      }),
      404,
    );
    expectSafeError(
      await inject(app, {
        method: 'DELETE',
        url: `/api/kundlis/${ids[0]}`,
        headers: bearer(asha.token),
      }),
      404,
    );
    for (const bad of [
      'abc',
      '1',
      "1' or '1'='1",
      '00000000-0000-0000-0000-00000000000g',
      'x'.repeat(90),
    ]) {
      expectSafeError(
        await inject(app, {
          method: 'GET',
          url: `/api/kundlis/${encodeURIComponent(bad)}`,
          headers: bearer(asha.token),
        }),
        404,
      );
    }
    // An unsaveable birth is refused at once.
    const ambiguous = await post(
      app,
      '/api/kundlis',
      { ...MODI, birthDateTime: '2021-11-07T01:30', placeId: NEW_YORK },
      bearer(asha.token),
    );
    expect(ambiguous.statusCode).toBe(409);
    expectSafeError(
      await post(app, '/api/kundlis', { ...MODI, gender: '' }, bearer(asha.token)),
      400,
    );
  });

  it(`keeps at most ${SAVED_KUNDLIS_MAX} per user, also under concurrent saves`, async () => {
    const app = await ctx.app();
    const user = await registerUser(app);
    const save = (i: number) =>
      post(app, '/api/kundlis', { ...MODI, name: `K${i}` }, bearer(user.token));
    for (let i = 0; i < SAVED_KUNDLIS_MAX - 2; i++) expect((await save(i)).statusCode).toBe(201);
    // Four at once for the last two places: exactly two win.
    const racing = await Promise.all([0, 1, 2, 3].map((i) => save(100 + i)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    const refused = racing.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toEqual({
      error: `You can save up to ${SAVED_KUNDLIS_MAX} kundlis. Delete one to save another.`,
      code: 'limit_reached',
    });
    const list = await inject(app, {
      method: 'GET',
      url: '/api/kundlis',
      headers: bearer(user.token),
    });
    expect(list.json().items).toHaveLength(SAVED_KUNDLIS_MAX);
    // Another user is not affected.
    const other = await registerUser(app);
    expect((await post(app, '/api/kundlis', MODI, bearer(other.token))).statusCode).toBe(201);
  });

  it('answers hostile input with a 4xx in our error shape, never a 500', async () => {
    const app = await ctx.app();
    const user = await registerUser(app);
    const big = 'x'.repeat(60_000);
    const payloads: unknown[] = [
      { ...MODI, name: 42 },
      { ...MODI, name: ['a'] },
      { ...MODI, name: big },
      { ...MODI, birthPlace: { $ne: '' } },
      { ...MODI, birthDateTime: 19500917 },
      { ...MODI, placeId: 1253577 },
      { ...MODI, placeId: null },
      { ...MODI, placeId: undefined, lat: '23', lon: '72' },
      { ...MODI, placeId: undefined, lat: 91, lon: 0 },
      { ...MODI, timeStandard: 'IST' },
      { ...MODI, resolveAmbiguous: 'both' },
      { ...MODI, state: 7 },
      { ...MODI, deep: [[[[[[[[[{}]]]]]]]]] },
      [MODI],
      'kundli',
      null,
    ];
    for (const payload of payloads) {
      const res = await post(app, '/api/kundli', payload, bearer(user.token));
      expectSafeError(res, 400);
    }
    for (const [raw, status, type] of [
      ['{"name":', 400, 'application/json'],
      ['{"__proto__":{"admin":true}}', 400, 'application/json'],
      ['{"name":"a\\u0000"}', 400, 'application/json'],
      ['name=x', 415, 'application/x-www-form-urlencoded'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/kundli',
        remoteAddress: nextIp(),
        headers: { 'content-type': type, ...bearer(user.token) },
        payload: raw,
      });
      expectSafeError(res, status);
    }
    // Edges of the globe and of the date range still compute.
    for (const [birthDateTime, lat, lon] of [
      ['1800-01-01T00:00', 0, 0],
      ['2000-06-21T12:00', 89.9, 179.9],
      ['2000-06-21T12:00', -89.9, -179.9],
    ] as const) {
      const { placeId: _p, ...noId } = MODI;
      const res = await post(
        app,
        '/api/kundli',
        { ...noId, birthDateTime, lat, lon },
        bearer(user.token),
      );
      expect(res.statusCode, `${birthDateTime} ${lat},${lon} ${res.body.slice(0, 200)}`).toBe(200);
    }
  });
});
