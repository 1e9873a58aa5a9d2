import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

describe('raw mode', () => {
  it('stays on while screens hand their keys over (a cooked moment echoes keys and takes Ctrl+S as XOFF)', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root);
    await app.waitForText('Existing post');
    const modes: boolean[] = [];
    // ink-testing-library types its stub without the argument Ink passes.
    const stdin = app.stdin as unknown as { setRawMode: (mode: boolean) => void };
    const original = stdin.setRawMode.bind(stdin);
    vi.spyOn(stdin, 'setRawMode').mockImplementation((mode: boolean) => {
      modes.push(mode);
      return original(mode);
    });

    await app.press('c');
    await app.waitForText('New post');
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('New post'), 'compose closed');
    await app.press('?');
    await app.waitForText('help');
    await app.press(KEYS.esc);

    expect(modes).not.toContain(false);
  });
});
