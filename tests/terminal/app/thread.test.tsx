import { cleanup } from 'ink-testing-library';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { STREAM_FRAME_MS } from '../../../src/core';
import { FakeServer } from './support/fake-server';
import { fakeSockets } from './support/fake-socket';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

function selectedLine(frame: string): string {
  return frame.split('\n').find((line) => /^\s*> /.test(line)) ?? '';
}

/** The line holding a text, with its indentation. */
function lineWith(frame: string, text: string): string {
  return frame.split('\n').find((line) => line.includes(text)) ?? '';
}

async function conversation() {
  const server = new FakeServer();
  const dave = server.addAccount('4', 'dave', 'Dave');
  const root = server.addStatus({ account: server.carol, content: '<p>Thread root</p>' });
  const middle = server.addStatus({
    account: server.bob,
    content: '<p>Middle reply</p>',
    inReplyTo: root.id,
    home: true,
  });
  const answer = server.addStatus({
    account: dave,
    content: '<p>Answer to middle</p>',
    inReplyTo: middle.id,
  });
  server.addStatus({ account: server.carol, content: '<p>Deeper still</p>', inReplyTo: answer.id });
  server.addStatus({ account: dave, content: '<p>Second answer</p>', inReplyTo: middle.id });
  server.addStatus({ content: '<p>Unrelated newest</p>' });
  const test = await createTestRoot({ server, signedIn: true });
  const app = renderApp(test.root);
  await app.waitForText('Unrelated newest');
  return { ...test, app, ids: { root: root.id, middle: middle.id } };
}

describe('thread view', () => {
  it('opens with Enter: ancestors, the focused status, then replies indented by depth', async () => {
    const { app, server, ids } = await conversation();
    await app.press('j');
    expect(selectedLine(app.frame())).toContain('Bob Builder');
    await app.press(KEYS.enter);
    const frame = await app.waitForText('Deeper still');
    expect(server.requestsTo('GET', `/api/v1/statuses/${ids.middle}/context`)).toHaveLength(1);
    expect(frame).toContain('Conversation');
    const order = [
      'Thread root',
      'Middle reply',
      'Answer to middle',
      'Deeper still',
      'Second answer',
    ];
    const positions = order.map((text) => frame.indexOf(text));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // The focused status carries the cursor.
    expect(selectedLine(frame)).toContain('Bob Builder');
    // A tree from the top of the conversation: two columns per reply level.
    const indent = (text: string) => lineWith(frame, text).search(/\S/);
    expect(indent('Middle reply')).toBe(indent('Thread root') + 2);
    expect(indent('Answer to middle')).toBe(indent('Middle reply') + 2);
    expect(indent('Deeper still')).toBe(indent('Middle reply') + 4);
    expect(indent('Second answer')).toBe(indent('Middle reply') + 2);
    expect(frame).not.toContain('Unrelated newest');
  });

  it('moves with j/k, re-focuses with Enter, and Esc returns to the timeline cursor', async () => {
    const { app, server, ids } = await conversation();
    await app.press('j', KEYS.enter);
    await app.waitForText('Deeper still');
    await app.press('k');
    expect(selectedLine(app.frame())).toContain('Carol');
    await app.press(KEYS.enter);
    await app.waitFor(
      () => server.requestsTo('GET', `/api/v1/statuses/${ids.root}/context`).length === 1,
      'context of the root',
    );
    await app.waitFor(
      (f) =>
        selectedLine(f).includes('Carol') && f.indexOf('Thread root') < f.indexOf('Middle reply'),
    );
    await app.press(KEYS.esc);
    const frame = await app.waitForText('Unrelated newest');
    expect(frame).not.toContain('Conversation');
    expect(selectedLine(frame)).toContain('Bob Builder');
  });

  it('caps indentation for very deep threads and shows the depth', async () => {
    const server = new FakeServer();
    let parent = server.addStatus({ content: '<p>depth 0</p>' });
    const top = parent;
    for (let depth = 1; depth <= 7; depth++) {
      parent = server.addStatus({ content: `<p>depth ${depth}</p>`, inReplyTo: parent.id });
    }
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 100, rows: 50 } });
    await app.waitForText('depth 0');
    await app.press(KEYS.enter);
    // Spec: replies deeper than max depth − 2 (4) are folded until shown.
    await app.waitForText('2 more replies — Space shows them');
    expect(app.frame()).not.toContain('depth 6');
    await app.press('S');
    const frame = await app.waitForText('depth 7');
    const indent = (text: string) => lineWith(frame, text).search(/\S/);
    expect(indent('depth 6')).toBe(indent('depth 4'));
    expect(indent('depth 4')).toBe(indent('depth 0') + 8);
    expect(frame).toContain('7› ');
    expect(top.id).toBeTruthy();
  });

  it('shows an error when the conversation cannot be loaded, and Esc still goes back', async () => {
    const { app, server, ids } = await conversation();
    server.failures.set(`/api/v1/statuses/${ids.middle}/context`, {
      status: 500,
      body: { error: 'Internal error' },
    });
    await app.press('j', KEYS.enter);
    await app.waitForText('The conversation could not be loaded: Internal error');
    await app.press(KEYS.esc);
    await app.waitForText('Unrelated newest');
  });
});

describe('a streamed delete', () => {
  it('leaves the deleted placeholder where the reply was (spec: deletion marks the status)', async () => {
    const server = new FakeServer();
    const top = server.addStatus({
      account: server.carol,
      content: '<p>Thread root</p>',
      home: true,
    });
    server.addStatus({
      account: server.bob,
      content: '<p>Reply that stays</p>',
      inReplyTo: top.id,
    });
    const doomed = server.addStatus({
      account: server.bob,
      content: '<p>Reply to be deleted</p>',
      inReplyTo: top.id,
    });
    const { factory, sockets } = fakeSockets();
    const test = await createTestRoot({ server, signedIn: true, socket: factory });
    const app = renderApp(test.root);
    await app.waitForText('Thread root');
    runInAction(() => sockets[0]?.open());
    await app.press(KEYS.enter);
    await app.waitForText('Reply to be deleted');

    sockets[0]?.emit('delete', doomed.id);
    await test.clock.advance(STREAM_FRAME_MS);
    await app.waitFor((frame) => !frame.includes('Reply to be deleted'));
    const frame = app.frame();
    expect(frame).toContain('Reply that stays');
    expect(frame).toContain('This post was deleted');
    // In thread order: the root, the reply that stays, then the placeholder.
    expect(frame.indexOf('Reply that stays')).toBeLessThan(frame.indexOf('This post was deleted'));
  });
});
