/**
 * The reading routes with real sandbox data: timelines (friends, public, all, tag,
 * bookmarks, dms, lists), profiles (by name, by id, legacy, followers tab), the remote
 * user resolver, search, interactions (every tab), about; keyboard shortcuts; live statuses over the
 * socket. Runs as alice; bob posts through the sandbox API (PETREL_BOB_TOKEN).
 */
import { expect, type Page, test } from '@playwright/test';
import { HOOKS, requireEnv, SANDBOX, WEB } from './env';
import { streamingOn } from './streaming';

/** The sandbox's test hooks answer only with its secret (e2e/global-setup.ts). */

interface Seed {
  users: Record<'alice' | 'bob' | 'carol' | 'dave' | 'hank', string>;
  statuses: Record<'image' | 'deepThreadRoot' | 'direct' | 'hashtag' | 'pinned', string>;
  lists: { closeFriends: string; remotePals: string };
}

async function seed(): Promise<Seed> {
  const res = await fetch(`${SANDBOX()}/__sandbox/seed`, { headers: HOOKS() });
  expect(res.status).toBe(200);
  return (await res.json()) as Seed;
}

async function postAsBob(text: string): Promise<string> {
  const res = await fetch(`${SANDBOX()}/api/v1/statuses`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${requireEnv('PETREL_BOB_TOKEN')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ status: text, visibility: 'public' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

async function logIn(page: Page): Promise<void> {
  await streamingOn(page);
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  // Settled: the home timeline is on screen (no navigation of the login flow is pending).
  await expect(page.getByRole('main').locator('article.status').first()).toBeVisible();
}

/** Client-side navigation (keeps the session and sockets, like a click on a link). */
async function go(page: Page, path: string): Promise<void> {
  // Checked in the same turn: a route that moves on by itself (the remote user resolver
  // replaces its URL once found) must not race the check; callers wait for what they expect.
  const landed = await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return `${window.location.pathname}${window.location.search}`;
  }, path);
  expect(landed).toBe(path);
}

function main(page: Page) {
  return page.getByRole('main');
}

function statuses(page: Page) {
  return main(page).locator('article.status');
}

test('home, local and federated timelines show sandbox statuses', async ({ page }) => {
  await logIn(page);
  await expect(main(page).getByRole('heading', { name: 'Home' })).toBeVisible();
  await expect(statuses(page).first()).toBeVisible();

  await go(page, '/main/public');
  await expect(main(page).getByRole('heading', { name: 'Local' })).toBeVisible();
  await expect(statuses(page).first()).toBeVisible();
  // Local: no remote authors.
  await expect(main(page).locator('.status-acct', { hasText: '@remote.example' })).toHaveCount(0);

  await go(page, '/main/all');
  await expect(main(page).getByRole('heading', { name: 'Federated' })).toBeVisible();
  await expect(statuses(page).first()).toBeVisible();
});

test('a hashtag inside a status opens its tag timeline', async ({ page }) => {
  const { statuses: ids } = await seed();
  await logIn(page);
  await go(page, `/notice/${ids.hashtag}`);
  const focused = main(page).locator(`article[data-status-id="${ids.hashtag}"]`).first();
  await focused.locator('a.hashtag', { hasText: '#pleroma' }).click();
  await expect(page).toHaveURL(/\/tag\/pleroma$/);
  await expect(main(page).getByRole('heading', { name: '#pleroma' })).toBeVisible();
  await expect(statuses(page).first()).toBeVisible();
  const count = await statuses(page).count();
  for (let i = 0; i < count; i++) {
    await expect(statuses(page).nth(i)).toContainText(/#pleroma/i);
  }
});

test('bookmarks and direct messages', async ({ page }) => {
  const { statuses: ids } = await seed();
  await logIn(page);
  await go(page, '/bookmarks');
  await expect(main(page).getByRole('heading', { name: 'Bookmarks' })).toBeVisible();
  await expect(main(page).locator(`article[data-status-id="${ids.image}"]`)).toBeVisible();
  await expect(main(page).getByText('No more statuses')).toBeVisible();

  await go(page, '/users/alice/dms');
  await expect(main(page).getByRole('heading', { name: 'Direct messages' })).toBeVisible();
  await expect(main(page).locator(`article[data-status-id="${ids.direct}"]`)).toContainText(
    'approve the pending follow',
  );
});

test('lists, newest first, each opening its timeline', async ({ page }) => {
  const { lists } = await seed();
  await logIn(page);
  await go(page, '/lists');
  await expect(main(page).getByRole('heading', { name: 'Lists' })).toBeVisible();
  const items = main(page).locator('.list-index-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toHaveAttribute('data-list-id', lists.remotePals);
  await expect(items.nth(1)).toHaveAttribute('data-list-id', lists.closeFriends);
  await items.nth(1).getByRole('link', { name: 'Close friends' }).click();
  await expect(page).toHaveURL(new RegExp(`/lists/${lists.closeFriends}$`));
  await expect(main(page).getByRole('heading', { name: 'List: Close friends' })).toBeVisible();
  await expect(statuses(page).first()).toBeVisible();
  // Another id reloads the list timeline.
  await go(page, `/lists/${lists.remotePals}`);
  await expect(main(page).getByRole('heading', { name: 'List: Remote pals' })).toBeVisible();
  await expect(statuses(page).first()).toBeVisible();
});

test('a profile by name, by id and by the legacy path, with its followers tab', async ({
  page,
}) => {
  const { users, statuses: ids } = await seed();
  await logIn(page);
  await go(page, '/users/alice');
  const card = page.getByTestId('profile-card');
  await expect(card).toHaveAttribute('data-account-id', users.alice);
  await expect(card).toContainText('@alice@');
  await expect(card).toContainText('Admin');
  // Pinned first.
  const first = statuses(page).first();
  await expect(first).toHaveAttribute('data-status-id', ids.pinned);
  await expect(first).toContainText('Pinned');

  await go(page, `/users/${users.bob}`);
  await expect(card).toHaveAttribute('data-account-id', users.bob);
  await expect(card).toContainText('Moderator');
  await expect(statuses(page).first()).toBeVisible();

  await go(page, '/carol');
  await expect(card).toHaveAttribute('data-account-id', users.carol);
  await expect(card).toContainText('Locked');

  await go(page, '/users/bob?tab=followers');
  await expect(main(page).getByRole('tab', { name: 'Followers' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(main(page).locator('.account-card').first()).toBeVisible();
  await main(page).getByRole('tab', { name: 'Following' }).click();
  await expect(page).toHaveURL(/\/users\/bob\?tab=followees$/);
  await expect(main(page).locator('.account-card').first()).toBeVisible();
  await main(page).locator('.account-card').first().click();
  await expect(page).toHaveURL(/\/users\/[^/?]+$/);
  await expect(card).toBeVisible();

  // Any 404 reads as "does not exist" under the app's "User not found" (issue 9), not the
  // server's raw "Record not found".
  await go(page, '/users/nobody-here');
  await expect(main(page).getByRole('heading', { name: 'User not found' })).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveText('Sorry, this profile does not exist.');
});

test('a muted user’s statuses collapse with the reason, show on demand, and unmute', async ({
  page,
}) => {
  const { users } = await seed();
  await logIn(page);
  await go(page, `/users/${users.hank}`);
  const card = page.getByTestId('profile-card');
  await expect(card).toHaveAttribute('data-account-id', users.hank);
  await expect(card).toContainText('Muted');
  const lines = main(page).locator('.status-muted');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText('Hank Hollers');
  await expect(lines.first()).toContainText('Muted: user muted');
  await expect(main(page).getByText(/Episode 213 drops tomorrow/)).toHaveCount(0);

  await lines.first().getByRole('button', { name: 'Show the muted post' }).click();
  await expect(main(page).getByText(/Episode 213 drops tomorrow/)).toBeVisible();
  await main(page).getByRole('button', { name: 'Unmute Hank Hollers' }).first().click();
  await expect(lines).toHaveCount(0);
  await expect(statuses(page)).toHaveCount(2);
  await expect(card).not.toContainText('Muted');

  // Put the seed back for the other tests: alice mutes hank again.
  const token = (await (
    await fetch(`${SANDBOX()}/__sandbox/tokens/alice`, { headers: HOOKS() })
  ).json()) as {
    access_token: string;
  };
  const res = await fetch(`${SANDBOX()}/api/v1/accounts/${users.hank}/mute`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token.access_token}` },
  });
  expect(res.status).toBe(200);
});

test('the remote user resolver replaces the route with the profile', async ({ page }) => {
  const { users } = await seed();
  await logIn(page);
  await go(page, '/remote-users/@dave@remote.example');
  await expect(page).toHaveURL(new RegExp(`/users/${users.dave}$`));
  await expect(page.getByTestId('profile-card')).toContainText('@dave@remote.example');
  await go(page, '/remote-users/remote.example/nobody');
  await expect(main(page).getByRole('alert')).toHaveText('Not found.');
});

test('search: statuses, people, hashtags, and no results', async ({ page }) => {
  await logIn(page);
  await go(page, '/search?query=coffee');
  const tabs = main(page).getByRole('tablist');
  await expect(tabs.getByRole('tab', { name: /^Statuses \([1-9]\d*\)$/ })).toBeVisible();
  await expect(statuses(page).first()).toContainText(/coffee/i);
  await tabs.getByRole('tab', { name: /^Hashtags/ }).click();
  await expect(main(page).getByRole('link', { name: '#coffee' })).toBeVisible();

  await main(page).getByRole('searchbox', { name: 'Search' }).fill('bob');
  await main(page).getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?query=bob$/);
  await tabs.getByRole('tab', { name: /^People/ }).click();
  await expect(main(page).locator('.account-card', { hasText: '@bob' }).first()).toBeVisible();

  await go(page, '/search?query=zzqqxxnothing');
  await expect(main(page).getByRole('heading', { name: /no results/i })).toBeVisible();
});

test('interactions: every tab lists its own notifications', async ({ page }) => {
  // Moves shows only to users whose follows do not move along automatically: alice (an
  // admin, so she has Reports) turns that off here and back on at the end.
  const allowMoves = (allow: boolean) =>
    asAlice('/api/v1/accounts/update_credentials', {
      method: 'PATCH',
      body: JSON.stringify({ allow_following_move: allow }),
    });
  await allowMoves(false);
  try {
    await logIn(page);
    await go(page, '/users/alice/interactions');
    const tabs = main(page).getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveText([
      'Mentions',
      'Repeats and favorites',
      'New follows',
      'Emoji reactions',
      'Reports',
      'User migrates',
    ]);
    await expect(tabs.getByRole('tab', { name: 'Mentions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(statuses(page).first()).toContainText('@alice');

    const panel = main(page).getByRole('tabpanel');
    const cases: Array<[string, string[], RegExp]> = [
      ['Repeats and favorites', ['favourite', 'reblog'], /favorited your status/],
      ['New follows', ['follow', 'follow_request'], /Grace.*followed you/s],
      ['Emoji reactions', ['pleroma:emoji_reaction'], /reacted with/],
      ['Reports', ['pleroma:report'], /Carol C\..*submitted a report/s],
      ['User migrates', ['move'], /migrated to.*frank@social\.example/s],
    ];
    for (const [tab, types, text] of cases) {
      await tabs.getByRole('tab', { name: tab }).click();
      await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      const items = panel.locator('li.notification');
      await expect(items.first()).toBeVisible();
      await expect(items.filter({ hasText: text }).first()).toBeVisible();
      for (const type of await items.evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('data-type')),
      )) {
        expect(types).toContain(type);
      }
      // Every type of the tab is there (the seed has each), newest first.
      for (const type of types) {
        await expect(panel.locator(`li.notification[data-type="${type}"]`).first()).toBeVisible();
      }
    }

    // Paging: the seed's few favourites and repeats fit one page; the next is empty.
    await tabs.getByRole('tab', { name: 'Repeats and favorites' }).click();
    await expect(panel.locator('li.notification').first()).toBeVisible();
    await panel.getByRole('button', { name: 'Load older interactions' }).click();
    await expect(panel.getByText('No more notifications')).toBeVisible();
    await expect(panel.locator('li.notification[data-type="reblog"]').first()).toBeVisible();
  } finally {
    await allowMoves(true);
  }
});

test('about: instance and staff', async ({ page }) => {
  await logIn(page);
  await go(page, '/about');
  await expect(
    main(page).locator('.staff-panel .account-card', { hasText: '@alice' }),
  ).toBeVisible();
  await expect(main(page).locator('.staff-panel .account-card', { hasText: '@bob' })).toBeVisible();
  await expect(main(page).locator('.federation-panel')).toContainText('spam.example');
});

test('keyboard: j/k move, Enter opens, ? lists the keys, g l navigates', async ({ page }) => {
  await logIn(page);
  await go(page, '/main/public');
  // The home screen stays up until the public one's chunk is in: wait for the new screen.
  await expect(main(page).getByRole('heading', { name: 'Local' })).toBeVisible();
  await expect(statuses(page).nth(2)).toBeVisible();
  const selected = main(page).locator('article[data-selected="true"]');
  // The keyboard layer is a lazy chunk: keys count once it listens.
  await expect(page.locator('body[data-keys="ready"]')).toBeAttached();
  await page.locator('body').press('j');
  const firstId = await statuses(page).nth(0).getAttribute('data-entry-id');
  await expect(selected).toHaveAttribute('data-entry-id', firstId ?? '');
  await page.keyboard.press('j');
  const secondId = await statuses(page).nth(1).getAttribute('data-entry-id');
  await expect(selected).toHaveAttribute('data-entry-id', secondId ?? '');
  await page.keyboard.press('k');
  await expect(selected).toHaveAttribute('data-entry-id', firstId ?? '');

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.locator('[data-action="cursor.down"]')).toContainText('Next item');
  await expect(help.locator('[data-action="timeline.show_new"] kbd')).toHaveText('.');
  await expect(help.locator('[data-action="app.quit"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  const shownId = await selected.getAttribute('data-status-id');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/notice/${shownId}$`));

  await page.keyboard.press('g');
  await page.keyboard.press('l');
  await expect(page).toHaveURL(/\/main\/public$/);
  await page.keyboard.press('g');
  await page.keyboard.press('b');
  await expect(page).toHaveURL(/\/bookmarks$/);
});

test('live: a new status arrives over the socket; "." shows queued ones', async ({ page }) => {
  await logIn(page);
  await go(page, '/main/public');
  // The home screen stays up until the public one's chunk is in (and bob's posts reach home
  // too): wait for the new screen.
  await expect(main(page).getByRole('heading', { name: 'Local' })).toBeVisible();
  await expect(statuses(page).first()).toBeVisible();
  // At the top: shown automatically.
  const text = `Live from bob ${Date.now()}`;
  const id = await postAsBob(text);
  await expect(statuses(page).first()).toHaveAttribute('data-status-id', id);
  await expect(statuses(page).first()).toContainText(text);

  // Scrolled away from the top: it waits behind "Show new (1)"; "." shows it.
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  // The scroll event (and the timeline's "not at the top") comes a frame later.
  await expect(page.locator('html')).toHaveAttribute('data-timeline-at-top', 'false');
  const later = `Later from bob ${Date.now()}`;
  const laterId = await postAsBob(later);
  const showNew = main(page).getByRole('button', { name: 'Show new (1)' });
  await expect(showNew).toBeVisible();
  await page.locator('body').press('.');
  await expect(showNew).toHaveCount(0);
  // The reader stays where they were (the list is virtualized, so the new status above is
  // rendered once the reader scrolls back up to it).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(statuses(page).first()).toHaveAttribute('data-status-id', laterId);
});

async function asAlice(path: string, init: RequestInit = {}): Promise<unknown> {
  const answer = await fetch(`${SANDBOX()}/__sandbox/tokens/alice`, { headers: HOOKS() });
  const bearer = ((await answer.json()) as { access_token: string }).access_token;
  const res = await fetch(`${SANDBOX()}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
  });
  expect(res.status).toBe(200);
  return res.json();
}

test('home keeps its reading position: restored at start, moved on as one reads', async ({
  page,
}) => {
  const home = (await asAlice('/api/v1/timelines/home?limit=20')) as { id: string }[];
  const target = home[5]?.id ?? '';
  await asAlice('/api/v1/markers', {
    method: 'POST',
    body: JSON.stringify({ home: { last_read_id: target } }),
  });
  await logIn(page);
  // Restored: the page is scrolled down to the last read status, which is near the top of
  // the view. (Polled as one condition: the status is drawn before the scroll happens.)
  await expect
    .poll(() =>
      page.evaluate((id) => {
        const element = document.querySelector(`main .timeline-item[data-entry-id="${id}"]`);
        if (!element) return 'not drawn';
        const top = Math.round(element.getBoundingClientRect().top);
        return window.scrollY > 100 && top > 0 && top < 300 ? 'restored' : `top ${top}`;
      }, target),
    )
    .toBe('restored');
  // Reading up to the newest moves the saved position forward (2 s after the last report).
  await page.evaluate(() => window.scrollTo(0, 0));
  const newest = await statuses(page).first().getAttribute('data-entry-id');
  await expect
    .poll(
      async () =>
        ((await asAlice('/api/v1/markers?timeline[]=home')) as { home?: { last_read_id: string } })
          .home?.last_read_id,
      { timeout: 10_000 },
    )
    .toBe(newest);
});

test('home: a saved position that comes in after the reader clicked does not move the page', async ({
  page,
}) => {
  const home = (await asAlice('/api/v1/timelines/home?limit=20')) as { id: string }[];
  const saved = home[5]?.id ?? '';
  // The saved position answers late (a slow server), pointing below the top: held back
  // until the reader has clicked, so the order does not depend on the machine's speed.
  let clicked: () => void = () => {};
  const afterClick = new Promise<void>((resolve) => {
    clicked = resolve;
  });
  await page.route('**/api/v1/markers**', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    await afterClick;
    await route.fulfill({
      response,
      json: { home: { last_read_id: saved, version: 1, updated_at: '2026-01-01T00:00:00.000Z' } },
    });
  });
  const markersIn = page.waitForResponse(
    (res) => res.url().includes('/api/v1/markers') && res.request().method() === 'GET',
  );
  await logIn(page);
  const first = statuses(page).first();
  const firstId = await first.getAttribute('data-entry-id');
  // The reader reaches for something before the saved position arrives.
  await main(page).getByRole('heading', { name: 'Home' }).click();
  clicked();
  await markersIn;
  // Two frames: the restore looks a frame after the answer.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(statuses(page).first()).toHaveAttribute('data-entry-id', firstId ?? '');
  await expect(statuses(page).first()).toBeInViewport();
});
