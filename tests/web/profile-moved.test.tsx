// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installDomShims } from './support/dom-shims';
import { accountJson, fakeServer } from './support/fake-server';
import { renderApp, testServices } from './support/test-app';

describe('profile of a moved account', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('says where the account moved and links to the new profile', async () => {
    const newHome = {
      ...accountJson('9', 'alice'),
      acct: 'alice@new.example',
      url: 'https://new.example/users/alice',
    };
    const alice = { ...accountJson('5', 'alice'), moved: newHome };
    const server = fakeServer({
      'GET /api/v1/accounts/lookup': { body: alice },
      'GET /api/v1/accounts/5': { body: alice },
      'GET /api/v1/accounts/5/statuses': { body: [] },
    });
    renderApp(testServices(server), '/users/alice');
    const card = await screen.findByTestId('profile-card');
    const note = await within(card).findByTestId('profile-moved');
    expect(note.textContent).toBe('Alice has moved to @alice@new.example');
    const link = within(note).getByRole('link', { name: '@alice@new.example' });
    expect(link.getAttribute('href')).toBe('/users/9');
  });

  it('says nothing of a move for an account that did not move', async () => {
    const bob = accountJson('6', 'bob');
    const server = fakeServer({
      'GET /api/v1/accounts/lookup': { body: bob },
      'GET /api/v1/accounts/6': { body: bob },
      'GET /api/v1/accounts/6/statuses': { body: [] },
    });
    renderApp(testServices(server), '/users/bob');
    const card = await screen.findByTestId('profile-card');
    expect(within(card).queryByTestId('profile-moved')).toBeNull();
  });
});
