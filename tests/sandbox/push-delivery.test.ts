import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asRecord, send, useSandbox } from './helpers';

/**
 * Issue 13's loopback push harness: alice subscribes to Web Push with a push service of this
 * test on 127.0.0.1; a mention, a direct message and a chat message from bob each reach it
 * as one VAPID-signed, RFC 8291-encrypted push, which only alice's private key opens, holding
 * Pleroma's payload.
 */

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let service: Server;
let serviceUrl = '';
const received: Received[] = [];

beforeAll(async () => {
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/push/alice-device`;
});

afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

// The browser's side of the subscription: its key pair and auth secret.
const browser = createECDH('prime256v1');
const browserKey = browser.generateKeys();
const authSecret = randomBytes(16);

const hkdf = (salt: Buffer, ikm: Buffer, info: string | Buffer, length: number): Buffer =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 decryption, as the browser does it. */
function decrypt(body: Buffer): string {
  const salt = body.subarray(0, 16);
  const keyLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyLength);
  const sealed = body.subarray(21 + keyLength);
  const shared = browser.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, senderKey]);
  const ikm = hkdf(authSecret, shared, info, 32);
  const cek = hkdf(salt, ikm, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdf(salt, ikm, 'Content-Encoding: nonce\0', 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const plain = Buffer.concat([decipher.update(sealed.subarray(0, -16)), decipher.final()]);
  expect(plain.at(-1)).toBe(2);
  return plain.subarray(0, -1).toString('utf8');
}

/** Checks the VAPID header against the instance's key; the JWT's claims. */
function checkVapid(header: string, vapidKey: string): Record<string, unknown> {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header);
  expect(match?.[2]).toBe(vapidKey);
  const [head, claims, signature] = (match?.[1] ?? '').split('.');
  const point = Buffer.from(vapidKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature ?? '', 'base64url'),
  );
  expect(signed).toBe(true);
  return JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()) as Record<string, unknown>;
}

async function nextPush(): Promise<{ payload: Record<string, unknown>; push: Received }> {
  const before = received.length;
  await vi.waitFor(() => expect(received.length).toBe(before + 1), { timeout: 5000 });
  const push = received[before] as Received;
  return { payload: JSON.parse(decrypt(push.body)) as Record<string, unknown>, push };
}

/** Subscribes `token`'s owner with this test's push service, for chat messages and (or not) mentions. */
function subscribe(
  sb: ReturnType<ReturnType<typeof useSandbox>>,
  token: string,
  mentions: boolean,
) {
  return send(
    sb,
    'POST',
    '/api/v1/push/subscription',
    {
      subscription: {
        endpoint: serviceUrl,
        keys: { p256dh: browserKey.toString('base64url'), auth: authSecret.toString('base64url') },
      },
      data: { alerts: { mention: mentions, 'pleroma:chat_mention': true } },
    },
    token,
  );
}

describe('web push from the sandbox to a loopback push service', () => {
  const sandbox = useSandbox();

  it('a mention, a direct message and a chat message each arrive encrypted, signed, in Pleroma’s shape', async () => {
    const sb = sandbox();
    const alice = sb.state.tokenFor('alice');
    const bob = sb.state.tokenFor('bob');
    const subscribed = await subscribe(sb, alice, true);
    expect(subscribed.status).toBe(200);
    const vapidKey = String(asRecord(subscribed.body).server_key);
    const bobAvatar = String(
      asRecord((await send(sb, 'GET', '/api/v1/accounts/verify_credentials', null, bob)).body)
        .avatar,
    );

    const mention = await send(
      sb,
      'POST',
      '/api/v1/statuses',
      { status: '@alice lunch at noon?' },
      bob,
    );
    const first = await nextPush();
    expect(first.push.headers['content-encoding']).toBe('aes128gcm');
    expect(first.push.headers.ttl).toBeDefined();
    const claims = checkVapid(String(first.push.headers.authorization), vapidKey);
    expect(claims.aud).toBe(new URL(serviceUrl).origin);
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
    const notifications = await send(sb, 'GET', '/api/v1/notifications?limit=1', null, alice);
    const newest = asRecord((notifications.body as never[])[0]);
    expect(first.payload).toEqual({
      access_token: alice,
      notification_id: newest.id,
      notification_type: 'mention',
      icon: bobAvatar,
      preferred_locale: 'en',
      pleroma: { activity_id: asRecord(mention.body).id, direct_conversation_id: null },
      title: 'New Mention',
      body: '@bob: @alice lunch at noon?',
    });

    await send(
      sb,
      'POST',
      '/api/v1/statuses',
      { status: '@alice just us', visibility: 'direct' },
      bob,
    );
    const direct = await nextPush();
    expect(direct.payload).toMatchObject({
      notification_type: 'mention',
      title: 'New Direct Message',
      body: '@bob: @alice just us',
    });

    const aliceId = String(
      asRecord((await send(sb, 'GET', '/api/v1/accounts/verify_credentials', null, alice)).body).id,
    );
    const chat = await send(sb, 'POST', `/api/v1/pleroma/chats/by-account-id/${aliceId}`, {}, bob);
    await send(
      sb,
      'POST',
      `/api/v1/pleroma/chats/${asRecord(chat.body).id}/messages`,
      { content: 'kites <3 & blankets' },
      bob,
    );
    const message = await nextPush();
    expect(message.payload).toMatchObject({
      access_token: alice,
      notification_type: 'pleroma:chat_mention',
      icon: bobAvatar,
      title: 'New Chat Message',
      body: '@bob: kites <3 & blankets',
    });
  });

  it('nothing for a type the subscription turned off, or after it is deleted', async () => {
    const sb = sandbox();
    const alice = sb.state.tokenFor('alice');
    const bob = sb.state.tokenFor('bob');
    await send(
      sb,
      'PUT',
      '/api/v1/push/subscription',
      { data: { alerts: { mention: false, 'pleroma:chat_mention': true } } },
      alice,
    );
    const before = received.length;
    await send(sb, 'POST', '/api/v1/statuses', { status: '@alice no push for this' }, bob);
    await send(sb, 'DELETE', '/api/v1/push/subscription', null, alice);
    const aliceId = String(
      asRecord((await send(sb, 'GET', '/api/v1/accounts/verify_credentials', null, alice)).body).id,
    );
    const chat = await send(sb, 'POST', `/api/v1/pleroma/chats/by-account-id/${aliceId}`, {}, bob);
    await send(
      sb,
      'POST',
      `/api/v1/pleroma/chats/${asRecord(chat.body).id}/messages`,
      { content: 'none' },
      bob,
    );
    // Subscribed again for chats: the next push to arrive is the next chat message's.
    await subscribe(sb, alice, false);
    await send(
      sb,
      'POST',
      `/api/v1/pleroma/chats/${asRecord(chat.body).id}/messages`,
      { content: 'now one' },
      bob,
    );
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(before), { timeout: 5000 });
    expect(received.slice(before).map((push) => JSON.parse(decrypt(push.body)).body)).toEqual([
      '@bob: now one',
    ]);
  });

  it('with hide_notification_contents on, a push carries only its kind: no title, no sender, no text', async () => {
    const sb = sandbox();
    const alice = sb.state.tokenFor('alice');
    const bob = sb.state.tokenFor('bob');
    const hide = (on: boolean) =>
      send(
        sb,
        'PUT',
        '/api/pleroma/notification_settings',
        { hide_notification_contents: on },
        alice,
      );
    expect((await hide(true)).status).toBe(200);
    await subscribe(sb, alice, true);
    const aliceId = String(
      asRecord((await send(sb, 'GET', '/api/v1/accounts/verify_credentials', null, alice)).body).id,
    );
    const chat = await send(sb, 'POST', `/api/v1/pleroma/chats/by-account-id/${aliceId}`, {}, bob);
    const post = (content: string) =>
      send(
        sb,
        'POST',
        `/api/v1/pleroma/chats/${asRecord(chat.body).id}/messages`,
        { content },
        bob,
      );

    await post('the secret picnic spot');
    const hidden = await nextPush();
    expect(hidden.payload).not.toHaveProperty('title');
    expect(hidden.payload).toMatchObject({
      notification_type: 'pleroma:chat_mention',
      body: 'New Chat Message',
    });
    expect(JSON.stringify(hidden.payload)).not.toContain('picnic');

    await send(sb, 'POST', '/api/v1/statuses', { status: '@alice a quiet mention' }, bob);
    const mention = await nextPush();
    expect(mention.payload).not.toHaveProperty('title');
    expect(mention.payload.body).toBe('New Mention');

    // Turned off again: the words come back.
    await hide(false);
    await post('kites at noon');
    const shown = await nextPush();
    expect(shown.payload).toMatchObject({ title: 'New Chat Message', body: '@bob: kites at noon' });
  });
});
