// Issue 16: a terminal start while the network is down. Before, the stored login was treated
// as signed out (the login form with "Could not restore your login"); now the main view opens
// as the stored account, says plainly that the server cannot be reached, keeps trying (fake
// clock) and `.` tries at once; when the server answers, home loads.
import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { RECONNECT_FIRST_MS } from '../../../src/core/model/reconnect';
import { FakeServer } from './support/fake-server';
import { renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

function statusBar(frame: string): string {
  const lines = frame.split('\n');
  return lines[lines.length - 1] ?? '';
}

async function offlineStart() {
  const server = new FakeServer();
  server.addStatus({ content: '<p>Waiting behind the outage</p>' });
  server.offline = true;
  const test = await createTestRoot({ server, signedIn: true });
  expect(test.root.session.offline).toBe(true);
  const app = renderApp(test.root);
  const frame = await app.waitForText('You are offline:');
  expect(frame).toContain('You are offline: fake.test cannot be reached — press . to try now');
  expect(frame).not.toContain('Password');
  expect(statusBar(frame)).toContain('offline');
  return { ...test, app };
}

describe('a terminal start without the network', () => {
  it('shows the stored account offline, not the login; `.` tries now and home loads', async () => {
    const { server, clock, app } = await offlineStart();
    // Still down at the first retry: still offline.
    await clock.advance(RECONNECT_FIRST_MS);
    expect(app.frame()).toContain('You are offline:');
    server.offline = false;
    await app.press('.');
    const frame = await app.waitForText('Waiting behind the outage');
    expect(frame).not.toContain('You are offline:');
  });

  it('tries again by itself: once the network is back, the next try loads home', async () => {
    const { server, clock, app } = await offlineStart();
    server.offline = false;
    await clock.advance(RECONNECT_FIRST_MS);
    await app.waitForText('Waiting behind the outage');
  });
});
