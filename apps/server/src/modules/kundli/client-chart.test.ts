import { siderealPositions } from '@nakshatra/astro';
import {
  clientChartResponseSchema,
  kundliResponseSchema,
  type ClientChartResponse,
} from '@nakshatra/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import {
  bearer,
  expectSafeError,
  registerUser,
  validProfile,
  type TestUser,
} from '../../test/factories.ts';

type Rows<T> = { rows: T[] };

/**
 * The clock of these tests: 15 March 2026, 06:00 UTC. Saturn is then in sidereal (Lahiri)
 * Pisces: it entered on 29 March 2025 and leaves in June 2027 (the dates the panchangs print for
 * the "Shani gochar" into Meena). So Sade Sati runs for Moons in Aquarius, Pisces and Aries, and
 * Dhaiya for Moons in Leo (Pisces is the 8th) and Sagittarius (the 4th).
 */
const CLOCK = new Date(Date.UTC(2026, 2, 15, 6, 0));

// Chennai, coordinates as the gazetteer gives them.
const CHENNAI = { latitude: 13.0827, longitude: 80.2707, location_name: 'Chennai, Tamil Nadu, India' };
/** Moon at 13.6 deg Pisces (the engine's D1): Saturn on the natal Moon, Sade Sati's peak. */
const MOON_IN_PISCES = { ...CHENNAI, date_of_birth: '20/02/1988', birth_time: '12:00' };
/** Moon at 17.9 deg Leo: Saturn 8th from the Moon, ashtama Shani (Dhaiya). */
const MOON_IN_LEO = { ...CHENNAI, date_of_birth: '05/02/1988', birth_time: '12:00' };

let ipCounter = 0;
/** Each request from its own address, so the per-IP limits never count this file's requests. */
function nextIp(): string {
  ipCounter += 1;
  return `10.44.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

const houseFrom = (fromSign: number, sign: number) => ((sign - fromSign + 12) % 12) + 1;

describe.each(testBackends())('console client chart on $name', (backend) => {
  const ctx = useBackend(backend);
  let app: FastifyInstance;
  let directory: number[];

  beforeAll(async () => {
    app = await ctx.build({ now: () => CLOCK });
    const res = (await app.db.execute(
      sql`select id from nakshatra.astrologers order by id limit 20`,
    )) as unknown as Rows<{ id: number }>;
    directory = res.rows.map((r) => r.id);
  });

  let nextAstrologer = 0;
  /** A login linked to a directory astrologer no other test uses. */
  async function astrologerLogin(): Promise<TestUser & { astrologerId: number }> {
    const astrologerId = directory[nextAstrologer++]!;
    const login = await registerUser(app, { name: 'Astro Login' });
    await app.db.execute(sql`
      update nakshatra.users set role = 'astrologer', astrologer_id = ${astrologerId}
      where id = ${login.id}`);
    return { ...login, astrologerId };
  }

  /** A client, with the birth profile `profile` saved through PUT /api/profile (or none). */
  async function client(profile: Record<string, unknown> | null, name = 'Asha Rao') {
    const user = await registerUser(app, { name });
    if (profile) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: bearer(user.token),
        payload: validProfile({ name, ...profile }),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return user;
  }

  /** A consultation row between them (the money side is the consultations module's test). */
  async function consultation(
    user: TestUser,
    astrologerId: number,
    status = 'requested',
  ): Promise<string> {
    const res = (await app.db.execute(sql`
      insert into nakshatra.consultations (user_id, astrologer_id, status, topic, price_paise_per_min)
      values (${user.id}, ${astrologerId}, ${status}, 'Career this year', 2000)
      returning id`)) as unknown as Rows<{ id: string }>;
    return res.rows[0]!.id;
  }

  const chart = (viewer: TestUser | null, id: string, query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/console/consultations/${id}/chart${query}`,
      remoteAddress: nextIp(),
      ...(viewer ? { headers: bearer(viewer.token) } : {}),
    });

  async function chartOk(viewer: TestUser, id: string, query = ''): Promise<ClientChartResponse> {
    const res = await chart(viewer, id, query);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return clientChartResponseSchema.parse(res.json());
  }

  /** Transits: the engine's positions at the clock, houses counted from the natal Moon sign. */
  function expectTransitsConsistent(body: ClientChartResponse) {
    const moonSign = body.kundli!.chart.planets.find((p) => p.body === 'Moon')!.signIndex;
    const positions = siderealPositions(CLOCK);
    expect(body.now!.transitsToMoon.map((t) => t.body)).toEqual([
      'Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu',
    ]);
    for (const t of body.now!.transitsToMoon) {
      expect(t.signIndex, t.body).toBe(Math.floor(positions[t.body].longitudeDeg / 30));
      expect(t.houseFromMoon, t.body).toBe(houseFrom(moonSign, t.signIndex));
      expect(t.signIndex * 30 + t.degreeInSign).toBeCloseTo(t.longitudeDeg, 9);
      expect(t.signName).toBe(body.kundli!.labels.signs[t.signIndex]);
    }
  }

  it('the linked astrologer gets the chart POST /api/kundli casts for the same birth', async () => {
    const astro = await astrologerLogin();
    const user = await client({});
    const id = await consultation(user, astro.astrologerId);
    const body = await chartOk(astro, id);
    expect(body.client).toEqual({
      name: 'Asha Rao',
      gender: 'female',
      birth: { date: '1991-08-15', time: '06:45', place: 'Hyderabad, Telangana, India' },
    });
    expect(body.consultation).toEqual({ id, status: 'requested', topic: 'Career this year' });

    const p = validProfile();
    const direct = await app.inject({
      method: 'POST',
      url: '/api/kundli',
      remoteAddress: nextIp(),
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'Asha Rao',
        gender: 'female',
        birthDateTime: '1991-08-15T06:45',
        birthPlace: p.location_name,
        district: 'Hyderabad',
        lat: p.latitude,
        lon: p.longitude,
      }),
    });
    expect(direct.statusCode, direct.body).toBe(200);
    const reference = kundliResponseSchema.parse(direct.json());
    const kundli = body.kundli!;
    expect(kundli.chart.ascendant.signIndex).toBe(reference.chart.ascendant.signIndex);
    const moonOf = (k: typeof kundli) => k.chart.planets.find((pl) => pl.body === 'Moon')!;
    expect(moonOf(kundli).signIndex).toBe(moonOf(reference).signIndex);
    expect(kundli.chart).toEqual(reference.chart);
    expect(kundli.vargas.D9).toEqual(reference.vargas.D9);
    expect(kundli.input.utc).toBe(reference.input.utc);
    expect(kundli.dasha.at).toBe(CLOCK.toISOString());

    expectTransitsConsistent(body);
    // The running periods are the kundli's, and each contains the clock.
    const now = body.now!;
    expect(now.at).toBe(CLOCK.toISOString());
    const running = [now.dasha!.mahadasha, now.dasha!.antardasha, now.dasha!.pratyantardasha!];
    expect(running.map((r) => r.lord)).toEqual(kundli.dasha.running.map((r) => r.lord));
    for (const r of running) expect(r.start <= now.at && now.at < r.end, r.lord).toBe(true);
    // Moon in Libra: Saturn in Pisces is 6th from it, neither Sade Sati nor Dhaiya.
    const saturn = now.transitsToMoon.find((t) => t.body === 'Saturn')!;
    expect(saturn.houseFromMoon).toBe(6);
    expect(now.sadeSati).toMatchObject({ phase: null, start: null, cycle: null, dhaiya: null });
    expect(now.sadeSati.next!.start > now.at).toBe(true);
  });

  it("reads Sade Sati's running phase and a Dhaiya at the clock", async () => {
    const astro = await astrologerLogin();
    const pisces = await client(MOON_IN_PISCES, 'Meena Iyer');
    const leo = await client(MOON_IN_LEO, 'Ravi Kumar');
    const peak = await chartOk(astro, await consultation(pisces, astro.astrologerId, 'active'));
    expect(peak.kundli!.chart.planets.find((p) => p.body === 'Moon')!.sign).toBe('Pisces');
    expectTransitsConsistent(peak);
    const s = peak.now!.sadeSati;
    expect(s).toMatchObject({ phase: 'peak', next: null, dhaiya: null });
    // Saturn's stay in Pisces, 29 March 2025 to June 2027 (to a few days: the published dates).
    expect(Math.abs(Date.parse(s.start!) - Date.UTC(2025, 2, 29))).toBeLessThan(3 * 86_400_000);
    expect(s.end! > '2027-05-01' && s.end! < '2027-07-01').toBe(true);
    expect(s.cycle!.start < s.start! && s.cycle!.end > s.end!).toBe(true);

    const ashtama = await chartOk(astro, await consultation(leo, astro.astrologerId, 'ended'));
    expect(ashtama.kundli!.chart.planets.find((p) => p.body === 'Moon')!.sign).toBe('Leo');
    expectTransitsConsistent(ashtama);
    const d = ashtama.now!.sadeSati;
    expect(d.phase).toBeNull();
    expect(d.dhaiya).toMatchObject({ house: 8, kind: 'ashtama' });
    // The same stay of Saturn in Pisces; the Dhaiya runs to its final exit (it dips back from
    // Aries, October 2027 to February 2028), as the last peak stay of the Sade Sati does.
    const cycle = peak.kundli!.sadeSati.find((p) => p.start === s.start)!.cycle;
    const peaks = peak.kundli!.sadeSati.filter((p) => p.phase === 'peak' && p.cycle === cycle);
    expect(d.dhaiya!.start).toBe(s.start);
    expect(d.dhaiya!.end).toBe(peaks[peaks.length - 1]!.end);
    expect(d.dhaiya!.end > '2028-01-01' && d.dhaiya!.end < '2028-04-01').toBe(true);
  });

  it('texts follow ?lang; transit names are the kundli labels', async () => {
    const astro = await astrologerLogin();
    const user = await client({});
    const body = await chartOk(astro, await consultation(user, astro.astrologerId), '?lang=hi');
    expect(body.kundli!.input.language).toBe('hi');
    for (const lang of ['mr', 'es', 'ja', 'te', 'ta']) {
      const c = await consultation(await client({}), astro.astrologerId);
      expect((await chartOk(astro, c, `?lang=${lang}`)).kundli!.input.language).toBe(lang);
    }
    for (const t of body.now!.transitsToMoon) expect(t.name).toBe(body.kundli!.labels.planets[t.body]);
    expect(body.now!.transitsToMoon[0]!.name).not.toBe('Sun');
    expectSafeError(await chart(astro, await consultation(await client({}), astro.astrologerId), '?lang=xx'), 400);
  });

  it('a client without a birth profile: the name, no kundli', async () => {
    const astro = await astrologerLogin();
    const user = await client(null, 'Kiran Das');
    const body = await chartOk(astro, await consultation(user, astro.astrologerId, 'declined'));
    expect(body).toMatchObject({
      client: { name: 'Kiran Das', birth: null },
      kundli: null,
      now: null,
    });
    expect(body.client.gender).toBeUndefined();
  });

  it('anyone but the linked astrologer gets 404, as for an unknown id; guests 401', async () => {
    const astro = await astrologerLogin();
    const other = await astrologerLogin();
    const user = await client({});
    const id = await consultation(user, astro.astrologerId);
    const admin = await registerUser(app, { name: 'Admin' });
    await app.db.execute(sql`update nakshatra.users set role = 'admin' where id = ${admin.id}`);
    // Linked to the right directory entry, but not (or no longer) an astrologer login.
    const demoted = await astrologerLogin();
    const spare = await client({});
    const demotedId = await consultation(spare, demoted.astrologerId);
    await app.db.execute(sql`update nakshatra.users set role = 'user' where id = ${demoted.id}`);

    for (const viewer of [other, user, admin]) {
      const res = await chart(viewer, id);
      expectSafeError(res, 404);
      expect(res.json()).toMatchObject({ code: 'not_found', error: 'Unknown consultation' });
    }
    expectSafeError(await chart(demoted, demotedId), 404);
    expectSafeError(await chart(astro, '00000000-0000-4000-8000-000000000000'), 404);
    for (const bad of ['not-a-uuid', '1', `${id}x`, "1'%20or%20'1'='1"]) {
      const res = await chart(astro, bad);
      expectSafeError(res);
      expect([400, 404]).toContain(res.statusCode);
    }
    const guest = await chart(null, id);
    expectSafeError(guest, 401);
    expect(guest.json()).toMatchObject({ code: 'token_missing', error: 'Please Login to Continue' });
    expect((await chart(astro, id)).statusCode).toBe(200);
  });
});
