import {
  kundliDoshaSchema,
  kundliSectionsSchema,
  kundliYogaSchema,
  type KundliResponse,
} from '@nakshatra/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { testQueryClient } from '@/test/utils';
import { KundliSections } from './kundli-sections';
import { YogasDoshas } from './yogas-doshas';

// Built from the contract's schemas, as the server sends them (texts abridged).
const yogas = kundliYogaSchema.array().parse([
  {
    id: 'raj-yoga',
    name: 'Raj Yoga',
    present: true,
    grade: 'moderate',
    involves: ['Mars', 'Jupiter'],
    explanation: 'Raj yoga forms when a kendra lord joins a trikona lord. Present in your chart.',
    reasons: [
      { code: 'mars+jupiter-conjunction', text: 'Mars and Jupiter are conjunct' },
      { code: 'venus-yogakaraka-unfit', text: 'Venus is a yogakaraka but not well placed' },
    ],
  },
  {
    id: 'hamsa',
    name: 'Hamsa Yoga',
    present: true,
    strength: 'strong',
    grade: 'strong',
    involves: ['Jupiter'],
    explanation: 'Hamsa yoga. Present in your chart in strong form.',
    reasons: [],
  },
  { id: 'sasa', name: 'Sasa Yoga', present: false, involves: [], explanation: 'Not present.' },
]);
const doshas = kundliDoshaSchema.array().parse([
  { id: 'manglik', name: 'Manglik (Kuja) Dosha', present: false, explanation: 'Not present.' },
  {
    id: 'dhaiya',
    name: 'Shani Dhaiya',
    present: true,
    dhaiya: {
      current: {
        kind: 'ashtama',
        house: 8,
        signIndex: 11,
        start: '2025-03-29T16:15:00.000Z',
        end: '2027-06-03T00:00:00.000Z',
      },
      next: {
        kind: 'kantaka',
        house: 4,
        signIndex: 7,
        start: '2041-12-01T00:00:00.000Z',
        end: '2044-02-01T00:00:00.000Z',
      },
    },
    explanation:
      'Running now: Ashtama Shani, Saturn in Pisces, the 8th house from your Moon, from 29 March 2025 to 3 June 2027.',
  },
]);

function renderWith(node: React.ReactNode) {
  return render(<AppProviders queryClient={testQueryClient()}>{node}</AppProviders>);
}

describe('yogas and doshas', () => {
  it('shows each present yoga with its grade and the reasons for it, and the Dhaiya as a dosha', async () => {
    renderWith(<YogasDoshas kundli={{ yogas, doshas } as unknown as KundliResponse} />);
    const raj = (await screen.findByRole('heading', { name: /Raj Yoga/ })).closest('li')!;
    expect(within(raj).getByText('moderate')).toBeTruthy();
    expect(within(raj).getByText('Why')).toBeTruthy();
    expect(within(raj).getByText('Mars and Jupiter are conjunct')).toBeTruthy();
    expect(within(raj).getByText('Venus is a yogakaraka but not well placed')).toBeTruthy();
    const hamsa = screen.getByRole('heading', { name: /Hamsa Yoga/ }).closest('li')!;
    expect(within(hamsa).getByText('strong')).toBeTruthy();
    expect(within(hamsa).queryByText('Why')).toBeNull();
    expect(screen.queryByRole('heading', { name: /Sasa Yoga/ })).toBeNull();
    const dhaiya = screen.getByRole('heading', { name: 'Shani Dhaiya' }).closest('li')!;
    expect(within(dhaiya).getByText('Present')).toBeTruthy();
    expect(within(dhaiya).getByText(/Ashtama Shani, Saturn in Pisces/)).toBeTruthy();
  });

  it('writes each section as its paragraphs, windows included (the print view is this page)', async () => {
    const sections = kundliSectionsSchema.parse({
      zodiacSign: 'z',
      personality: 'p',
      careerProspects:
        'Your 10th house falls in Aries.\n\nStrong points: Mars is in its own sign. On balance, your chart is strong for your career and standing.\n\nWindows from 1 January 2025 to 1 January 2030: Saturn–Mars antardasha, 3 May 2026 to 12 June 2027: favours your career and standing (Mars rules your 10th).',
      loveLife: 'l',
      financialSituation: 'f',
      happiness: 'h',
      motivationalMessage: 'm',
    });
    renderWith(<KundliSections sections={sections} />);
    const career = (await screen.findByRole('heading', { name: 'Career Prospects' })).closest(
      'section',
    )!;
    expect(career.hasAttribute('data-print-split')).toBe(true);
    const paragraphs = career.querySelectorAll('p');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[2]!.textContent).toMatch(/^Windows from 1 January 2025/);
  });
});
