import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createRef, useLayoutEffect, type ReactNode, type RefObject } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
  type To,
} from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppToaster } from '@/components/ui/toaster';
import type { User } from '@nakshatra/contracts';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** What a test reads of the memory history, and a way to move in it (Back is `go(-1)`). */
export interface TestHistory {
  /** The location on screen. */
  readonly location: Location;
  /** How it was reached: 'POP' on the first render and for Back/Forward, else PUSH or REPLACE. */
  readonly action: NavigationType;
  go(to: To | number): Promise<void>;
}

interface Seen {
  location: Location;
  action: NavigationType;
  navigate: NavigateFunction;
}

function Routed({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Reports what the routes last committed, for the test to read after the fact. */
function HistoryProbe({ seenRef }: { seenRef: RefObject<Seen | null> }) {
  const location = useLocation();
  const action = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    seenRef.current = { location, action, navigate };
  });
  return null;
}

/**
 * Renders routes with useRoutes in a MemoryRouter (the app's declarative routing, see
 * app/router.tsx) with the app's providers and a Toaster to read toasts from. Pass
 * `toaster: false` for the app's own routes: their shell already has one, and two would show
 * every toast twice.
 */
export function renderRoutes(routes: RouteObject[], initialEntries: string[] = ['/'], { toaster = true } = {}) {
  const seenRef = createRef<Seen>();
  const utils = render(
    <AppProviders queryClient={testQueryClient()}>
      <MemoryRouter initialEntries={initialEntries}>
        <Routed routes={routes} />
        <HistoryProbe seenRef={seenRef} />
      </MemoryRouter>
      {toaster ? <AppToaster /> : null}
    </AppProviders>,
  );
  const seen = () => {
    if (!seenRef.current) throw new Error('the routes have not rendered yet');
    return seenRef.current;
  };
  const history: TestHistory = {
    get location() {
      return seen().location;
    },
    get action() {
      return seen().action;
    },
    go: (to) =>
      act(async () => {
        const { navigate } = seen();
        if (typeof to === 'number') await navigate(to);
        else await navigate(to);
      }),
  };
  return { history, ...utils };
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
