// `@` and `:` suggestions in the terminal post form, walked as Pleroma-FE walks them: Up and
// Down move the highlight (wrapping), Tab or Enter takes the highlighted one, Esc closes the
// list without leaving the form. Without a list, the keys keep their editing meaning.
import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { suggestEmoji } from '../../../src/core/model/autocomplete';
import { emojiCatalogueOf } from '../../../src/core/model/emoji-catalogue';
import { loadTerminalI18n } from '../../../src/terminal/i18n/locale-files';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

async function composing() {
  const server = new FakeServer();
  server.addStatus({ content: '<p>Existing post</p>' });
  server.addStatus({ content: '<p>By Bob</p>', account: server.bob });
  server.addStatus({
    content: '<p>By Ben</p>',
    account: server.addAccount('4', 'ben', 'Ben Bitdiddle'),
  });
  const test = await createTestRoot({ server, signedIn: true });
  const app = renderApp(test.root, { size: { columns: 100, rows: 40 } });
  await app.waitForText('Existing post');
  await app.press('c');
  await app.waitForText('Visibility');
  return { ...test, app };
}

/** The suggestion rows as drawn: `{ chosen, label }` in order. */
function suggestionRows(frame: string): Array<{ chosen: boolean; label: string }> {
  return frame.split('\n').flatMap((row) => {
    const m = /^ {2}([> ]) (:[^:\s]+:|\S+)/.exec(row);
    return m ? [{ chosen: m[1] === '>', label: m[2]! }] : [];
  });
}

const HINT = '↓/↑: choose · Tab: take · Esc: close';

describe('walking suggestions in the terminal post form', () => {
  it('Down and Up move the highlight, wrapping; Enter takes the highlighted one', async () => {
    const { app, root } = await composing();
    await app.press('hi :heart');
    const frame = await app.waitForText(HINT);
    const rows = suggestionRows(frame);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows[0]!.chosen).toBe(true);

    await app.press(KEYS.down, KEYS.down);
    await app.waitFor((f) => suggestionRows(f)[2]?.chosen === true, 'third highlighted');
    await app.press(KEYS.up, KEYS.up, KEYS.up);
    await app.waitFor((f) => suggestionRows(f).at(-1)?.chosen === true, 'wrapped to the last');
    await app.press(KEYS.down, KEYS.down);
    await app.waitFor((f) => suggestionRows(f)[1]?.chosen === true, 'wrapped to the second');
    // The list is the core's, in its order (spec scoring).
    const expected = suggestEmoji('heart', emojiCatalogueOf(root).all);
    expect(rows.map((r) => r.label)).toEqual(expected.map((e) => e.displayText));

    await app.press(KEYS.enter);
    await app.waitFor((f) => !f.includes(HINT), 'list closed');
    // Enter took the second suggestion: no line break, the word is replaced by the emoji.
    expect(app.frame()).not.toContain(':heart');
    expect(app.frame()).toContain(`hi ${expected[1]!.replacement}`);
  });

  it('Tab takes the highlighted one too', async () => {
    const { app } = await composing();
    await app.press('x :thumbsu');
    await app.waitForText(HINT);
    await app.press(KEYS.tab);
    await app.waitFor((f) => f.includes('x 👍') && !f.includes(HINT), 'taken with Tab');
  });

  it('Esc closes the list and keeps the form; a second Esc asks to discard', async () => {
    const { app } = await composing();
    await app.press('hello :smil');
    await app.waitForText(HINT);
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes(HINT), 'list closed');
    expect(app.frame()).toContain('hello :smil');
    expect(app.frame()).not.toContain('Discard this draft? y/n');
    // With the list closed, Enter is a line break again and Esc leaves the form.
    await app.press(KEYS.enter, 'next line');
    await app.waitFor((f) => /hello :smil\s*\n[\s│]*next line/.test(f), 'line break');
    await app.press(KEYS.esc);
    await app.waitForText('Discard this draft? y/n');
  });

  it('offers accounts for @ and takes the second with Down + Tab', async () => {
    const { app } = await composing();
    // Known accounts whose names start with b: Bob and Ben (their posts are on home).
    await app.press('cc @b');
    const frame = await app.waitForText(HINT);
    const rows = suggestionRows(frame);
    expect(rows).toHaveLength(2);
    const second = frame.split('\n').find((row) => row.startsWith(`    ${rows[1]!.label}`));
    const acct = /@(\w+)\s*$/.exec(second ?? '')?.[1];
    expect(['bob', 'ben']).toContain(acct);
    await app.press(KEYS.down, KEYS.tab);
    await app.waitFor((f) => !f.includes(HINT), 'list closed');
    // The mention and a space after it.
    await app.press('hi');
    await app.waitForText(`cc @${acct} hi`);
  });
});

describe('emoji suggestions in the interface language (issue 14)', () => {
  it('in German `:grinsend` finds 😀 by its German name, shown beside its shortcode', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    const test = await createTestRoot({ server, signedIn: true });
    const i18n = await loadTerminalI18n('de');
    const app = renderApp(test.root, { i18n, size: { columns: 100, rows: 40 } });
    await app.waitForText('Existing post');
    await app.press('c');
    await app.waitFor(() => emojiCatalogueOf(test.root).unicode.length > 0, 'emoji loaded');
    await app.press('hallo :grinsendes');
    const frame = await app.waitForText('😀 grinsendes Gesicht');
    expect(frame).toContain(':grinning:');
    expect(emojiCatalogueOf(test.root).language).toBe('de');
  });

  it('in Arabic `:إبهام` finds 👍 by our own Arabic name (emojibase has none)', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    const test = await createTestRoot({ server, signedIn: true });
    const i18n = await loadTerminalI18n('ar');
    const app = renderApp(test.root, { i18n, size: { columns: 100, rows: 40 } });
    await app.waitForText('Existing post');
    await app.press('c');
    await app.waitFor(() => emojiCatalogueOf(test.root).unicode.length > 0, 'emoji loaded');
    await app.press(':إبهام');
    // The suggestion's name is Arabic, drawn read from the right.
    const drawn = [...'إبهام إلى الأعلى'].reverse().join('');
    const frame = await app.waitFor((f) => f.includes(drawn), 'the Arabic name');
    expect(frame).toContain(':thumbsup:');
    expect(emojiCatalogueOf(test.root).language).toBe('ar');
  });
});
