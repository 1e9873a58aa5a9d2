import { it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

it('debug frames', async () => {
  const server = new FakeServer();
  const first = server.addStatus({ content: '<p>Root post by Bob with a <a href="https://example.com/x">link</a></p>' });
  server.addStatus({ account: server.carol, content: '<p>Reply by Carol</p>', inReplyTo: first.id });
  server.addStatus({ spoiler: 'spoilers for a film', content: '<p>The butler did it</p>' });
  server.addStatus({ reblogOf: first.id, account: server.carol });
  server.addStatus({ content: '<p>日本語のテキストと絵文字 👩‍👩‍👧 を含む長い投稿です。'.repeat(5) + '</p>', media: [{ type: 'image', description: 'A cat 🐱' }] });
  const { root } = await createTestRoot({ server, signedIn: true });
  const app = renderApp(root, { size: { columns: 80, rows: 30 } });
  await app.waitForText('Root post');
  console.log(app.frame());
  await app.press('j', 'j');
  console.log(app.frame());
  await app.press('?');
  console.log(app.frame());
  await app.press(KEYS.esc, KEYS.enter);
  await new Promise((r) => setTimeout(r, 100));
  console.log(app.frame());
  await app.press(KEYS.esc, 'c', 'Hello', KEYS.enter, 'world');
  console.log(app.frame());
});
