import { it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

it('scratch', async () => {
  const server = new FakeServer();
  const dave = server.addAccount('4', 'dave', 'Dave :blob:', {
    note: '<p>I build <b>things</b>.<br>Second line</p>',
    bot: true,
    locked: true,
    fields: [{ name: 'Site', value: '<a href="https://dave.example">dave.example</a>', verified_at: null }],
    pleroma: { hide_follows: true, birthday: '1990-04-01', is_admin: true },
    followers_count: 12,
    following_count: 3,
    statuses_count: 40,
  });
  const q = server.addStatus({ account: dave, content: '<p>Quoted words here</p>', home: false });
  server.addStatus({
    account: dave,
    content: '<p>Look <a href="https://example.com/a">a link</a> and <a class="mention" href="https://x/@bob">@bob</a></p>',
    extra: {
      card: { url: 'https://example.com/a', title: 'A card title', description: 'What the page says about itself in a few words', provider_name: 'Example' },
      poll: { id: 'p1', expires_at: '2026-11-21T15:00:00.000Z', expired: false, multiple: false, votes_count: 10, voters_count: 10, voted: true, own_votes: [1], options: [{ title: 'Yes', votes_count: 3 }, { title: 'No', votes_count: 7 }], emojis: [] },
      pleroma: { emoji_reactions: [{ name: '🎉', count: 3, me: false }, { name: 'blob', count: 1, me: true, url: 'https://x/blob.png' }], quote: q },
    },
  });
  server.addNotification({ type: 'favourite', account: dave, status: q });
  server.addNotification({ type: 'follow', account: server.carol });
  server.addNotification({ type: 'pleroma:emoji_reaction', account: server.carol, status: q, emoji: '🔥' });
  server.addNotification({ type: 'mention', account: server.carol, status: server.addStatus({ account: server.carol, content: '<p>@alice hi there</p>', home: false }) });
  const { root } = await createTestRoot({ server, signedIn: true });
  const app = renderApp(root, { size: { columns: 180, rows: 40 } });
  await app.waitForText('Look');
  await new Promise((r) => setTimeout(r, 100));
  console.log(app.frame());
  await app.press('u');
  await app.waitForText('Birthday');
  console.log(app.frame());
  await app.press(KEYS.esc, 'g', 'n');
  await new Promise((r) => setTimeout(r, 100));
  console.log(app.frame());
});
