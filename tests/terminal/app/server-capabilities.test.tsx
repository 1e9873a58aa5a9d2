import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { serverFixture as fixture, SERVER_DOCUMENTS } from '../../core/server/server-fixtures';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

/** Signed in on a server whose instance document is `instance`. */
async function appOn(instance: Record<string, unknown>, nodeinfo?: Record<string, unknown>) {
  const server = new FakeServer();
  server.instance = instance;
  if (nodeinfo) server.nodeinfo = nodeinfo;
  server.addStatus({ content: '<p>Hello from the home timeline</p>' });
  const { root } = await createTestRoot({ server, signedIn: true });
  const app = renderApp(root, { size: { columns: 100, rows: 200 } });
  await app.waitForText('Hello from the home timeline');
  return { app, server, root };
}

describe('the terminal hides what the server lacks', () => {
  it('a Mastodon without bookmarks: g b says so, ? help leaves it out and names it', async () => {
    // Mastodon 3.0 (bookmarks came in 3.1), as its nodeinfo says.
    const { app, server } = await appOn(
      { ...fixture(SERVER_DOCUMENTS.mastodon.instance), version: '3.0.2' },
      {
        ...fixture(SERVER_DOCUMENTS.mastodon.nodeinfo),
        software: { name: 'mastodon', version: '3.0.2' },
      },
    );

    await app.press('g', 'b');
    await app.waitForText('Mastodon 3.0.2 does not offer bookmarks.');
    expect(server.requestsTo('GET', '/api/v1/bookmarks')).toHaveLength(0);

    await app.press('?');
    const top = await app.waitForText('Home timeline');
    expect(top).not.toMatch(/\bgC\b/);
    expect(top).toMatch(/\bgh\b/);
    expect(top).not.toMatch(/\bgb\b/);
    // The note is the help's last line: G goes to the end of a help taller than the screen.
    await app.press('G');
    const help = await app.waitForText('Hidden because Mastodon 3.0.2 does not offer them');
    // The sentence wraps to the screen; read it as one line.
    expect(help.replace(/\s+/g, ' ')).toContain(
      'Hidden because Mastodon 3.0.2 does not offer them: bookmarks, chats.',
    );
    await app.press(KEYS.esc);

    // The command line refuses the same view.
    await app.press(':', ...'tl bookmarks', KEYS.enter);
    await app.waitForText('Hello from the home timeline');
    expect(app.frame()).not.toContain('Bookmarks');
    expect(server.requestsTo('GET', '/api/v1/bookmarks')).toHaveLength(0);
  });

  it('Pleroma: g b opens the bookmarks and help lists it, with no hidden-features line', async () => {
    const { app, server } = await appOn(fixture(SERVER_DOCUMENTS.pleroma.instance));
    await app.press('?');
    const help = await app.waitForText('Keys');
    expect(help).toMatch(/\bgb\b/);
    expect(help).not.toContain('Hidden because');
    await app.press(KEYS.esc);
    await app.press('g', 'b');
    await app.waitFor(
      () => server.requestsTo('GET', '/api/v1/bookmarks').length === 1,
      'bookmarks',
    );
    expect(app.frame()).toContain('Bookmarks');
  });
});
