// The terminal stays in raw mode across screen changes. Ink leaves raw mode whenever no
// `useInput` is active, which happened inside every screen change (the old screen let go of
// the keys before the new one took them). For that moment the terminal was cooked: a key
// typed then was echoed, and Ctrl+S was eaten as XOFF (output stopped, nothing was sent).
import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

describe('raw mode', () => {
  it('is never left while screens change: timeline, post form, drafts, scheduled, back', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    const modes: boolean[] = [];
    const stdin = app.stdin as unknown as { setRawMode: (mode: boolean) => void };
    stdin.setRawMode = (mode) => modes.push(mode);

    await app.press('c');
    await app.waitForText('Visibility');
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('Visibility'), 'form closed');
    await app.press('g', 'D');
    await app.waitForText('No unsent drafts');
    await app.press(KEYS.esc, 'g', 'S');
    await app.waitForText('Scheduled posts');
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('Scheduled posts'), 'list closed');
    expect(modes).not.toContain(false);

    app.unmount();
    // Leaving the app gives the terminal back.
    expect(modes.at(-1)).toBe(false);
  });
});
