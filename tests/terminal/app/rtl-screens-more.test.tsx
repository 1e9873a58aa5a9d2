import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTerminalI18n } from '../../../src/terminal/i18n/locale-files';
import { FakeServer, respond } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { endColumn, lineWith, reversed } from './support/rtl-frame';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

/**
 * Issue 14, Arabic "read correctly in the terminal": the chats, a chat, the notifications,
 * search and a profile, with Arabic words from the server. Each line starts at the right
 * edge, the marker ` <` there, Arabic read from the right (drawn reversed, as a terminal
 * draws left to right), addresses kept whole (`@samir`, not `samir@`).
 */
const COLUMNS = 70;

function arabicServer() {
  const server = new FakeServer();
  const samir = server.addAccount('7', 'samir', 'سمير', {
    note: '<p>بحار من الإسكندرية</p>',
    fields: [{ name: 'المدينة', value: 'الإسكندرية' }],
  });
  const post = server.addStatus({ account: samir, content: '<p>الإبحار اليوم sailing</p>' });
  server.addNotification({ type: 'favourite', account: samir, status: post });
  const messages = [
    {
      id: '901',
      chat_id: 'C1',
      account_id: '7',
      content: 'هل ستأتي إلى النزهة؟',
      created_at: '2026-11-21T10:00:00.000Z',
    },
    {
      id: '902',
      chat_id: 'C1',
      account_id: '1',
      content: 'yes, see you there',
      created_at: '2026-11-21T10:01:00.000Z',
    },
  ];
  server.extraHandlers.push((method, url) => {
    if (method === 'GET' && url.pathname === '/api/v1/pleroma/chats')
      return respond(200, [
        { id: 'C1', account: samir, unread: 2, last_message: messages[0], updated_at: '' },
      ]);
    if (method === 'GET' && url.pathname === '/api/v1/pleroma/chats/C1/messages')
      return respond(200, [...messages].reverse());
    if (url.pathname === '/api/v1/pleroma/chats/C1/read') return respond(200, {});
    return undefined;
  });
  return server;
}

async function open(language: string) {
  const i18n = await loadTerminalI18n(language);
  const { root } = await createTestRoot({ server: arabicServer(), signedIn: true });
  const app = renderApp(root, { i18n, size: { columns: COLUMNS, rows: 24 } });
  await app.waitForText('sailing');
  return { app, t: (key: string) => i18n.t(key) };
}

describe('more right-to-left screens in the terminal (ar)', () => {
  it('chats: the list, a chat and the typed message read from the right', async () => {
    const { app, t } = await open('ar');
    await app.press('g', 'C');
    let frame = await app.waitForText('@samir');
    const title = reversed(t('tui.chats.title'));
    expect(endColumn(lineWith(frame, title))).toBe(COLUMNS - 2);
    // The chat: ` <` at the right edge, the address whole, the name read from the right.
    const row = lineWith(frame, '@samir');
    expect(row.trimEnd().endsWith(`(${reversed('سمير')}) @samir <`)).toBe(true);
    // The last message under it, an Arabic paragraph drawn from the right.
    const last = lineWith(frame, reversed('النزهة؟'));
    expect(last.trimEnd().endsWith(reversed('هل ستأتي إلى النزهة؟'))).toBe(true);
    expect(endColumn(last)).toBe(COLUMNS - 4);

    await app.press(KEYS.enter);
    frame = await app.waitForText('see you there');
    // The header: the title at the right, the breadcrumb pointing on to the address.
    expect(lineWith(frame, title).trimEnd().endsWith(`@samir ‹ ${title}`)).toBe(true);
    // Who wrote and when: the address at the right end of its line.
    expect(endColumn(lineWith(frame, '· @samir'))).toBe(COLUMNS - 2);
    expect(endColumn(lineWith(frame, reversed('النزهة؟')))).toBe(COLUMNS - 4);
    // The selected (newest) message ends with the marker at the right edge.
    const mine = lineWith(frame, 'see you there');
    expect(mine.trimEnd().endsWith('<')).toBe(true);
    expect(endColumn(mine)).toBe(COLUMNS);

    // Typed Arabic shows from the right too, the marker ‹ beside it.
    await app.press('i', ...'مرحبا بك');
    frame = await app.waitForText(reversed('مرحبا بك'));
    expect(
      lineWith(frame, reversed('مرحبا بك'))
        .trimEnd()
        .endsWith(`${reversed('مرحبا بك')} ‹`),
    ).toBe(true);
  });

  it('notifications and a profile: the sentence, the time at the left, the card at the right', async () => {
    const { app } = await open('ar');
    await app.press('g', 'n');
    let frame = await app.waitFor((f) => f.includes('★') && f.includes('<'), 'notifications');
    const head = lineWith(frame, '★');
    // The sentence starts at the right with the name, read from the right; the marker at the edge.
    expect(head.trimEnd().endsWith(`${reversed('سمير')} ★ • <`)).toBe(true);
    expect(head).toMatch(/^\S/);
    // The post it is about, under it, ends at the right past the indent.
    expect(endColumn(lineWith(frame, 'sailing'))).toBe(COLUMNS - 4);

    await app.press('u');
    frame = await app.waitForText('@samir@');
    // The name, the bio and the profile field, each ending at the right past the margin.
    expect(endColumn(lineWith(frame, reversed('سمير')))).toBe(COLUMNS - 2);
    const bio = lineWith(frame, reversed('الإسكندرية'));
    expect(bio.trimEnd().endsWith(reversed('بحار من الإسكندرية'))).toBe(true);
    const field = lineWith(frame, reversed('المدينة'));
    expect(field.trimEnd().endsWith(`${reversed('الإسكندرية')} :${reversed('المدينة')}`)).toBe(
      true,
    );
    expect(endColumn(lineWith(frame, '@samir@fake.test'))).toBe(COLUMNS - 2);
  });

  it('search: the sections from the right, a person with ` <` and the address whole', async () => {
    const { app } = await open('ar');
    await app.press('/', ...'samir', KEYS.enter);
    // Statuses find nothing: the people's section shows (the first with results).
    const frame = await app.waitForText('@samir@');
    // The sections: statuses, the first, at the right end.
    const sections = lineWith(frame, '(1)');
    expect(sections.trimEnd()).toMatch(/\(0\) [\u0600-\u06ff]+$/);
    expect(endColumn(sections)).toBe(COLUMNS - 2);
    const row = lineWith(frame, '@samir@');
    expect(row.trimEnd().endsWith(`${reversed('سمير')} <`)).toBe(true);
    expect(endColumn(row)).toBe(COLUMNS);
    expect(row.indexOf('@samir@fake.test')).toBeLessThan(row.indexOf(reversed('سمير')));
  });

  it('the account chooser (g a): the title and the signed-in account with ` <` at the right', async () => {
    const { app, t } = await open('ar');
    await app.press('g', 'a');
    const frame = await app.waitFor(
      (f) => f.split('\n').some((l) => l.includes('@alice') && l.trimEnd().endsWith('<')),
      'the chooser',
    );
    const row = lineWith(frame, '@alice');
    expect(row.trimEnd().endsWith('<')).toBe(true);
    expect(endColumn(row)).toBe(COLUMNS);
    // "(current)" in Arabic, read from the right, at the row's left end.
    const current = reversed(t('accounts.current'));
    expect(row.indexOf(current)).toBeLessThan(row.indexOf('@alice'));
  });

  it('in English an Arabic name and message still read correctly, from the left', async () => {
    const { app } = await open('en');
    await app.press('g', 'C');
    const frame = await app.waitForText('@samir');
    expect(lineWith(frame, '@samir').startsWith(`> @samir (${reversed('سمير')})`)).toBe(true);
    expect(
      lineWith(frame, reversed('النزهة؟')).startsWith(`    ${reversed('هل ستأتي إلى النزهة؟')}`),
    ).toBe(true);
  });
});
