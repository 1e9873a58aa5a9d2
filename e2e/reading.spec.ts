/**
 * Reading: the conversation tree (show replies, dive, whole conversation), the media
 * viewer, and the notifications column with the page title, against the sandbox.
 * Tests run in file order on one sandbox: the notifications test marks alice's
 * notifications read, the live one needs a fresh mention afterwards.
 */
import { expect, type Page, test } from '@playwright/test';
import { gradientPng } from '../src/sandbox/png';
import { HOOKS, requireEnv, SANDBOX, WEB } from './env';
import { streamingOn } from './streaming';

/** The sandbox's test hooks answer only with its secret (e2e/global-setup.ts). */

interface SeedStatuses {
  deepThreadRoot: string;
  deepThreadLeaf: string;
  image: string;
}

/** Alice's unread chat messages: the page title counts them with the notifications (issue 13). */
async function aliceUnreadChats(): Promise<number> {
  const res = await fetch(`${SANDBOX()}/api/v1/pleroma/chats`, {
    headers: { authorization: `Bearer ${requireEnv('PETREL_ALICE_TOKEN')}` },
  });
  const chats = (await res.json()) as Array<{ unread: number }>;
  return chats.reduce((sum, chat) => sum + chat.unread, 0);
}

/** The page title with `count` unread things (notifications and chat messages). */
function titleWith(count: number): string {
  return count > 0 ? `(${count}) Petrel` : 'Petrel';
}

async function seedStatuses(): Promise<SeedStatuses> {
  const res = await fetch(`${SANDBOX()}/__sandbox/seed`, { headers: HOOKS() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { statuses: SeedStatuses }).statuses;
}

async function asBob(path: string, init: RequestInit): Promise<Response> {
  const res = await fetch(`${SANDBOX()}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${requireEnv('PETREL_BOB_TOKEN')}`, ...init.headers },
  });
  expect(res.status).toBe(200);
  return res;
}

async function postAsBob(body: Record<string, unknown>): Promise<string> {
  const res = await asBob('/api/v1/statuses', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ visibility: 'public', ...body }),
  });
  return ((await res.json()) as { id: string }).id;
}

async function uploadAsBob(name: string, description: string, png: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  form.append('description', description);
  const res = await asBob('/api/v1/media', { method: 'POST', body: form });
  return ((await res.json()) as { id: string }).id;
}

/**
 * Alice has read the instance's announcements: the page title's total then counts only her
 * notifications, which these tests are about (unread announcements join the total).
 */
async function aliceReadTheAnnouncements(): Promise<void> {
  const authorization = `Bearer ${requireEnv('PETREL_ALICE_TOKEN')}`;
  const res = await fetch(`${SANDBOX()}/api/v1/announcements`, { headers: { authorization } });
  expect(res.status).toBe(200);
  for (const { id, read } of (await res.json()) as { id: string; read: boolean }[]) {
    if (read) continue;
    const dismissed = await fetch(`${SANDBOX()}/api/v1/announcements/${id}/dismiss`, {
      method: 'POST',
      headers: { authorization },
    });
    expect(dismissed.status).toBe(200);
  }
}

async function logIn(page: Page): Promise<void> {
  await streamingOn(page);
  await aliceReadTheAnnouncements();
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
}

function node(page: Page, text: string) {
  return page.locator('main .thread-node', { hasText: text });
}

test('a deep thread: tree, show replies, dive and the whole conversation', async ({ page }) => {
  const seed = await seedStatuses();
  await logIn(page);
  await page.goto(`${WEB()}/notice/${seed.deepThreadRoot}`);
  const main = page.getByRole('main');
  const rows = main.locator('.thread-node');
  // Default max depth 6: replies show down to depth 4, deeper ones are folded.
  await expect(rows).toHaveCount(8);
  await expect(rows.first()).toHaveAttribute('data-status-id', seed.deepThreadRoot);
  await expect(main.locator('article[aria-current="true"]')).toHaveAttribute(
    'data-status-id',
    seed.deepThreadRoot,
  );
  const borrow = node(page, 'can I borrow one?');
  await expect(borrow).toHaveAttribute('data-depth', '4');
  const indentOf = (locator: ReturnType<typeof node>) =>
    locator.evaluate((el) => el.getBoundingClientRect().left);
  expect(await indentOf(borrow)).toBeGreaterThan(await indentOf(rows.first()));
  // The lake branch at level 2 is there, the leaf (level 9) is not yet.
  await expect(node(page, 'I prefer the lake')).toHaveAttribute('data-depth', '2');
  await expect(main.locator(`.thread-node[data-status-id="${seed.deepThreadLeaf}"]`)).toHaveCount(
    0,
  );

  // "the red one" (depth 5) folds 4 replies: show them one level at a time, then all.
  const red = node(page, 'the red one is the sturdy one').first();
  await red.getByRole('button', { name: 'Show 4 replies' }).click();
  await expect(node(page, 'who brings food?')).toHaveAttribute('data-depth', '6');
  await expect(
    node(page, 'who brings food?').getByRole('button', { name: 'Show 3 replies' }),
  ).toBeVisible();
  await node(page, 'who brings food?').getByRole('button', { name: 'Show all replies' }).click();
  await expect(
    main.locator(`.thread-node[data-status-id="${seed.deepThreadLeaf}"]`),
  ).toHaveAttribute('data-depth', '9');
  await expect(rows).toHaveCount(12);

  // Dive into the sub-thread under "can I borrow one?": its page, ancestors flat above.
  const borrowId = await borrow.getAttribute('data-status-id');
  await borrow.getByRole('button', { name: 'Show only this sub-thread' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/notice/${borrowId}$`));
  await expect(main.locator('article[aria-current="true"]')).toHaveAttribute(
    'data-status-id',
    borrowId ?? '',
  );
  await expect(main.locator('.thread-node-ancestor')).toHaveCount(4);
  await expect(node(page, 'can I borrow one?')).toHaveAttribute('data-depth', '0');
  await expect(node(page, 'I prefer the lake')).toHaveCount(0);
  // Counted from the dived node, the leaf (5 below it) shows.
  await expect(
    main.locator(`.thread-node[data-status-id="${seed.deepThreadLeaf}"]`),
  ).toHaveAttribute('data-depth', '5');

  await main.getByRole('button', { name: 'Show whole conversation' }).click();
  // The whole conversation is the top status's page: every branch, the folds kept.
  await expect(page).toHaveURL(new RegExp(`/notice/${seed.deepThreadRoot}$`));
  await expect(node(page, 'I prefer the lake')).toBeVisible();
  await expect(main.locator('.thread-node-ancestor')).toHaveCount(0);
  await expect(rows).toHaveCount(12);
  await expect(main.getByRole('button', { name: 'Show whole conversation' })).toHaveCount(0);
  // Back returns to the dived sub-thread.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/notice/${borrowId}$`));
  await expect(main.locator('.thread-node-ancestor')).toHaveCount(4);
  await page.goForward();
  await expect(main.locator('.thread-node-ancestor')).toHaveCount(0);

  // Linear mode: every status flat, the folded one under the other branch too.
  await main.getByRole('button', { name: 'Linear' }).click();
  await expect(rows).toHaveCount(13);
  await expect(main.locator('.thread-node[data-depth]:not([data-depth="0"])')).toHaveCount(0);
});

test('the media viewer: open from a thumbnail, wrap with the arrows, Escape and back close', async ({
  page,
}) => {
  const seed = await seedStatuses();
  const first = await uploadAsBob(
    'one.png',
    'First: blue to green',
    gradientPng(64, 48, [0, 0, 200], [0, 200, 0]),
  );
  const second = await uploadAsBob(
    'two.png',
    'Second: red to yellow',
    gradientPng(64, 48, [200, 0, 0], [250, 250, 0]),
  );
  const twoImages = await postAsBob({ status: 'Two gradients', media_ids: [first, second] });
  await logIn(page);

  // The seeded image post: one image, the viewer shows it with its description.
  await page.goto(`${WEB()}/notice/${seed.image}`);
  const sunset = page.locator(`main article[data-status-id="${seed.image}"]`);
  await sunset.locator('.gallery-item img').first().click();
  const viewer = page.getByTestId('media-viewer');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('media-viewer-description')).toContainText(
    'sunset over the harbour',
  );
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/notice/${seed.image}$`));

  // Two images: the arrows wrap around both ways.
  await page.goto(`${WEB()}/notice/${twoImages}`);
  const post = page.locator(`main article[data-status-id="${twoImages}"]`);
  await post.locator('.gallery-item img').nth(1).click();
  await expect(viewer).toBeVisible();
  const counter = viewer.getByTestId('media-viewer-counter');
  const description = viewer.getByTestId('media-viewer-description');
  await expect(counter).toHaveText('2 / 2');
  await expect(description).toHaveText('Second: red to yellow');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('1 / 2');
  await expect(description).toHaveText('First: blue to green');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('2 / 2');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('1 / 2');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // The browser's back button closes it and stays on the conversation.
  await post.locator('.gallery-item img').first().click();
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/notice/${twoImages}$`));
  await expect(post).toBeVisible();
});

test('the notifications column lists every kind; the title counts unseen; read clears it', async ({
  page,
}) => {
  await logIn(page);
  const column = page.getByTestId('notifications-column');
  await expect(column).toBeVisible();
  for (const type of [
    'mention',
    'favourite',
    'reblog',
    'follow',
    'follow_request',
    'move',
    'poll',
    'pleroma:emoji_reaction',
  ]) {
    await expect(column.locator(`li.notification[data-type="${type}"]`).first()).toBeVisible();
  }
  await expect(
    column
      .locator('li[data-type="follow_request"]')
      .first()
      .getByRole('button', { name: 'Approve' }),
  ).toBeEnabled();
  await expect(column.locator('li[data-type="move"]').first()).toContainText(
    'frank@social.example',
  );

  const badge = column.getByTestId('unseen-badge');
  await expect(badge).toBeVisible();
  const unseen = Number((await badge.textContent())?.match(/^\d+/)?.[0]);
  expect(unseen).toBeGreaterThan(0);
  const chats = await aliceUnreadChats();
  await expect(page).toHaveTitle(titleWith(unseen + chats));
  const favicon = page.locator('link[rel~="icon"]');
  await expect(favicon).toHaveAttribute('href', /^data:image\/png/);

  await column.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(badge).toHaveCount(0);
  await expect(page).toHaveTitle(titleWith(chats));
  // Unread chat messages keep the favicon's badge.
  await expect(favicon).toHaveAttribute('href', chats > 0 ? /^data:image\/png/ : '/logo.svg');
  await expect(column.locator('li[data-unseen="true"]')).toHaveCount(0);
  // The server learnt it: a reload still shows nothing unseen.
  await page.reload();
  await expect(column.locator('li.notification').first()).toBeVisible();
  await expect(page).toHaveTitle(titleWith(chats));
});

test('a mention from bob arrives live and counts in the title', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await logIn(page);
  const column = page.getByTestId('notifications-column');
  await expect(column.locator('li.notification').first()).toBeVisible();
  const before = await column.locator('li[data-unseen="true"]').count();
  // The user stream has joined: the mention comes over it, not the 10 s poll.
  await expect(column).toHaveAttribute('data-live', 'true');
  const text = `Live mention for alice ${Date.now()}`;
  await postAsBob({ status: `@alice ${text}` });
  const item = column.locator('li.notification[data-type="mention"]', { hasText: text });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-unseen', 'true');
  await expect(column.locator('li.notification').first()).toContainText(text);
  await expect(page).toHaveTitle(titleWith(before + 1 + (await aliceUnreadChats())));
  // It came over the user stream (through the page's origin), not the 10 s poll.
  expect(
    sockets.some((url) => url.includes('/api/v1/streaming') && url.includes('stream=user')),
  ).toBe(true);
});

test('mobile: the notifications drawer opens from the bar and closing marks them seen', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await logIn(page);
  await postAsBob({ status: `@alice drawer check ${Date.now()}` });
  const button = page.getByTestId('notifications-drawer-button');
  await expect(button.getByTestId('unseen-badge')).toBeVisible();
  await button.click();
  const drawer = page.getByTestId('notifications-drawer');
  await expect(drawer.locator('li[data-unseen="true"]').first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Close notifications' }).first().click();
  await expect(drawer).toHaveCount(0);
  await expect(button.getByTestId('unseen-badge')).toHaveCount(0);
  await expect(page).toHaveTitle(titleWith(await aliceUnreadChats()));
  await context.close();
});
