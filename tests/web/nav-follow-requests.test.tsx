// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NavPanel } from '../../src/web/layout/NavPanel';
import { installDomShims } from './support/dom-shims';
import { accountJson, fakeServer } from './support/fake-server';
import { notificationJson, signIn } from './support/reading';
import { renderWithServices, testServices } from './support/test-app';

const bob = accountJson('2', 'bob');

/** Alice signed in (locked or not), her notifications as given, the navigation shown. */
async function navFor(locked: boolean, notifications: unknown[]) {
  const server = fakeServer({
    'GET /api/v1/accounts/verify_credentials': { body: { ...accountJson('1', 'alice'), locked } },
    'GET /api/v1/notifications': { body: notifications },
    'GET /api/v1/follow_requests': { body: [] },
    'POST /api/v1/follow_requests/2/reject': { body: { id: '2', following: false } },
  });
  const services = testServices(server);
  await signIn(services);
  await services.root.notifications.loadInitial();
  renderWithServices(<NavPanel />, services);
  await screen.findByRole('link', { name: /Home/ });
  return services;
}

const requestsLink = () => screen.queryByRole('link', { name: /Follow requests/ });

describe('the follow-requests entry of the navigation (spec part 1 §5 lockedUser)', () => {
  beforeEach(() => installDomShims());
  afterEach(() => cleanup());

  it('is hidden for an unlocked account without requests', async () => {
    await navFor(false, [notificationJson('9', 'follow', bob)]);
    expect(requestsLink()).toBeNull();
  });

  it('shows for a locked account, even without requests', async () => {
    await navFor(true, []);
    expect(requestsLink()?.getAttribute('href')).toBe('/friend-requests');
  });

  it('shows for an unlocked account while a request waits, and goes once it is denied', async () => {
    const services = await navFor(false, [notificationJson('9', 'follow_request', bob)]);
    expect(requestsLink()?.getAttribute('href')).toBe('/friend-requests');
    const { followRequestsOf } = await import('../../src/core/model/people-kits');
    expect(await services.root.use(followRequestsOf).deny('2')).toBe(true);
    await waitFor(() => expect(requestsLink()).toBeNull());
  });
});
