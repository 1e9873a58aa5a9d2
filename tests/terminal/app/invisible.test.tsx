import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { textWidth } from '../../../src/terminal/app/layout/text-width';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

/**
 * Columns a terminal draws for a line. `string-width` (and so Ink) counts Hangul fillers as
 * zero columns, but terminals follow wcwidth: U+115F and U+3164 are wide, U+FFA0 is narrow.
 */
function drawnWidth(line: string): number {
  let extra = 0;
  for (const char of line) {
    if (char === '\u115f' || char === '\u3164') extra += 2;
    else if (char === '\uffa0') extra += 1;
  }
  return textWidth(line) + extra;
}

/** Characters that draw nothing, apart from those real text needs (ZWJ, VS, LRM/RLM). */
const HIDDEN = /(?![\u200c-\u200f]|\ufe0e|\ufe0f)\p{Default_Ignorable_Code_Point}/u;

describe('invisible characters in handles and names', () => {
  it('marks a zero-width space in a handle in the timeline, the profile and its tab', async () => {
    const server = new FakeServer();
    const spoof = server.addAccount('66', 'alice\u200b@good.example', 'Alice\u2060\ufeff');
    server.addStatus({ account: spoof, content: '<p>trust me</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 120, rows: 30 } });
    const timeline = await app.waitForText('trust me');
    expect(timeline).toContain('@alice[U+200B]@good.example');
    await app.press(':', 'user alice\u200b@good.example', KEYS.enter);
    const profile = await app.waitFor(
      (f) => (f.split('\n')[0] ?? '').includes('alice[U+200B]'),
      'profile tab',
    );
    for (const frame of [timeline, profile]) {
      expect(frame).not.toMatch(HIDDEN);
      expect(frame).not.toContain('@alice@good.example');
    }
  });

  it('keeps the tab strip on screen when a handle is made of Hangul fillers', async () => {
    const server = new FakeServer();
    const filler = '\u3164'.repeat(40);
    const hidden = server.addAccount('67', `${filler}@x.example`, `\u115f${filler}\uffa0`);
    server.addStatus({ account: hidden, content: '<p>who am I</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const columns = 80;
    const app = renderApp(root, { size: { columns, rows: 30 } });
    const timeline = await app.waitForText('who am I');
    await app.press(':', `user ${filler}@x.example`, KEYS.enter);
    const profile = await app.waitFor(
      (f) => (f.split('\n')[0] ?? '').includes('[U+3164]'),
      'profile tab',
    );
    for (const frame of [timeline, profile]) {
      for (const line of frame.split('\n')) expect(drawnWidth(line)).toBeLessThanOrEqual(columns);
      expect(frame).not.toMatch(HIDDEN);
    }
    // A name made only of fillers shows the (marked) username instead of a blank.
    expect(timeline).toContain('[U+3164]');
  });

  it('shows a server error notice without escapes or invisible characters', async () => {
    const server = new FakeServer();
    server.failures.set('/api/v1/timelines/home', {
      status: 500,
      body: { error: 'Bad\u200b\x1b]0;pwned\x07 thing\u202e happened\u2060' },
    });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root);
    const frame = await app.waitForText('happened');
    expect(frame).toContain('Bad thing happened');
    expect(frame).not.toMatch(HIDDEN);
    expect(frame).not.toContain('pwned');
  });
});
