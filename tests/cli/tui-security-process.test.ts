import { describe, expect, it } from 'vitest';
import { hasScript } from '../support/pty-screen';
import { tuiProcess } from '../support/tui-process';

/**
 * The bundled `petrel tui` in a pty: the security screen's two-factor set-up draws its QR
 * code with the QR library, a piece of its own (dist/cli/lazy/qrcode.cjs) loaded only then.
 */
const TEST_TIMEOUT_MS = 60_000;

const tui = tuiProcess('tui-security', { user: 'bob' });

describe.skipIf(!hasScript)('the security screen in the bundled terminal UI', () => {
  it(
    'g K, two-factor, n: the QR code in half blocks, the key and its address',
    async () => {
      const pty = tui.start();
      await pty.waitFor('@bob');
      await pty.type('g');
      await pty.type('K');
      await pty.waitFor('Change password');
      await pty.type('j');
      await pty.type('j');
      await pty.type('\r');
      await pty.waitFor('Two-factor authentication is off.');
      await pty.type('n');
      await pty.waitFor('Code from the app');
      await pty.until('the QR code', () => /[▀▄█]{20,}/.test(pty.screen()));
      expect(pty.screen()).toMatch(/Key: [A-Z2-7]{16}/);
      expect(pty.screen()).toContain('otpauth://totp/');
    },
    TEST_TIMEOUT_MS,
  );
});
