import { logoutResponseSchema, meResponseSchema, profileResponseSchema } from '@nakshatra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { readSession } from '@/lib/session';
import { json, mockFetch, renderRoutes, signIn, testUser } from '@/test/utils';
import { routes } from './router';

const emptyProfile = profileResponseSchema.parse({
  data: {
    name: testUser.name,
    gender: null,
    date_of_birth: null,
    birth_time: null,
    latitude: null,
    longitude: null,
    location_name: null,
  },
});
const me = (user = testUser) => meResponseSchema.parse({ user });

describe('global guard (spec section 4)', () => {
  it('sends a just-registered user to /edit_profile with an info toast, replacing history', async () => {
    signIn({ ...testUser, profileComplete: false }, { signupMarker: true });
    mockFetch({ 'GET /api/me': () => json(me({ ...testUser, profileComplete: false })) });
    const { history } = renderRoutes(routes, ['/about'], { toaster: false });
    expect(await screen.findByText('Please complete your profile first !')).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/edit_profile'));
    expect(history.action).toBe('REPLACE');
    // Prefilled with only the first name (spec section 4 "Profile completion").
    const first = (await screen.findByLabelText('First Name')) as HTMLInputElement;
    await waitFor(() => expect(first.value).toBe('Asha'));
    expect((screen.getByLabelText('Last Name') as HTMLInputElement).value).toBe('');
    // The profile menu is hidden while the profile is incomplete.
    expect(screen.queryByRole('button', { name: 'Profile' })).toBeNull();
  });

  it('leaves a complete profile alone', async () => {
    signIn();
    mockFetch({ 'GET /api/me': () => json(me()) });
    const { history } = renderRoutes(routes, ['/about'], { toaster: false });
    expect(await screen.findByRole('heading', { name: 'About Nakshatra' })).toBeTruthy();
    expect(history.location.pathname).toBe('/about');
    expect(screen.queryByText('Please complete your profile first !')).toBeNull();
    expect(screen.getByRole('button', { name: 'Profile' })).toBeTruthy();
  });
});

describe('protected-route gate and login redirect', () => {
  it('sends a guest from /edit_profile to /login with next, and shows the Login link', async () => {
    mockFetch({});
    const { history } = renderRoutes(routes, ['/edit_profile'], { toaster: false });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    expect(history.location.search).toBe('?next=%2Fedit_profile');
  });

  it('sends a signed-in visitor from /login to /, in place of /login in the history', async () => {
    signIn();
    mockFetch({ 'GET /api/me': () => json(me()) });
    const { history } = renderRoutes(routes, ['/about', '/login'], { toaster: false });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(history.action).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your stars, read with care' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();
    // Back skips /login: it was replaced, so it cannot bounce the visitor to / again.
    await history.go(-1);
    expect(await screen.findByRole('heading', { name: 'About Nakshatra' })).toBeTruthy();
  });

  it('sends /kundligpt to /aikundali, in place of /kundligpt in the history', async () => {
    mockFetch({});
    const { history } = renderRoutes(routes, ['/about', '/kundligpt?x=1'], { toaster: false });
    await waitFor(() => expect(history.location.pathname).toBe('/aikundali'));
    expect(history.location.search).toBe('');
    expect(history.action).toBe('REPLACE');
    await history.go(-1);
    expect(await screen.findByRole('heading', { name: 'About Nakshatra' })).toBeTruthy();
  });

  it('points the home buttons at /login for guests and at the features when signed in', async () => {
    mockFetch({ 'GET /api/me': () => json(me()) });
    const first = renderRoutes(routes, ['/'], { toaster: false });
    const bot = await screen.findByRole('link', { name: 'Astro Bot' });
    expect(bot.getAttribute('href')).toBe('/login?next=%2Fchatbot');
    first.unmount();

    signIn();
    renderRoutes(routes, ['/'], { toaster: false });
    expect((await screen.findByRole('link', { name: 'Astro Bot' })).getAttribute('href')).toBe('/chatbot');
    expect(screen.getByRole('link', { name: 'Daily Horoscope Prediction' }).getAttribute('href')).toMatch(
      /^\/horoscope\/(aries|taurus|gemini|cancer|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces)$/,
    );
  });

  it('routes unknown paths to the 404 page with a way home', async () => {
    mockFetch({});
    renderRoutes(routes, ['/no-such-page'], { toaster: false });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('drops stale cookies when /api/me says the session is gone', async () => {
    signIn();
    mockFetch({ 'GET /api/me': () => json({ error: 'Your session has expired. Please log in again.', code: 'unauthorized' }, 401) });
    renderRoutes(routes, ['/about'], { toaster: false });
    await waitFor(() => expect(readSession().user).toBeNull());
    expect(await screen.findAllByRole('link', { name: 'Login' })).not.toHaveLength(0);
  });
});

describe('logout (spec section 4)', () => {
  it('with no session: error toast and /login', async () => {
    mockFetch({});
    const { history } = renderRoutes(routes, ['/logout'], { toaster: false });
    expect(await screen.findByText('No token found. You are already logged out.')).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
  });

  it('on success: success toast, readable cookies gone, /login', async () => {
    signIn();
    const fetchMock = mockFetch({
      'GET /api/me': () => json(me()),
      'POST /api/logout': () => json(logoutResponseSchema.parse({ message: 'Logout successful' })),
    });
    const { history } = renderRoutes(routes, ['/logout'], { toaster: false });
    expect(await screen.findByText('Logged out successfully!')).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(readSession().user).toBeNull();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/logout')!;
    expect((call[1]?.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-test-token');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/logout')).toHaveLength(1);
  });

  it('on failure: says so and offers a retry', async () => {
    signIn();
    mockFetch({
      'GET /api/me': () => json(me()),
      'POST /api/logout': () => json({ error: 'Something went wrong!', code: 'internal' }, 500),
    });
    renderRoutes(routes, ['/logout'], { toaster: false });
    expect(await screen.findAllByText('Logout failed. Please try again.')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(readSession().user).not.toBeNull();
  });

  it('from the profile menu', async () => {
    signIn();
    mockFetch({
      'GET /api/me': () => json(me()),
      'GET /api/profile': () => json(emptyProfile),
      'POST /api/logout': () => json({ message: 'Logout successful' }),
    });
    const user = userEvent.setup();
    const { history } = renderRoutes(routes, ['/'], { toaster: false });
    await user.hover(await screen.findByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
  });

  it("from the phone's bottom bar: the mobile wording 'Logged out successfully.'", async () => {
    signIn();
    mockFetch({
      'GET /api/me': () => json(me()),
      'POST /api/logout': () => json({ message: 'Logout successful' }),
    });
    const user = userEvent.setup();
    const { history } = renderRoutes(routes, ['/'], { toaster: false });
    const bar = await screen.findByRole('navigation', { name: 'Quick links' });
    await user.click(within(bar).getByRole('button', { name: 'Signout' }));
    expect(await screen.findByText('Logged out successfully.')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Logged out successfully.', { duration: 1200 });
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
  });

  it('from a protected page ends on plain /login, not /login?next=', async () => {
    signIn();
    mockFetch({
      'GET /api/me': () => json(me()),
      'GET /api/profile': () => json(emptyProfile),
      'POST /api/logout': () => json({ message: 'Logout successful' }),
    });
    const user = userEvent.setup();
    const { history } = renderRoutes(routes, ['/edit_profile'], { toaster: false });
    await screen.findByRole('heading', { name: 'Edit Profile' });
    await user.hover(screen.getByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully!')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Logged out successfully!', { duration: 1200 });
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(history.location.search).toBe('');
  });
});
