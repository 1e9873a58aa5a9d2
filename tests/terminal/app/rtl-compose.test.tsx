import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostForm } from './support/post-form';
import { endColumn, lineWith } from './support/rtl-frame';

afterEach(() => cleanup());

const COLUMNS = 70;
/** The first Arabic word of a translation, as the terminal draws it (reversed). */
const drawnWord = (text: string) =>
  [...(text.split(/[\s:(){}]+/).find((w) => /[\u0600-\u06ff]{3}/.test(w)) ?? '')]
    .reverse()
    .join('');
const startColumn = (line: string) => line.length - line.trimStart().length;

async function compose(language: string) {
  const { app, i18n } = await openPostForm(language, COLUMNS, (server) => {
    server.instance = {
      ...server.instance,
      pleroma: { metadata: { features: ['polls'], post_formats: ['text/plain'] } },
    };
  });
  return { app, t: (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars) };
}

/**
 * Issue 14: the post form in an Arabic interface is mirrored like the other screens — its
 * title, field labels, scope line and key hints end at the right edge, read from the right;
 * the characters left sit at the left edge. In English they stay at the left.
 */
describe('the terminal post form right to left (ar)', () => {
  it('title, content-warning label, scope and hints at the right; the count at the left', async () => {
    const { app, t } = await compose('ar');
    const title = drawnWord(t('tui.compose.title'));
    const frame = await app.waitForText(title);
    expect(endColumn(lineWith(frame, title))).toBe(COLUMNS - 2);
    const cw = lineWith(frame, drawnWord(t('tui.compose.content_warning')));
    expect(cw.trimEnd().endsWith(`${drawnWord(t('tui.compose.content_warning'))}`)).toBe(true);
    expect(endColumn(cw)).toBe(COLUMNS - 2);
    const scopeWord = drawnWord(t('tui.compose.visibility', { name: 'x' }));
    const scope = lineWith(frame, scopeWord);
    expect(endColumn(scope)).toBe(COLUMNS - 2);
    // The characters left: at the left edge of the scope line.
    const remaining = String(t('tui.compose.remaining', { count: 5000 }));
    expect(scope.trimStart().startsWith(remaining.replace(/\D/g, '').slice(0, 1))).toBe(true);
    expect(startColumn(scope)).toBe(0);
    const hint = lineWith(frame, drawnWord(t('tui.compose.hint', { send: 'x' })));
    expect(endColumn(hint)).toBe(COLUMNS - 2);
    // The attach line: its label at the right too.
    const attach = lineWith(frame, drawnWord(t('tui.compose_media.attach')));
    expect(endColumn(attach)).toBe(COLUMNS - 2);
  });

  it('a poll: its option and duration labels at the right', async () => {
    const { app, t } = await compose('ar');
    await app.waitForText(drawnWord(t('tui.compose.title')));
    await app.press('\x10'); // Ctrl+P: a poll
    const option = drawnWord(t('tui.compose.poll_option', { index: 1 }));
    const frame = await app.waitForText(option);
    expect(endColumn(lineWith(frame, option))).toBe(COLUMNS - 2);
    const expiry = lineWith(frame, drawnWord(t('tui.compose.poll_expiry')));
    expect(endColumn(expiry)).toBe(COLUMNS - 2);
  });

  it('in English the same lines start at the left', async () => {
    const { app } = await compose('en');
    const frame = await app.waitForText('New post');
    expect(lineWith(frame, 'New post')).toMatch(/^ {2}New post/);
    expect(lineWith(frame, 'Content warning')).toMatch(/^ {2}Content warning:/);
    expect(lineWith(frame, 'Visibility')).toMatch(/^ {2}Visibility/);
    expect(lineWith(frame, 'Attach')).toMatch(/^ {2}Attach/);
  });
});
