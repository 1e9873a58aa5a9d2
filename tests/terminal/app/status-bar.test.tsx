import { cleanup, render } from 'ink-testing-library';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { STREAM_FRAME_MS } from '../../../src/core';
import { App } from '../../../src/terminal/app';
import { textWidth } from '../../../src/terminal/app/layout/text-width';
import { FakeServer } from './support/fake-server';
import { fakeSockets } from './support/fake-socket';
import { plain, renderApp, tick } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

function statusBar(frame: string): string {
  const lines = frame.split('\n');
  return lines[lines.length - 1] ?? '';
}

describe('status bar and streaming', () => {
  it('shows live once the user stream joined, and new statuses from it', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>One</p>' });
    server.addStatus({ content: '<p>Two</p>' });
    const { factory, sockets } = fakeSockets();
    const { root, clock } = await createTestRoot({ server, signedIn: true, socket: factory });
    const app = renderApp(root);
    await app.waitForText('Two');
    expect(statusBar(app.frame())).toContain('connecting');
    const socket = sockets[0]!;
    expect(socket.url).toContain('stream=user');
    runInAction(() => socket.open());
    await app.waitFor((f) => statusBar(f).includes('live'), 'live');

    // At the top with a live stream, a new status shows at once (spec §4 auto-show).
    const first = server.addStatus({ content: '<p>Streamed at the top</p>' });
    socket.emit('update', first);
    await clock.advance(STREAM_FRAME_MS);
    await app.waitForText('Streamed at the top');

    // Below the top it waits and is counted.
    await app.press('j');
    const second = server.addStatus({ content: '<p>Streamed below</p>' });
    socket.emit('update', second);
    await clock.advance(STREAM_FRAME_MS);
    const frame = await app.waitForText('1 new — press .');
    expect(frame).not.toContain('Streamed below');

    // A broken socket says offline and shows the notice.
    socket.drop(1006);
    const broken = await app.waitFor((f) => statusBar(f).includes('offline'), 'offline');
    expect(statusBar(broken)).toContain('Lost the connection to the server (code 1006)');
  });

  it('words a failed login restore instead of showing its key', async () => {
    const { root } = await createTestRoot({ server: new FakeServer(), signedIn: true });
    const app = renderApp(root);
    await app.waitFor((f) => statusBar(f).includes('polling'), 'polling');
    runInAction(() =>
      root.notices.add('error', 'login.error.restore_failed', { detail: 'HTTP 502' }),
    );
    const frame = await app.waitFor((f) => statusBar(f).includes('HTTP 502'), 'the notice');
    expect(statusBar(frame)).toContain('Could not restore your login: HTTP 502');
    expect(frame).not.toContain('login.error');
  });

  it('shows polling when the server offers no stream', async () => {
    const { root } = await createTestRoot({ server: new FakeServer(), signedIn: true });
    const app = renderApp(root);
    await app.waitFor((f) => statusBar(f).includes('polling'), 'polling');
    expect(statusBar(app.frame())).toContain('@alice@fake.test · Home');
    expect(statusBar(app.frame())).toContain('? help');
  });

  it('follows terminal resizes', async () => {
    const server = new FakeServer();
    server.addStatus({ content: `<p>${'word '.repeat(40)}</p>` });
    const { root } = await createTestRoot({ server, signedIn: true });
    // No fixed size: the app reads the stream's and listens for `resize`.
    const app = render(<App root={root} onQuit={() => {}} />);
    const frame = async () => {
      await tick(3);
      return plain(app.lastFrame());
    };
    for (let i = 0; i < 2000 && !(await frame()).includes('word'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // (Ink trims the trailing blank of a line, hence "more than".)
    expect(textWidth(statusBar(await frame()))).toBeGreaterThan(95);
    Object.defineProperty(app.stdout, 'columns', { value: 50, configurable: true });
    Object.defineProperty(app.stdout, 'rows', { value: 12, configurable: true });
    app.stdout.emit('resize');
    const resized = await frame();
    const lines = resized.split('\n');
    expect(textWidth(statusBar(resized))).toBeGreaterThan(45);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(50);
    expect(lines.length).toBeLessThanOrEqual(11);
  });
});
