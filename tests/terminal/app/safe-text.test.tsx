import { render as renderInk } from 'ink-testing-library';
import { Fragment } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/shared/i18n';
import { SafeText } from '../../../src/terminal/app/components/safe-text';
import { translatorOf } from '../../../src/terminal/app/i18n/prepare-i18n';
import { type TerminalText, terminalText } from '../../../src/terminal/app/layout/terminal-text';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

/** Escapes a hostile server might send: title (OSC 0), clipboard (OSC 52), clear, C1 CSI, bidi. */
const EVIL = '\x1b]0;pwned\x07\x1b]52;c;ZXZpbA==\x07\x1b[2J\x9b31m\u202e\u2066';

/**
 * What may not reach the terminal: C0 (but line feed), DEL, C1, bidi embeddings, overrides
 * and isolates. Ink's own colour sequences are removed first (they are the UI's, not the
 * server's).
 */
function unsafeCharacters(rawFrame: string | undefined): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing Ink's own SGR codes
  const frame = (rawFrame ?? '').replace(/\x1b\[[0-9;]*m/g, '');
  return [...frame]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return (
        (code < 0x20 && code !== 0x0a) ||
        (code >= 0x7f && code <= 0x9f) ||
        (code >= 0x202a && code <= 0x202e) ||
        (code >= 0x2066 && code <= 0x2069)
      );
    })
    .map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`);
}

const apps: { unmount: () => void }[] = [];
afterEach(() => {
  for (const app of apps.splice(0)) app.unmount();
});

describe('the translator sanitizes what it interpolates', () => {
  it('returns a message with no control, escape or bidi character from a remote value', () => {
    const t = translatorOf(createI18n());
    const message = t('tui.views.profile', { acct: `mal${EVIL}lory\nnext line` });
    expect(unsafeCharacters(message)).toEqual([]);
    expect(message).not.toContain('pwned');
    // A placeholder is one line: a newline in a remote name must not break a bar or a tab.
    expect(message).not.toContain('\n');
    expect(message).toContain('mallory next line');
  });
});

describe('SafeText', () => {
  it('draws text with no escape sequence even when a raw string is forced past the type', () => {
    const raw = `before ${EVIL} after`;
    const ink = renderInk(
      <SafeText color="red">
        {raw as TerminalText}
        {/* A fragment is an element, so the type lets a plain string in there through. */}
        <Fragment key="sneaky">{raw}</Fragment>
      </SafeText>,
    );
    apps.push(ink);
    expect(unsafeCharacters(ink.lastFrame())).toEqual([]);
    expect(ink.lastFrame()).toContain('before  after');
  });

  it('keeps styling props (colour, bold) as Ink draws them', () => {
    const ink = renderInk(
      <SafeText bold color="green">
        {terminalText('styled')}
      </SafeText>,
    );
    apps.push(ink);
    expect(ink.lastFrame()).toContain('styled');
  });
});

describe('no remote text reaches the terminal raw in the Ink UI', () => {
  it('replying to a hostile post shows its warning and mentions in the composer without escapes', async () => {
    const server = new FakeServer();
    const mallory = server.addAccount('66', `mallory${EVIL}`, `Mal${EVIL}lory\u200b`);
    server.addStatus({
      account: mallory,
      content: '<p>hostile post</p>',
      spoiler: `cw ${EVIL} subject`,
    });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 120, rows: 40 } });
    apps.push(app);
    await app.waitForText('subject');
    await app.press('r');
    await app.waitForText('Reply to');
    // The reply prefills the content warning and the mentioned handles, both remote.
    await app.waitForText('subject');
    expect(unsafeCharacters(app.lastFrame())).toEqual([]);
    // The handle in the title is marked ([U+001B]…), the editor's copy stripped: nothing raw.
    expect(app.frame()).toContain('Reply to @mallory[U+001B]');
    expect(app.frame()).toContain('cw  subject');
  });

  it('shows hostile names, a server error notice and its tab titles without escapes', async () => {
    const server = new FakeServer();
    const mallory = server.addAccount('66', 'mallory', `Mal${EVIL}lory`, {
      note: `<p>bio ${EVIL}</p>`,
    });
    server.addStatus({ account: mallory, content: '<p>first</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 120, rows: 30 } });
    apps.push(app);
    const frames: (string | undefined)[] = [];
    await app.waitForText('first');
    frames.push(app.lastFrame());
    // A profile that fails with an escape-laden error body.
    server.failures.set('/api/v1/accounts', {
      status: 500,
      body: { error: `Broken ${EVIL} profile\u2060` },
    });
    await app.press(':', 'user ghost@evil.example', KEYS.enter);
    await app.waitFor((f) => f.includes('ghost@evil.example'), 'profile tab');
    frames.push(app.lastFrame());
    // A timeline that fails: the notice on the status bar carries the server's words.
    server.failures.set('/api/v1/timelines/public', {
      status: 422,
      body: { error: `Nope ${EVIL} nope\u202e` },
    });
    await app.press(':', 'tl twkn', KEYS.enter);
    await app.waitForText('nope');
    frames.push(app.lastFrame());
    for (const frame of frames) {
      expect(unsafeCharacters(frame)).toEqual([]);
      expect(frame).not.toContain('pwned');
      expect(frame).not.toContain('ZXZpbA==');
    }
    expect(frames.join('\n')).toContain('Mallory');
  });
});
