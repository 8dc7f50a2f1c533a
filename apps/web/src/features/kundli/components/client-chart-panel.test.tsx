import {
  clientChartResponseSchema,
  GRAHA_NAMES,
  VARGA_KEYS,
  type ClientChartResponse,
  type GrahaName,
} from '@nakshatra/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { json, mockFetch, testQueryClient } from '@/test/utils';
import { ClientChartPanel } from './client-chart-panel';

const ID = '5d7c2a8e-0b59-4f0e-9a43-1c2d3e4f5a6b';
const URL_EN = `GET /api/console/consultations/${ID}/chart?lang=en`;

const SIGNS = [
  'Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo',
  'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces',
] as const;
const LORDS: GrahaName[] = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];

/** Natal signs (D1) and navamsa signs (D9) of the nine grahas; the ascendant is Leo, D9 Aries. */
const NATAL: Record<GrahaName, number> = { Sun: 3, Moon: 6, Mars: 2, Mercury: 4, Jupiter: 3, Venus: 3, Saturn: 9, Rahu: 9, Ketu: 3 };
const NAVAMSA: Record<GrahaName, number> = { Sun: 1, Moon: 5, Mars: 8, Mercury: 11, Jupiter: 0, Venus: 4, Saturn: 2, Rahu: 7, Ketu: 1 };
const house = (from: number, sign: number) => ((sign - from + 12) % 12) + 1;

function point(longitudeDeg: number) {
  const signIndex = Math.floor(longitudeDeg / 30);
  return {
    longitudeDeg,
    sign: SIGNS[signIndex]!,
    signIndex,
    signName: SIGNS[signIndex]!,
    degreeInSign: longitudeDeg - signIndex * 30,
    nakshatra: 'Swati' as const,
    nakshatraIndex: 14,
    nakshatraName: 'Swati',
    pada: 2,
    nakshatraLord: 'Rahu' as const,
  };
}

const period = (lord: GrahaName, start: string, end: string) => ({ lord, lordName: lord, start, end });

/** A kundli as the server sends it, reduced to what the panel reads (every array may be short). */
function kundli() {
  return {
    input: {
      name: 'Asha Rao', gender: 'female', birthDateTime: '1991-08-15T06:45', birthPlace: 'Hyderabad, Telangana, India',
      district: '', state: null, language: 'en',
      place: { id: null, name: null, state: null, country: null, lat: 17.385, lon: 78.4867, timezone: 'Asia/Kolkata' },
      timezone: 'Asia/Kolkata', utc: '1991-08-15T01:15:00.000Z', utcOffset: '+05:30', utcOffsetMinutes: 330,
      timeStandard: 'zone', resolveAmbiguous: 'earlier',
    },
    chart: {
      ayanamsaDeg: 23.73,
      ascendant: point(4 * 30 + 12.5),
      planets: GRAHA_NAMES.map((body) => ({
        body, name: body, ...point(NATAL[body] * 30 + 10.25), house: house(4, NATAL[body]),
        dignity: null, dignityName: null, retrograde: body === 'Saturn', combust: false, speedDegPerDay: 1,
      })),
      houses: Array.from({ length: 12 }, (_, i) => ({
        house: i + 1, signIndex: (4 + i) % 12, sign: SIGNS[(4 + i) % 12]!, signName: SIGNS[(4 + i) % 12]!,
        lord: LORDS[(4 + i) % 12]!, planets: GRAHA_NAMES.filter((g) => NATAL[g] === (4 + i) % 12),
      })),
    },
    vargas: Object.fromEntries(
      VARGA_KEYS.map((k) => [
        k,
        {
          name: k === 'D9' ? 'Navamsa' : k === 'D1' ? 'Rasi' : `Varga ${k}`,
          ascendantSignIndex: k === 'D9' ? 0 : 4,
          placements: GRAHA_NAMES.map((body) => {
            const signIndex = k === 'D9' ? NAVAMSA[body] : NATAL[body];
            return { body, signIndex, house: house(k === 'D9' ? 0 : 4, signIndex) };
          }),
        },
      ]),
    ),
    dasha: { balance: { lord: 'Rahu', lordName: 'Rahu', years: 3.2 }, mahadashas: [], running: [], at: '2026-03-15T06:00:00.000Z' },
    yogas: [],
    doshas: [],
    sadeSati: [],
    sections: {
      zodiacSign: 'z', personality: 'p', careerProspects: 'c', loveLife: 'l',
      financialSituation: 'f', happiness: 'h', motivationalMessage: 'm',
    },
    labels: { signs: [...SIGNS], planets: Object.fromEntries(GRAHA_NAMES.map((g) => [g, g])) },
  };
}

/** Saturn in Pisces, Moon in Libra: 6th, so neither Sade Sati nor Dhaiya. */
const TRANSIT_SIGNS: Record<GrahaName, number> = { Sun: 10, Moon: 8, Mars: 10, Mercury: 11, Jupiter: 2, Venus: 11, Saturn: 11, Rahu: 10, Ketu: 4 };
const NOT_RUNNING = {
  phase: null, phaseName: null, start: null, end: null, cycle: null, dhaiya: null,
  next: { start: '2036-04-01T00:00:00.000Z', end: '2043-11-01T00:00:00.000Z' },
};

function response(overrides: { sadeSati?: object; noProfile?: boolean } = {}): ClientChartResponse {
  const consultation = { id: ID, status: 'active', topic: 'Career this year' };
  if (overrides.noProfile)
    return clientChartResponseSchema.parse({ client: { name: 'Kiran Das', birth: null }, consultation, kundli: null, now: null });
  return clientChartResponseSchema.parse({
    client: { name: 'Asha Rao', gender: 'female', birth: { date: '1991-08-15', time: '06:45', place: 'Hyderabad, Telangana, India' } },
    consultation,
    kundli: kundli(),
    now: {
      at: '2026-03-15T06:00:00.000Z',
      dasha: {
        mahadasha: period('Jupiter', '2019-06-11T04:00:00.000Z', '2035-06-11T16:00:00.000Z'),
        antardasha: period('Saturn', '2024-08-05T10:00:00.000Z', '2027-02-15T22:00:00.000Z'),
        pratyantardasha: period('Venus', '2026-01-20T00:00:00.000Z', '2026-06-28T00:00:00.000Z'),
      },
      transitsToMoon: GRAHA_NAMES.map((body) => ({
        body, name: body, ...point(TRANSIT_SIGNS[body] * 30 + 7.5),
        houseFromMoon: house(6, TRANSIT_SIGNS[body]), retrograde: body === 'Jupiter',
      })).map(({ nakshatra: _n, nakshatraIndex: _i, nakshatraName: _m, pada: _p, nakshatraLord: _l, ...t }) => t),
      sadeSati: overrides.sadeSati ?? NOT_RUNNING,
    },
  });
}

function renderPanel(body: ClientChartResponse | (() => Response)) {
  const fetchMock = mockFetch({ [URL_EN]: typeof body === 'function' ? body : () => json(body) });
  render(
    <AppProviders queryClient={testQueryClient()}>
      <ClientChartPanel consultationId={ID} />
    </AppProviders>,
  );
  return fetchMock;
}

describe('ClientChartPanel', () => {
  it("shows the client's birth details, key facts, dasha, transits and Saturn's status", async () => {
    renderPanel(response());
    expect(screen.getByRole('status').textContent).toBe("Casting the client's chart…");
    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Rao' })).toBeTruthy();
    expect(screen.getByText(/^Born Aug 15, 1991, 06:45 · Hyderabad, Telangana, India · Female$/)).toBeTruthy();
    expect(screen.getByText('Asked about: Career this year')).toBeTruthy();
    const panel = screen.getByRole('region', { name: "Client's chart" });
    expect(within(panel).getByText('Leo 12°30′')).toBeTruthy();

    const dasha = screen.getByRole('region', { name: 'Running dasha' });
    expect(within(dasha).getAllByRole('term').map((t) => t.textContent)).toEqual(['Mahadasha', 'Antardasha', 'Pratyantardasha']);
    expect(within(dasha).getAllByRole('definition').map((d) => d.textContent)).toEqual([
      expect.stringMatching(/^Jupiter.*2019.*2035$/),
      expect.stringMatching(/^Saturn.*2024.*2027$/),
      expect.stringMatching(/^Venus.*2026.*2026$/),
    ]);

    const transits = screen.getByRole('region', { name: 'Transits from the Moon' });
    expect(within(transits).getByText('Sidereal positions now; houses counted from the natal Moon sign, Libra.')).toBeTruthy();
    const rows = within(transits).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(9);
    const saturn = rows.find((r) => r.getAttribute('data-body') === 'Saturn')!;
    expect(within(saturn).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Pisces 7°30′', '6']);
    const jupiter = within(transits).getByRole('rowheader', { name: 'Jupiter (Retrograde)' });
    expect(jupiter).toBeTruthy();
    expect(within(transits).getByRole('columnheader', { name: 'House from Moon' })).toBeTruthy();

    const saturnStatus = screen.getByRole('region', { name: 'Sade Sati and Dhaiya' });
    expect(saturnStatus.textContent).toMatch(/Neither Sade Sati nor Dhaiya is running now\.Next Sade Sati: .*2036.*2043/);
  });

  it('switches D1 and D9 with the mouse and with the arrow keys (one tab stop)', async () => {
    renderPanel(response());
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Birth chart (D1)', 'Navamsa (D9)']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(within(panel).getByRole('img', { name: /^Birth chart \(D1\)/ })).toBeTruthy();
    // D1: Saturn in Capricorn, marked retrograde; D9 lagna Aries.
    expect(within(panel).getByText('House 6, Capricorn: Saturn (retrograde), Rahu')).toBeTruthy();

    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByRole('img', { name: /^Navamsa \(D9\)/ })).toBeTruthy();
    expect(screen.getByText('House 1, Aries: Ascendant, Jupiter')).toBeTruthy();
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(tabs[0]);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tabs[1]);
    await userEvent.click(tabs[0]!);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');

    // The chart style toggle keeps the tab and redraws it South Indian.
    await userEvent.click(screen.getByRole('button', { name: 'South Indian' }));
    expect(screen.getByRole('button', { name: 'South Indian' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('[data-chart-style="south"]')).not.toBeNull();
  });

  it("reads a running Sade Sati phase, and a Dhaiya", async () => {
    renderPanel(
      response({
        sadeSati: {
          phase: 'peak', phaseName: 'peak', start: '2025-03-29T12:00:00.000Z', end: '2027-06-02T12:00:00.000Z',
          cycle: { start: '2023-01-17T12:00:00.000Z', end: '2029-08-08T12:00:00.000Z' }, next: null, dhaiya: null,
        },
      }),
    );
    const status = await screen.findByRole('region', { name: 'Sade Sati and Dhaiya' });
    expect(status.textContent).toMatch(/^Sade Sati and DhaiyaSade Sati is running: peak phaseThis phase: .*2025.*2027Whole Sade Sati: .*2023.*2029$/);
  });

  it('shows a Dhaiya with its dates', async () => {
    renderPanel(
      response({
        sadeSati: {
          ...NOT_RUNNING, next: null,
          dhaiya: { house: 8, kind: 'ashtama', start: '2025-03-29T12:00:00.000Z', end: '2028-02-23T12:00:00.000Z' },
        },
      }),
    );
    const status = await screen.findByRole('region', { name: 'Sade Sati and Dhaiya' });
    expect(within(status).getByText('Dhaiya (ashtama Shani): Saturn 8th from the Moon')).toBeTruthy();
    expect(status.textContent).toMatch(/2025.*2028$/);
  });

  it('says so when the client has not saved birth details', async () => {
    renderPanel(response({ noProfile: true }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kiran Das' })).toBeTruthy();
    expect(screen.getByText('This client has not saved birth details yet')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a consultation that is not the astrologer\'s reads as not found, with a retry', async () => {
    let calls = 0;
    renderPanel(() => {
      calls += 1;
      return json({ error: 'Unknown consultation', code: 'not_found' }, 404);
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This consultation is not on your console.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('alert');
    await expect.poll(() => calls).toBe(2);
  });
});
