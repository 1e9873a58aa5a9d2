import { describe, expect, it } from 'vitest';
import { qrHalfBlocks, qrLines } from '../../../src/terminal/app/layout/qr-blocks';

/** The two-factor QR code in the terminal: two module rows a line, in half blocks. */
describe('QR codes in half blocks', () => {
  // A 3×3 code: dark corners and centre.
  const dark = (r: number, c: number) => (r + c) % 2 === 0;

  it('draws top and bottom modules of a line with ▀ ▄ █ and a quiet zone around', () => {
    expect(qrHalfBlocks(3, dark, 'dark', 1)).toEqual([' ▄ ▄ ', ' ▄▀▄ ', '     ']);
  });

  it('on a dark terminal the light modules carry the ink (the background is the code’s dark)', () => {
    expect(qrHalfBlocks(3, dark, 'light', 1)).toEqual(['█▀█▀█', '█▀▄▀█', '▀▀▀▀▀']);
  });

  it('an otpauth address gives a square code with its quiet zone', async () => {
    const lines = await qrLines('otpauth://totp/example:alice?secret=JBSWY3DPEHPK3PXP', 'light');
    const width = [...lines[0]!].length;
    // Version 3 or more (29+ modules) with 2 modules of margin each side.
    expect(width).toBeGreaterThanOrEqual(33);
    expect(lines).toHaveLength(Math.ceil(width / 2));
    for (const line of lines) expect([...line]).toHaveLength(width);
  });
});
