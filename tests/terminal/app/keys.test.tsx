import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { VISIBLE_STATUS_DELAY_MS } from '../../../src/core/view/reading-position';
import { osc52 } from '../../../src/terminal/app';
import type { MediaPreview } from '../../../src/terminal/app/platform/media-preview';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

function statusBar(frame: string): string {
  const lines = frame.split('\n');
  return lines[lines.length - 1] ?? '';
}

describe('y copies the link of a status with OSC 52', () => {
  it('writes the escape sequence with the base64 address and says Copied', async () => {
    const server = new FakeServer();
    const status = server.addStatus({ content: '<p>Copy me</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root);
    await app.waitForText('Copy me');
    await app.press('y');
    const url = `https://fake.test/notice/${status.id}`;
    const expected = `\x1b]52;c;${Buffer.from(url).toString('base64')}\x07`;
    expect(osc52(url)).toBe(expected);
    expect(app.stdout.frames).toContain(expected);
    await app.waitFor((f) => statusBar(f).includes(`Copied ${url}`), 'copied notice');
  });
});

describe('o opens links with the opener port', () => {
  async function withLinks(content: string, extra: Record<string, unknown> = {}) {
    const server = new FakeServer();
    server.addStatus({ content, extra });
    const opened: string[] = [];
    const { root } = await createTestRoot({
      server,
      signedIn: true,
      open: (url) => {
        opened.push(url);
      },
    });
    const app = renderApp(root);
    await app.waitForText('Bob Builder');
    return { app, opened };
  }

  it('opens the one link of a status (mentions and hashtags do not count)', async () => {
    const { app, opened } = await withLinks(
      '<p><a class="mention" href="https://fake.test/@carol">@carol</a> read <a href="https://example.com/story?a=1&amp;b=2">this</a> <a class="hashtag" rel="tag" href="https://fake.test/tag/news">#news</a></p>',
    );
    await app.press('o');
    expect(opened).toEqual(['https://example.com/story?a=1&b=2']);
  });

  it('offers a chooser when there are several, and never opens other schemes', async () => {
    const { app, opened } = await withLinks(
      '<p><a href="https://one.example/">first</a> <a href="javascript:alert(1)">evil</a> <a href="file:///etc/passwd">local</a> <a href="http://two.example/x">second</a></p>',
    );
    await app.press('o');
    const frame = await app.waitForText('Open which link?');
    expect(frame).toContain('1. first — https://one.example/');
    expect(frame).toContain('2. second — http://two.example/x');
    expect(frame).not.toContain('javascript');
    expect(frame).not.toContain('file:');
    await app.press('j', KEYS.enter);
    expect(opened).toEqual(['http://two.example/x']);
    await app.waitForText('Bob Builder');
    await app.press('o', '1');
    expect(opened).toEqual(['http://two.example/x', 'https://one.example/']);
  });

  it('opens the status page when the status has no link of its own', async () => {
    const { app, opened } = await withLinks('<p>No links here</p>');
    await app.press('o');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/^https:\/\/fake\.test\/notice\/\d+$/);
  });
});

describe('m shows media', () => {
  it('previews an image in an overlay and opens other media in the browser', async () => {
    const server = new FakeServer();
    server.addStatus({
      content: '<p>Pictures</p>',
      media: [
        { type: 'image', description: 'A red square' },
        { type: 'video', description: 'A clip' },
      ],
    });
    const opened: string[] = [];
    const rendered: string[] = [];
    const media: MediaPreview = {
      supported: true,
      render: async (url, size) => {
        rendered.push(url);
        return `[art ${size.columns}x${size.rows}]`;
      },
    };
    const { root } = await createTestRoot({ server, signedIn: true, open: (u) => opened.push(u) });
    const app = renderApp(root, { media });
    await app.waitForText('Pictures');
    await app.press('m');
    await app.waitForText('[art ');
    expect(app.frame()).toContain('image 1/2 · A red square');
    await app.press('l');
    await app.waitForText('video 2/2 · A clip');
    await app.press('o');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/^https:\/\/fake\.test\/media\//);
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('A clip ·') && f.includes('Pictures'), 'closed');
    expect(rendered).toHaveLength(1);
  });
});

describe('the media viewer and plain files (as on the web: core decides)', () => {
  it('steps past a plain file, and a status of files only opens them with o', async () => {
    const server = new FakeServer();
    server.addStatus({
      content: '<p>Only a file</p>',
      media: [{ type: 'unknown', description: 'notes.pdf' }],
    });
    server.addStatus({
      content: '<p>Mixed</p>',
      media: [
        { type: 'image', description: 'A red square' },
        { type: 'unknown', description: 'notes.pdf' },
        { type: 'video', description: 'A clip' },
      ],
    });
    const opened: string[] = [];
    const { root } = await createTestRoot({ server, signedIn: true, open: (u) => opened.push(u) });
    const media: MediaPreview = { supported: false, render: async () => '' };
    const app = renderApp(root, { media });
    await app.waitForText('Mixed');
    await app.press('m');
    // The web's viewer counts the same: two items, the file left out.
    await app.waitForText('image 1/2 · A red square');
    await app.press('l');
    await app.waitForText('video 2/2 · A clip');
    await app.press('l');
    await app.waitForText('image 1/2 · A red square');
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('A red square ·'), 'closed');

    await app.press('j');
    await app.press('m');
    await app.waitForText('Only files here');
    await app.press('o');
    expect(opened).toEqual([expect.stringMatching(/^https:\/\/fake\.test\/media\//)]);
  });
});

describe('muted words', () => {
  it('collapses a matching status to one line with its reason; v shows it; own posts never', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Big spoiler about the finale</p>' });
    server.addStatus({ account: server.alice, content: '<p>My own spoiler</p>' });
    server.addStatus({ content: '<p>Nothing to see</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    root.preferences.set({ mutedWords: ['spoiler'] });
    const app = renderApp(root);
    const frame = await app.waitForText('Nothing to see');
    expect(frame).toContain('Muted: Bob Builder (muted words: spoiler) — v shows it');
    expect(frame).not.toContain('Big spoiler');
    expect(frame).toContain('My own spoiler');
    await app.press('j', 'j', 'v');
    await app.waitForText('Big spoiler about the finale');
    expect(app.frame()).toContain('Muted (muted words: spoiler) — v hides it');
  });

  it('leaves muted statuses out when the user hides muted posts', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Big spoiler</p>' });
    server.addStatus({ content: '<p>Fine post</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    root.preferences.set({ mutedWords: ['spoiler'], hideMutedPosts: true });
    const app = renderApp(root);
    const frame = await app.waitForText('Fine post');
    expect(frame).not.toContain('spoiler');
    expect(frame).not.toContain('Muted');
  });
});

describe('preferences from the config file', () => {
  it('reads muted words and hide-muted-posts stored by an earlier run', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Big spoiler</p>' });
    server.addStatus({ content: '<p>Fine post</p>' });
    const { root } = await createTestRoot({
      server,
      signedIn: true,
      storage: { preferences: { mutedWords: ['spoiler'], hideMutedPosts: true, hideNsfw: 'x' } },
    });
    const app = renderApp(root);
    const frame = await app.waitForText('Fine post');
    expect(frame).not.toContain('spoiler');
    expect(frame).not.toContain('Muted');
  });
});

describe('remapped keys from the config file', () => {
  it('reads the keymap storage key, uses it and lists it in help', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>First</p>' });
    server.addStatus({ content: '<p>Second</p>' });
    let quits = 0;
    const { root } = await createTestRoot({
      server,
      signedIn: true,
      storage: { keymap: { 'app.quit': ['Q'], 'cursor.down': ['J', 'down'], 'bogus.action': 'x' } },
    });
    const app = renderApp(root, { size: { columns: 100, rows: 200 }, onQuit: () => quits++ });
    await app.waitForText('Second');
    await app.waitForText('Unknown key action "bogus.action"');
    await app.press('q');
    expect(quits).toBe(0);
    await app.press('J');
    expect(root.timelines.get({ type: 'home' }).atTop).toBe(false);
    await app.press('?');
    const help = app.frame();
    expect(help).toMatch(/Q\s+Quit/);
    expect(help).toMatch(/J, ↓\s+Next item/);
    await app.press(KEYS.esc, 'Q');
    expect(quits).toBe(1);
  });
});

describe('wide terminals', () => {
  it('shows the timeline and notifications side by side at 180 columns; Tab moves the keys', async () => {
    const server = new FakeServer();
    const mine = server.addStatus({ account: server.alice, content: '<p>Home post</p>' });
    server.addStatus({ content: '<p>Second home post</p>' });
    server.addNotification({ type: 'favourite', account: server.carol, status: mine });
    server.addNotification({ type: 'follow', account: server.bob });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 180, rows: 30 } });
    const frame = await app.waitForText('Carol favorited your status');
    const line = frame.split('\n').find((l) => l.includes('Second home post')) ?? '';
    expect(line).toContain('│');
    const row = frame.split('\n').find((l) => l.includes('Carol favorited your status')) ?? '';
    expect(row.indexOf('Carol favorited')).toBeGreaterThan(100);
    for (const l of frame.split('\n')) expect([...l].length).toBeLessThanOrEqual(180);
    // Keys go to the main column first, then Tab hands them to notifications (newest first).
    await app.press('j');
    expect(root.timelines.get({ type: 'home' }).atTop).toBe(false);
    await app.press(KEYS.tab, 'j');
    const after = app.frame();
    const selected = after
      .split('\n')
      .find((l) => l.includes('> ') && l.includes('Carol favorited'));
    expect(selected).toBeDefined();
    expect(statusBar(after)).toContain('Notifications');
  });

  it('stays one column at 100 columns', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Narrow</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 100, rows: 30 } });
    const frame = await app.waitForText('Narrow');
    expect(frame).not.toContain('│ Notifications');
  });
});

describe('reading position', () => {
  it('starts home at the saved position and reports where the cursor goes', async () => {
    const server = new FakeServer();
    const ids = [1, 2, 3, 4].map((n) => server.addStatus({ content: `<p>Post ${n}</p>` }).id);
    server.markers = { home: { last_read_id: ids[1]! } };
    const { root, clock } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root);
    await app.waitFor(
      (f) => (f.split('\n').find((l) => l.startsWith('> ')) ?? '') !== '' && f.includes('Post 4'),
      'list',
    );
    await app.waitFor(() => root.markers.state === 'loaded', 'markers');
    await app.waitFor((f) => {
      const at = f.split('\n').findIndex((l) => l.startsWith('> '));
      return at >= 0 && (f.split('\n')[at + 1] ?? '').includes('Post 2');
    }, 'cursor on the saved status');
    await app.press('k');
    // Spec §9: the visible status is taken 250 ms after the reader moved.
    await clock.advance(VISIBLE_STATUS_DELAY_MS);
    expect(root.markers.lastReadId('home')).toBe(ids[2]);
    await clock.advance(2500);
    await app.waitFor(() => server.requestsTo('POST', '/api/v1/markers').length === 1, 'saved');
  });
});
