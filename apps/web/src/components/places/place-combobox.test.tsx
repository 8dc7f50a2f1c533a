import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { places, stubPlaces } from '@/test/places-fixture';
import { renderWithRouter } from '@/test/utils';
import { PlaceCombobox, type PickedPlace } from './place-combobox';

function Harness({ onPick }: { onPick: (place: PickedPlace) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="place">Location</label>
      <PlaceCombobox
        id="place"
        value={value}
        onChange={setValue}
        onPick={(place) => {
          setValue(place.name);
          onPick(place);
        }}
      />
    </>
  );
}

describe('PlaceCombobox (WAI-ARIA combobox, list autocomplete)', () => {
  it('searches after a pause, moves with Down/Up, picks with Enter and closes', async () => {
    const queries = stubPlaces();
    const onPick = vi.fn();
    // No pause between keys: a busy machine must not stretch typing past the 250 ms debounce.
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<Harness onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');

    await user.type(input, 'Pun');
    const listbox = await screen.findByRole('listbox', { name: 'Places' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-label'))).toEqual([
      'Pune, Maharashtra, India',
      'Punāsa, Madhya Pradesh, India',
      'Puno, Peru',
    ]);
    // Typing three letters searched once, for the whole text (the debounce).
    expect(queries).toEqual(['Pun']);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    // Wraps around at both ends.
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(input);

    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Pune, Maharashtra, India',
        latitude: 18.51957,
        longitude: 73.85535,
        place: places[0],
      }),
    );
    expect((input as HTMLInputElement).value).toBe('Pune, Maharashtra, India');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // A picked label is not searched for.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(queries).toEqual(['Pun']);
  });

  it('Escape closes the list and keeps the typed text; Down opens it again', async () => {
    stubPlaces();
    const user = userEvent.setup();
    renderWithRouter(<Harness onPick={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, 'Pun');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('Pun');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
  });

  it('says when nothing matches, and Enter then submits nothing', async () => {
    stubPlaces();
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithRouter(<Harness onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, 'Xyz');
    expect(await screen.findByText(/No places match/, { selector: 'li' })).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(onPick).not.toHaveBeenCalled();
  });
});
