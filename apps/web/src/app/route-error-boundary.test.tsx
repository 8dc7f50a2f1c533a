import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoutes } from '@/test/utils';
import { RouteErrorBoundary } from './route-error-boundary';
import { routes } from './router';

// The /about chunk fails to download, as a chunk of the previous deploy does once the server
// only has the new one: the browser rejects the dynamic import with this TypeError.
vi.mock('./routes/about', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/about-0ld0ld.js');
});

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // React reports every error a boundary catches on console.error; these are expected.
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RouteErrorBoundary', () => {
  it('shows the crash page in place of the shell when a route chunk fails to load, and Back recovers', async () => {
    mockFetch({});
    const { history } = renderRoutes(routes, ['/', '/about'], { toaster: false });
    expect(await screen.findByRole('heading', { name: 'Something went wrong!' })).toBeTruthy();
    expect(screen.getByText('This page failed to load. Reloading usually fixes it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    // Like the data router's root errorElement: the whole shell gives way, header included.
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
    expect(history.location.pathname).toBe('/about');
    expect(logged).toHaveBeenCalled();

    await history.go(-1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your stars, read with care' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong!' })).toBeNull();
  });

  it('catches a page that throws while rendering, and the next navigation tries again', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    const user = userEvent.setup();
    const { history } = renderRoutes([
      {
        path: '/',
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <Link to="/broken">open the broken page</Link> },
          { path: 'broken', element: <Broken /> },
        ],
      },
    ]);
    await user.click(await screen.findByRole('link', { name: 'open the broken page' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong!' })).toBeTruthy();
    expect(
      logged.mock.calls
        .flat()
        .some((arg: unknown) => arg instanceof Error && arg.message === 'render failed'),
    ).toBe(true);

    await history.go(-1);
    expect(await screen.findByRole('link', { name: 'open the broken page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong!' })).toBeNull();
  });
});
