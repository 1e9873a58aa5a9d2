import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer, respond } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

/**
 * Spec part 2 §3 "Profile options mapped to server fields" in the terminal: `:set locked on`
 * saves it on the account at once, the settings view lists them (kept on the "account"),
 * Enter flips one, and a refusal puts the old value back with "Error saving settings" (§8).
 */
function withAccount(server: FakeServer, refuse = false) {
  const state = { locked: false, accepts_chat_messages: true, patches: [] as object[] };
  const me = () => ({
    ...server.alice,
    locked: state.locked,
    pleroma: {
      ...(server.alice.pleroma as object),
      accepts_chat_messages: state.accepts_chat_messages,
    },
  });
  server.extraHandlers.push((method, url, body) => {
    if (url.pathname === '/api/v1/accounts/verify_credentials') return respond(200, me());
    if (method === 'PATCH' && url.pathname === '/api/v1/accounts/update_credentials') {
      if (refuse) return respond(500, { error: 'no' });
      const changes = JSON.parse(body ?? '{}') as Record<string, unknown>;
      state.patches.push(changes);
      if (typeof changes.locked === 'boolean') state.locked = changes.locked;
      if (typeof changes.accepts_chat_messages === 'boolean')
        state.accepts_chat_messages = changes.accepts_chat_messages;
      return respond(200, me());
    }
    return undefined;
  });
  return state;
}

const row = (frame: string, name: string) =>
  frame.split('\n').find((line) => line.includes(` ${name} `)) ?? '';

describe('the account options in the terminal', () => {
  it(':set locked on saves it on the server; :set locked tells it; Tab offers the names', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Hello</p>' });
    const state = withAccount(server);
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 140, rows: 40 } });
    await app.waitForText('Hello');
    await app.press(':', 'set accept', KEYS.tab);
    await app.waitForText(':set acceptChatMessages');
    await app.press(KEYS.esc);
    await app.press(':', 'set locked on', KEYS.enter);
    await app.waitForText('locked is now on');
    expect(state.locked).toBe(true);
    await app.press(':', 'set locked maybe', KEYS.enter);
    await app.waitForText('locked is on or off, not “maybe”');
  });

  it('the settings view lists them on the account; Enter flips one on the server', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Hello</p>' });
    const state = withAccount(server);
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 140, rows: 80 } });
    await app.waitForText('Hello');
    await app.press('g', ',');
    let frame = await app.waitFor((f) => row(f, 'acceptChatMessages').includes(' on '), 'read');
    expect(row(frame, 'acceptChatMessages')).toContain('account');
    expect(row(frame, 'acceptChatMessages')).toContain('Accept chat messages');
    expect(row(frame, 'defaultScope')).toContain('public');
    // Walk down to it and flip it.
    // The account's options come last: from the bottom (blockNotificationsFromStrangers) up.
    await app.press('G');
    await app.waitFor((f) => row(f, 'blockNotificationsFromStrangers').startsWith('>'), 'last');
    await app.press(...Array.from({ length: 9 }, () => KEYS.up));
    await app.waitFor((f) => row(f, 'acceptChatMessages').startsWith('>'), 'on the option');
    await app.press(KEYS.enter);
    frame = await app.waitFor((f) => row(f, 'acceptChatMessages').includes(' off '), 'flipped');
    expect(state.accepts_chat_messages).toBe(false);
  });

  it('a refused save puts the old value back with "Error saving settings"', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Hello</p>' });
    const state = withAccount(server, true);
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 140, rows: 40 } });
    await app.waitForText('Hello');
    await app.press(':', 'set locked on', KEYS.enter);
    await app.waitForText('Error saving settings');
    await app.press(':', 'set locked', KEYS.enter);
    await app.waitForText('locked is off');
    expect(state.locked).toBe(false);
  });
});
