import { createCipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

/** RFC 8188's record size the sandbox writes (one record holds every payload it sends). */
const RECORD_SIZE = 4096;

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * A push message's body as RFC 8291 has it (`Content-Encoding: aes128gcm`): encrypted for
 * the subscriber's `p256dh` key and `auth` secret (base64url, as the subscription gives
 * them), with a fresh sender key and salt, in one record.
 */
export function encryptPush(payload: string, p256dh: string, auth: string): Buffer {
  const receiverKey = Buffer.from(p256dh, 'base64url');
  const authSecret = Buffer.from(auth, 'base64url');
  const sender = createECDH('prime256v1');
  const senderKey = sender.generateKeys();
  const shared = sender.computeSecret(receiverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = hkdf(authSecret, shared, keyInfo, 32);
  const salt = randomBytes(16);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  // The last (and only) record: the text, then the 0x02 delimiter.
  const sealed = Buffer.concat([
    cipher.update(Buffer.concat([Buffer.from(payload, 'utf8'), Buffer.from([2])])),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(senderKey.length, 20);
  return Buffer.concat([header, senderKey, sealed]);
}
