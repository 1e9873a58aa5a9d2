import { expect, type Page, test } from '@playwright/test';
import { HOOKS, requireEnv, SANDBOX, tokenOf, WEB } from './env';
import { logInLiveAs } from './streaming';

/**
 * Issue 13: Pleroma chats on the web (spec part 1 §2, §4, §5, §8, §9; part 2 §2). Two people
 * in two browser contexts; messages queued in browser storage while the server refuses them.
 */
test.slow();

async function api<T>(token: string, method: string, path: string): Promise<T> {
  const answer = await fetch(`${SANDBOX()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok, `${method} ${path}`).toBe(true);
  return (await answer.json()) as T;
}

async function idOf(token: string): Promise<string> {
  return (await api<{ id: string }>(token, 'GET', '/api/v1/accounts/verify_credentials')).id;
}

/** The chat of `token`'s owner with `accountId` (made on first use). */
async function chatIdWith(token: string, accountId: string): Promise<string> {
  const chat = await api<{ id: string }>(
    token,
    'POST',
    `/api/v1/pleroma/chats/by-account-id/${accountId}`,
  );
  return chat.id;
}

/** Alice's token, bob's id and their chat's id (made on first use). */
async function aliceChatWithBob(): Promise<{ token: string; bobId: string; chatId: string }> {
  const token = requireEnv('PETREL_ALICE_TOKEN');
  const bobId = await idOf(requireEnv('PETREL_BOB_TOKEN'));
  return { token, bobId, chatId: await chatIdWith(token, bobId) };
}

/** Alice's chat with `accountId` opened, its form ready. */
async function openChatWith(alice: Page, accountId: string) {
  await alice.goto(`${WEB()}/users/alice/chats/${accountId}`);
  const main = alice.getByRole('main');
  const box = main.getByRole('textbox', { name: 'Write a message' });
  await expect(box).toBeEnabled();
  return { main, box };
}

async function messagesIn(token: string, chatId: string): Promise<Array<{ content: string }>> {
  return api(token, 'GET', `/api/v1/pleroma/chats/${chatId}/messages?limit=40`);
}

async function fault(spec: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`${SANDBOX()}/__sandbox/faults`, {
    method: 'POST',
    headers: { ...HOOKS(), 'content-type': 'application/json' },
    body: JSON.stringify(spec),
  });
  expect(answer.ok).toBe(true);
}

async function clearFaults(): Promise<void> {
  const answer = await fetch(`${SANDBOX()}/__sandbox/faults`, {
    method: 'DELETE',
    headers: HOOKS(),
  });
  expect(answer.ok).toBe(true);
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The total in the page title's parentheses (0 when there are none). */
async function titleCount(page: Page): Promise<number> {
  const match = /^\((\d+)\)/.exec(await page.title());
  return match ? Number(match[1]) : 0;
}

/** The title's total less the notifications' unseen badge: unread chats and announcements. */
async function titleBeyondNotifications(page: Page): Promise<number> {
  const badge = page.getByTestId('unseen-badge');
  const unseen =
    (await badge.count()) === 0
      ? 0
      : Number(/\d+/.exec((await badge.first().textContent()) ?? '')?.[0] ?? 0);
  return (await titleCount(page)) - unseen;
}

test.afterEach(clearFaults);

test('two people chat live; the unread count shows in the navigation and the title until read', async ({
  browser,
}) => {
  const stamp = Date.now();
  const aliceId = await idOf(requireEnv('PETREL_ALICE_TOKEN'));
  const bobId = await idOf(requireEnv('PETREL_BOB_TOKEN'));

  const bob = await logInLiveAs(browser, 'bob');
  const bobNav = bob.getByTestId('sidebar').getByRole('link', { name: /^Chats/ });
  await expect(bobNav).toBeVisible();
  await expect(bob.getByTestId('chats-badge')).toHaveCount(0);

  const alice = await logInLiveAs(browser, 'alice');
  await alice
    .getByTestId('sidebar')
    .getByRole('link', { name: /^Chats/ })
    .click();
  await expect(alice).toHaveURL(/\/users\/alice\/chats$/);
  const aliceMain = alice.getByRole('main');
  await expect(aliceMain.getByRole('heading', { name: 'Chats' })).toBeVisible();
  await aliceMain.getByTestId('chat-list-item').filter({ hasText: '@bob' }).click();
  await expect(alice).toHaveURL(new RegExp(`/users/alice/chats/${bobId}$`));
  const aliceBox = aliceMain.getByRole('textbox', { name: 'Write a message' });
  await expect(aliceBox).toBeEnabled();
  // The seeded conversation, with its day line.
  await expect(aliceMain.getByText('Empty again. Suspiciously quiet.')).toBeVisible();
  await expect(aliceMain.locator('.chat-date').first()).toBeVisible();

  // Empty: refused with the spec's sentence, nothing sent.
  await aliceBox.press('Enter');
  await expect(aliceMain.getByRole('alert')).toHaveText('Cannot post empty message');

  await aliceBox.fill(`Lunch at noon? ${stamp}`);
  await aliceBox.press('Enter');
  await expect(aliceBox).toHaveValue('');
  const sent = aliceMain.locator('.chat-message', { hasText: `Lunch at noon? ${stamp}` });
  // Once: the stream may show the server's copy a moment before the answer confirms it.
  await expect(sent).toHaveCount(1);
  await expect(sent).toHaveAttribute('data-state', 'sent');
  // A message of today sits under the day line "Today" (not a date in the system's locale).
  await expect(aliceMain.locator('.chat-date').last()).toHaveText('Today');

  // Bob, elsewhere: the navigation counts it and so does the page title.
  await expect(bob.getByTestId('chats-badge')).toHaveText('1');
  // (Announcements unread count there too: what goes is the chat's one.)
  await expect.poll(() => titleBeyondNotifications(bob)).toBeGreaterThanOrEqual(1);
  const bobBeyond = await titleBeyondNotifications(bob);

  // Bob opens the chat from alice's user card; at the bottom it is read: both counts drop.
  await bob.goto(`${WEB()}/users/alice`);
  await bob.getByRole('main').getByRole('link', { name: 'Message' }).click();
  await expect(bob).toHaveURL(new RegExp(`/users/bob/chats/${aliceId}$`));
  const bobMain = bob.getByRole('main');
  await expect(bobMain.getByText(`Lunch at noon? ${stamp}`)).toBeVisible();
  await expect(bob.getByTestId('chats-badge')).toHaveCount(0);
  await expect.poll(() => titleBeyondNotifications(bob)).toBe(bobBeyond - 1);

  // And answers: it appears on alice's open chat by itself.
  const bobBox = bobMain.getByRole('textbox', { name: 'Write a message' });
  await bobBox.fill(`Noon works ${stamp}`);
  await bobBox.press('Enter');
  await expect(aliceMain.getByText(`Noon works ${stamp}`)).toBeVisible();
  await expect(bobMain.getByText(`Noon works ${stamp}`)).toHaveCount(1);
});

test('a message typed while the server refuses is kept across a reload and sent once when it is back', async ({
  browser,
}) => {
  const stamp = Date.now();
  const { token, bobId, chatId } = await aliceChatWithBob();
  const text = `Typed while the server was down ${stamp}`;

  const alice = await logInLiveAs(browser, 'alice');
  const { main, box } = await openChatWith(alice, bobId);

  // 5xx first, then the connection dropped: both are retried, never given up in this test.
  const path = `/api/v1/pleroma/chats/${chatId}/messages`;
  await fault({ method: 'POST', path, status: 503, times: 2 });
  await fault({ method: 'POST', path, status: 0, times: 1000 });
  await box.fill(text);
  await box.press('Enter');
  const queued = main.locator('.chat-message', { hasText: text });
  await expect(queued).toHaveAttribute('data-state', 'pending');
  await expect(queued).toContainText('Sending…');

  await alice.reload();
  await expect(main.locator('.chat-message', { hasText: text })).toHaveAttribute(
    'data-state',
    'pending',
  );
  expect((await messagesIn(token, chatId)).filter((m) => m.content.includes(text))).toHaveLength(0);

  await clearFaults();
  const line = main.locator('.chat-message', { hasText: text });
  await expect(line.and(alice.locator('[data-state=sent]'))).toHaveCount(1, { timeout: 20_000 });
  await expect(line).toHaveCount(1);
  await expect(line).toHaveAttribute('data-state', 'sent');
  expect((await messagesIn(token, chatId)).filter((m) => m.content.includes(text))).toHaveLength(1);
  // Nothing left in the queue: another reload shows it once, from the server.
  await alice.reload();
  await expect(main.locator('.chat-message', { hasText: text })).toHaveAttribute(
    'data-state',
    'sent',
  );
  await expect(main.locator('.chat-message', { hasText: text })).toHaveCount(1);
});

test('a chat that cannot be loaded disables the form; a message is deleted only after confirming', async ({
  browser,
}) => {
  const stamp = Date.now();
  const { token, bobId, chatId } = await aliceChatWithBob();
  const alice = await logInLiveAs(browser, 'alice');
  const main = alice.getByRole('main');

  await fault({ method: 'GET', path: `/api/v1/pleroma/chats/${chatId}/messages`, status: 500 });
  await alice.goto(`${WEB()}/users/alice/chats/${bobId}`);
  await expect(main.getByRole('alert')).toContainText(
    'Something went wrong when loading the chat.',
  );
  await expect(main.getByRole('textbox', { name: 'Write a message' })).toBeDisabled();
  await main.getByRole('button', { name: 'Try again' }).click();
  const box = main.getByRole('textbox', { name: 'Write a message' });
  await expect(box).toBeEnabled();

  // The form grows with its text up to 160 px, then scrolls.
  await box.fill(Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n'));
  await expect.poll(async () => (await box.boundingBox())?.height ?? 0).toBeGreaterThan(60);
  expect((await box.boundingBox())?.height ?? 0).toBeLessThanOrEqual(160);
  expect(await box.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

  // One file, uploaded through the media upload, goes with the text.
  await main.locator('.chat-form input[type=file]').setInputFiles({
    name: 'dot.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(main.getByRole('button', { name: 'Remove dot.png' })).toBeVisible();
  await box.fill(`A dot for you ${stamp}`);
  await main.getByRole('button', { name: 'Send', exact: true }).click();
  const withFile = main.locator('.chat-message', { hasText: `A dot for you ${stamp}` });
  // Once: the stream may show the server's copy a moment before the answer confirms it.
  await expect(withFile).toHaveCount(1);
  await expect(withFile).toHaveAttribute('data-state', 'sent');
  await expect(withFile.locator('.chat-attachment img')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Remove dot.png' })).toHaveCount(0);

  await box.fill(`Sent by mistake ${stamp}`);
  await box.press('Enter');
  const message = main.locator('.chat-message', { hasText: `Sent by mistake ${stamp}` });
  // Once: the stream may show the server's copy a moment before the answer confirms it.
  await expect(message).toHaveCount(1);
  await expect(message).toHaveAttribute('data-state', 'sent');

  await message.getByRole('button', { name: 'Delete' }).click();
  const dialog = alice.getByRole('dialog', { name: 'Delete message' });
  await expect(dialog).toContainText('Do you really want to delete this message?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(message).toBeVisible();

  await message.getByRole('button', { name: 'Delete' }).click();
  await alice
    .getByRole('dialog', { name: 'Delete message' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(message).toHaveCount(0);
  expect(
    (await messagesIn(token, chatId)).filter((m) => m.content.includes(`Sent by mistake ${stamp}`)),
  ).toHaveLength(0);
});

test('someone without chats sees the placeholder, finds a person with New and their chat opens', async ({
  browser,
}) => {
  const aliceId = await idOf(requireEnv('PETREL_ALICE_TOKEN'));
  const carol = await logInLiveAs(browser, 'carol');
  await carol
    .getByTestId('sidebar')
    .getByRole('link', { name: /^Chats/ })
    .click();
  await expect(carol).toHaveURL(/\/users\/carol\/chats$/);
  const main = carol.getByRole('main');
  await expect(main.getByText("You don't have any chats yet. Start a new chat!")).toBeVisible();

  await main.getByRole('button', { name: 'New' }).click();
  await expect(main.getByRole('heading', { name: 'New chat' })).toBeVisible();
  const search = main.getByRole('searchbox', { name: 'Find someone to chat with' });
  await search.fill('alice');
  await search.press('Enter');
  await main.getByRole('button', { name: /@alice$/ }).click();
  await expect(carol).toHaveURL(new RegExp(`/users/carol/chats/${aliceId}$`));
  await expect(main.getByText('No messages yet')).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Write a message' })).toBeEnabled();
});

test("a chat message's push notification, clicked, opens that chat and is read (/users/alice/chats?notification=…)", async ({
  browser,
}) => {
  const stamp = Date.now();
  const aliceToken = requireEnv('PETREL_ALICE_TOKEN');
  const bobToken = requireEnv('PETREL_BOB_TOKEN');
  const aliceId = await idOf(aliceToken);
  const bobId = await idOf(bobToken);
  const chatId = await chatIdWith(bobToken, aliceId);
  const answer = await fetch(`${SANDBOX()}/api/v1/pleroma/chats/${chatId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bobToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: `Kites at dusk ${stamp}` }),
  });
  expect(answer.ok).toBe(true);
  // The notification the push carried (its id is what the service worker's click route holds).
  const [notification] = await api<Array<{ id: string; pleroma?: { is_seen?: boolean } }>>(
    aliceToken,
    'GET',
    '/api/v1/notifications?limit=1&include_types[]=pleroma:chat_mention',
  );
  expect(notification).toBeDefined();
  expect(notification?.pleroma?.is_seen).toBe(false);

  const alice = await logInLiveAs(browser, 'alice');
  await alice.goto(`${WEB()}/users/alice/chats?notification=${notification?.id}`);
  await expect(alice).toHaveURL(new RegExp(`/users/alice/chats/${bobId}$`));
  await expect(alice.getByRole('main').getByText(`Kites at dusk ${stamp}`)).toBeVisible();
  // The notification the click came from is read on the server (Pleroma's read call, its id).
  await expect
    .poll(async () => {
      const read = await api<{ pleroma?: { is_seen?: boolean } }>(
        aliceToken,
        'GET',
        `/api/v1/notifications/${notification?.id}`,
      );
      return read.pleroma?.is_seen;
    })
    .toBe(true);
  // Back leaves the chat for where one was, not for the notification's address again.
  await alice.goBack();
  await expect(alice).toHaveURL(/\/main\/friends$/);

  // A notification of another kind leaves one on the chat list.
  const [other] = await api<Array<{ id: string }>>(
    aliceToken,
    'GET',
    '/api/v1/notifications?limit=1&exclude_types[]=pleroma:chat_mention',
  );
  if (other) {
    await alice.goto(`${WEB()}/users/alice/chats?notification=${other.id}`);
    await expect(alice).toHaveURL(/\/users\/alice\/chats$/);
    await expect(alice.getByRole('main').getByRole('heading', { name: 'Chats' })).toBeVisible();
  }
  await alice.context().close();
});

test('a message the server refuses (422) is marked not sent; Send again sends it, once', async ({
  browser,
}) => {
  const stamp = Date.now();
  const { token, bobId, chatId } = await aliceChatWithBob();
  const text = `Refused once ${stamp}`;
  const copies = async () =>
    (await messagesIn(token, chatId)).filter((m) => m.content.includes(text)).length;

  const alice = await logInLiveAs(browser, 'alice');
  const { main, box } = await openChatWith(alice, bobId);
  // Not a 5xx and not a failed fetch: no retry (spec part 1 §4), the message is failed.
  const path = `/api/v1/pleroma/chats/${chatId}/messages`;
  await fault({
    method: 'POST',
    path,
    status: 422,
    body: JSON.stringify({ error: 'Too many kites' }),
    times: 1,
  });
  await box.fill(text);
  await box.press('Enter');
  const line = main.locator('.chat-message', { hasText: text });
  await expect(line).toHaveAttribute('data-state', 'failed');
  await expect(line).toContainText('Something went wrong when sending the message.');
  expect(await copies()).toBe(0);

  await line.getByRole('button', { name: 'Send again' }).click();
  await expect(line).toHaveAttribute('data-state', 'sent');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  expect(await copies()).toBe(1);
});

test('scrolling to the top of a long chat loads the older messages above, keeping the place', async ({
  browser,
}) => {
  const stamp = Date.now();
  const carolToken = await tokenOf('carol');
  const bobToken = requireEnv('PETREL_BOB_TOKEN');
  const carolId = await idOf(carolToken);
  const chatId = await chatIdWith(carolToken, await idOf(bobToken));
  // 25 messages from carol: more than a page (20).
  for (let n = 1; n <= 25; n++) {
    const sent = await fetch(`${SANDBOX()}/api/v1/pleroma/chats/${chatId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${carolToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: `Kite log ${stamp} number ${n}.` }),
    });
    expect(sent.ok).toBe(true);
  }

  const bob = await logInLiveAs(browser, 'bob');
  await bob.goto(`${WEB()}/users/bob/chats/${carolId}`);
  const list = bob.getByRole('main').getByTestId('chat-messages');
  const message = (n: number) =>
    list.locator('.chat-message', { hasText: `Kite log ${stamp} number ${n}.` });
  // The first page: the newest 20, at the bottom.
  await expect(message(25)).toBeVisible();
  await expect(message(6)).toHaveCount(1);
  await expect(message(5)).toHaveCount(0);
  await expect(message(1)).toHaveCount(0);

  // Up to the top: the page before arrives above.
  await message(6).scrollIntoViewIfNeeded();
  await list.evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(message(1)).toHaveCount(1);
  await expect(message(5)).toHaveCount(1);
  // The reader stays where they were: the message at the top before is still in view.
  await expect(message(6)).toBeInViewport();
});
