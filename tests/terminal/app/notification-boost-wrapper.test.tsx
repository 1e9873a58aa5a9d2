import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

/**
 * Some servers send a repeat notification's status as the boost wrapper (empty content,
 * the post inside `reblog`). The notification list showed no excerpt for it; the model now
 * unwraps it once, so the post's text shows as for any other server.
 */
describe('a notification whose status is a boost wrapper', () => {
  it('shows the excerpt of the repeated post', async () => {
    const server = new FakeServer();
    const mine = server.addStatus({ account: server.alice, content: '<p>Picnic on Sunday</p>' });
    const wrapper = server.addStatus({
      account: server.carol,
      content: '',
      reblogOf: mine.id,
      home: false,
    });
    server.addNotification({ type: 'reblog', account: server.carol, status: wrapper });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 100, rows: 30 } });
    await app.waitForText('Picnic on Sunday');
    await app.press('g', 'n');
    const frame = await app.waitForText('Carol repeated your status');
    const after = frame.slice(frame.indexOf('Carol repeated your status'));
    expect(after).toContain('Picnic on Sunday');
  });
});
