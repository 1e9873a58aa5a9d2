import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { textWidth } from '../../../src/terminal/app/layout/text-width';
import { loadTerminalI18n } from '../../../src/terminal/i18n/locale-files';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

const reversed = (s: string) => [...s].reverse().join('');
const COLUMNS = 60;

async function timeline(language: string) {
  const server = new FakeServer();
  server.addStatus({ account: server.bob, content: '<p>fresh bread at noon</p>' });
  server.addStatus({ account: server.bob, content: '<p>صباح الخير</p>' });
  const { root } = await createTestRoot({ server, signedIn: true });
  const i18n = await loadTerminalI18n(language);
  const app = renderApp(root, { i18n, size: { columns: COLUMNS, rows: 24 } });
  const frame = await app.waitForText('fresh bread at noon');
  return { app, lines: frame.split('\n'), i18n };
}

const lineWith = (lines: readonly string[], text: string) => {
  const line = lines.find((l) => l.includes(text));
  if (line === undefined) throw new Error(`no line with ${text}:\n${lines.join('\n')}`);
  return line;
};
/** Columns from the left edge to the line's last character. */
const endColumn = (line: string) => textWidth(line.trimEnd());

/**
 * An Arabic interface in the terminal (issue 14: Arabic "laid out right-to-left"): the
 * reading lines are mirrored. Post lines end at the right edge, the cursor marker and the
 * author are on the right with the time on the left, the first tab is at the right of the
 * strip, and the status bar starts (who, where) at the right with the help key on the left.
 */
describe('right-to-left interface (ar)', () => {
  it('mirrors the timeline, the tab strip and the status bar; English stays left to right', async () => {
    const ar = await timeline('ar');
    const home = ar.i18n.t('timeline.name.home');
    expect(home).toMatch(/[\u0600-\u06ff]/);

    // Every line of a post ends at the right edge, past the gutter: Latin and Arabic alike.
    expect(endColumn(lineWith(ar.lines, 'fresh bread at noon'))).toBe(COLUMNS - 2);
    const arabic = lineWith(ar.lines, reversed('صباح'));
    expect(arabic.trimEnd().endsWith(`${reversed('الخير')} ${reversed('صباح')}`)).toBe(true);
    expect(endColumn(arabic)).toBe(COLUMNS - 2);

    // The selected status: its marker points left from the right edge, the author beside
    // it, the time at the far left.
    const header = lineWith(ar.lines, '<');
    expect(header.trimEnd().endsWith('Bob Builder <')).toBe(true);
    expect(header.trimStart().startsWith('@bob')).toBe(false);
    expect(header).toMatch(/^\S/);

    // The tab strip: the home tab (number 1, its title read from the right) at the right edge
    // (a tab ends with a space).
    const strip = ar.lines[0]!;
    expect(strip.trimEnd().endsWith(`${reversed(home)} 1`)).toBe(true);
    expect(endColumn(strip)).toBe(COLUMNS - 1);

    // The list's own line under the statuses: its words from the right, at the right.
    const older = lineWith(ar.lines, reversed('الأقدم'));
    expect(endColumn(older)).toBe(COLUMNS - 2);

    // The status bar: who at the right end, the help key's words at the left.
    const bar = ar.lines.filter((l) => l.trim() !== '').at(-1)!;
    expect(bar.trimEnd().endsWith('@alice@fake.test')).toBe(true);
    expect(bar.indexOf('@alice')).toBeGreaterThan(bar.indexOf('?'));

    // The same screen in English: lines start at the left after the gutter.
    cleanup();
    const en = await timeline('en');
    expect(lineWith(en.lines, 'fresh bread at noon').startsWith('  fresh bread at noon')).toBe(
      true,
    );
    expect(lineWith(en.lines, '>').startsWith('> Bob Builder')).toBe(true);
    expect(en.lines[0]!.startsWith(' 1 Home')).toBe(true);
  });

  it('mirrors the help, the settings and the forms too; English stays left to right', async () => {
    const server = new FakeServer();
    server.addStatus({ account: server.bob, content: '<p>fresh bread at noon</p>' });
    Object.assign(server.alice, {
      pleroma: { privileges: ['announcements_manage_announcements'] },
    });
    const { root } = await createTestRoot({ server, signedIn: true });
    const i18n = await loadTerminalI18n('ar');
    const app = renderApp(root, { i18n, size: { columns: COLUMNS, rows: 24 } });
    await app.waitForText('fresh bread at noon');
    const seen = async (text: string) => (await app.waitForText(text)).split('\n');

    // Help: a context's heading at the right edge; an entry's keys at the right (past the
    // indent), its words to their left, the action id at the far left.
    await app.press('?');
    const heading = reversed(i18n.t('keymap.context.global'));
    let lines = await seen(heading);
    expect(endColumn(lineWith(lines, heading))).toBe(COLUMNS - 2);
    const quit = lineWith(lines, 'app.quit');
    expect(
      quit.trimEnd().endsWith(`${reversed(i18n.t('keymap.app_quit'))}                   q`),
    ).toBe(true);
    expect(endColumn(quit)).toBe(COLUMNS - 4);
    expect(quit.indexOf('app.quit')).toBeLessThan(
      quit.indexOf(reversed(i18n.t('keymap.app_quit'))),
    );

    // Settings: the title at the right, the selected row's marker at the right edge pointing
    // left, its name beside it; the words of what a setting does read from the right.
    await app.press('q');
    await app.waitFor((f) => !f.includes('app.quit'), 'help closed');
    await app.press('g', ',');
    const title = reversed(i18n.t('tui_settings.title'));
    lines = await seen(title);
    expect(endColumn(lineWith(lines, title))).toBe(COLUMNS - 2);
    const selected = lineWith(lines, ' <');
    expect(selected.trimEnd()).toMatch(/ [a-zA-Z]+ <$/);
    expect(endColumn(selected)).toBe(COLUMNS);
    expect(selected).toContain(reversed(i18n.t('tui_settings.synced')));

    // A form (the announcement form): the current field's label at the right with ` <`.
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes(title), 'settings closed');
    await app.press('g', 'A', 'n');
    const label = reversed(i18n.t('announcements.title'));
    lines = await seen(`${label} <`);
    expect(lineWith(lines, `${label} <`).trimEnd().endsWith(`${label} <`)).toBe(true);
    expect(endColumn(lineWith(lines, `${label} <`))).toBe(COLUMNS - 2);
    const allDay = reversed(i18n.t('announcements.all_day_prompt'));
    expect(lineWith(lines, allDay).trimEnd().endsWith(`${allDay} [ ]`)).toBe(true);
  });

  it('in English the help, the settings and the forms start at the left', async () => {
    const server = new FakeServer();
    server.addStatus({ account: server.bob, content: '<p>fresh bread at noon</p>' });
    Object.assign(server.alice, {
      pleroma: { privileges: ['announcements_manage_announcements'] },
    });
    const { root } = await createTestRoot({ server, signedIn: true });
    const i18n = await loadTerminalI18n('en');
    const app = renderApp(root, { i18n, size: { columns: COLUMNS, rows: 24 } });
    await app.waitForText('fresh bread at noon');
    await app.press('?');
    let frame = await app.waitForText('app.quit');
    expect(lineWith(frame.split('\n'), 'app.quit')).toMatch(/^ {4}q +Quit +app\.quit/);
    await app.press('q');
    await app.waitFor((f) => !f.includes('app.quit'), 'help closed');
    await app.press('g', ',');
    frame = await app.waitForText('Settings');
    expect(lineWith(frame.split('\n'), '> ')).toMatch(/^> [a-zA-Z]+ /);
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('> mutedWords'), 'settings closed');
    await app.press('g', 'A', 'n');
    frame = await app.waitForText('New announcement');
    expect(lineWith(frame.split('\n'), 'Announcement').trimStart()).toMatch(/^> Announcement/);
    expect(lineWith(frame.split('\n'), 'all-day')).toMatch(
      /^ {2}\s*\[ \] This is an all-day event/,
    );
  });

  it('the sign-in page: its title and fields at the right, the current label with ` <`', async () => {
    const { root } = await createTestRoot();
    const i18n = await loadTerminalI18n('ar');
    const app = renderApp(root, {
      i18n,
      server: 'https://fake.test',
      size: { columns: COLUMNS, rows: 24 },
    });
    const server = reversed(i18n.t('tui.login.server'));
    const lines = (await app.waitFor((f) => f.includes(' <') && f.includes(server))).split('\n');
    // The server's field: its label at the right, past the marker's room, the address to
    // its left.
    const serverRow = lineWith(lines, server);
    expect(serverRow.trimEnd().endsWith(server)).toBe(true);
    expect(endColumn(serverRow)).toBe(COLUMNS - 4);
    expect(serverRow.indexOf('https://fake.test')).toBeLessThan(serverRow.indexOf(server));
    // The current one (the user name, shortened to the label's room) with its marker.
    expect(endColumn(lineWith(lines, ' <'))).toBe(COLUMNS - 2);
    // The title ("Petrel — …") read from the right: the app's name at the right end.
    const title = lineWith(lines, 'Petrel');
    expect(title.trimEnd().endsWith('— Petrel')).toBe(true);
    expect(endColumn(title)).toBe(COLUMNS - 2);
  });
});
