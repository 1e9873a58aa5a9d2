import { cleanup } from 'ink-testing-library';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { STREAM_FRAME_MS } from '../../../src/core';
import { FakeServer } from './support/fake-server';
import { fakeSockets } from './support/fake-socket';
import { renderApp, tick } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

const EVENTS = 300;

/** The status under the cursor: its header row (marked `>`) and the row below it. */
function cursorRow(frame: string): string {
  const lines = frame.split('\n');
  const at = lines.findIndex((line) => line.startsWith('>'));
  return at < 0 ? '' : lines.slice(at, at + 2).join('\n');
}

describe('a stream flood while scrolled down', () => {
  it('keeps the cursor where it was and renders a few frames, not one per event', async () => {
    const server = new FakeServer();
    for (let i = 1; i <= 12; i++) server.addStatus({ content: `<p>Loaded ${i}</p>` });
    const { factory, sockets } = fakeSockets();
    const { root, clock } = await createTestRoot({ server, signedIn: true, socket: factory });
    const app = renderApp(root);
    await app.waitForText('Loaded 12');
    runInAction(() => sockets[0]!.open());
    await app.waitFor((f) => f.includes('live'), 'live');
    await app.press('j', 'j', 'j');
    const before = cursorRow(app.frame());
    expect(before).toContain('Loaded 9');

    // Each message arrives as its own task, as from a WebSocket.
    const framesBefore = app.frames.length;
    for (let i = 0; i < EVENTS; i++) {
      sockets[0]!.emit('update', server.addStatus({ content: `<p>Flood ${i}</p>` }));
      await tick(1);
    }
    await clock.advance(STREAM_FRAME_MS);
    const frame = await app.waitForText(`${EVENTS} new — press .`);
    expect(app.frames.length - framesBefore).toBeLessThanOrEqual(3);
    expect(cursorRow(frame)).toBe(before);
    expect(frame).not.toContain('Flood');

    // Keys still answer at once.
    await app.press('k');
    expect(cursorRow(app.frame())).toContain('Loaded 10');
  });
});
