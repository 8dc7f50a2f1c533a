import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, useSearchParams, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/utils';
import { ScrollRestoration } from './scroll-restoration';

// happy-dom lays nothing out: scrollTo moves the window without a page under it and fires no
// scroll event, so `scrollReader` does both, as a browser does when the reader scrolls.
function scrollReader(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
}

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <button
      type="button"
      onClick={() =>
        setParams({ page: String(Number(params.get('page') ?? 0) + 1) }, { replace: true })
      }
    >
      next filter
    </button>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <ScrollRestoration />
        <Outlet />
      </>
    ),
    children: [
      {
        path: 'list',
        element: (
          <>
            <h1>list</h1>
            <Link to="/profile">profile</Link>
            <Link to="/about#team">team</Link>
            <Link to="/profile" replace>
              replace with profile
            </Link>
            <Filters />
          </>
        ),
      },
      { path: 'profile', element: <h1>profile</h1> },
      {
        path: 'about',
        element: (
          <>
            <h1>about</h1>
            <h2 id="team">team</h2>
          </>
        ),
      },
    ],
  },
];

afterEach(() => {
  window.scrollTo(0, 0);
  sessionStorage.clear();
});

describe('ScrollRestoration', () => {
  it('opens a new page at the top, and Back and Forward return to where each page was left', async () => {
    const user = userEvent.setup();
    const { history } = renderRoutes(routes, ['/list']);
    await screen.findByRole('heading', { name: 'list' });
    scrollReader(1200);

    await user.click(screen.getByRole('link', { name: 'profile' }));
    await screen.findByRole('heading', { name: 'profile' });
    expect(window.scrollY).toBe(0);
    scrollReader(300);

    await history.go(-1);
    await screen.findByRole('heading', { name: 'list' });
    expect(window.scrollY).toBe(1200);

    await history.go(1);
    await screen.findByRole('heading', { name: 'profile' });
    expect(window.scrollY).toBe(300);
  });

  it('opens a #hash link at its target instead of the top', async () => {
    const into = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    renderRoutes(routes, ['/list']);
    await screen.findByRole('heading', { name: 'list' });
    scrollReader(800);
    await user.click(screen.getByRole('link', { name: 'team' }));
    await screen.findByRole('heading', { name: 'about' });
    expect(into.mock.contexts).toEqual([screen.getByRole('heading', { name: 'team' })]);
    // Not reset to the top first: the target decides.
    expect(window.scrollY).toBe(800);
  });

  it('keeps the position when a REPLACE only rewrites the query (the filters), not when it changes page', async () => {
    const user = userEvent.setup();
    const { history } = renderRoutes(routes, ['/list']);
    await screen.findByRole('heading', { name: 'list' });
    scrollReader(900);
    await user.click(screen.getByRole('button', { name: 'next filter' }));
    expect(history.location.search).toBe('?page=1');
    expect(history.action).toBe('REPLACE');
    expect(window.scrollY).toBe(900);

    await user.click(screen.getByRole('link', { name: 'replace with profile' }));
    await screen.findByRole('heading', { name: 'profile' });
    expect(history.action).toBe('REPLACE');
    expect(window.scrollY).toBe(0);
  });

  it('saves the positions when the page is left and restores the entry after a reload', async () => {
    const first = renderRoutes(routes, ['/list']);
    await screen.findByRole('heading', { name: 'list' });
    const key = first.history.location.key;
    scrollReader(640);
    fireEvent(window, new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem('react-router-scroll-positions') ?? '{}')).toEqual({
      [key]: 640,
    });
    first.unmount();
    window.scrollTo(0, 0);

    // The same history entry opened again, as after a reload (MemoryRouter gives the first
    // entry the same key each time, as the browser keeps history.state across a reload).
    const again = renderRoutes(routes, ['/list']);
    await screen.findByRole('heading', { name: 'list' });
    expect(again.history.location.key).toBe(key);
    expect(again.history.action).toBe('POP');
    expect(window.scrollY).toBe(640);
  });
});
