import { matchingResponseSchema, type MatchingResponse } from '@nakshatra/contracts';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { changeLanguage } from '@/lib/i18n';
import { testQueryClient } from '@/test/utils';
import { MatchDoshas } from './match-doshas';

const person = (name: string, nakshatra: 'Ardra' | 'Punarvasu', nakshatraIndex: number) => ({
  name,
  moonSign: 'Gemini',
  moonSignIndex: 2,
  moonSignName: 'Gemini',
  nakshatra,
  nakshatraIndex,
  nakshatraName: nakshatra,
  pada: 2,
  manglik: false,
  marsHouse: { fromLagna: 3, fromMoon: 5, fromVenus: 9 },
  place: {
    id: '1269843',
    name: 'Hyderabad',
    state: 'Telangana',
    country: 'IN',
    lat: 17.385,
    lon: 78.4867,
    timezone: 'Asia/Kolkata',
  },
  utc: '1995-03-11T20:00:00.000Z',
  utcOffset: '+05:30',
  timeStandard: 'zone',
});

const dosha = (
  id: 'nadi' | 'bhakoot' | 'gana' | 'manglik',
  name: string,
  status: 'present' | 'cancelled' | 'absent',
  explanation: string,
  koota: [number, number, number] | null,
) => ({
  id,
  name,
  status,
  cancellations: status === 'cancelled' ? ['same-rashi-different-nakshatra'] : [],
  points: koota?.[0] ?? null,
  pointsForVerdict: koota?.[1] ?? null,
  max: koota?.[2] ?? null,
  explanation,
});

/** A response as the server sends it: the Nadi dosha cancelled, the Gana dosha standing. */
const data: MatchingResponse = matchingResponseSchema.parse({
  lang: 'en',
  boy: person('Arjun', 'Punarvasu', 6),
  girl: person('Lakshmi', 'Ardra', 5),
  kootas: [],
  total: 20,
  adjustedTotal: 28,
  max: 36,
  manglik: { boy: false, girl: false, compatible: true },
  doshas: [
    dosha(
      'nadi',
      'Nadi dosha',
      'cancelled',
      'Both partners are of Adi nadi. It is cancelled because both Moons are in Gemini.',
      [0, 8, 8],
    ),
    dosha(
      'bhakoot',
      'Bhakoot dosha',
      'absent',
      'The Moon signs are not 2/12, 5/9 or 6/8.',
      [7, 7, 7],
    ),
    dosha(
      'gana',
      'Gana dosha',
      'present',
      'No classical cancellation applies, so the dosha stands.',
      [0, 0, 6],
    ),
    dosha(
      'manglik',
      'Manglik (Kuja) dosha',
      'absent',
      'Mars is in no Manglik house in either chart.',
      null,
    ),
  ],
  verdict: 'average',
  verdictLabel: 'Average',
  verdictText: '28 of 36 points.',
});

function renderDoshas(response: MatchingResponse = data) {
  return render(
    <AppProviders queryClient={testQueryClient()}>
      <MatchDoshas data={response} />
    </AppProviders>,
  );
}

describe('match doshas', () => {
  afterEach(async () => {
    await changeLanguage('en', { remember: false });
  });

  it('lists each dosha under a Doshas heading, with its status in words and its explanation', () => {
    renderDoshas();
    const section = screen.getByRole('region', { name: 'Doshas' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const read = items.map((li) => [
      within(li).getByRole('heading', { level: 3 }).textContent,
      li.querySelector('span.rounded-full')!.textContent,
    ]);
    expect(read).toEqual([
      ['Nadi dosha', 'Status: Cancelled'],
      ['Bhakoot dosha', 'Status: Absent'],
      ['Gana dosha', 'Status: Present'],
      ['Manglik (Kuja) dosha', 'Status: Absent'],
    ]);
    expect(
      within(items[0]!).getByText(/It is cancelled because both Moons are in Gemini/),
    ).toBeTruthy();
    expect(within(items[2]!).getByText(/the dosha stands/)).toBeTruthy();
  });

  it('gives the score the verdict reads when cancelled doshas changed it, and not otherwise', () => {
    const { unmount } = renderDoshas();
    expect(
      screen.getByText(
        'Score for the verdict: 28 of 36. The guna table gives 20; the kootas of cancelled doshas count in full.',
      ),
    ).toBeTruthy();
    unmount();
    renderDoshas({ ...data, adjustedTotal: 20 });
    expect(screen.queryByText(/Score for the verdict/)).toBeNull();
  });

  it('speaks the page language: the heading and the badges in Hindi', async () => {
    await changeLanguage('hi', { remember: false });
    renderDoshas();
    const section = screen.getByRole('region', { name: 'दोष' });
    expect(within(section).getAllByText(/परिहार हुआ|मौजूद|नहीं है/)).toHaveLength(4);
    expect(within(section).getByText(/निष्कर्ष के लिए अंक: 36 में से 28/)).toBeTruthy();
  });
});
