import { authMessages, authResponseSchema, type AuthResponse } from '@nakshatra/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithRouter, testUser } from '@/test/utils';
import { AuthForm, POST_AUTH_DELAY_MS } from './auth-form';

const okLogin: AuthResponse = authResponseSchema.parse({
  message: authMessages.loggedIn,
  tokens: { access_token: 'token-abc' },
  user: testUser,
});

function setup(initialMode: 'login' | 'signup' = 'login') {
  const onAuthenticated = vi.fn();
  const user = userEvent.setup();
  renderWithRouter(<AuthForm initialMode={initialMode} onAuthenticated={onAuthenticated} />);
  return { user, onAuthenticated };
}

const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Password');

describe('AuthForm, login mode', () => {
  it('shows the spec texts and no Name field', () => {
    setup();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Don't have an account? Sign Up" })).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it('reports required fields on submit, without calling the server', async () => {
    const fetchMock = mockFetch({});
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validates a field once it has been touched (left), not while first typing', async () => {
    const { user } = setup();
    await user.type(emailInput(), 'asha@');
    expect(screen.queryByText('Invalid email format')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    await user.type(passwordInput(), '12345');
    await user.tab();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    // After touch, fixing the value clears the message on change.
    await user.type(passwordInput(), '6');
    await waitFor(() => expect(screen.queryByText('Password must be at least 6 characters')).toBeNull());
  });

  it('toggles password visibility with a labelled, pressed-state button', async () => {
    const { user } = setup();
    expect(passwordInput().getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(passwordInput().getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
  });

  it("shows 'Processing...' and disables submit while the request runs, then reports success", async () => {
    let release: (r: Response) => void = () => {};
    const fetchMock = mockFetch({ 'POST /api/login': () => new Promise<Response>((r) => (release = r)) });
    const { user, onAuthenticated } = setup();
    await user.type(emailInput(), 'asha@example.com');
    await user.type(passwordInput(), 'secret123');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));

    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/login');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'asha@example.com', password: 'secret123', name: '' });

    let calledAt = 0;
    onAuthenticated.mockImplementation(() => {
      calledAt = performance.now();
    });
    const releasedAt = performance.now();
    release(json(okLogin));
    expect(await screen.findByText('Login successful')).toBeTruthy();
    // The form resets at once; navigation waits the spec's 1000 ms. Only the lower bound is
    // checked: a busy machine can make the wait longer, never shorter.
    await waitFor(() => expect((emailInput() as HTMLInputElement).value).toBe(''));
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledTimes(1));
    expect(calledAt - releasedAt).toBeGreaterThanOrEqual(POST_AUTH_DELAY_MS - 5);
    expect(onAuthenticated.mock.calls[0]![0]).toMatchObject({ mode: 'login' });
  });

  it("shows the server's error, else 'Something went wrong!'", async () => {
    mockFetch({
      'POST /api/login': () => json({ error: authMessages.invalidCredentials, code: 'invalid_credentials' }, 401),
    });
    const { user, onAuthenticated } = setup();
    await user.type(emailInput(), 'asha@example.com');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeTruthy();

    mockFetch({ 'POST /api/login': () => new Response('<html>bad gateway</html>', { status: 502 }) });
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it('explains that Google sign-in is not available', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Login with Google' }));
    expect(await screen.findByText(/Google sign-in isn't available yet/)).toBeTruthy();
  });
});

describe('AuthForm, sign-up mode', () => {
  it('switches modes with the spec link texts', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign Up" }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SIGN UP NOW' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Already have an account? Login' }));
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it('requires the name, and checks email and password the same way', async () => {
    const { user } = setup('signup');
    await user.click(screen.getByRole('button', { name: 'SIGN UP NOW' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
  });

  it('puts server field errors under their fields and switches to login after success', async () => {
    mockFetch({
      'POST /api/register': () =>
        json({ error: authMessages.emailTaken, code: 'email_taken', fields: { email: authMessages.emailTaken } }, 409),
    });
    const { user, onAuthenticated } = setup('signup');
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(emailInput(), 'asha@example.com');
    await user.type(passwordInput(), 'secret123');
    await user.click(screen.getByRole('button', { name: 'SIGN UP NOW' }));
    // Once as the toast, once under the field.
    await waitFor(() => expect(screen.getAllByText('An account with this email already exists')).toHaveLength(2));

    mockFetch({
      'POST /api/register': () => json({ ...okLogin, message: authMessages.registered }, 201),
    });
    await user.click(screen.getByRole('button', { name: 'SIGN UP NOW' }));
    expect(await screen.findByText('Registration successful')).toBeTruthy();
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith(expect.objectContaining({ mode: 'signup' })));
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeTruthy();
  });
});
