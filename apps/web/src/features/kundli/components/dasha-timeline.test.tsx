import type { KundliResponse } from '@nakshatra/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { testQueryClient } from '@/test/utils';
import { DashaTimeline } from './dasha-timeline';

type Dasha = KundliResponse['dasha'];
const period = (lord: 'Moon' | 'Mars' | 'Rahu', start: string, end: string) => ({ lord, lordName: lord, start, end });

// Vimshottari lengths: Moon 10 y, Mars 7 y, Rahu 18 y; antardashas of Mars start with Mars (4 m 27 d).
const dasha: Dasha = {
  balance: { lord: 'Moon', lordName: 'Moon', years: 4.2 },
  mahadashas: [
    { ...period('Moon', '1990-05-17T01:00:00.000Z', '1994-07-29T00:00:00.000Z'), antardashas: [] },
    {
      ...period('Mars', '1994-07-29T00:00:00.000Z', '2001-07-29T00:00:00.000Z'),
      antardashas: [
        { ...period('Mars', '1994-07-29T00:00:00.000Z', '1994-12-25T00:00:00.000Z'), pratyantardashas: [] },
        { ...period('Rahu', '1994-12-25T00:00:00.000Z', '1996-01-12T00:00:00.000Z'), pratyantardashas: [] },
      ],
    },
    { ...period('Rahu', '2001-07-29T00:00:00.000Z', '2019-07-29T00:00:00.000Z'), antardashas: [] },
  ],
  running: [
    { level: 1, ...period('Mars', '1994-07-29T00:00:00.000Z', '2001-07-29T00:00:00.000Z') },
    { level: 2, ...period('Rahu', '1994-12-25T00:00:00.000Z', '1996-01-12T00:00:00.000Z') },
  ],
  at: '1995-06-01T00:00:00.000Z',
};

describe('Vimshottari dasha timeline', () => {
  it('highlights the running mahadasha and antardasha and opens it', () => {
    const { container } = render(
      <AppProviders queryClient={testQueryClient()}>
        <DashaTimeline dasha={dasha} locale="en" />
      </AppProviders>,
    );
    const running = [...container.querySelectorAll('[aria-current="time"]')];
    expect(running).toHaveLength(2);
    expect(running[0]!.textContent).toMatch(/^Mars.*Running now/);
    expect(running[1]!.textContent).toMatch(/^Mars \/ Rahu/);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true', 'false']);
    expect(screen.getByText('Balance at birth: Moon, 4.2 years')).toBeTruthy();
  });

  it('opens and closes a mahadasha to show its antardashas', async () => {
    render(
      <AppProviders queryClient={testQueryClient()}>
        <DashaTimeline dasha={{ ...dasha, running: [] }} locale="en" />
      </AppProviders>,
    );
    const mars = screen.getAllByRole('button')[1]!;
    expect(mars.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('[aria-current]')).toBeNull();
    await userEvent.click(mars);
    expect(mars.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Mars / Rahu')).toBeTruthy();
    await userEvent.click(mars);
    expect(mars.getAttribute('aria-expanded')).toBe('false');
  });
});
