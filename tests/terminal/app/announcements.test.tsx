import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

function announcement(id: string, text: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    content: `<p>${text}</p>`,
    starts_at: null,
    ends_at: null,
    all_day: false,
    published_at: '2026-11-20T10:00:00.000Z',
    read: false,
    emojis: [],
    ...extra,
  };
}

describe('announcements in the terminal', () => {
  it('g A lists them with their times; r marks the selected one read; the status bar counts unread ones', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    server.announcements = [
      announcement('1', 'Picnic on Saturday', {
        starts_at: '2026-11-28T00:00:00.000Z',
        all_day: true,
      }),
    ];
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 120, rows: 30 } });
    await app.waitForText('1 announcement (gA)');
    await app.press('g', 'A');
    await app.waitForText('Picnic on Saturday');
    expect(app.frame()).toContain('Announcements');
    expect(app.frame()).toMatch(/Starts at \S+/);
    await app.press('r');
    await app.waitForText('Marked as read');
    expect(server.requestsTo('POST', '/api/v1/announcements/1/dismiss')).toHaveLength(1);
    expect(app.frame()).not.toContain('1 announcement (gA)');
    await app.press('q');
    await app.waitFor((f) => f.includes('Existing post') && !f.includes('Picnic'), 'closed');
  });

  it('a server without announcements says so in the view and shows no count', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root);
    await app.waitForText('Existing post');
    await app.press('g', 'A');
    await app.waitForText('This server does not offer announcements.');
    expect(app.frame()).not.toMatch(/\d+ announcements? \(gA\)/);
  });
});
