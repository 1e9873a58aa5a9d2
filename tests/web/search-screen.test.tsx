// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SearchScreen } from '../../src/web/screens/search/SearchScreen';
import { installDomShims } from './support/dom-shims';
import { accountJson, fakeServer, statusJson } from './support/fake-server';
import { LocationProbe } from './support/location-probe';
import { renderWithServices, testServices } from './support/test-app';

const bob = accountJson('2', 'bob');

function renderSearch(path: string, routes: Parameters<typeof fakeServer>[0]) {
  const services = testServices(fakeServer(routes));
  renderWithServices(
    <>
      <SearchScreen />
      <LocationProbe />
    </>,
    services,
    path,
  );
  return services;
}

describe('search screen', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('does not search for an empty query', async () => {
    const services = renderSearch('/search', {});
    fireEvent.submit(
      screen.getByRole('searchbox', { name: 'Search' }).closest('form') as HTMLFormElement,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(services.server.calls.filter((c) => c.path === '/api/v2/search')).toHaveLength(0);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows tabs with counts and the statuses; a short page says "no more results"', async () => {
    renderSearch('/search?query=coffee', {
      'GET /api/v2/search': {
        body: {
          accounts: [bob],
          statuses: [statusJson('9', bob, '<p>coffee time</p>')],
          hashtags: [{ name: 'coffee', url: 'https://example.test/tag/coffee', history: [] }],
        },
      },
    });
    expect(await screen.findByText('coffee time')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Statuses (1)', 'People (1)', 'Hashtags (1)']);
    expect(screen.getByRole('heading', { name: 'no more results' })).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('tab', { name: 'Hashtags (1)' }));
    });
    expect(screen.getByRole('link', { name: '#coffee' }).getAttribute('href')).toBe('/tag/coffee');
  });

  it('says "no results" when nothing matches', async () => {
    renderSearch('/search?query=zzz', {
      'GET /api/v2/search': { body: { accounts: [], statuses: [], hashtags: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'no results' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Statuses (0)',
      'People (0)',
      'Hashtags (0)',
    ]);
  });

  it('loads more of one tab by offset', async () => {
    const people = Array.from({ length: 20 }, (_, i) => accountJson(`a${i}`, `user${i}`));
    const services = renderSearch('/search?query=user', {
      'GET /api/v2/search': ({ url }) =>
        url.searchParams.get('offset') === '20'
          ? { body: { accounts: [accountJson('last', 'lastuser')], statuses: [], hashtags: [] } }
          : { body: { accounts: people, statuses: [], hashtags: [] } },
    });
    // Opens on the tab that has results.
    const more = await screen.findByRole('button', { name: 'Load more' });
    act(() => {
      fireEvent.click(more);
    });
    expect(await screen.findByText('@lastuser')).toBeTruthy();
    const calls = services.server.calls.filter((c) => c.path === '/api/v2/search');
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'no more results' })).toBeTruthy();
  });

  it('puts a submitted query in the URL', async () => {
    renderSearch('/search', {
      'GET /api/v2/search': { body: { accounts: [], statuses: [], hashtags: [] } },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: ' birds ' },
    });
    fireEvent.submit(
      screen.getByRole('searchbox', { name: 'Search' }).closest('form') as HTMLFormElement,
    );
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/search?query=birds'),
    );
    expect(await screen.findByRole('heading', { name: 'no results' })).toBeTruthy();
  });
});
