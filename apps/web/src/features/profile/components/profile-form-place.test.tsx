import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlaceCombobox } from '@/components/places/place-combobox';
import { stubPlaces } from '@/test/places-fixture';
import { renderWithRouter, signIn } from '@/test/utils';
import { ProfileForm } from './profile-form';

describe('ProfileForm with the place search (issue 3)', () => {
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
