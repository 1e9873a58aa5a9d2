import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSUMED_CAPABILITIES } from '../../../src/core/api/capabilities';
import { formatBinding, KEY_ACTIONS, resolveKeymap } from '../../../src/shared/keymap';
import { helpLines } from '../../../src/terminal/app/screens/help-overlay';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

describe('help overlay', () => {
  it('lists the keymap with its descriptions and closes with Esc', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Some post</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 100, rows: 200 } });
    await app.waitForText('Some post');
    await app.press('?');
    const frame = app.frame();
    expect(frame).toContain('Keys');
    expect(frame).toContain('j, ↓');
    expect(frame).toContain('Next item');
    expect(frame).toContain('gg, Home');
    expect(frame).toContain('Ctrl+S, Ctrl+Enter');
    expect(frame).toContain('Send the post');
    // The ids a keymap override in config.json names, as the README promises.
    expect(frame).toMatch(/Next item\s+cursor\.down/);
    expect(frame).toMatch(/Send the post\s+compose\.send/);
    expect(frame).not.toContain('Some post');
    // Keys of the timeline do nothing while help is open.
    await app.press('c');
    expect(app.frame()).not.toContain('Content warning:');
    expect(app.frame()).toContain('Next item');
    await app.press(KEYS.esc);
    expect(app.frame()).toContain('Some post');
    expect(app.frame()).not.toContain('Next item');
  });

  it('is generated from the keymap, overrides included', () => {
    const keymap = resolveKeymap({ 'cursor.down': ['J'] });
    const lines = helpLines(keymap, (key) => key);
    const down = lines.find((l) => l.text === 'keymap.cursor_down');
    expect(down?.keys).toBe('J');
    // Every action with keys appears once, login excepted (help opens only after login).
    const listed = lines.filter((l) => l.kind === 'entry').map((l) => l.text);
    const expected = KEY_ACTIONS.filter((a) => a.contexts[0] !== 'login').map((a) => a.description);
    expect(listed.sort()).toEqual([...expected].sort());
    expect(formatBinding(['g', 'g'])).toBe('gg');
  });

  it("lists a profile's C (chat with this account) only where the server offers chats", () => {
    const keymap = resolveKeymap({});
    const chat = (capabilities?: Parameters<typeof helpLines>[2]) =>
      helpLines(keymap, (key) => key, capabilities).find((l) => l.action === 'profile.chat');
    expect(chat()).toMatchObject({ kind: 'entry', keys: 'C', text: 'keymap.profile_chat' });
    expect(chat({ ...ASSUMED_CAPABILITIES, chats: false })).toBeUndefined();
  });

  it('uses remapped keys in the app and in the hints', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>First</p>' });
    server.addStatus({ content: '<p>Second</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { overrides: { 'cursor.down': ['n'], 'help.toggle': ['h'] } });
    await app.waitForText('Second');
    expect(app.frame()).toContain('h help');
    await app.press('j');
    expect(
      app
        .frame()
        .split('\n')
        .find((l) => l.startsWith('> ')),
    ).toBeDefined();
    expect(root.timelines.get({ type: 'home' }).atTop).toBe(true);
    await app.press('n');
    expect(root.timelines.get({ type: 'home' }).atTop).toBe(false);
  });

  it('reports a bad override as a notice instead of failing', async () => {
    const { root } = await createTestRoot({ server: new FakeServer(), signedIn: true });
    const app = renderApp(root, { overrides: { 'no.such.action': ['x'] } });
    await app.waitForText('Keymap: Unknown key action "no.such.action"');
  });

  it("reports an override that a screen's own binding hides (go.home on g g) as a notice", async () => {
    const { root } = await createTestRoot({ server: new FakeServer(), signedIn: true });
    const app = renderApp(root, {
      overrides: { 'go.home': ['g g'] },
      size: { columns: 200, rows: 30 },
    });
    await app.waitForText('Key "g g" for go.home clashes with cursor.top');
  });
});
