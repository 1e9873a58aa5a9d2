import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { tabTitleWidth } from '../../../src/terminal/app/components/tab-strip';
import { textWidth } from '../../../src/terminal/app/layout/text-width';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

describe('tab titles have a width cap', () => {
  it('keeps every tab on the strip when a profile’s handle is very long', async () => {
    const server = new FakeServer();
    const long = `${'averyveryverylongname'.repeat(8)}@far.example`;
    const account = server.addAccount('68', long, 'Long');
    server.addStatus({ account, content: '<p>long handle here</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const columns = 80;
    const app = renderApp(root, { size: { columns, rows: 30 } });
    await app.waitForText('long handle here');
    await app.press('g', 'n');
    await app.waitFor((f) => (f.split('\n')[0] ?? '').includes('2 '), 'second tab');
    await app.press(':', `user ${long}`, KEYS.enter);
    const frame = await app.waitFor(
      (f) => (f.split('\n')[0] ?? '').includes('averyvery'),
      'profile tab',
    );
    const strip = frame.split('\n')[0] ?? '';
    expect(textWidth(strip)).toBeLessThanOrEqual(columns);
    // The active (profile) tab does not push the others off: all three show.
    expect(strip).toContain('1 Home');
    expect(strip).toContain('2 Notifications');
    expect(strip).toMatch(/3 [^ ]*averyvery[^ ]*…/);
    const profileTab = strip.slice(strip.indexOf('3 '));
    expect(textWidth(profileTab)).toBeLessThanOrEqual(tabTitleWidth(columns) + 4);
  });

  it('caps a title to a quarter of the strip, between 8 and 24 columns', () => {
    expect(tabTitleWidth(80)).toBe(20);
    expect(tabTitleWidth(200)).toBe(24);
    expect(tabTitleWidth(20)).toBe(8);
  });
});
