import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DECODE_BASE64_SOURCE } from '../../bin/entities-decode.mjs';

// htmlparser2's own copy of `entities`, the one the CLI and terminal bundles carry.
const require = createRequire(import.meta.url);
const ENTITIES = fileURLToPath(
  new URL('../../node_modules/htmlparser2/node_modules/entities/dist/commonjs/', import.meta.url),
);
const original = require(`${ENTITIES}/internal/decode-shared.js`) as {
  decodeBase64(input: string): Uint16Array;
};
const { htmlDecodeTree } = require(`${ENTITIES}/generated/decode-data-html.js`) as {
  htmlDecodeTree: Uint16Array;
};

const standIn = new Function(
  `${DECODE_BASE64_SOURCE.replace('export function', 'function')}\nreturn decodeBase64;`,
)() as (input: string) => Uint16Array;

describe("the bundles' decodeBase64 for entities' tables (bin/entities-decode.mjs)", () => {
  it('builds the same HTML entity table as the original', () => {
    // The table's own base64 text, re-encoded from the original's decoded values.
    const bytes = Buffer.from(
      htmlDecodeTree.buffer,
      htmlDecodeTree.byteOffset,
      htmlDecodeTree.byteLength,
    );
    const text = bytes.toString('base64');
    expect(original.decodeBase64(text)).toEqual(htmlDecodeTree);
    expect(standIn(text)).toEqual(htmlDecodeTree);
  });

  it('drops an odd last byte as the original does', () => {
    for (const text of ['QUJD', 'QUI=', 'QQ==', '', 'AAECAwQF']) {
      expect(standIn(text)).toEqual(original.decodeBase64(text));
    }
  });
});
