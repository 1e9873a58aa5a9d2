import { cleanup } from 'ink-testing-library';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { STREAM_FRAME_MS } from '../../../src/core';
import { BELL } from '../../../src/terminal/app/hooks/use-attention';
import { FakeServer, respond } from './support/fake-server';
import { fakeSockets } from './support/fake-socket';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

/** The rings so far: each BEL the app wrote to the terminal. */
const rings = (frames: readonly string[]) => frames.filter((f) => f.includes(BELL)).length;

/** A server with an old mention and a chat whose last message (bob's) is old news. */
function bellServer() {
  const server = new FakeServer();
  server.addStatus({ content: '<p>Existing post</p>' });
  server.addNotification({
    type: 'mention',
    status: server.addStatus({ account: server.bob, content: '<p>@alice old mention</p>' }),
  });
  const chat = (id: string, accountId: string, content: string) => ({
    id: 'C1',
    account: server.bob,
    unread: 1,
    last_message: {
      id,
      chat_id: 'C1',
      account_id: accountId,
      content,
      created_at: '2026-11-21T10:00:00.000Z',
    },
    updated_at: '2026-11-21T10:00:00.000Z',
  });
  server.extraHandlers.push((method, url) => {
    if (method === 'GET' && url.pathname === '/api/v1/pleroma/chats')
      return respond(200, [chat('901', server.bob.id, 'old chat message')]);
    return undefined;
  });
  return { server, chat };
}

describe('the terminal bell (issue 13)', () => {
  it('rings once for each new mention, direct and chat message once `:set bell on`; never for the backlog or its own', async () => {
    const { server, chat } = bellServer();
    const { factory, sockets } = fakeSockets();
    const { root, clock } = await createTestRoot({ server, signedIn: true, socket: factory });
    /** A stream event, delivered with the next stream frame. */
    const emit = async (event: string, payload: unknown) => {
      sockets[0]!.emit(event, payload);
      await clock.advance(STREAM_FRAME_MS);
    };
    const app = renderApp(root, { size: { columns: 100, rows: 40 } });
    await app.waitForText('Existing post');
    await app.waitForText('1 unread in chats');
    runInAction(() => sockets[0]!.open());
    await app.waitForText('live');

    // Off by default (as tut): a new mention says nothing.
    const quiet = server.addStatus({ account: server.bob, content: '<p>@alice unheard</p>' });
    await emit('notification', server.addNotification({ type: 'mention', status: quiet }));
    await app.waitFor(() => root.scope.notifications.ids.length === 2, 'the quiet mention');
    expect(rings(app.frames)).toBe(0);

    await app.press(':', 'set bell on', KEYS.enter);
    await app.waitForText('bell is now on');
    expect(root.preferences.bell).toBe(true);

    const mention = server.addStatus({ account: server.bob, content: '<p>@alice look here</p>' });
    await emit('notification', server.addNotification({ type: 'mention', status: mention }));
    await app.waitForText('New mention from @bob');
    expect(rings(app.frames)).toBe(1);

    const direct = server.addStatus({
      account: server.bob,
      content: '<p>@alice just us</p>',
      visibility: 'direct',
    });
    await emit('notification', server.addNotification({ type: 'mention', status: direct }));
    await app.waitForText('New direct message from @bob');
    expect(rings(app.frames)).toBe(2);

    // Not a mention: a favourite rings nothing.
    await emit('notification', server.addNotification({ type: 'favourite', status: mention }));
    await app.waitFor(() => root.scope.notifications.ids.length === 5, 'the favourite');

    await emit('pleroma:chat_update', chat('902', server.bob.id, 'picnic at noon?'));
    await app.waitForText('New chat message from @bob');
    expect(rings(app.frames)).toBe(3);

    // Alice's own chat message rings nothing.
    await emit('pleroma:chat_update', chat('903', server.alice.id, 'yes!'));
    await app.waitFor(
      () => root.scope.notifications.ids.length === 5 && app.frame().includes('1 unread in chats'),
      'her own message listed',
    );
    expect(rings(app.frames)).toBe(3);

    // The settings view lists it, on.
    await app.press('g', ',');
    await app.waitForText('Ring the bell');
    expect(app.frame()).toMatch(/bell\s+on\s+this device/);
  });
});
