import { availabilitySchema, type Availability } from '@nakshatra/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/utils';
import { makeAstrologer } from '@/test/astrologer-fixture';
import { AstrologerCard } from './astrologer-card';

/** An availability as the server sends it (checked by the contract). */
const availability = (a: Partial<Availability>): Availability =>
  availabilitySchema.parse({ id: 7, status: 'online', waitMinutes: 0, queueLength: 0, ...a });

function renderCard(value: Availability | null | undefined, online = true) {
  renderWithRouter(
    <AstrologerCard astrologer={makeAstrologer({ online })} service="chat" availability={value} />,
  );
  return screen.getByTestId('availability');
}

describe('AstrologerCard: status and wait', () => {
  it('busy with a measured wait', () => {
    const line = renderCard(availability({ status: 'busy', waitMinutes: 6, queueLength: 1 }));
    expect(within(line).getByText('Busy').closest('[data-status]')?.getAttribute('data-status')).toBe('busy');
    expect(within(line).getByText('Wait ~ 6 min')).toBeTruthy();
    // Said once: the photo's dot only repeats it in colour.
    expect(screen.getAllByText('Busy')).toHaveLength(1);
  });

  it('online and free: No wait', () => {
    const free = renderCard(availability({ status: 'online' }));
    expect(within(free).getByText('Online')).toBeTruthy();
    expect(within(free).getByText('No wait')).toBeTruthy();
  });

  it('online with requests ahead: their wait', () => {
    const queued = renderCard(availability({ status: 'online', waitMinutes: 20, queueLength: 2 }));
    expect(within(queued).getByText('Online')).toBeTruthy();
    expect(within(queued).getByText('Wait ~ 20 min')).toBeTruthy();
  });

  it('offline: the status only, whatever the directory said', () => {
    const line = renderCard(availability({ status: 'offline' }), true);
    expect(within(line).getByText('Offline')).toBeTruthy();
    expect(line.textContent).toBe('Offline');
  });

  it('keeps the line while loading, and falls back to the directory flag when unavailable', () => {
    const loading = renderCard(undefined);
    // The same 20 px line, with a grey pill and no words yet.
    expect(loading.className).toContain('h-5');
    expect(loading.textContent).toBe('');
    expect(loading.querySelector('[aria-hidden="true"].animate-pulse')).toBeTruthy();
    loading.remove();

    const failed = renderCard(null, false);
    expect(failed.textContent).toBe('Offline');
  });
});
