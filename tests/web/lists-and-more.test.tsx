// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { federationPolicy, nicknameOfStaffUrl } from '../../src/core/model/about';
import { ListsScreen } from '../../src/web/screens/lists/ListsScreen';
import { installDomShims } from './support/dom-shims';
import { accountJson, fakeServer, statusJson } from './support/fake-server';
import { renderApp, renderWithServices, testServices } from './support/test-app';

const bob = accountJson('2', 'bob');

describe('lists', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('lists newest first, each linking to its timeline', async () => {
    const services = testServices(
      fakeServer({
        'GET /api/v1/lists': {
          body: [
            { id: 'A1', title: 'Old one' },
            { id: 'C3', title: 'Newest' },
            { id: 'B2', title: 'Middle' },
          ],
        },
      }),
    );
    renderWithServices(<ListsScreen />, services, '/lists');
    await screen.findByText('Newest');
    const links = [...document.querySelectorAll('.list-index-title')];
    expect(links.map((a) => a.textContent)).toEqual(['Newest', 'Middle', 'Old one']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/lists/C3',
      '/lists/B2',
      '/lists/A1',
    ]);
    expect(screen.getByRole('link', { name: 'New list' }).getAttribute('href')).toBe('/lists/new');
  });

  it('shows a list timeline under the list’s title and reloads for another id', async () => {
    const services = testServices(
      fakeServer({
        'GET /api/v1/lists/7': { body: { id: '7', title: 'Birders' } },
        'GET /api/v1/lists/8': { body: { id: '8', title: 'Sailors' } },
        'GET /api/v1/timelines/list/7': { body: [statusJson('71', bob, '<p>a heron</p>')] },
        'GET /api/v1/timelines/list/8': { body: [statusJson('81', bob, '<p>a schooner</p>')] },
      }),
    );
    const { router } = renderApp(services, '/lists/7');
    expect(await screen.findByRole('heading', { name: 'List: Birders' })).toBeTruthy();
    expect(await screen.findByText('a heron')).toBeTruthy();
    await router.navigate('/lists/8');
    expect(await screen.findByRole('heading', { name: 'List: Sailors' })).toBeTruthy();
    expect(await screen.findByText('a schooner')).toBeTruthy();
    // Left: the first list's timeline was stopped and cleared.
    expect(services.root.timelines.get({ type: 'list', id: '7' }).visibleIds).toEqual([]);
  });
});

describe('about page data', () => {
  it('reads the federation policy tables with reasons, and nothing when there is none', () => {
    const policy = federationPolicy({
      metadata: {
        federation: {
          mrf_policies: ['SimplePolicy'],
          mrf_simple: { reject: ['spam.example'], media_nsfw: ['nsfw.example'], accept: [] },
          mrf_simple_info: { reject: { 'spam.example': { reason: 'spam' } } },
          quarantined_instances: ['q.example'],
        },
      },
    });
    expect(policy?.tables).toEqual([
      { kind: 'reject', rows: [{ instance: 'spam.example', reason: 'spam' }] },
      { kind: 'quarantine', rows: [{ instance: 'q.example', reason: '' }] },
      { kind: 'media_nsfw', rows: [{ instance: 'nsfw.example', reason: '' }] },
    ]);
    expect(federationPolicy({ metadata: {} })).toBeNull();
    expect(federationPolicy(null)).toBeNull();
    expect(nicknameOfStaffUrl('https://example.test/users/alice')).toBe('alice');
  });
});
