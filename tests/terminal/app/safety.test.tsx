import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { textWidth } from '../../../src/terminal/app/layout/text-width';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

/** C0 (except line feed), DEL and C1 characters in a text, as code points. */
function controlCharacters(text: string): number[] {
  return [...text]
    .map((c) => c.codePointAt(0) ?? 0)
    .filter((code) => (code < 0x20 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f));
}

describe('hostile and wide text', () => {
  it('renders a status with OSC and CSI sequences without any escape byte', async () => {
    const server = new FakeServer();
    const evil = server.addAccount('66', 'mallory', 'Mal\x1b[31mlory\x07');
    server.addStatus({
      account: evil,
      content: '<p>before \x1b]0;evil\x07 middle \x1b[2J after &#27;[5m</p>',
      spoiler: 'cw \x1b]52;c;ZXZpbA==\x07 text',
      media: [{ type: 'image', description: 'desc \x1b[H\x1b[2J' }],
    });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root);
    await app.waitForText('Mallory');
    await app.press('z');
    const raw = app.lastFrame() ?? '';
    // Colour codes are Ink's own; anything else would come from the server.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for escape bytes
    const withoutSgr = raw.replace(/\x1b\[[0-9;]*m/g, '');
    expect(controlCharacters(withoutSgr)).toEqual([]);
    const frame = app.frame();
    expect(frame).toContain('before');
    expect(frame).toContain('after');
    expect(frame).not.toContain(']0;evil');
    expect(frame).not.toContain('[2J');
    expect(frame).toContain('cw  text');
    expect(frame).toContain('[image] desc');
  });

  it('keeps CJK and emoji text within the terminal width', async () => {
    const server = new FakeServer();
    const wide = server.addAccount(
      '77',
      'wide',
      '表示名がとても長いユーザー🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉',
    );
    server.addStatus({
      account: wide,
      content: `<p>${'漢字とかなの混ざった文章👩‍👩‍👧🇯🇵'.repeat(12)}</p>`,
      media: [{ type: 'image', description: '説明'.repeat(60) }],
    });
    const { root } = await createTestRoot({ server, signedIn: true });
    for (const columns of [100, 41, 40]) {
      const app = renderApp(root, { size: { columns, rows: 30 } });
      const frame = await app.waitForText('漢字');
      for (const line of frame.split('\n')) {
        expect(textWidth(line)).toBeLessThanOrEqual(columns);
        // No half of a surrogate pair: a cut emoji would leave one.
        expect(line).not.toMatch(
          /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
        );
      }
      expect(frame).toContain('👩‍👩‍👧');
      app.unmount();
    }
  });

  it('keeps typed escape sequences out of a post', async () => {
    const server = new FakeServer();
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root);
    await app.waitForText('Home');
    // (A pasted CSI sequence such as ESC[31m is not tried: Ink 6.8's key parser throws on it.)
    await app.press('c', 'paste \x07bell\x01\x0b', KEYS.ctrlS);
    await app.waitFor(() => server.requestsTo('POST', '/api/v1/statuses').length === 1, 'post');
    const body = JSON.parse(server.requestsTo('POST', '/api/v1/statuses')[0]?.body ?? '{}');
    expect(controlCharacters(body.status)).toEqual([]);
    expect(body.status).toBe('paste bell');
  });
});
