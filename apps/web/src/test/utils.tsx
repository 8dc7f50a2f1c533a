import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppToaster } from '@/components/ui/toaster';
import type { User } from '@nakshatra/contracts';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders routes in a memory router with the app's providers and a Toaster to read toasts from.
 * Pass `toaster: false` for the app's own routes: their shell already has one, and two would
 * show every toast twice.
 */
export function renderRoutes(routes: RouteObject[], initialEntries: string[] = ['/'], { toaster = true } = {}) {
  const router = createMemoryRouter(routes, { initialEntries });
  const utils = render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
      {toaster ? <AppToaster /> : null}
    </AppProviders>,
  );
  return { router, ...utils };
}

/** One component on a catch-all route, plus a marker page for every path it may navigate to. */
export function renderWithRouter(ui: ReactNode, initialPath = '/here') {
  return renderRoutes(
    [
      { path: initialPath.split('?')[0], element: ui },
      { path: '*', element: <p>landed</p> },
    ],
    [initialPath],
  );
}

export const testUser: User = {
  id: 'u_1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  role: 'user',
  profileComplete: true,
};

/** Sets the readable cookies the server would set (URL-encoded JSON, as @fastify/cookie writes it). */
export function signIn(user: User = testUser, { signupMarker = false } = {}) {
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}; path=/`;
  document.cookie = 'csrf_token=csrf-test-token; path=/';
  if (signupMarker) document.cookie = 'signup_profile=true; path=/';
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Replaces fetch with a table of 'METHOD /api/path' handlers; anything else fails the test
 * loudly with a 599, so a component cannot call an endpoint the test did not expect.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = handlers[key];
    if (!handler) return json({ error: `unexpected ${key}`, code: 'internal' }, 599);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
