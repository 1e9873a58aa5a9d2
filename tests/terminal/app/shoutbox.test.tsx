import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { SocketFactory, SocketLike } from '../../../src/core';
import { textWidth } from '../../../src/terminal/app/layout/text-width';
import { loadTerminalI18n } from '../../../src/terminal/i18n/locale-files';
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

  it('in Arabic the messages and the input line read from the right (issue 14)', async () => {
    const { server, socket, kept } = shoutServer(['pleroma_api', 'shout']);
    kept.push({
      id: 2,
      text: 'أهلا بالجميع',
      author: { id: '7', username: 'samir', acct: 'samir', avatar: '' },
    });
    const { root } = await createTestRoot({ server, signedIn: true, socket });
    const i18n = await loadTerminalI18n('ar');
    const app = renderApp(root, { i18n, size: { columns: 60, rows: 20 } });
    await app.waitForText('Existing post');
    await app.press('g', 'B');
    const reversed = (s: string) => [...s].reverse().join('');
    let frame = await app.waitForText(reversed('بالجميع'));
    const lineWith = (text: string) => frame.split('\n').find((l) => l.includes(text)) ?? '';
    // The author first at the right, then the message read from the right; the margin kept.
    const line = lineWith(reversed('بالجميع'));
    expect(line.trimEnd().endsWith(`${reversed('أهلا بالجميع')} :samir`)).toBe(true);
    expect(textWidth(line.trimEnd())).toBe(58);
    // A message in English stays as written, at the right too.
    expect(textWidth(lineWith('bob: Welcome aboard').trimEnd())).toBe(58);
    // Typed Arabic: the marker at the right edge, the words drawn from it.
    await app.press(...'سلام');
    frame = await app.waitForText(reversed('سلام'));
    expect(
      lineWith(reversed('سلام'))
        .trimEnd()
        .endsWith(`${reversed('سلام')} <`),
    ).toBe(true);
  });
});
