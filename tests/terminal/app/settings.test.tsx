import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../src/core';
import { SERVER_SYNC_MS, startServerSync } from '../../../src/core/model/server-storage/kit';
import { loadTerminalI18n } from '../../../src/terminal/i18n/locale-files';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { withSettingsStore } from './support/settings-store';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

function settingRow(frame: string, name: string): string {
  return frame.split('\n').find((line) => line.includes(` ${name} `)) ?? '';
}

describe('the terminal settings view and :set', () => {
  it('g , lists settings with values and descriptions; Enter toggles, cycles and edits', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Hello</p>' });
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Hello');

    await app.press('g', ',');
    await app.waitForText('Hide sensitive media until revealed');
    expect(settingRow(app.frame(), 'hideNsfw')).toMatch(/hideNsfw\s+on\s+synced/);
    expect(settingRow(app.frame(), 'streaming')).toMatch(/streaming\s+on\s+this device/);
    expect(app.frame()).toContain('Settings');

    // The cursor starts on the first setting (mutedWords): walk to hideNsfw and flip it.
    const keys = app.frame().split('\n');
    const first = keys.findIndex((l) => l.includes(' mutedWords '));
    const target = keys.findIndex((l) => l.includes(' hideNsfw '));
    await app.press(...Array.from({ length: target - first }, () => 'j'));
    await app.press(KEYS.enter);
    await app.waitFor((f) => /hideNsfw\s+off/.test(settingRow(f, 'hideNsfw')), 'toggled');
    expect(test.root.preferences.hideNsfw).toBe(false);

    // maxThumbnails is a number: Enter edits it on the bottom line, the schema checks it.
    const thumbs = keys.findIndex((l) => l.includes(' maxThumbnails '));
    await app.press(...Array.from({ length: thumbs - target }, () => 'j'));
    expect(settingRow(app.frame(), 'maxThumbnails')).toContain('>');
    await app.press(KEYS.enter);
    await app.waitForText('maxThumbnails: 16');
    await app.press(KEYS.backspace, KEYS.backspace, '-3', KEYS.enter);
    await app.waitForText('maxThumbnails takes a whole number from 0 to 1000000, not “-3”');
    expect(test.root.preferences.maxThumbnails).toBe(16);
    await app.press(KEYS.backspace, KEYS.backspace, '4', KEYS.enter);
    await app.waitFor((f) => /maxThumbnails\s+4\s/.test(settingRow(f, 'maxThumbnails')), 'saved');
    expect(test.root.preferences.maxThumbnails).toBe(4);

    // x puts the default back; Esc closes the view.
    await app.press('x');
    await app.waitFor((f) => /maxThumbnails\s+16\s/.test(settingRow(f, 'maxThumbnails')), 'reset');
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('Hide sensitive media'), 'closed');
  });

  it(':set NAME VALUE completes names and values and refuses what the schema refuses', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Hello</p>' });
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Hello');

    await app.press(':', 'set hideN', KEYS.tab);
    await app.waitForText(':set hideNsfw');
    await app.press('of', KEYS.tab);
    await app.waitForText(':set hideNsfw off');
    await app.press(KEYS.enter);
    await app.waitForText('hideNsfw is now off');
    expect(test.root.preferences.hideNsfw).toBe(false);

    await app.press(':', 'set maxThreadDepth 0', KEYS.enter);
    await app.waitForText('maxThreadDepth takes a whole number of at least 1, not “0”');
    expect(test.root.preferences.maxThreadDepth).toBe(6);

    await app.press(':', 'set confirmBlock maybe', KEYS.enter);
    await app.waitForText('confirmBlock is on or off, not “maybe”');

    await app.press(':', 'set nothing 1', KEYS.enter);
    await app.waitForText('Unknown setting “nothing”');

    await app.press(':', 'set mutedWords', KEYS.enter);
    await app.waitForText('mutedWords is (none)');

    // `:set` alone opens the view.
    await app.press(':', 'set', KEYS.enter);
    await app.waitForText('Hide sensitive media until revealed');
  });

  it(':set lang de switches the running UI to German, and auto back', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Hello</p>' });
    const test = await createTestRoot({ server, signedIn: true });
    const i18n = await loadTerminalI18n('en');
    const app = renderApp(test.root, { i18n });
    await app.waitForText('Hello');
    await app.press(':', 'set', KEYS.enter);
    await app.waitForText('Hide sensitive media until revealed');

    await app.press(':', 'set lang de', KEYS.enter);
    await app.waitForText('Sensible Medien verbergen');
    expect(test.root.preferences.lang).toBe('de');
    expect(app.frame()).toContain('Einstellungen');
    expect(settingRow(app.frame(), 'hideNsfw')).toMatch(/hideNsfw\s+an\s+synchronisiert/);

    await app.press(':', 'set lang xx', KEYS.enter);
    await app.waitForText('Unbekannte Sprache „xx“');
    expect(test.root.preferences.lang).toBe('de');

    // `auto`: the terminal's own language again (English under the test's environment).
    await app.press(':', 'set lang auto', KEYS.enter);
    await app.waitForText('Hide sensitive media');
    expect(test.root.preferences.lang).toBe('');
  });

  it('a synced setting changed on another device arrives at the next sync', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Hello</p>' });
    const remote = withSettingsStore(server);
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Hello');
    await app.press('g', ',');
    await app.waitForText('Hide sensitive media until revealed');
    // The first sync found the server empty and uploaded this device's values.
    await app.waitFor(() => JSON.stringify(remote.store).includes('hideNsfw'), 'first upload');

    // Another client (the web, `petrel config set`) turns hideNsfw off.
    const clock = new FakeClock(test.clock.now() + 1000);
    const other = await createTestRoot({ server, signedIn: true, clock });
    await startServerSync(other.root.scope);
    other.root.preferences.set({ hideNsfw: false });
    await app.waitFor(
      () => /"hideNsfw":false/.test(JSON.stringify(remote.store)),
      'the other client uploads',
    );
    expect(settingRow(app.frame(), 'hideNsfw')).toMatch(/hideNsfw\s+on/);

    await test.clock.advance(SERVER_SYNC_MS);
    await app.waitFor((f) => /hideNsfw\s+off/.test(settingRow(f, 'hideNsfw')), 'synced');
    expect(test.root.preferences.hideNsfw).toBe(false);

    // A change made here goes to the server.
    await app.press(':', 'set maxThumbnails 8', KEYS.enter);
    await app.waitFor(() => /"maxThumbnails":8/.test(JSON.stringify(remote.store)), 'uploaded');
  });
});
