import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup } from 'ink-testing-library';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_OUTBOX_KEY } from '../../../src/core/model/chat-outbox';
import { loadTerminalI18n } from '../../../src/terminal/i18n/locale-files';
import { FakeServer, respond } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'petrel-tui-chat-attach-'));
  await mkdir(join(dir, 'pics'));
  await writeFile(join(dir, 'pics', 'dot.png'), Buffer.alloc(70, 1));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// The chat's message (10:00 UTC) and the fake clock (12:00 UTC) fall on one local day
// unless the machine's zone is 10 hours or more ahead of UTC.
const sameLocalDay =
  new Date('2026-11-21T10:00:00.000Z').getDate() === new Date('2026-11-21T12:00:00Z').getDate();

/** A fake server with one chat (alice and bob), its messages and the chat calls. */
function chatServer() {
  const server = new FakeServer();
  server.addStatus({ content: '<p>Existing post</p>' });
  const messages: Array<Record<string, unknown>> = [
    {
      id: '901',
      chat_id: 'C1',
      account_id: server.bob.id,
      content: 'Are you coming to the picnic?',
      created_at: '2026-11-21T10:00:00.000Z',
    },
  ];
  let unread = 1;
  let refuse: { status: number; body: unknown } | null = null;
  const chat = () => ({
    id: 'C1',
    account: server.bob,
    unread,
    last_message: messages[messages.length - 1],
    updated_at: '2026-11-21T10:00:00.000Z',
  });
  server.extraHandlers.push((method, url, body) => {
    const path = url.pathname;
    if (method === 'GET' && path === '/api/v1/pleroma/chats') return respond(200, [chat()]);
    if (path === '/api/v1/pleroma/chats/C1/messages') {
      if (method === 'GET') return respond(200, [...messages].reverse());
      if (refuse) return respond(refuse.status, refuse.body);
      const sent = JSON.parse(body ?? '{}') as { content?: string; media_id?: string };
      const m = {
        id: String(902 + messages.length),
        chat_id: 'C1',
        account_id: server.alice.id,
        content: sent.content ?? '',
        created_at: '2026-11-21T10:05:00.000Z',
        attachment: sent.media_id
          ? {
              id: sent.media_id,
              type: 'image',
              url: `https://fake.test/media/${sent.media_id}.png`,
            }
          : null,
      };
      messages.push(m);
      return respond(200, m);
    }
    if (method === 'POST' && path === '/api/v1/pleroma/chats/C1/read') {
      unread = 0;
      return respond(200, chat());
    }
    const del = /^\/api\/v1\/pleroma\/chats\/C1\/messages\/(\d+)$/.exec(path);
    if (method === 'DELETE' && del) {
      const i = messages.findIndex((m) => m.id === del[1]);
      const [gone] = messages.splice(i, 1);
      return respond(200, gone);
    }
    return undefined;
  });
  return {
    server,
    messages,
    refuse: (r: { status: number; body: unknown } | null) => {
      refuse = r;
    },
  };
}

/** Carol's chat (C2, no messages yet): made on the server by the by-account-id call. */
function withCarolChat(server: FakeServer): void {
  const carolChat = {
    id: 'C2',
    account: server.carol,
    unread: 0,
    last_message: null,
    updated_at: '2026-11-21T11:00:00.000Z',
  };
  server.extraHandlers.push((method, url) => {
    const path = url.pathname;
    if (method === 'POST' && path === `/api/v1/pleroma/chats/by-account-id/${server.carol.id}`)
      return respond(200, carolChat);
    if (method === 'GET' && path === '/api/v1/pleroma/chats/C2/messages') return respond(200, []);
    return undefined;
  });
}

describe('chats in the terminal', () => {
  it('g C lists chats with unread counts; Enter opens one; i, text, Enter sends it', async () => {
    const { server, messages } = chatServer();
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 100, rows: 30 } });
    await app.waitForText('1 unread in chats (gC)');
    await app.press('g', 'C');
    await app.waitForText('@bob (Bob Builder) · 1 unread');
    expect(app.frame()).toContain('Are you coming to the picnic?');
    await app.press(KEYS.enter);
    await app.waitForText('Chats › @bob');
    // The day line in words: the message is from the fake clock's day (in this zone).
    await app.waitForText(`── ${sameLocalDay ? 'Today' : 'Yesterday'} ──`);
    await app.press('i', 'Yes, with kites', KEYS.enter);
    await app.waitFor(
      () => messages.some((m) => m.content === 'Yes, with kites'),
      'the message on the server',
    );
    await app.waitFor((f) => f.includes('Yes, with kites') && !f.includes('sending…'), 'sent');
    expect(app.frame()).toContain('you ·');
    // An empty message is refused with the spec's words.
    await app.press(KEYS.enter);
    await app.waitForText('Cannot post empty message');
    await app.press(KEYS.esc, 'q');
    await app.waitForText('@bob (Bob Builder)');
  });

  it(":set lang de shows a message's time as German writes it (the app's language, not the system's)", async () => {
    const { server } = chatServer();
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, {
      size: { columns: 100, rows: 30 },
      i18n: await loadTerminalI18n('en'),
    });
    await app.waitForText('1 unread in chats (gC)');
    await app.press('g', 'C');
    await app.waitForText('@bob (Bob Builder) · 1 unread');
    await app.press(KEYS.enter);
    await app.waitForText('Chats › @bob');
    const at = new Date('2026-11-21T10:00:00.000Z');
    const head = (frame: string) => frame.split('\n').find((line) => line.includes('@bob · '));
    const english = at.toLocaleTimeString('en-US');
    await app.waitFor((f) => head(f)?.trim() === `@bob · ${english}`, 'the English time');
    // Back home (the chat opens writing: Esc stops, Esc leaves it, q the list), switch, return.
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('Esc: stop writing'), 'writing stopped');
    await app.press(KEYS.esc, 'q');
    await app.waitForText('Existing post');
    await app.press(':', 'set lang de', KEYS.enter);
    await app.waitFor(() => root.preferences.lang === 'de', 'the language set');
    // `g c` (issue 13's key) opens the chats as `g C` does.
    await app.press('g', 'c');
    await app.waitForText('@bob (Bob Builder)');
    await app.press(KEYS.enter);
    const german = at.toLocaleTimeString('de');
    expect(german).not.toBe(english);
    await app.waitFor((f) => head(f)?.trim() === `@bob · ${german}`, 'the German time');
    // The day line too is German.
    await app.waitForText(`── ${sameLocalDay ? 'Heute' : 'Gestern'} ──`);
  });

  it('a refused message is marked failed; r sends it again; D deletes after y', async () => {
    const { server, messages, refuse } = chatServer();
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 100, rows: 30 } });
    await app.waitForText('Existing post');
    await app.press('g', 'C');
    await app.waitForText('@bob (Bob Builder)');
    await app.press(KEYS.enter);
    await app.waitForText('Are you coming to the picnic?');
    refuse({ status: 422, body: { error: 'Nope' } });
    await app.press('i', 'Maybe', KEYS.enter, KEYS.esc);
    await app.waitForText('[not sent: Something went wrong when sending the message.]');
    // Kept on disk (the storage port) while it is not sent.
    expect(JSON.stringify(root.scope.storage.get(CHAT_OUTBOX_KEY))).toContain('Maybe');
    refuse(null);
    await app.press('r');
    await app.waitFor(() => messages.some((m) => m.content === 'Maybe'), 'resent');
    await app.waitFor((f) => !f.includes('not sent'), 'no failure mark');
    expect(root.scope.storage.get(CHAT_OUTBOX_KEY)).toBeUndefined();
    await app.press('D');
    await app.waitForText('Delete this message? y/n');
    await app.press('y');
    await app.waitForText('Message deleted');
    expect(messages.some((m) => m.content === 'Maybe')).toBe(false);
    expect(server.requestsTo('DELETE', '/api/v1/pleroma/chats/C1/messages/903')).toHaveLength(1);
  });

  it('Enter while the list is still loading opens the chat once it is listed; no hint before', async () => {
    const { server } = chatServer();
    // The chat list's answer waits until the test lets it go.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.extraHandlers.unshift((method, url) => {
      if (method !== 'GET' || url.pathname !== '/api/v1/pleroma/chats') return undefined;
      const answer = respond(200, [
        {
          id: 'C1',
          account: server.bob,
          unread: 1,
          last_message: null,
          updated_at: '2026-11-21T10:00:00.000Z',
        },
      ]);
      return { ...answer, text: async () => gate.then(() => answer.text()) };
    });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 100, rows: 30 } });
    await app.waitForText('Existing post');
    await app.press('g', 'C');
    await app.waitForText('Loading');
    expect(app.frame()).not.toContain('Enter: open');
    await app.press(KEYS.enter);
    release();
    await app.waitForText('Chats › @bob');
    await app.waitForText('Are you coming to the picnic?');
  });

  it('C on a profile opens the chat with that account (made on first use); Esc goes back to the profile', async () => {
    const { server } = chatServer();
    server.addStatus({ account: server.bob, content: '<p>Bob builds kites</p>' });
    server.addStatus({ account: server.carol, content: '<p>Carol flies them</p>' });
    withCarolChat(server);
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 100, rows: 40 } });
    await app.waitForText('Carol flies them');

    // Bob: the listed chat, no new one made.
    await app.waitForText('Bob builds kites');
    // The newest post (carol's) is first; bob's is the next.
    await app.press('j', 'u');
    // The card's key line names it.
    await app.waitForText('N note · C chat');
    await app.press('C');
    await app.waitForText('Chats › @bob');
    await app.waitForText('Are you coming to the picnic?');
    expect(
      server.requestsTo('POST', `/api/v1/pleroma/chats/by-account-id/${server.bob.id}`),
    ).toHaveLength(0);
    // Esc goes back to the profile it came from, not to the chat list.
    await app.press(KEYS.esc);
    await app.waitForText('F follow');
    expect(app.frame()).not.toContain('Chats ›');

    // Carol: no chat yet, made on the server once.
    await app.press(KEYS.esc);
    await app.waitForText('Carol flies them');
    await app.press('k', 'u');
    await app.waitFor((f) => f.includes('@carol') && f.includes('F follow'), "carol's profile");
    await app.press('C');
    await app.waitForText('Chats › @carol@remote.example');
    await app.waitForText('No messages yet');
    expect(
      server.requestsTo('POST', `/api/v1/pleroma/chats/by-account-id/${server.carol.id}`),
    ).toHaveLength(1);
  });

  it('n on the chat list searches people by name; Enter opens the chat with the highlighted one', async () => {
    const { server } = chatServer();
    withCarolChat(server);
    server.extraHandlers.push((method, url) =>
      method === 'GET' && url.pathname === '/api/v1/accounts/search'
        ? respond(200, [server.bob, server.carol])
        : undefined,
    );
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 100, rows: 30 } });
    await app.waitForText('Existing post');
    await app.press('g', 'C');
    await app.waitForText('n: new chat');
    await app.press('n');
    await app.waitForText('Chats › New chat');
    await app.press('o', KEYS.enter);
    // The first match is highlighted; j moves to the next, Enter takes it.
    await app.waitForText('> @bob (Bob Builder)');
    expect(app.frame()).toContain('@carol@remote.example');
    expect(server.requestsTo('GET', '/api/v1/accounts/search')).toHaveLength(1);
    await app.press('j', KEYS.enter);
    await app.waitForText('Chats › @carol@remote.example');
    await app.waitForText('No messages yet');
    expect(
      server.requestsTo('POST', `/api/v1/pleroma/chats/by-account-id/${server.carol.id}`),
    ).toHaveLength(1);
  });

  it('? lists n with the chats keys', async () => {
    const { server } = chatServer();
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 120, rows: 400 } });
    await app.waitForText('Existing post');
    await app.press('?');
    await app.waitFor(
      (f) => /^\s*n\s+Start a chat: find someone by name\s+chats\.new/m.test(f),
      'n in the help',
    );
  });

  it('? opens the help from the chat list, from a chat and from the new-chat pane; ? closes it again', async () => {
    const { server } = chatServer();
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 120, rows: 400 } });
    await app.waitForText('Existing post');
    await app.press('g', 'C');
    await app.waitForText('@bob (Bob Builder) · 1 unread');
    const chatsKeys = (f: string) =>
      /^\s*r\s+Send the failed message again\s+chats\.retry/m.test(f) &&
      /^\s*i\s+Write a message\s+chats\.type/m.test(f);
    await app.press('?');
    await app.waitFor(chatsKeys, 'the chats keys in the help');
    await app.press('?');
    await app.waitForText('@bob (Bob Builder)');
    expect(chatsKeys(app.frame())).toBe(false);
    // In a chat.
    await app.press(KEYS.enter);
    await app.waitForText('Chats › @bob');
    await app.waitForText('Are you coming to the picnic?');
    await app.press('?');
    await app.waitFor(chatsKeys, 'the help over the chat');
    await app.press(KEYS.esc);
    await app.waitForText('Are you coming to the picnic?');
    // `q` is still the chats' own "back" (it does not quit).
    await app.press('q');
    await app.waitForText('n: new chat');
    // The new-chat pane (after its search ran): what was typed stays under the help.
    await app.press('n', 'bo', KEYS.enter);
    await app.waitForText('Chats › New chat');
    await app.waitFor((f) => !f.includes('Loading'), 'the search done');
    await app.press('?');
    await app.waitFor(chatsKeys, 'the help over the new-chat pane');
    await app.press('?');
    await app.waitForText('Chats › New chat');
    expect(app.frame()).toContain('› bo');
  });

  it('a attaches a file by path (Tab completes it); the input line shows it and it goes with the message', async () => {
    const { server, messages, refuse } = chatServer();
    server.extraHandlers.push((method, url) =>
      method === 'POST' && url.pathname === '/api/v1/media'
        ? respond(200, {
            id: 'm7',
            type: 'image',
            url: 'https://fake.test/media/m7.png',
            preview_url: 'https://fake.test/media/m7.png',
            description: '',
            pleroma: { mime_type: 'image/png' },
          })
        : undefined,
    );
    const { root, clock } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 120, rows: 30 } });
    await app.waitForText('Existing post');
    await app.press('g', 'C');
    await app.waitForText('@bob (Bob Builder)');
    await app.press(KEYS.enter);
    await app.waitForText('Are you coming to the picnic?');
    await app.waitForText('a: attach a file');
    // A path naming no file is refused in words, and nothing is uploaded.
    await app.press('a');
    await app.waitForText('Attach:');
    await app.press(join(dir, 'nope.png'), KEYS.enter);
    await app.waitForText('No such file:');
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('Attach:'), 'the attach line closed');
    expect(server.requestsTo('POST', '/api/v1/media')).toHaveLength(0);

    // Back on the attach line, the path typed before is still there (Esc keeps it).
    await app.press('a');
    await app.waitForText(`Attach: ${join(dir, 'nope.png')}`);
    const typed = join(dir, 'nope.png');
    await app.press(...Array.from({ length: typed.length }, () => KEYS.backspace));
    await app.press(join(dir, 'pi'), KEYS.tab);
    await app.waitForText(`${join(dir, 'pics')}/`);
    await app.press('do', KEYS.tab);
    await app.waitForText(join(dir, 'pics', 'dot.png'));
    await app.press(KEYS.enter);
    // Uploaded at once; the file waits on the input line, which now takes the message.
    await app.waitForText('› [dot.png · 70B]');
    expect(server.requestsTo('POST', '/api/v1/media')).toHaveLength(1);
    await app.waitForText('Esc: stop writing');
    // The server fails the first try (503): queued with its file, retried 1 s later.
    refuse({ status: 503, body: { error: 'Busy' } });
    await app.press('Here it is', KEYS.enter);
    await app.waitForText('Here it is [with a file] [queued, retrying]');
    expect(app.frame()).not.toContain('› [dot.png');
    refuse(null);
    await clock.advance(1000);
    await app.waitFor(() => messages.some((m) => m.content === 'Here it is'), 'sent');
    const posts = server.requestsTo('POST', '/api/v1/pleroma/chats/C1/messages');
    expect(posts).toHaveLength(2);
    expect(JSON.parse(posts[1]?.body ?? '{}')).toMatchObject({
      content: 'Here it is',
      media_id: 'm7',
    });
    // The message shows with its file; the input line is empty again.
    await app.waitForText('Here it is [https://fake.test/media/m7.png]');
    expect(app.frame()).not.toContain('› [dot.png');
  });
});
