import { profileResponseSchema, profileUpdateResponseSchema, profileUpdateSchema } from '@nakshatra/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession } from '@/lib/session';
import { json, mockFetch, renderWithRouter, signIn } from '@/test/utils';
import { ProfileForm } from './profile-form';

const saved = profileResponseSchema.parse({
  data: {
    name: 'Asha Rao Kulkarni',
    gender: 'female',
    date_of_birth: '1990-01-05',
    birth_time: '21:30',
    latitude: 18.5204,
    longitude: 73.8567,
    location_name: 'Pune, Maharashtra',
  },
});

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;

describe('ProfileForm', () => {
  it('fills from GET /api/profile (name split at the first space, gender capitalised) and Cancel restores it', async () => {
    signIn();
    mockFetch({ 'GET /api/profile': () => json(saved) });
    const user = userEvent.setup();
    renderWithRouter(<ProfileForm />);
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeTruthy();
    await waitFor(() => expect(value('First Name')).toBe('Asha'));
    expect(value('Last Name')).toBe('Rao Kulkarni');
    expect(value('Gender')).toBe('Female');
    expect(value('Location')).toBe('Pune, Maharashtra');
    expect(value('Latitude')).toBe('18.5204');
    // Month, day, year (spec order) with the month by name and a 12-hour time (issue 12).
    expect(value('Date & Time of Birth')).toBe('Jan 5, 1990, 9:30 PM');

    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Someone');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await user.clear(screen.getByLabelText('Latitude'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(value('First Name')).toBe('Asha');
    expect(value('Gender')).toBe('Female');
    expect(value('Latitude')).toBe('18.5204');
  });

  it('after sign-up: only the first name is prefilled and every required field reports its spec message', async () => {
    signIn({ id: 'u_2', name: 'Ravi Kumar', email: 'ravi@example.com', role: 'user', profileComplete: false }, { signupMarker: true });
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderWithRouter(<ProfileForm />);
    await waitFor(() => expect(value('First Name')).toBe('Ravi'));
    expect(screen.getByText(/Welcome, Ravi!/)).toBeTruthy();

    await user.clear(screen.getByLabelText('First Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Date and Time are required',
      'Gender is required',
      'Location is required',
      'Latitude is required',
      'Longitude is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await user.type(screen.getByLabelText('Latitude'), 'north');
    await user.tab();
    expect(await screen.findByText('Must be a number')).toBeTruthy();
    // Nothing was sent, and no profile was fetched while the marker is present.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('blocks typing in the date field', async () => {
    signIn(undefined, { signupMarker: true });
    mockFetch({});
    const user = userEvent.setup();
    renderWithRouter(<ProfileForm />);
    const date = screen.getByLabelText('Date & Time of Birth') as HTMLInputElement;
    await user.type(date, '01/01/2000');
    expect(date.value).toBe('');
  });

  it('saves the spec payload, clears the sign-up marker and goes home after 100 ms', async () => {
    signIn(undefined, { signupMarker: false });
    const fetchMock = mockFetch({
      'GET /api/profile': () => json(saved),
      'PUT /api/profile': (init) => {
        const body = profileUpdateSchema.parse(JSON.parse(String(init?.body)));
        return json(profileUpdateResponseSchema.parse({ message: 'Profile updated successfully!', data: { ...saved.data, name: body.name } }));
      },
    });
    document.cookie = 'signup_profile=true; path=/';
    const user = userEvent.setup();
    const { history } = renderWithRouter(<ProfileForm />);
    // With the marker present only the first name is filled; complete the rest by hand.
    await waitFor(() => expect(value('First Name')).toBe('Asha'));
    await user.type(screen.getByLabelText('Last Name'), 'Rao');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.type(screen.getByLabelText('Location'), 'Pune');
    await user.type(screen.getByLabelText('Latitude'), '18.52');
    await user.type(screen.getByLabelText('Longitude'), '73.85');
    // Pick a day and a time the way a user does: open the calendar, click.
    await user.click(screen.getByLabelText('Date & Time of Birth'));
    // Last month: every day and time there is in the past, whatever the clock says now.
    await user.click(screen.getByRole('button', { name: 'Previous Month' }));
    const days = document.querySelectorAll<HTMLElement>('.react-datepicker__day:not(.react-datepicker__day--disabled):not(.react-datepicker__day--outside-month)');
    await user.click(days[0]!);
    const times = document.querySelectorAll<HTMLElement>('.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)');
    await user.click(times[1]!);
    await waitFor(() => expect(value('Date & Time of Birth')).toMatch(/^[A-Z][a-z]{2} 1, \d{4}, 12:30 AM$/));

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    const body = JSON.parse(String(put[1]?.body));
    expect(body).toMatchObject({ name: 'Asha Rao', gender: 'female', birth_time: '00:30', latitude: 18.52, longitude: 73.85, location_name: 'Pune' });
    expect(body.date_of_birth).toMatch(/^01\/\d{2}\/\d{4}$/);
    expect(readSession().signupMarker).toBe(false);
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });

  it("reports 'Failed to update profile' and the server's field errors", async () => {
    signIn();
    mockFetch({
      'GET /api/profile': () => json(saved),
      'PUT /api/profile': () =>
        json({ error: 'Validation failed', code: 'validation_failed', fields: { location_name: 'Location is required' } }, 400),
    });
    const user = userEvent.setup();
    renderWithRouter(<ProfileForm />);
    await waitFor(() => expect(value('First Name')).toBe('Asha'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
    expect(await screen.findByText('Location is required')).toBeTruthy();
  });

  it("shows a dark 'Failed to load profile' toast when loading fails", async () => {
    signIn();
    mockFetch({ 'GET /api/profile': () => json({ error: 'Something went wrong!', code: 'internal' }, 500) });
    renderWithRouter(<ProfileForm />);
    expect(await screen.findByText('Failed to load profile')).toBeTruthy();
  });
});
