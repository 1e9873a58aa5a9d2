import { loadTerminalI18n } from '../../../../src/terminal/i18n/locale-files';
import { FakeServer } from './fake-server';
import { renderApp } from './render-app';
import { createTestRoot } from './test-root';

/**
 * The terminal's post form (`c` on the home timeline) in `language`, `columns` wide and 24
 * rows high, signed in to a fake server with one post; `prepare` adjusts the server first.
 */
export async function openPostForm(
  language: string,
  columns: number,
  prepare?: (server: FakeServer) => void,
) {
  const server = new FakeServer();
  prepare?.(server);
  server.addStatus({ account: server.bob, content: '<p>fresh bread at noon</p>' });
  const { root } = await createTestRoot({ server, signedIn: true });
  const i18n = await loadTerminalI18n(language);
  const app = renderApp(root, { i18n, size: { columns, rows: 24 } });
  await app.waitForText('fresh bread at noon');
  await app.press('c');
  return { app, i18n };
}
