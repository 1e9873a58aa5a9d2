/**
 * Quirks below the JSON: a server that closes every connection after one answer without
 * saying so, one that names a wss:// streaming URL where only plain HTTP listens; and how
 * tests switch quirks (start option, flavour, secret-protected hook).
 */
import { once } from 'node:events';
import { connect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { FLAVOURS, HOOK_SECRET_HEADER, startSandbox } from '../../src/sandbox/index';
import { asRecord, send, useSandbox } from './helpers';

/** Raw HTTP/1.1 on one socket: each request is written after the previous answer arrived. */
async function twoRequestsOnOneSocket(port: number, path: string): Promise<[string, string]> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.setEncoding('utf8');
  let received = '';
  socket.on('data', (d: string) => {
    received += d;
  });
  const closed = once(socket, 'close');
  const request = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
  socket.write(request);
  // The first answer is complete once its body (content-length bytes) has arrived.
  await new Promise<void>((resolve) => {
    const check = (): void => {
      const head = received.split('\r\n\r\n')[0] ?? '';
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
      if (Buffer.byteLength(received) >= Buffer.byteLength(head) + 4 + length) resolve();
      else socket.once('data', check);
    };
    check();
  });
  const first = received;
  received = '';
  socket.write(request);
  await closed;
  return [first, received];
}

describe('sandbox quirks on the wire', () => {
  const sandbox = useSandbox();
  afterEach(() => sandbox().state.quirks.select({}));

  it('closes-connections: a reused connection closes before any byte of the second answer', async () => {
    const path = '/api/v1/instance/peers';
    sandbox().state.quirks.select({ quirks: ['closes-connections'] });
    const [first, second] = await twoRequestsOnOneSocket(sandbox().port, path);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    // It says nothing about closing: a client keeps the socket in its pool.
    expect(first).not.toMatch(/connection: close/i);
    expect(second).toBe('');
  });

  it('keeps connections alive without the quirk', async () => {
    const socket = connect(sandbox().port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.setEncoding('utf8').on('data', (d: string) => {
      received += d;
      if ((received.match(/HTTP\/1\.1 200/g) ?? []).length === 2) socket.end();
    });
    const request = 'GET /api/v1/instance/peers HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    socket.write(request + request);
    await once(socket, 'close');
    expect(received.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
  });

  it('no-streaming: wss:// is advertised, the port speaks plain HTTP, upgrades are 404', async () => {
    const sb = sandbox();
    sb.state.quirks.select({ quirks: ['no-streaming'] });
    const instance = asRecord((await send(sb, 'GET', '/api/v1/instance', null)).body);
    expect(asRecord(instance.urls).streaming_api).toBe(`wss://127.0.0.1:${sb.port}`);
    const socket = connect(sb.port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.setEncoding('utf8').on('data', (d: string) => {
      answer += d;
    });
    socket.write(
      'GET /api/v1/streaming?stream=public HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\n' +
        'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    await once(socket, 'close');
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    // What a client that believes the wss:// URL meets: no TLS there.
    const tls = tlsConnect({ port: sb.port, host: '127.0.0.1', rejectUnauthorized: false });
    const [error] = (await once(tls, 'error')) as [Error];
    expect(error.message).toMatch(/wrong version|packet length|EPROTO|ECONNRESET|socket/i);
  });
});

describe('switching quirks', () => {
  const sandbox = useSandbox();
  afterEach(() => sandbox().state.quirks.select({}));
  const hook = (method: string, body: Record<string, unknown> | null, secret = true) =>
    send(
      sandbox(),
      method,
      '/__sandbox/quirks',
      body,
      undefined,
      secret ? sandbox().hookHeaders : {},
    );

  it('the hook selects a flavour plus quirks, lists them, and resets; only with the secret', async () => {
    expect((await hook('GET', null)).body).toEqual({ flavour: 'pleroma', quirks: [] });
    const set = await hook('POST', { flavour: 'mastodon', quirks: ['no-markers'] });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      flavour: 'mastodon',
      quirks: [...FLAVOURS.mastodon, 'no-markers'].sort(),
    });
    const alice = sandbox().state.tokenFor('alice');
    expect((await send(sandbox(), 'GET', '/api/v1/markers', null, alice)).status).toBe(404);
    expect((await hook('POST', { quirks: ['no-such-quirk'] })).status).toBe(422);
    expect((await hook('POST', { flavour: 'misskey' })).status).toBe(422);
    expect((await hook('POST', { quirks: ['no-markers'] }, false)).status).toBe(403);
    expect((await hook('DELETE', null)).body).toEqual({ flavour: 'pleroma', quirks: [] });
    expect((await send(sandbox(), 'GET', '/api/v1/markers', null, alice)).status).toBe(200);
  });

  it('startSandbox takes a flavour and quirks', async () => {
    const sb = await startSandbox({ flavour: 'gotosocial', quirks: ['no-link-header'] });
    try {
      const selected = await send(sb, 'GET', '/__sandbox/quirks', null, undefined, sb.hookHeaders);
      expect(asRecord(selected.body).flavour).toBe('gotosocial');
      expect(asRecord(selected.body).quirks).toContain('no-link-header');
      expect(asRecord(selected.body).quirks).toContain('no-password-grant');
      expect((await send(sb, 'GET', '/api/v1/timelines/public', null)).status).toBe(401);
    } finally {
      await sb.close();
    }
  });

  it('every flavour names only known quirks, and the hook header is the documented one', () => {
    expect(HOOK_SECRET_HEADER).toBe('x-petrel-sandbox-secret');
    expect(Object.keys(FLAVOURS).sort()).toEqual(['gotosocial', 'mastodon', 'pleroma', 'snac']);
    expect(FLAVOURS.pleroma).toEqual([]);
  });
});
