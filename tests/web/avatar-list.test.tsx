// @vitest-environment jsdom
/**
 * Spec part 2 §2 "avatar list", §9 "Avatar list shows at most 15": under the status a
 * conversation is about, who favourited or repeated it, each once, favourites first.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeStatus } from '../../src/core/normalize';
import { AVATAR_LIST_LIMIT, AvatarList } from '../../src/web/screens/conversation/AvatarList';
import { installDomShims } from './support/dom-shims';
import { accountJson, fakeServer, statusJson } from './support/fake-server';
import { renderWithServices, testServices } from './support/test-app';

const people = Array.from({ length: 20 }, (_, i) => accountJson(String(300 + i), `fan${i}`));

describe('the avatar list', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('shows at most 15 of those who favourited or repeated, each once', async () => {
    const services = testServices(
      fakeServer({
        'GET /api/v1/statuses/60/favourited_by': { body: people.slice(0, 10) },
        // fan5..fan9 repeated as well: listed once.
        'GET /api/v1/statuses/60/reblogged_by': { body: people.slice(5, 20) },
      }),
    );
    const result = normalizeStatus(
      statusJson('60', accountJson('2', 'host'), '<p>popular</p>', {
        favourites_count: 10,
        reblogs_count: 15,
      }),
      'example.test',
    );
    if (!result) throw new Error('not a status');
    services.root.entities.ingest(result.bundle);
    renderWithServices(<AvatarList statusId="60" />, services, '/notice/60');
    const list = await screen.findByRole('list', { name: 'Favourited and repeated by' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(AVATAR_LIST_LIMIT));
    expect(AVATAR_LIST_LIMIT).toBe(15);
    const hrefs = within(list)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs[0]).toBe('/users/fan0');
    expect(hrefs.at(-1)).toBe('/users/fan14');
    expect(new Set(hrefs).size).toBe(15);
  });

  it('is not there when no one favourited or repeated', () => {
    const services = testServices(fakeServer({}));
    const result = normalizeStatus(
      statusJson('61', accountJson('2', 'host'), '<p>quiet</p>'),
      'example.test',
    );
    if (!result) throw new Error('not a status');
    services.root.entities.ingest(result.bundle);
    renderWithServices(<AvatarList statusId="61" />, services, '/notice/61');
    expect(screen.queryByRole('list')).toBeNull();
    expect(services.server.calls).toHaveLength(0);
  });
});
