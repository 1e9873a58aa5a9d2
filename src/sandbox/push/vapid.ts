import { createPrivateKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

/**
 * The sandbox's Web Push (VAPID, RFC 8292) key pair, made when the sandbox loads: the public
 * half is what the instance announces (`vapid_public_key`); the private half signs the
 * pushes it sends (push/deliver.ts) and never leaves the process.
 */
const pair = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const jwk = pair.publicKey.export({ format: 'jwk' });
const raw = Buffer.concat([
  Buffer.from([4]),
  Buffer.from(jwk.x ?? '', 'base64url'),
  Buffer.from(jwk.y ?? '', 'base64url'),
]);

/** The public key as browsers take it: the uncompressed P-256 point, base64url. */
export const VAPID_KEY = raw.toString('base64url');

const privateKey: KeyObject = createPrivateKey(
  pair.privateKey.export({ format: 'pem', type: 'pkcs8' }),
);

/** VAPID lifetime of one signature (the RFC's ceiling is 24 h). */
const VAPID_TTL_S = 12 * 3600;

/** The `Authorization` header for a push to `endpoint`: `vapid t=JWT, k=KEY` (ES256). */
export function vapidAuthorization(endpoint: string, now = Date.now()): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({ typ: 'JWT', alg: 'ES256' });
  const claims = encode({
    aud: new URL(endpoint).origin,
    exp: Math.floor(now / 1000) + VAPID_TTL_S,
    sub: 'mailto:sandbox@localhost',
  });
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), {
    key: privateKey,
    dsaEncoding: 'ieee-p1363',
  }).toString('base64url');
  return `vapid t=${header}.${claims}.${signature}, k=${VAPID_KEY}`;
}
