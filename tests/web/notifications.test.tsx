// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVICON_SIZE } from '../../src/web/components/notifications/favicon-badge';
import { NotificationsDrawer } from '../../src/web/components/notifications/NotificationsDrawer';
import { NotificationsDrawerButton } from '../../src/web/components/notifications/NotificationsDrawerButton';
import { NotificationsPanel } from '../../src/web/components/notifications/NotificationsPanel';
import { notificationsDrawer } from '../../src/web/components/notifications/notifications-drawer';
import { PageTitleBadge } from '../../src/web/components/notifications/PageTitleBadge';
import { titleWithCount } from '../../src/web/components/notifications/page-title';
import { installDomShims } from './support/dom-shims';
import { accountJson, type FakeServer, fakeServer, statusJson } from './support/fake-server';
import { notificationJson, signIn } from './support/reading';
import { renderApp, renderWithServices, type TestServices, testServices } from './support/test-app';

const alice = accountJson('1', 'alice');
const bob = accountJson('2', 'bob');
const carol = accountJson('3', 'carol');
const frankOld = { ...accountJson('4', 'frank'), acct: 'frank@old.example' };
const frankNew = { ...accountJson('5', 'frank'), acct: 'frank@new.example' };

const own = statusJson('s1', alice, '<p>My own &amp; only post</p>');
const pollStatus = statusJson('s2', alice, '<p>Which logo?</p>', {
  poll: {
    id: 'p1',
    expires_at: '2024-05-01T11:00:00.000Z',
    expired: true,
    multiple: false,
    votes_count: 3,
    options: [{ title: 'A', votes_count: 3 }],
  },
});

/** One of every kind of notification, newest first; the three newest unseen. */
const EVERY_KIND = [
  notificationJson('20', 'mention', bob, {
    status: statusJson('s3', bob, '<p>@alice are you coming?</p>'),
  }),
  notificationJson('19', 'favourite', carol, { status: own }),
  notificationJson('18', 'pleroma:emoji_reaction', bob, { status: own, emoji: '🎉' }),
  notificationJson('17', 'reblog', carol, { status: own }, true),
  notificationJson('16', 'follow', carol, {}, true),
  notificationJson('15', 'follow_request', bob, {}, true),
  notificationJson('14', 'move', frankOld, { target: frankNew }, true),
  notificationJson('13', 'poll', alice, { status: pollStatus }, true),
  notificationJson('12', 'pleroma:report', bob, {}, true),
  notificationJson('11', 'pleroma:chat_mention', carol, {}, true),
  notificationJson(
    '10',
    'status',
    bob,
    { status: statusJson('s4', bob, '<p>Subscribed</p>') },
    true,
  ),
];

async function servicesWith(
  routes: Record<string, unknown> = {},
): Promise<TestServices & { server: FakeServer }> {
  const server = fakeServer({
    'GET /api/v1/notifications': { body: EVERY_KIND },
    'POST /api/v1/pleroma/notifications/read': { body: [] },
    ...(routes as Record<string, never>),
  });
  const services = testServices(server);
  await signIn(services);
  await services.root.notifications.loadInitial();
  return services;
}

function item(id: string): HTMLElement {
  const node = document.querySelector<HTMLElement>(`li[data-notification-id="${id}"]`);
  if (!node) throw new Error(`no notification ${id}`);
  return node;
}

function shownIds(): string[] {
  return [...document.querySelectorAll<HTMLElement>('li.notification')].map(
    (node) => node.dataset.notificationId ?? '',
  );
}

describe('notifications panel', () => {
  beforeEach(() => installDomShims());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('renders every kind of notification', async () => {
    const services = await servicesWith();
    renderWithServices(<NotificationsPanel />, services);
    expect(shownIds()).toEqual(EVERY_KIND.map((n) => n.id));

    // A mention shows the status itself.
    const mention = item('20');
    expect(mention.dataset.type).toBe('mention');
    expect(mention.textContent).toContain('mentioned you');
    expect(mention.querySelector('article[data-status-id="s3"]')?.textContent).toContain(
      '@alice are you coming?',
    );
    // Favourites, reactions and repeats: who, and a summary of the status.
    expect(item('19').textContent).toContain('Carol');
    expect(item('19').textContent).toContain('favorited your status');
    expect(
      within(item('19'))
        .getByRole('link', { name: /My own & only post/ })
        .getAttribute('href'),
    ).toBe('/notice/s1');
    expect(item('18').textContent).toContain('reacted with');
    expect(item('18').textContent).toContain('🎉');
    expect(item('17').textContent).toContain('repeated your status');
    expect(item('16').textContent).toContain('followed you');
    expect(
      within(item('16'))
        .getByRole('link', { name: /@carol/ })
        .getAttribute('href'),
    ).toBe('/users/carol');
    // Follow requests: approve and deny, ready to use (issue 12).
    expect(item('15').textContent).toContain('wants to follow you');
    expect(
      (within(item('15')).getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(
      (within(item('15')).getByRole('button', { name: 'Deny' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    // A move names the new account.
    expect(item('14').textContent).toContain('migrated to');
    expect(within(item('14')).getByText('@frank@new.example')).toBeTruthy();
    expect(item('13').textContent).toContain('A poll has ended');
    expect(item('13').textContent).toContain('Which logo?');
    expect(item('12').textContent).toContain('submitted a report');
    expect(item('11').textContent).toContain('sent you a chat message');
    expect(item('10').querySelector('article[data-status-id="s4"]')).toBeTruthy();
    // The time links to the conversation when there is a status.
    expect(item('19').querySelector('a.notification-time')?.getAttribute('href')).toBe(
      '/notice/s1',
    );
    // Unseen ones are marked.
    expect(
      [...document.querySelectorAll<HTMLElement>('li[data-unseen="true"]')].map(
        (n) => n.dataset.notificationId,
      ),
    ).toEqual(['20', '19', '18']);
  });

  it('shows the unseen count; the read button marks all read on the server', async () => {
    const services = await servicesWith();
    renderWithServices(<NotificationsPanel />, services);
    expect(screen.getByTestId('unseen-badge').textContent).toMatch(/^3/);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    });
    expect(screen.queryByTestId('unseen-badge')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(document.querySelectorAll('li[data-unseen="true"]')).toHaveLength(0);
    const call = services.server.calls.find(
      (c) => c.method === 'POST' && c.path === '/api/v1/pleroma/notifications/read',
    );
    expect(String(call?.init?.body)).toContain('max_id=20');
  });

  it('filters by type from the dropdown, saved as a preference', async () => {
    const services = await servicesWith();
    renderWithServices(<NotificationsPanel />, services);
    const toggle = screen.getByRole('button', { name: 'Filter notifications' });
    act(() => {
      fireEvent.click(toggle);
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const likes = screen.getByRole('checkbox', { name: 'Likes' }) as HTMLInputElement;
    expect(likes.checked).toBe(true);
    for (const name of [
      'Repeats',
      'Follows',
      'Mentions',
      'Emoji reactions',
      'Moves',
      'Polls ended',
    ]) {
      expect(screen.getByRole('checkbox', { name })).toBeTruthy();
    }
    act(() => {
      fireEvent.click(likes);
    });
    expect(services.root.preferences.notificationVisibility.likes).toBe(false);
    expect(shownIds()).not.toContain('19');
    // The badge counts only what the filter lets through.
    expect(screen.getByTestId('unseen-badge').textContent).toMatch(/^2/);
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Follows' }));
    });
    expect(shownIds()).not.toContain('16');
    expect(shownIds()).not.toContain('15');
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('checkbox', { name: 'Likes' })).toBeNull();
  });

  it('load older reveals 20 more held ones first, then fetches, then says there are no more', async () => {
    const seen = Array.from({ length: 45 }, (_, i) =>
      notificationJson(String(200 - i), 'favourite', carol, { status: own }, true),
    );
    const services = await servicesWith({
      'GET /api/v1/notifications': ({ url }: { url: URL }) => ({
        body: url.searchParams.get('max_id') ? [] : seen,
      }),
    });
    renderWithServices(<NotificationsPanel />, services);
    expect(shownIds()).toHaveLength(30);
    const fetches = () =>
      services.server.calls.filter((c) => c.path === '/api/v1/notifications').length;
    const before = fetches();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load older notifications' }));
    });
    // Revealed from what is held: no request.
    expect(shownIds()).toHaveLength(45);
    expect(fetches()).toBe(before);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load older notifications' }));
    });
    expect(fetches()).toBe(before + 1);
    expect(services.server.calls.at(-1)?.path).toBe('/api/v1/notifications');
    await waitFor(() => expect(screen.getByText('No more notifications')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Load older notifications' })).toBeNull();
  });

  it('refreshes its timestamps every 240 s', async () => {
    const services = await servicesWith({
      'GET /api/v1/notifications': {
        body: [notificationJson('30', 'follow', carol, { created_at: '2024-05-01T12:04:30.000Z' })],
      },
    });
    renderWithServices(<NotificationsPanel />, services);
    const time = () => item('30').querySelector('time')?.textContent;
    expect(time()).toBe('30s');
    await act(async () => {
      await services.clock.advance(239_000);
    });
    expect(time()).toBe('30s');
    await act(async () => {
      await services.clock.advance(1000);
    });
    expect(time()).toBe('4m');
  });

  it('offers to enable desktop notifications and asks the browser', async () => {
    const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    const services = await servicesWith();
    renderWithServices(<NotificationsPanel />, services);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enable desktop notifications' }));
    });
    expect(requestPermission).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Enable desktop notifications' })).toBeNull();
    vi.unstubAllGlobals();
  });

  it('says so when the browser blocks desktop notifications', async () => {
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn() });
    const services = await servicesWith();
    renderWithServices(<NotificationsPanel />, services);
    expect(screen.getByText('Desktop notifications are blocked in this browser')).toBeTruthy();
    vi.unstubAllGlobals();
  });
});

describe('page title and favicon badge', () => {
  const drawn: string[] = [];
  beforeEach(() => {
    installDomShims();
    drawn.length = 0;
    document.title = 'Petrel';
    document.head.querySelector('link[rel="icon"]')?.remove();
    const link = document.createElement('link');
    link.rel = 'icon';
    link.setAttribute('href', '/logo.svg');
    document.head.append(link);
    const context = {
      clearRect: vi.fn(),
      drawImage: vi.fn(),
      beginPath: vi.fn(),
      fill: vi.fn(),
      fillStyle: '',
      arc: vi.fn((x: number, y: number, r: number) => drawn.push(`arc ${x},${y},${r}`)),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      drawn.push(`canvas ${this.width}x${this.height}`);
      return context as unknown as CanvasRenderingContext2D;
    } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(
      'data:image/png;base64,BADGE',
    );
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const favicon = () => document.head.querySelector('link[rel="icon"]')?.getAttribute('href');

  it('puts the unseen count in the title and a badge on the favicon; both clear at 0', async () => {
    const services = await servicesWith();
    renderWithServices(<PageTitleBadge />, services);
    expect(document.title).toBe('(3) Petrel');
    // The badge's drawing is a chunk loaded after the first frame: the title does not wait.
    await waitFor(() => expect(favicon()).toBe('data:image/png;base64,BADGE'));
    expect(drawn).toContain(`canvas ${FAVICON_SIZE}x${FAVICON_SIZE}`);
    expect(drawn).toContain(`arc ${128 - 25.6},25.6,25.6`);

    await act(async () => {
      await services.root.notifications.markAllRead();
    });
    expect(document.title).toBe('Petrel');
    expect(favicon()).toBe('/logo.svg');
  });

  it('follows live notifications and keeps a title a screen sets', async () => {
    const services = await servicesWith({ 'GET /api/v1/notifications': { body: [] } });
    renderWithServices(<PageTitleBadge />, services);
    expect(document.title).toBe('Petrel');
    act(() => {
      services.root.notifications.receive(
        notificationJson('99', 'mention', bob, { status: statusJson('s9', bob, '<p>hi</p>') }),
        'petrel.test',
      );
    });
    expect(document.title).toBe('(1) Petrel');
    act(() => {
      document.title = 'Home | Petrel';
    });
    await waitFor(() => expect(document.title).toBe('(1) Home | Petrel'));
  });

  it('titleWithCount replaces an old count', () => {
    expect(titleWithCount('(4) Petrel', 2)).toBe('(2) Petrel');
    expect(titleWithCount('(4) Petrel', 0)).toBe('Petrel');
    expect(titleWithCount('Petrel', 0)).toBe('Petrel');
  });
});

describe('notifications placement', () => {
  afterEach(cleanup);

  async function appAt(width: number, path = '/notice/none') {
    installDomShims(width);
    // No favicon link: jsdom cannot draw the badge (the title tests mock the canvas).
    document.head.querySelector('link[rel="icon"]')?.remove();
    const services = await servicesWith({
      'GET /api/v1/timelines/home': { body: [] },
    });
    return { services, ...renderApp(services, path) };
  }

  it('is a third column on wide screens', async () => {
    await appAt(1400);
    const column = await screen.findByTestId('notifications-column');
    // The panel is a lazy chunk inside the column.
    expect(await within(column).findByRole('heading', { name: /Notifications/ })).toBeTruthy();
    expect(within(screen.getByTestId('sidebar')).queryByTestId('notifications-panel')).toBeNull();
  });

  it('goes back under the user panel on wide screens when the third column is off', async () => {
    const { services } = await appAt(1400);
    await screen.findByTestId('notifications-column');
    act(() => services.root.preferences.set({ thirdColumnMode: 'none' }));
    const sidebar = await screen.findByTestId('sidebar');
    expect(await within(sidebar).findByTestId('notifications-panel')).toBeTruthy();
    expect(screen.queryByTestId('notifications-column')).toBeNull();
  });

  it('sits in the sidebar on normal screens', async () => {
    await appAt(1000);
    const sidebar = await screen.findByTestId('sidebar');
    expect(within(sidebar).getByTestId('notifications-panel')).toBeTruthy();
    expect(screen.queryByTestId('notifications-column')).toBeNull();
  });

  it('is a drawer on mobile; closing it marks the notifications seen', async () => {
    const { services } = await appAt(375);
    expect(screen.queryByTestId('notifications-panel')).toBeNull();
    const button = await screen.findByTestId('notifications-drawer-button');
    expect(within(button).getByTestId('unseen-badge').textContent).toMatch(/^3/);
    act(() => {
      fireEvent.click(button);
    });
    const drawer = screen.getByTestId('notifications-drawer');
    expect(within(drawer).getAllByRole('listitem').length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(
        within(drawer).getAllByRole('button', { name: 'Close notifications' })[0] as HTMLElement,
      );
    });
    expect(screen.queryByTestId('notifications-drawer')).toBeNull();
    expect(services.root.notifications.unseenCount).toBe(0);
    expect(within(button).queryByTestId('unseen-badge')).toBeNull();
  });

  it('closes the drawer when one of its links is followed', async () => {
    const { router } = await appAt(375);
    act(() => {
      fireEvent.click(screen.getByTestId('notifications-drawer-button'));
    });
    const drawer = screen.getByTestId('notifications-drawer');
    const link = drawer.querySelector('li[data-notification-id="19"] a.notification-time');
    await act(async () => {
      fireEvent.click(link as HTMLElement);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice/s1'));
    expect(screen.queryByTestId('notifications-drawer')).toBeNull();
  });

  it('is the main column on /{username}/notifications, without the side column', async () => {
    await appAt(1400, '/alice/notifications');
    const main = screen.getByRole('main');
    expect(await within(main).findByTestId('notifications-panel')).toBeTruthy();
    expect(screen.queryByTestId('notifications-column')).toBeNull();
  });

  it('is not shown when signed out', () => {
    installDomShims(1400);
    const services = testServices(fakeServer({ 'GET /api/v1/timelines/public': { body: [] } }));
    renderApp(services, '/main/all');
    expect(screen.queryByTestId('notifications-column')).toBeNull();
  });
});

describe('notifications drawer store', () => {
  it('marks all read only when closed with something unseen', async () => {
    installDomShims(375);
    const services = await servicesWith();
    const drawer = notificationsDrawer(services.model);
    expect(notificationsDrawer(services.model)).toBe(drawer);
    drawer.close();
    expect(services.root.notifications.unseenCount).toBe(3);
    drawer.show();
    drawer.close();
    expect(services.root.notifications.unseenCount).toBe(0);
    renderWithServices(
      <>
        <NotificationsDrawerButton />
        <NotificationsDrawer />
      </>,
      services,
    );
    expect(screen.queryByTestId('notifications-drawer')).toBeNull();
    cleanup();
  });
});
