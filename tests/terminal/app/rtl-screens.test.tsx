import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { draftsOf } from '../../../src/core/model/drafts';
import { loadTerminalI18n } from '../../../src/terminal/i18n/locale-files';
import { fileSandbox, signedInOn } from '../../support/sandbox-root';
import { announcement } from './support/fake-announcement';
import { FakeServer, respond } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { endColumn, lineWith, reversed } from './support/rtl-frame';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

/**
 * Issue 14: "Arabic laid out right-to-left … and read correctly in the terminal". The
 * announcements, the people pages, the administration view, the drafts and the sign-in
 * hints, in Arabic: each line starts at the right edge (the indent its right margin), the
 * cursor marker ` <` at the right pointing into its row, the words read from the right.
 */
const COLUMNS = 70;
/** An Arabic word of a translation, as the terminal draws it (read from the right). */
const drawn = (text: string) =>
  reversed(text.split(' ').find((w) => /[\u0600-\u06ff]{3}/.test(w))!);

async function arabic() {
  const i18n = await loadTerminalI18n('ar');
  return { i18n, t: (key: string, options?: Record<string, unknown>) => i18n.t(key, options) };
}

const sandbox = fileSandbox();

describe('right-to-left screens in the terminal (ar)', () => {
  it('announcements: the heading, the selected one with ` <` and its text at the right', async () => {
    const { i18n, t } = await arabic();
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    server.announcements = [
      announcement('1', 'Picnic on Saturday'),
      announcement('2', 'نزهة يوم السبت'),
    ];
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { i18n, size: { columns: COLUMNS, rows: 24 } });
    await app.waitForText('Existing post');
    await app.press('g', 'A');
    const frame = await app.waitForText('Picnic on Saturday');
    const heading = drawn(t('announcements.page_header'));
    expect(endColumn(lineWith(frame, heading))).toBe(COLUMNS - 2);
    const selected = lineWith(frame, ' <');
    expect(endColumn(selected)).toBe(COLUMNS);
    // Its text under it ends at the right, past the indent; the Arabic one reads from the right.
    expect(endColumn(lineWith(frame, 'Picnic on Saturday'))).toBe(COLUMNS - 4);
    const other = lineWith(frame, reversed('نزهة'));
    expect(
      other.trimEnd().endsWith(`${reversed('السبت')} ${reversed('يوم')} ${reversed('نزهة')}`),
    ).toBe(true);
    expect(endColumn(other)).toBe(COLUMNS - 4);
    // The keys' line at the bottom, read from the right.
    const hint = lineWith(frame, drawn(t('tui.announcements.hint', { read: 'r', close: 'Esc' })));
    expect(endColumn(hint)).toBe(COLUMNS - 2);
  });

  it('drafts: the title and the selected draft at the right, its note under it', async () => {
    const { i18n, t } = await arabic();
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    const test = await createTestRoot({ server, signedIn: true });
    draftsOf(test.root.scope).save(
      { spoilerText: '', visibility: 'public', inReplyToId: null, text: 'Half a thought' },
      { error: 'Server error: 502' },
    );
    const app = renderApp(test.root, { i18n, size: { columns: COLUMNS, rows: 24 } });
    const frame = await app.waitForText('Half a thought');
    expect(endColumn(lineWith(frame, drawn(t('drafts.title'))))).toBe(COLUMNS - 2);
    const row = lineWith(frame, 'Half a thought');
    expect(row.trimEnd().endsWith(' <')).toBe(true);
    expect(endColumn(row)).toBe(COLUMNS);
    // "Half a thought" is the row's last part: at its left end, read from the right.
    expect(row.indexOf('Half a thought')).toBeLessThan(row.indexOf(' <'));
    expect(endColumn(lineWith(frame, 'Server error: 502'))).toBe(COLUMNS - 4);
  });

  it('people (g L): the title, the rows with ` <`, the typed line with its label at the right', async () => {
    const { i18n } = await arabic();
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    server.lists.push({ id: 'L1', title: 'Harbour' }, { id: 'L2', title: 'Crew' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { i18n, size: { columns: COLUMNS, rows: 24 } });
    await app.waitForText('Existing post');
    await app.press('g', 'L');
    let frame = await app.waitFor((f) => f.includes('Harbour') && f.includes(' <'), 'lists');
    const selected = lineWith(frame, ' <');
    expect(endColumn(selected)).toBe(COLUMNS);
    expect(selected.trimEnd().endsWith('Crew <')).toBe(true);
    const other = lineWith(frame, 'Harbour');
    expect(endColumn(other)).toBe(COLUMNS - 2);
    // The title and the bottom line end at the right edge, past the margin.
    const lines = frame.split('\n').filter((l) => l.trim() !== '');
    expect(endColumn(lines[1]!)).toBe(COLUMNS - 2);
    expect(endColumn(lines.at(-2)!)).toBe(COLUMNS - 2);
    // n asks for a title: the question's label at the right, the field to its left.
    await app.press('n');
    await app.press('r');
    const label = drawn(i18n.t('list_edit.title'));
    await app.waitForText(label);
    await app.press('Quay');
    frame = await app.waitForText('Quay');
    const typed = lineWith(frame, 'Quay');
    expect(typed.indexOf('Quay')).toBeLessThan(typed.indexOf(label));
    expect(endColumn(typed)).toBe(COLUMNS - 2);
    await app.press(KEYS.esc);
  });

  it('administration (g !): the sections, the selected report with ` <` and the keys at the right', async () => {
    const { i18n } = await arabic();
    const root = await signedInOn(sandbox(), 'alice');
    const app = renderApp(root, { i18n, size: { columns: 100, rows: 30 } });
    await app.waitFor((f) => (f.split('\n').at(-1) ?? '').includes('@alice'), 'signed in');
    await app.press('g', '!');
    const frame = await app.waitFor(
      (f) => f.includes('hank@loud.example') && f.includes(' <'),
      'reports',
    );
    const selected = lineWith(frame, ' <');
    expect(endColumn(selected)).toBe(100);
    const lines = frame.split('\n').filter((l) => l.trim() !== '');
    // The sections' line and the keys' line end at the right edge, past the margin.
    expect(endColumn(lines[1]!)).toBe(100 - 2);
    expect(endColumn(lines.at(-2)!)).toBe(100 - 2);
  });

  it('scheduled posts (g S): the selected one with ` <` at the right, its text under it', async () => {
    const { i18n, t } = await arabic();
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    server.extraHandlers.push((method, url) =>
      method === 'GET' && url.pathname === '/api/v1/scheduled_statuses'
        ? respond(200, [
            {
              id: 's1',
              scheduled_at: '2026-12-01T09:00:00.000Z',
              params: { text: 'Advent post', visibility: 'public' },
              media_attachments: [],
            },
          ])
        : undefined,
    );
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { i18n, size: { columns: COLUMNS, rows: 24 } });
    await app.waitForText('Existing post');
    await app.press('g', 'S');
    const frame = await app.waitForText('Advent post');
    expect(endColumn(lineWith(frame, drawn(t('tui.scheduled.title'))))).toBe(COLUMNS - 2);
    expect(endColumn(lineWith(frame, ' <'))).toBe(COLUMNS);
    expect(endColumn(lineWith(frame, 'Advent post'))).toBe(COLUMNS - 4);
  });

  it('the sign-in hints read from the right: the first key at the right end', async () => {
    const { i18n } = await arabic();
    const { root } = await createTestRoot();
    const app = renderApp(root, {
      i18n,
      server: 'https://fake.test',
      size: { columns: COLUMNS, rows: 24 },
    });
    const frame = await app.waitForText('Enter');
    const hint = lineWith(frame, 'Enter');
    expect(hint.trimEnd().endsWith(':Enter')).toBe(true);
    expect(endColumn(hint)).toBe(COLUMNS - 2);
    expect(hint.indexOf('Ctrl+C')).toBeLessThan(hint.indexOf('Enter'));
  });
});
