import { cleanup } from 'ink-testing-library';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeStatus, normalizeStatuses } from '../../../src/core';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

/** The author line the cursor marker (`> `) is on. */
function selectedLine(frame: string): string {
  return frame.split('\n').find((line) => line.startsWith('> ')) ?? '';
}

async function homeWith(count: number, size = { columns: 100, rows: 30 }) {
  const server = new FakeServer();
  for (let i = 1; i <= count; i++) {
    const author = server.addAccount(String(1000 + i), `user${i}`, `User ${i}`);
    server.addStatus({ account: author, content: `<p>Text of status ${i}</p>` });
  }
  const { root, clock } = await createTestRoot({ server, signedIn: true });
  const app = renderApp(root, { size });
  await app.waitForText(`User ${count}`);
  return { app, root, server, clock };
}

describe('home timeline', () => {
  it('shows statuses newest first with the cursor on the first', async () => {
    const { app } = await homeWith(3);
    const frame = app.frame();
    expect(frame.indexOf('User 3')).toBeLessThan(frame.indexOf('User 2'));
    expect(selectedLine(frame)).toContain('User 3');
    expect(frame).toContain('Text of status 3');
  });

  it('moves the highlight with j/k and the arrow keys', async () => {
    const { app } = await homeWith(3);
    await app.press('j');
    expect(selectedLine(app.frame())).toContain('User 2');
    await app.press(KEYS.down);
    expect(selectedLine(app.frame())).toContain('User 1');
    await app.press('k');
    expect(selectedLine(app.frame())).toContain('User 2');
    await app.press(KEYS.up, KEYS.up);
    expect(selectedLine(app.frame())).toContain('User 3');
  });

  it('handles a run of keys delivered as one input (key repeat)', async () => {
    const { app } = await homeWith(5);
    await app.press('jjj');
    expect(selectedLine(app.frame())).toContain('User 2');
  });

  it('jumps with G and gg, and G at the bottom loads older statuses', async () => {
    const { app, server, root } = await homeWith(30, { columns: 100, rows: 20 });
    // The first page holds 20 (spec page size).
    expect(app.frame()).not.toContain('User 10 ');
    await app.press('G');
    await app.waitFor((f) => selectedLine(f).includes('User 11'), 'cursor on the 20th');
    const timeline = root.timelines.get({ type: 'home' });
    await app.waitFor(() => timeline.visibleIds.length === 30, 'the older page');
    const older = server
      .requestsTo('GET', '/api/v1/timelines/home')
      .filter((r) => r.query.get('max_id'));
    expect(older).toHaveLength(1);
    // The cursor stays where it was; G again goes to the new bottom.
    await app.press('G');
    expect(selectedLine(app.frame())).toContain('User 1 ');
    await app.press('g', 'g');
    expect(selectedLine(app.frame())).toContain('User 30');
  });

  it('says "No more statuses" once the server has nothing older', async () => {
    const { app, clock } = await homeWith(2);
    await app.press('G');
    await app.waitForText('No more statuses');
    // Another G within the throttle does nothing more; after it, the answer is the same.
    await clock.advance(1500);
    await app.press('G');
    expect(app.frame()).toContain('No more statuses');
  });

  it('offers a retry when loading older statuses failed', async () => {
    const { app, server, clock } = await homeWith(2);
    server.failures.set('/api/v1/timelines/home', { status: 502, body: 'Bad gateway' });
    await app.press('G');
    await app.waitForText('Loading older statuses failed — press G to try again');
    await clock.advance(1500);
    await app.press('G');
    await app.waitForText('No more statuses');
  });

  it('tells the store whether the cursor is at the top', async () => {
    const { app, root } = await homeWith(3);
    const timeline = root.timelines.get({ type: 'home' });
    expect(timeline.atTop).toBe(true);
    await app.press('j');
    expect(timeline.atTop).toBe(false);
    await app.press('k');
    expect(timeline.atTop).toBe(true);
  });

  it('counts new statuses in the status bar while reading below the top; "." shows them', async () => {
    const { app, root, server } = await homeWith(3);
    await app.press('j');
    const timeline = root.timelines.get({ type: 'home' });
    const ids: string[] = [];
    for (const n of [4, 5, 6]) {
      const author = server.addAccount(String(2000 + n), `new${n}`, `Newcomer ${n}`);
      const wire = server.addStatus({ account: author, content: `<p>Fresh ${n}</p>` });
      const normalized = normalizeStatus(wire, 'fake.test')!;
      root.entities.ingest(normalized.bundle);
      ids.push(wire.id);
    }
    timeline.receive(ids);
    const frame = await app.waitForText('3 new — press .');
    expect(frame).not.toContain('Fresh 6');
    // The cursor stays on the status it was on.
    expect(selectedLine(frame)).toContain('User 2');
    await app.press('.');
    const shown = app.frame();
    expect(shown).toContain('Fresh 6');
    expect(shown).not.toContain('new — press');
    expect(selectedLine(shown)).toContain('Newcomer 6');
  });

  it('offers Reload after a flush and reloads with "."', async () => {
    const { app, root, server } = await homeWith(3);
    const timeline = root.timelines.get({ type: 'home' });
    runInAction(() => {
      timeline.flushMarker = '999999';
    });
    await app.waitForText('Reload — press .');
    const before = server.requestsTo('GET', '/api/v1/timelines/home').length;
    await app.press('.');
    await app.waitFor((f) => !f.includes('Reload — press'), 'reload done');
    expect(server.requestsTo('GET', '/api/v1/timelines/home').length).toBe(before + 1);
  });

  it('collapses a content warning until z', async () => {
    const server = new FakeServer();
    server.addStatus({ spoiler: 'film ending', content: '<p>The butler did it</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root);
    const frame = await app.waitForText('CW: film ending');
    expect(frame).toContain('[z] show');
    expect(frame).not.toContain('butler');
    await app.press('z');
    expect(app.frame()).toContain('The butler did it');
    expect(app.frame()).toContain('[z] hide');
    await app.press('z');
    expect(app.frame()).not.toContain('butler');
  });

  it('shows repeats with a header and attachments as lines', async () => {
    const server = new FakeServer();
    const original = server.addStatus({
      content: '<p>Look at this</p>',
      media: [
        { type: 'image', description: 'A cat on a sofa' },
        { type: 'video', description: '' },
      ],
      home: false,
    });
    server.addStatus({ reblogOf: original.id, account: server.carol });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root);
    const frame = await app.waitForText('↻ Carol repeated');
    expect(frame).toContain('Bob Builder @bob');
    expect(frame).toContain('[image] A cat on a sofa');
    expect(frame).toContain('[video] no description');
  });

  it('shows the timeline fetch error as a notice', async () => {
    const server = new FakeServer();
    const { root } = await createTestRoot({ server, signedIn: true });
    server.failures.set('/api/v1/timelines/home', {
      status: 500,
      body: { error: 'Database down' },
    });
    const app = renderApp(root);
    const frame = await app.waitForText('Error fetching timeline');
    expect(frame).toContain('Database down');
    expect(frame).toContain('press . to try again');
  });

  it('refreshes relative times every 60 s on the injected clock', async () => {
    const server = new FakeServer();
    server.addStatus({ createdAt: '2026-11-21T11:58:00.000Z' });
    const { root, clock } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root);
    await app.waitForText(' 2m');
    await clock.advance(60_000);
    await app.waitForText(' 3m');
  });

  it('quits with q', async () => {
    const { root } = await createTestRoot({ server: new FakeServer(), signedIn: true });
    let quit = 0;
    const app = renderApp(root, { onQuit: () => quit++ });
    await app.waitForText('Home');
    await app.press('q');
    expect(quit).toBe(1);
  });
});

describe('a long timeline', () => {
  it('renders only the window that fits, with 5,000 statuses loaded', async () => {
    const server = new FakeServer();
    for (let i = 0; i < 5000; i++) server.addStatus({ content: `<p>Entry ${i}</p>` });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 80, rows: 24 } });
    await app.waitForText('Entry 4999');
    const timeline = root.timelines.get({ type: 'home' });
    const wires = server.home.map((id) => server.statuses.get(id));
    const { ids, bundle } = normalizeStatuses(wires, 'fake.test');
    runInAction(() => {
      root.entities.ingest(bundle);
      timeline.visibleIds = ids;
    });
    await app.press('G');
    const frame = await app.waitForText('Entry 0');
    expect(frame.split('\n').length).toBeLessThanOrEqual(23);
    expect((frame.match(/Entry \d+/g) ?? []).length).toBeLessThan(12);
    await app.press('g', 'g', 'j');
    expect(
      app
        .frame()
        .split('\n')
        .find((l) => l.startsWith('> ')),
    ).toBeDefined();
    expect(app.frame()).toContain('Entry 4998');
  });
});
