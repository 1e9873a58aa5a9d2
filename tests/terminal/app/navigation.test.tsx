import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

async function world() {
  const server = new FakeServer();
  server.addStatus({ content: '<p>At home</p>' });
  server.addStatus({ content: '<p>Local news</p>', home: false, timelines: ['local', 'public'] });
  server.addStatus({ content: '<p>From far away</p>', home: false, timelines: ['public'] });
  server.addStatus({ content: '<p>Penguins #linux</p>', home: false, timelines: ['tag:linux'] });
  server.addStatus({ content: '<p>Saved for later</p>', home: false, timelines: ['bookmarks'] });
  server.addStatus({ content: '<p>Liked this</p>', home: false, timelines: ['favourites'] });
  server.addStatus({ content: '<p>Just us two</p>', home: false, timelines: ['direct'] });
  server.addStatus({ content: '<p>On my list</p>', home: false, timelines: ['list:7'] });
  server.lists.push({ id: '7', title: 'Friends' });
  const test = await createTestRoot({ server, signedIn: true });
  const app = renderApp(test.root, { size: { columns: 100, rows: 30 } });
  await app.waitForText('At home');
  return { ...test, app };
}

function statusBar(frame: string): string {
  const lines = frame.split('\n');
  return lines[lines.length - 1] ?? '';
}

describe('switching timelines', () => {
  it('goes to every timeline with g keys, each in its own tab', async () => {
    const { app } = await world();
    await app.press('g', 'l');
    await app.waitForText('Local news');
    expect(statusBar(app.frame())).toContain('Local');
    await app.press('g', 'f');
    await app.waitForText('From far away');
    expect(app.frame()).toContain('Federated');
    await app.press('g', 'b');
    await app.waitForText('Saved for later');
    await app.press('g', 'F');
    await app.waitForText('Liked this');
    await app.press('g', 'd');
    await app.waitForText('Just us two');
    // The tab strip lists the open views; gh goes back to the first.
    const strip = app.frame().split('\n')[0] ?? '';
    expect(strip).toContain('1 Home');
    expect(strip).toContain('3 Federated');
    await app.press('g', 'h');
    await app.waitForText('At home');
    expect(app.frame()).not.toContain('Just us two');
  });

  it('switches tabs with ] and [ and closes one with Ctrl+W', async () => {
    const { app } = await world();
    await app.press('g', 'l');
    await app.waitForText('Local news');
    await app.press(']');
    await app.waitForText('At home');
    await app.press('[');
    await app.waitForText('Local news');
    await app.press('\x17');
    await app.waitForText('At home');
    expect(app.frame().split('\n')[0]).not.toContain('Local');
  });

  it('opens timelines from the command line: :tl local, :tag, :list', async () => {
    const { app, server } = await world();
    await app.press(':');
    expect(app.frame()).toContain('Tab: complete');
    await app.press('tl local', KEYS.enter);
    await app.waitForText('Local news');
    await app.press(':', 'tag linux', KEYS.enter);
    await app.waitForText('Penguins');
    expect(statusBar(app.frame())).toContain('#linux');
    await app.press(':', 'list friends', KEYS.enter);
    await app.waitForText('On my list');
    expect(statusBar(app.frame())).toContain('List: Friends');
    expect(server.requestsTo('GET', '/api/v1/lists')).toHaveLength(1);
  });

  it('completes commands and names with Tab', async () => {
    const { app } = await world();
    await app.press(':', 'no', KEYS.tab);
    expect(app.frame()).toContain(':notifications');
    await app.press(KEYS.esc, ':', 'tl fe', KEYS.tab);
    expect(app.frame()).toContain(':tl federated');
    await app.press(KEYS.enter);
    await app.waitForText('From far away');
    // Names the client has seen complete too, and several candidates are listed.
    await app.press(':', 'user b', KEYS.tab);
    expect(app.frame()).toContain(':user bob');
    await app.press(KEYS.esc, ':', 'list F', KEYS.tab);
    await app.waitFor((f) => f.includes(':list Friends'), 'list completion');
  });

  it('reports an unknown command and leaves the view as it was', async () => {
    const { app } = await world();
    await app.press(':', 'frobnicate', KEYS.enter);
    await app.waitForText('Unknown command: frobnicate');
    expect(app.frame()).toContain('At home');
  });

  it('asks for a name with gu and opens the profile', async () => {
    const { app } = await world();
    await app.press('g', 'u');
    expect(app.frame()).toContain(':user');
    await app.press('carol@remote.example', KEYS.enter);
    await app.waitForText('@carol@remote.example');
    expect(app.frame().split('\n')[0]).toContain('@carol@remote.example');
  });
});
