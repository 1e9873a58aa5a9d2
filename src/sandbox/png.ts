import { deflateSync } from 'node:zlib';

/**
 * Small valid PNGs made in code, so the repository holds no binary files and media,
 * avatars and custom emoji still have real bytes behind their URLs.
 */

export type Rgb = [number, number, number];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Encodes an 8-bit RGB image whose pixels come from `pixel(x, y)`. */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgb,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const rowLen = width * 3 + 1;
  const raw = Buffer.alloc(rowLen * height);
  for (let y = 0; y < height; y++) {
    raw[y * rowLen] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const o = y * rowLen + 1 + x * 3;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A two-colour diagonal gradient: cheap, but recognisably a picture in a viewer. */
export function gradientPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  return encodePng(width, height, (x, y) => {
    const t = (x / Math.max(1, width - 1) + y / Math.max(1, height - 1)) / 2;
    return [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * t)) as Rgb;
  });
}

/** A filled circle on a light background (avatars and custom emoji). */
export function discPng(size: number, color: Rgb, background: Rgb = [245, 245, 245]): Buffer {
  const r = size / 2;
  return encodePng(size, size, (x, y) =>
    (x + 0.5 - r) ** 2 + (y + 0.5 - r) ** 2 <= r * r ? color : background,
  );
}
