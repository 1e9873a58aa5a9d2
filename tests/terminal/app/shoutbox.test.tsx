import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { SocketFactory, SocketLike } from '../../../src/core';
import { FakeServer } from './support/fake-server';
import { FakeSocket } from './support/fake-socket';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/** A Phoenix socket speaking the shoutbox's side of `chat:public`, as Pleroma does. */
class FakeShoutSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  constructor(
    readonly url: string,
    private readonly kept: Array<Record<string, unknown>>,
  ) {
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.({});
    }, 0);
  }
  send(data: string): void {
    const [joinRef, ref, topic, event, payload] = JSON.parse(data) as Frame;
    const reply = (frame: Frame) =>
      setTimeout(() => this.onmessage?.({ data: JSON.stringify(frame) }), 0);
    if (event === 'heartbeat' || event === 'phx_leave')
      reply([joinRef, ref, topic, 'phx_reply', { status: 'ok', response: {} }]);
    if (event === 'phx_join') {
      reply([joinRef, ref, topic, 'phx_reply', { status: 'ok', response: {} }]);
      reply([joinRef, null, topic, 'messages', { messages: this.kept }]);
    }
    if (event === 'new_msg') {
      const message = {
        id: this.kept.length + 1,
        text: String(payload.text).trim(),
        author: { id: '1', username: 'alice', acct: 'alice', avatar: '' },
      };
      this.kept.push(message);
      reply([null, null, topic, 'new_msg', message]);
    }
  }
  close(code = 1000): void {
    this.readyState = 3;
    setTimeout(() => this.onclose?.({ code }), 0);
  }
}

function shoutServer(features: string[]) {
  const server = new FakeServer();
  server.addStatus({ content: '<p>Existing post</p>' });
  server.instance = { ...server.instance, pleroma: { metadata: { features } } };
  const kept: Array<Record<string, unknown>> = [
    {
      id: 1,
      text: 'Welcome aboard \u001b[31mred\u0007',
      author: { id: '2', username: 'bob', acct: 'bob', avatar: '' },
    },
  ];
  const urls: string[] = [];
  const socket: SocketFactory = (url) => {
    urls.push(url);
    return url.includes('/socket/websocket') ? new FakeShoutSocket(url, kept) : new FakeSocket(url);
  };
  return { server, socket, kept, urls };
}

describe('the shoutbox in the terminal', () => {
  it('g B shows the kept messages (sanitized); typed text and Enter send; Esc closes', async () => {
    const { server, socket, kept, urls } = shoutServer(['pleroma_api', 'shout']);
    const { root } = await createTestRoot({ server, signedIn: true, socket });
    const app = renderApp(root, { size: { columns: 100, rows: 30 } });
    await app.waitForText('Existing post');
    await app.press('g', 'B');
    await app.waitForText('bob: Welcome aboard');
    expect(app.frame()).toContain('Shoutbox');
    expect(app.frame().includes('\u0007')).toBe(false);
    expect(urls.find((u) => u.includes('/socket/websocket'))).toMatch(/token=/);
    // Letters go to the input line, not to key actions (q would close other screens).
    await app.press(...'quiet harbour'.split(''));
    await app.waitForText('> quiet harbour');
    await app.press(KEYS.enter);
    await app.waitForText('alice: quiet harbour');
    expect(kept.at(-1)).toMatchObject({ text: 'quiet harbour' });
    await app.waitFor((f) => !f.includes('> quiet harbour'), 'input cleared');
    await app.press(KEYS.esc);
    await app.waitFor(
      (f) => f.includes('Existing post') && !f.includes('Welcome aboard'),
      'closed',
    );
  });

  it('a server without the shout feature says so', async () => {
    const { server, socket, urls } = shoutServer(['pleroma_api']);
    const { root } = await createTestRoot({ server, signedIn: true, socket });
    const app = renderApp(root);
    await app.waitForText('Existing post');
    await app.press('g', 'B');
    await app.waitForText('This server does not offer a shoutbox.');
    expect(urls.some((u) => u.includes('/socket/websocket'))).toBe(false);
  });
});
