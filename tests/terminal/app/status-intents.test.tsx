import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { mediaViewerOf } from '../../../src/core/model/media-viewer';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

const statusBar = (frame: string) => frame.split('\n').slice(-2).join('\n');

/** Core's status intents as the terminal maps them: its tabs, stacks, opener and notices. */
describe('the terminal maps status intents to its navigation', () => {
  it('Enter opens the thread, u the author, y copies, m on a file says so', async () => {
    const server = new FakeServer();
    server.addStatus({
      account: server.bob,
      content: '<p>Intent me</p>',
      media: [{ type: 'unknown', description: 'notes.pdf' }],
    });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root);
    await app.waitForText('Intent me');

    await app.press(KEYS.enter);
    await app.waitForText('Conversation');
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('Conversation'), 'back');

    await app.press('u');
    await app.waitFor((f) => f.includes('@bob'), 'profile tab');

    await app.press(KEYS.esc);
    await app.waitForText('Intent me');
    await app.press('m');
    await app.waitFor((f) => statusBar(f).includes('Only files here'), 'files notice');
    expect(root.use(mediaViewerOf).isOpen).toBe(false);
  });
});
