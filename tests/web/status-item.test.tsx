// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeStatus } from '../../src/core/normalize';
import { StatusItem } from '../../src/web/components/status/StatusItem';
import { installDomShims } from './support/dom-shims';
import { accountJson, fakeServer, statusJson } from './support/fake-server';
import { LocationProbe } from './support/location-probe';
import { renderWithServices, type TestServices, testServices } from './support/test-app';

const alice = accountJson('1', 'alice');
const bob = accountJson('2', 'bob');

function put(services: TestServices, json: Record<string, unknown>): string {
  const result = normalizeStatus(json, 'example.test');
  if (!result) throw new Error('not a status');
  services.root.entities.ingest(result.bundle);
  return result.status.id;
}

function renderStatus(services: TestServices, id: string) {
  return renderWithServices(
    <>
      <StatusItem id={id} />
      <LocationProbe />
    </>,
    services,
    '/main/public',
  );
}

function image(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    type: 'image',
    url: `https://example.test/media/${id}.png`,
    preview_url: `https://example.test/media/${id}-small.png`,
    description: `picture ${id}`,
    ...extra,
  };
}

describe('StatusItem display rules', () => {
  let services: TestServices;
  beforeEach(() => {
    installDomShims();
    services = testServices();
  });
  afterEach(cleanup);

  it('collapses a status with a muted word to the muted line, with reasons and a Show control', () => {
    services.root.preferences.set({ mutedWords: ['spoiler'] });
    const id = put(
      services,
      statusJson('10', bob, '<p>A big SPOILER here</p>', { pleroma: { thread_muted: true } }),
    );
    renderStatus(services, id);
    expect(screen.queryByText('A big SPOILER here')).toBeNull();
    const line = document.querySelector('.status-muted');
    expect(line?.textContent).toContain('Muted: thread muted, muted words: spoiler');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Show the muted post' }));
    });
    expect(screen.getByText('A big SPOILER here')).toBeTruthy();
    // Shown anyway: the bar stays with a Hide control.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    });
    expect(screen.queryByText('A big SPOILER here')).toBeNull();
  });

  it('never mutes one’s own statuses, and hides muted ones entirely when asked', async () => {
    services.root.preferences.set({ mutedWords: ['spoiler'], hideMutedPosts: true });
    // Signed in as alice.
    runInAction(() => {
      services.root.session.accountId = '1';
    });
    const own = put(services, statusJson('11', alice, '<p>my spoiler</p>'));
    const other = put(services, statusJson('12', bob, '<p>his spoiler</p>'));
    renderStatus(services, own);
    expect(screen.getByText('my spoiler')).toBeTruthy();
    cleanup();
    const { container } = renderStatus(services, other);
    expect(container.querySelector('article')).toBeNull();
    expect(container.querySelector('.status-muted')).toBeNull();
  });

  it('collapses content behind its subject with a toggle', () => {
    const id = put(
      services,
      statusJson('13', bob, '<p>The captain did it</p>', { spoiler_text: 'Finale spoilers' }),
    );
    renderStatus(services, id);
    expect(screen.getByText('Finale spoilers')).toBeTruthy();
    expect(screen.queryByText('The captain did it')).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Show content' }));
    });
    expect(screen.getByText('The captain did it')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide content' })).toBeTruthy();
  });

  it('shortens a subject over 240 characters with show/hide full subject', () => {
    const subject = `${'a'.repeat(240)}TAIL`;
    const id = put(services, statusJson('14', bob, '<p>x</p>', { spoiler_text: subject }));
    renderStatus(services, id);
    const text = () => document.querySelector('.status-cw-text')?.textContent ?? '';
    expect(text()).toBe(`${'a'.repeat(240)}…`);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Show full subject' }));
    });
    expect(text()).toBe(subject);
    expect(screen.getByRole('button', { name: 'Hide full subject' })).toBeTruthy();
  });

  it('cuts a tall post behind "Show more"', () => {
    const paragraphs = Array.from({ length: 25 }, (_, i) => `<p>line ${i}</p>`).join('');
    const id = put(services, statusJson('15', bob, paragraphs));
    renderStatus(services, id);
    expect(document.querySelector('.status-content-tall')).not.toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    });
    expect(document.querySelector('.status-content-tall')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show less' })).toBeTruthy();
  });

  it('does not cut a short post', () => {
    const id = put(services, statusJson('16', bob, '<p>short</p>'));
    renderStatus(services, id);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it.each([
    [1, '1'],
    [3, '3'],
    [4, '2,2'],
    [5, '3,2'],
    [7, '3,2,2'],
  ])('lays %i images out in rows %s', (count, rows) => {
    const media = Array.from({ length: count }, (_, i) => image(`m${i}`));
    const id = put(services, statusJson('17', bob, '<p>pics</p>', { media_attachments: media }));
    renderStatus(services, id);
    expect(document.querySelector('.gallery')?.getAttribute('data-rows')).toBe(rows);
    expect(document.querySelectorAll('.gallery-item img')).toHaveLength(count);
  });

  it('puts audio on a row of its own', () => {
    const media = [
      image('a'),
      { id: 'b', type: 'audio', url: 'https://example.test/b.mp3', preview_url: '' },
      image('c'),
    ];
    const id = put(services, statusJson('18', bob, '<p>mixed</p>', { media_attachments: media }));
    renderStatus(services, id);
    expect(document.querySelector('.gallery')?.getAttribute('data-rows')).toBe('1,1,1');
    expect(document.querySelector('.gallery-row-audio audio')).not.toBeNull();
  });

  it('hides sensitive media until revealed', () => {
    const id = put(
      services,
      statusJson('19', bob, '<p>nsfw</p>', { sensitive: true, media_attachments: [image('n')] }),
    );
    renderStatus(services, id);
    expect(document.querySelector('.gallery-item img')).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /Sensitive media/ }));
    });
    expect(document.querySelector('.gallery-item img')).not.toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Hide media' }));
    });
    expect(document.querySelector('.gallery-item img')).toBeNull();
  });

  it('shows poll results as rounded percentages (bars of the same width)', async () => {
    const poll = {
      id: 'p1',
      expires_at: '2099-01-01T00:00:00.000Z',
      expired: false,
      multiple: false,
      votes_count: 3,
      voters_count: 3,
      voted: true,
      own_votes: [1],
      options: [
        { title: 'Tabs', votes_count: 1 },
        { title: 'Spaces', votes_count: 2 },
        { title: 'Both', votes_count: 0 },
      ],
      emojis: [],
    };
    const id = put(services, statusJson('20', bob, '<p>poll</p>', { poll }));
    runInAction(() => {
      services.root.session.accountId = '1';
    });
    renderStatus(services, id);
    // The poll's code arrives just after the first frame.
    await waitFor(() => expect(document.querySelector('.poll-percent')).not.toBeNull());
    const percents = [...document.querySelectorAll('.poll-percent')].map((e) => e.textContent);
    expect(percents).toEqual(['33%', '67%', '0%']);
    const bars = [...document.querySelectorAll<HTMLElement>('.poll-bar')].map((e) => e.style.width);
    expect(bars).toEqual(['33%', '67%', '0%']);
    expect(document.querySelector('.poll-option-own')?.textContent).toContain('Spaces');
    expect(screen.getByText(/3 votes/)).toBeTruthy();
  });

  it('shows 12 reactions, then a +N expander', () => {
    const reactions = Array.from({ length: 15 }, (_, i) => ({
      name: `e${i}`,
      count: i + 1,
      me: false,
    }));
    const id = put(
      services,
      statusJson('21', bob, '<p>popular</p>', { pleroma: { emoji_reactions: reactions } }),
    );
    renderStatus(services, id);
    expect(document.querySelectorAll('.emoji-reaction')).toHaveLength(12);
    const more = screen.getByRole('button', { name: 'Show 3 more reactions' });
    expect(more.textContent).toBe('+3');
    act(() => {
      fireEvent.click(more);
    });
    expect(document.querySelectorAll('.emoji-reaction')).toHaveLength(15);
  });

  it('shows the reply-to line and links mentions and hashtags inside the app', () => {
    const id = put(
      services,
      statusJson(
        '22',
        bob,
        '<p><span class="h-card"><a class="u-url mention" href="https://example.test/users/alice">@<span>alice</span></a></span> see <a class="hashtag" href="https://example.test/tag/birds" rel="tag">#birds</a> and <a class="hashtag" href="https://example.test/weird">#</a></p>',
        {
          in_reply_to_id: '5',
          in_reply_to_account_id: '1',
          mentions: [
            { id: '1', acct: 'alice', username: 'alice', url: 'https://example.test/users/alice' },
          ],
          tags: [{ name: 'birds', url: 'https://example.test/tag/birds' }],
        },
      ),
    );
    renderStatus(services, id);
    const reply = screen.getByRole('link', { name: /Reply to/ });
    expect(reply.getAttribute('href')).toBe('/notice/5');
    const content = document.querySelector('.status-content') as HTMLElement;
    act(() => {
      fireEvent.click(within(content).getByText('#birds'));
    });
    expect(screen.getByTestId('location').textContent).toBe('/tag/birds');
    act(() => {
      fireEvent.click(within(content).getByText('alice'));
    });
    expect(screen.getByTestId('location').textContent).toBe('/users/alice');
    // No extractable tag: the link keeps its new-tab behaviour (nothing navigates here).
    const odd = within(content).getByText('#');
    expect(odd.getAttribute('target')).toBe('_blank');
    expect(odd.getAttribute('rel')).toContain('noopener');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      odd.dispatchEvent(event);
    });
    expect(screen.getByTestId('location').textContent).toBe('/users/alice');
  });

  it('shows a repeat header and the quoted status with a hide toggle', () => {
    const quoted = statusJson('30', alice, '<p>the original</p>');
    const id = put(services, statusJson('31', bob, '<p>look at this</p>', { quote: quoted }));
    const repeat = put(
      services,
      statusJson('32', alice, '', {
        reblog: statusJson('31', bob, '<p>look at this</p>', { quote: quoted }),
      }),
    );
    renderStatus(services, repeat);
    expect(document.querySelector('.repeat-header')?.textContent).toContain('repeated');
    expect(document.querySelector(`article[data-status-id="${id}"]`)).not.toBeNull();
    expect(screen.getByText('the original')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Hide quote' }));
    });
    expect(screen.queryByText('the original')).toBeNull();
  });
});

describe('StatusItem and muted users', () => {
  beforeEach(installDomShims);
  afterEach(cleanup);

  const relationship = (id: string, muting: boolean) => ({
    id,
    following: false,
    followed_by: false,
    blocking: false,
    blocked_by: false,
    muting,
    muting_notifications: muting,
    requested: false,
  });

  it('collapses a muted user’s status with "user muted", unmutes from the line; own never', async () => {
    const server = fakeServer({
      // Alice on her own list too: mute rules never apply to one's own statuses.
      'GET /api/v1/mutes': { body: [bob, alice] },
      'POST /api/v1/accounts/2/unmute': { body: relationship('2', false) },
    });
    const services = testServices(server);
    runInAction(() => {
      services.root.session.accountId = '1';
    });
    await services.root.mutes.load();
    const own = put(services, statusJson('21', alice, '<p>my own post</p>'));
    const other = put(services, statusJson('22', bob, '<p>bob shouts</p>'));

    renderStatus(services, own);
    expect(screen.getByText('my own post')).toBeTruthy();
    expect(document.querySelector('.status-muted')).toBeNull();
    cleanup();

    renderStatus(services, other);
    expect(screen.queryByText('bob shouts')).toBeNull();
    const line = document.querySelector('.status-muted');
    expect(line?.textContent).toContain('Bob');
    expect(line?.textContent).toContain('Muted: user muted');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Unmute Bob' }));
    });
    // At once (optimistic), then confirmed by the server's relationship.
    expect(screen.getByText('bob shouts')).toBeTruthy();
    expect(document.querySelector('.status-muted')).toBeNull();
    await waitFor(() => expect(services.root.mutes.isPending('2')).toBe(false));
    expect(services.root.mutes.isMuted('2')).toBe(false);
    expect(server.calls.filter((c) => c.path === '/api/v1/accounts/2/unmute')).toHaveLength(1);
  });

  it('hides a muted user’s status entirely when muted posts are hidden', async () => {
    const services = testServices(fakeServer({ 'GET /api/v1/mutes': { body: [bob] } }));
    services.root.preferences.set({ hideMutedPosts: true });
    await services.root.mutes.load();
    const id = put(services, statusJson('23', bob, '<p>bob again</p>'));
    const { container } = renderStatus(services, id);
    expect(container.querySelector('article')).toBeNull();
    expect(container.querySelector('.status-muted')).toBeNull();
  });
});

describe('avatar load failure (spec part 2 §8)', () => {
  beforeEach(installDomShims);
  afterEach(cleanup);

  it('falls back to the default avatar when the picture does not load', async () => {
    const services = testServices(fakeServer());
    const id = put(services, statusJson('90', bob, '<p>broken avatar</p>'));
    const { container } = renderStatus(services, id);
    const img = await waitFor(() => {
      const found = container.querySelector('img.avatar');
      if (!found) throw new Error('no avatar yet');
      return found;
    });
    expect(img.getAttribute('src')).toBeTruthy();
    fireEvent.error(img);
    expect(img.classList.contains('avatar-empty')).toBe(true);
    expect(img.hasAttribute('src')).toBe(false);
  });
});
