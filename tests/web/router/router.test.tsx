// @vitest-environment jsdom
/**
 * The app's own router (src/web/app/router/): ranking and matching as react-router did,
 * the browser history under a base path (the front-end zip's sub-path), back and forward,
 * links and nav links.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routeNameAt } from '../../../src/web/app/route-table';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchRoutes,
  NavLink,
  Outlet,
  type RouteObject,
  useLocation,
  useParams,
  useRoutes,
  useSearchParams,
} from '../../../src/web/app/router';

afterEach(cleanup);

describe('route ranking', () => {
  it('takes static segments over params, params over the catch-all, ties to the earlier', () => {
    expect(routeNameAt('/lists/new')).toBe('lists-new');
    expect(routeNameAt('/lists/42')).toBe('lists-timeline');
    expect(routeNameAt('/lists/42/edit')).toBe('lists-edit');
    expect(routeNameAt('/users/9')).toBe('external-user-profile');
    expect(routeNameAt('/users/alice/dms')).toBe('dms');
    expect(routeNameAt('/alice/notifications')).toBe('notifications');
    expect(routeNameAt('/alice')).toBe('legacy-user-profile');
    expect(routeNameAt('/main/all')).toBe('public-external-timeline');
    expect(routeNameAt('/')).toBe('root');
    expect(routeNameAt('/no/such/place/here')).toBeUndefined();
  });

  it('ignores case and a trailing slash, and decodes params', () => {
    expect(routeNameAt('/MAIN/Public/')).toBe('public-timeline');
    const match = matchRoutes([{ path: '/tag/:tag' }], '/tag/caf%C3%A9');
    expect(match?.params).toEqual({ tag: 'café' });
  });

  it('reads an optional segment as both patterns, and a splat last', () => {
    const routes = [{ path: '/admin/:tab?' }, { path: '/*' }, { path: '/:name' }];
    expect(matchRoutes(routes, '/admin')?.route.path).toBe('/admin/:tab?');
    expect(matchRoutes(routes, '/admin/users')?.params).toEqual({ tab: 'users' });
    expect(matchRoutes(routes, '/bob')?.route.path).toBe('/:name');
    expect(matchRoutes(routes, '/a/b/c')?.params).toEqual({ '*': 'a/b/c' });
  });
});

function Where() {
  const location = useLocation();
  const [params] = useSearchParams();
  return (
    <output data-testid="where">
      {location.pathname}|{params.get('q') ?? ''}
    </output>
  );
}

function Screen({ name }: { name: string }) {
  const { id = '' } = useParams();
  return (
    <p>
      {name}:{id}
    </p>
  );
}

const ROUTES: RouteObject[] = [
  {
    element: (
      <div>
        <NavLink to="/notice/1" end>
          one
        </NavLink>
        <Link to="/notice/2?q=x">two</Link>
        <Outlet />
        <Where />
      </div>
    ),
    children: [
      { path: '/notice/:id', element: <Screen name="notice" /> },
      { path: '*', element: <Screen name="missing" /> },
    ],
  },
];

function App() {
  return <>{useRoutes(ROUTES)}</>;
}

describe('the router', () => {
  it('draws the matched child in the layout, with its params', () => {
    render(
      <MemoryRouter initialEntries={['/notice/1']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByText('notice:1')).toBeTruthy();
    const one = screen.getByRole('link', { name: 'one' });
    expect(one.getAttribute('aria-current')).toBe('page');
    expect(one.className).toBe('active');
    expect(screen.getByRole('link', { name: 'two' }).getAttribute('aria-current')).toBeNull();
  });

  it('moves under the base path with links, and back and forward with the browser', async () => {
    window.history.replaceState(null, '', '/pleroma/petrel/notice/1');
    render(
      <BrowserRouter basename="/pleroma/petrel">
        <App />
      </BrowserRouter>,
    );
    const two = screen.getByRole('link', { name: 'two' });
    expect(two.getAttribute('href')).toBe('/pleroma/petrel/notice/2?q=x');
    await act(async () => {
      fireEvent.click(two);
    });
    expect(window.location.pathname).toBe('/pleroma/petrel/notice/2');
    expect(screen.getByTestId('where').textContent).toBe('/notice/2|x');
    expect(screen.getByText('notice:2')).toBeTruthy();

    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.history.back();
      await popped;
    });
    expect(screen.getByText('notice:1')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/notice/1|');

    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.history.forward();
      await popped;
    });
    expect(screen.getByText('notice:2')).toBeTruthy();
  });

  it('leaves a modified click to the browser', async () => {
    window.history.replaceState(null, '', '/notice/1');
    render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    );
    const two = screen.getByRole('link', { name: 'two' });
    two.addEventListener('click', (event) => event.preventDefault());
    await act(async () => {
      fireEvent.click(two, { ctrlKey: true });
    });
    expect(window.location.pathname).toBe('/notice/1');
    expect(screen.getByText('notice:1')).toBeTruthy();
  });
});
