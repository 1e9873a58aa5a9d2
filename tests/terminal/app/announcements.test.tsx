import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { announcement } from './support/fake-announcement';
import { FakeServer, respond } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

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

  it('a manager posts with n and changes the text with e; a refusal shows the server text', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    Object.assign(server.alice, {
      pleroma: { privileges: ['announcements_manage_announcements'] },
    });
    server.announcements = [announcement('1', 'Picnic on Saturday')];
    const announcements = server.announcements;
    let refuse = false;
    server.extraHandlers.push((method, url, body) => {
      const path = url.pathname;
      if (path === '/api/v1/pleroma/admin/announcements' && method === 'GET')
        return respond(200, announcements);
      if (path === '/api/v1/pleroma/admin/announcements' && method === 'POST') {
        if (refuse) return respond(422, { error: 'Content is too long' });
        const made = announcement(
          String(announcements.length + 1),
          JSON.parse(body ?? '{}').content,
        );
        announcements.unshift(made);
        return respond(200, made);
      }
      const one = /^\/api\/v1\/pleroma\/admin\/announcements\/(\w+)$/.exec(path);
      if (one && method === 'PATCH') {
        const item = announcements.find((a) => a.id === one[1]);
        if (item) item.content = `<p>${JSON.parse(body ?? '{}').content}</p>`;
        return respond(200, item);
      }
      return undefined;
    });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 120, rows: 30 } });
    await app.waitForText('Existing post');
    await app.press('g', 'A');
    await app.waitForText('n: new · e: edit · D: delete');

    await app.press('n');
    await app.waitForText('New announcement (Enter posts, Esc cancels):');
    await app.press('Kites on Sunday', KEYS.enter);
    await app.waitForText('Announcement posted');
    await app.waitForText('Kites on Sunday');
    const posted = server.requestsTo('POST', '/api/v1/pleroma/admin/announcements');
    expect(posted.map((r) => JSON.parse(r.body ?? '{}'))).toEqual([{ content: 'Kites on Sunday' }]);

    // The selected (newest) one's text comes back on the line to change.
    await app.waitFor((f) => !f.includes('New announcement ('), 'the line closed');
    await app.press('e');
    await app.waitForText('Announcement text (Enter saves, Esc cancels):');
    await app.press(' and Monday', KEYS.enter);
    await app.waitForText('Announcement saved');
    await app.waitForText('Kites on Sunday and Monday');
    const patched = server.requestsTo('PATCH', '/api/v1/pleroma/admin/announcements/2');
    expect(patched.map((r) => JSON.parse(r.body ?? '{}'))).toEqual([
      { content: 'Kites on Sunday and Monday' },
    ]);

    refuse = true;
    await app.press('n', 'Too much', KEYS.enter);
    await app.waitForText('Content is too long');
  });

  it('the form takes start, end and all-day: a time it cannot read is named, an edit sends what changed', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    Object.assign(server.alice, {
      pleroma: { privileges: ['announcements_manage_announcements'] },
    });
    const announcements: ReturnType<typeof announcement>[] = [];
    server.announcements = announcements;
    server.extraHandlers.push((method, url, body) => {
      const path = url.pathname;
      const sent = JSON.parse(body ?? '{}');
      const fields = (item: ReturnType<typeof announcement>) => {
        if (sent.content !== undefined) item.content = `<p>${sent.content}</p>`;
        for (const key of ['starts_at', 'ends_at', 'all_day'] as const)
          if (sent[key] !== undefined) Object.assign(item, { [key]: sent[key] });
        return item;
      };
      if (path === '/api/v1/pleroma/admin/announcements' && method === 'GET')
        return respond(200, announcements);
      if (path === '/api/v1/pleroma/admin/announcements' && method === 'POST') {
        const made = fields(announcement(String(announcements.length + 1), ''));
        announcements.unshift(made);
        return respond(200, made);
      }
      const one = /^\/api\/v1\/pleroma\/admin\/announcements\/(\w+)$/.exec(path);
      const item = announcements.find((a) => a.id === one?.[1]);
      if (one && item && method === 'PATCH') return respond(200, fields(item));
      return undefined;
    });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 120, rows: 30 } });
    await app.waitForText('Existing post');
    await app.press('g', 'A');
    await app.waitForText('n: new · e: edit · D: delete');

    await app.press('n');
    await app.waitForText('New announcement (Enter posts, Esc cancels):');
    expect(app.frame()).toContain('[ ] This is an all-day event');
    await app.press('Market day', KEYS.tab, '2026-12-01', KEYS.tab, 'soon', KEYS.tab, ' ');
    await app.waitForText('[x] This is an all-day event');
    await app.press(KEYS.enter);
    await app.waitForText('Write the time as YYYY-MM-DD HH:MM, or only the date');
    expect(server.requestsTo('POST', '/api/v1/pleroma/admin/announcements')).toHaveLength(0);
    // The end is the field to mend.
    await app.press(KEYS.backspace, KEYS.backspace, KEYS.backspace, KEYS.backspace);
    await app.press('2026-12-02', KEYS.enter);
    await app.waitForText('Announcement posted');
    await app.waitForText('Market day');
    const posted = server.requestsTo('POST', '/api/v1/pleroma/admin/announcements');
    expect(posted.map((r) => JSON.parse(r.body ?? '{}'))).toEqual([
      {
        content: 'Market day',
        starts_at: new Date(2026, 11, 1).toISOString(),
        ends_at: new Date(2026, 11, 2).toISOString(),
        all_day: true,
      },
    ]);

    // Editing starts from what is there; only the changed end goes with the text.
    await app.press('e');
    await app.waitForText('Announcement text (Enter saves, Esc cancels):');
    expect(app.frame()).toContain('2026-12-02');
    expect(app.frame()).toContain('[x] This is an all-day event');
    await app.press(KEYS.down, KEYS.down, KEYS.backspace, KEYS.backspace, '03', KEYS.enter);
    await app.waitForText('Announcement saved');
    const patched = server.requestsTo('PATCH', '/api/v1/pleroma/admin/announcements/1');
    expect(patched.map((r) => JSON.parse(r.body ?? '{}'))).toEqual([
      { content: 'Market day', ends_at: new Date(2026, 11, 3).toISOString() },
    ]);

    // Esc leaves the form without a call.
    await app.press('n');
    await app.waitForText('New announcement (Enter posts, Esc cancels):');
    await app.press(KEYS.esc);
    await app.waitForText('n: new · e: edit · D: delete');
    expect(server.requestsTo('POST', '/api/v1/pleroma/admin/announcements')).toHaveLength(1);
  });
});
