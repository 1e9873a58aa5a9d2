// The bundles' stand-in for `entities`' decodeBase64 (its HTML entity table, built when the
// human output or the terminal UI loads html-to-text): the same Uint16Array, decoded by
// Buffer instead of a JavaScript loop over ~31,000 characters. That loop runs hot enough for
// V8 to optimise it on the spot, and the optimising compiler's memory stays resident: ~4.5 MiB
// of the CLI's peak RSS (`timeline home` in human output: 57.7 → 53.2 MiB). Used by
// bin/build.mjs; tests/cli/entities-decode.test.ts holds it to the original on the real table.
export const DECODE_BASE64_SOURCE = `export function decodeBase64(input) {
  const bytes = Buffer.from(input, 'base64');
  const out = new Uint16Array(bytes.length >> 1);
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] === 1) {
    new Uint8Array(out.buffer).set(bytes.subarray(0, out.length * 2));
  } else {
    for (let i = 0; i < out.length; i++) out[i] = bytes[2 * i] | (bytes[2 * i + 1] << 8);
  }
  return out;
}
`;
