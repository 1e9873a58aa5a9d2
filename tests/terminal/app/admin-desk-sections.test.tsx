import { describe, expect, it } from 'vitest';
import type { RootStore } from '../../../src/core';
import { fileSandbox, signedInOn } from '../../support/sandbox-root';
import { KEYS, renderApp } from './support/render-app';

/**
 * The administration view's posts, invites and relays sections (issue 15) against the
 * sandbox's admin API, with alice (the admin); and Tab walking every section.
 */
const sandbox = fileSandbox();

const signedIn = (user: string): Promise<RootStore> => signedInOn(sandbox(), user);

const statusBar = (frame: string) => frame.split('\n').at(-1) ?? '';

async function openAdmin(user = 'alice') {
  const root = await signedIn(user);
  const app = renderApp(root, { size: { columns: 140, rows: 30 } });
  await app.waitFor((f) => statusBar(f).includes(`@${user}`), `${user} signed in`);
  await app.press('g', '!');
  await app.waitForText('[Reports]');
  return app;
}

/** Tab until the title marks the section. */
async function goTo(app: Awaited<ReturnType<typeof openAdmin>>, name: string) {
  for (let i = 0; i < 12 && !app.frame().includes(`[${name}]`); i++) {
    await app.press(KEYS.tab);
  }
  await app.waitForText(`[${name}]`);
}

describe('the administration view: posts, invites, relays', () => {
  it('Tab walks every section in order and round, each Tab pressed the moment the last one shows', async () => {
    const app = await openAdmin();
    const order = [
      'Users',
      'Moderation log',
      'Posts',
      'Invites',
      'Relays',
      'Figures',
      'Instance',
      'Limits',
      'Access',
      'Front-ends',
      'Documents',
      'Emoji',
      'Reports',
    ];
    for (const name of order) {
      await app.press(KEYS.tab);
      await app.waitForText(`[${name}]`);
    }
  });

  it("users: Enter opens a user's posts with report counts and the reports about them; Esc goes back", async () => {
    const app = await openAdmin();
    await goTo(app, 'Users');
    await app.waitForText('Enter: posts and reports');
    await app.press('s');
    await app.waitForText('Search users:');
    await app.press(...'hank', KEYS.enter);
    await app.waitFor((f) => f.includes('@hank@loud.example') && !f.includes('@carol'), 'hank');
    await app.press(KEYS.enter);
    await app.waitForText('Posts and reports of @hank@loud.example');
    await app.waitForText('Reports about @hank@loud.example: 1');
    const frame = await app.waitFor((f) => /reports: 1/.test(f), 'the reported post counted');
    expect(frame).toContain('grace reported hank@loud.example');
    expect(frame).toContain('Shouting in every thread.');
    expect(frame).toMatch(/Posts by @hank@loud\.example: \d+/);
    expect(frame).toContain('Esc: back to the users');
    await app.press(KEYS.esc);
    await app.waitFor(
      (f) => f.includes('found: 1') && !f.includes('Posts and reports of'),
      'back on the users list',
    );
    expect(app.frame()).toContain('[Users]');
  });

  it('documents: f switches, Enter edits and saves (the public page follows), R resets after y', async () => {
    const app = await openAdmin();
    await goTo(app, 'Documents');
    await app.waitForText('Instance panel · f: the other document');
    await app.waitForText('Petrel sandbox');
    await app.press('f');
    await app.waitForText('Terms of service · f: the other document');
    await app.waitForText('This is a local test server.');
    await app.press('f');
    await app.waitForText('Instance panel · f');
    await app.press(KEYS.enter);
    await app.waitForText('HTML of the Instance panel');
    await app.press('\x15', ...'<p>Harbour rules</p>', KEYS.enter);
    await app.waitForText('Instance panel saved.');
    const panel = () => fetch(`${sandbox().url}/instance/panel.html`).then((r) => r.text());
    expect(await panel()).toBe('<p>Harbour rules</p>');
    await app.press('R');
    await app.waitForText('Put the shipped Instance panel back? The edits are lost. (y/n)');
    await app.press('y');
    await app.waitForText('Instance panel is back to the shipped one.');
    expect(await panel()).toContain('Petrel sandbox');
  });

  it('emoji: the packs with their counts; R reloads them on the server', async () => {
    const app = await openAdmin();
    await goTo(app, 'Emoji');
    await app.waitForText('blobcat: 2 emoji');
    expect(app.frame()).toContain('sandbox: 3 emoji');
    const before = sandbox().state.moderation.log.length;
    await app.press('R');
    await app.waitForText('Emoji reloaded.');
    expect(sandbox().state.moderation.log.at(-1)?.action).toBe('reload_emoji');
    expect(sandbox().state.moderation.log.length).toBe(before + 1);
  });

  it('posts: v changes the visibility, N the sensitive mark, D deletes after y; all on the server', async () => {
    const app = await openAdmin();
    await goTo(app, 'Posts');
    await app.waitForText('Page 1 · no filters');
    await app.waitFor((f) => /@\S+: /.test(f), 'posts listed');
    const first = [...sandbox().state.statusesNewestFirst()].find(
      (s) => s.reblogOfId === null && (s.visibility === 'public' || s.visibility === 'unlisted'),
    )!;
    await app.press('v');
    await app.waitForText('Visibility (1 Public');
    await app.press('3', KEYS.enter);
    await app.waitForText(`Post ${first.id} is now Followers only.`);
    expect(sandbox().state.statuses.get(first.id)?.visibility).toBe('private');
    await app.press('N');
    await app.waitForText(`Post ${first.id} is marked sensitive.`);
    expect(sandbox().state.statuses.get(first.id)?.sensitive).toBe(true);
    await app.waitFor((f) => /Followers only · sensitive/.test(f), 'the row marks');
    await app.press('D');
    await app.waitForText('Delete this post by @');
    await app.press('n');
    await app.waitFor((f) => !f.includes('(y/n)'), 'question gone');
    expect(sandbox().state.statuses.get(first.id)).toBeDefined();
    await app.press('D');
    await app.waitForText('(y/n)');
    await app.press('y');
    await app.waitForText(`Post ${first.id} is deleted.`);
    expect(sandbox().state.statuses.get(first.id)).toBeUndefined();
  });

  it('posts: f adds private and direct ones, l keeps local ones', async () => {
    const app = await openAdmin();
    await goTo(app, 'Posts');
    await app.waitForText('no filters');
    await app.press('f');
    await app.waitForText('Page 1 · private and direct too');
    await app.press('l');
    await app.waitForText('private and direct too, local');
    await app.waitFor((f) => !/@\S+@\S+: /.test(f), 'no remote authors');
  });

  it('posts: S shows only the posts open reports name, with their count; S again all', async () => {
    const app = await openAdmin();
    await goTo(app, 'Posts');
    await app.waitForText('no filters');
    await app.press('S');
    const frame = await app.waitFor(
      (f) => f.includes('Page 1 · named by open reports') && f.includes('named by 1 open report'),
      'the reported posts',
    );
    expect(frame).toContain('@hank@loud.example');
    expect(frame).toContain('S: reported');
    await app.press('S');
    await app.waitFor(
      (f) => f.includes('no filters') && !f.includes('open report'),
      'every post again',
    );
  });

  it('invites: C makes one with max uses and expiry, a bad number is refused, D revokes after y', async () => {
    const app = await openAdmin();
    await goTo(app, 'Invites');
    await app.waitForText('Invites: ');
    await app.press('C');
    await app.waitForText('Max uses (empty: no limit)');
    await app.press('0', KEYS.enter);
    await app.waitForText('Expires on (YYYY-MM-DD; empty: never)');
    await app.press(KEYS.enter);
    await app.waitForText('Max uses is a whole number above 0.');
    const before = sandbox().state.moderation.invites.size;
    await app.press('C');
    await app.waitForText('Max uses (empty: no limit)');
    await app.press('3', KEYS.enter);
    await app.waitForText('Expires on');
    await app.press(...'2030-01-31', KEYS.enter);
    await app.waitForText('Invite created: ');
    const made = [...sandbox().state.moderation.invites.values()].at(-1)!;
    expect(sandbox().state.moderation.invites.size).toBe(before + 1);
    expect(made.maxUse).toBe(3);
    expect(made.expiresAt).toContain('2030-01-31');
    await app.waitForText(`${made.token}`);
    expect(app.frame()).toMatch(/used 0 of 3 · expires Jan 31, 2030/);
    // The new invite is the last row.
    for (let i = 0; i < before; i++) await app.press('j');
    await app.press('D');
    await app.waitForText(`Revoke the invite ${made.token}? (y/n)`);
    await app.press('y');
    await app.waitForText(`The invite ${made.token} is revoked.`);
    expect(sandbox().state.moderation.invites.get(made.token)?.used).toBe(true);
    await app.waitFor(
      (f) => /used 0 of 3 · expires Jan 31, 2030 · used up or revoked/.test(f),
      'row',
    );
  });

  it('invites: E asks for an address and sends the invite by e-mail', async () => {
    const app = await openAdmin();
    await goTo(app, 'Invites');
    await app.waitForText('E: by e-mail');
    const before = sandbox().state.moderation.emailInvites.length;
    await app.press('E');
    await app.waitForText('E-mail address to invite');
    await app.press(...'dora@example.com', KEYS.enter);
    await app.waitForText('Invite sent to dora@example.com.');
    expect(sandbox().state.moderation.emailInvites.slice(before)).toEqual([
      { email: 'dora@example.com', name: null },
    ]);
  });

  it('relays: C follows one by address, D unfollows after y', async () => {
    const app = await openAdmin();
    await goTo(app, 'Relays');
    await app.waitForText('Relays followed: ');
    const url = 'https://relay.example/actor';
    await app.press('C');
    await app.waitForText('Relay address');
    await app.press(...url, KEYS.enter);
    await app.waitForText(`Following the relay ${url}.`);
    expect(sandbox().state.moderation.relays.has(url)).toBe(true);
    await app.waitFor((f) => f.includes(`  ${url}`) || f.includes(`> ${url}`), 'the row');
    const rows = [...sandbox().state.moderation.relays.keys()];
    for (let i = 0; i < rows.indexOf(url); i++) await app.press('j');
    await app.press('D');
    await app.waitForText(`Stop following the relay ${url}? (y/n)`);
    await app.press('y');
    await app.waitForText(`No longer following the relay ${url}.`);
    expect(sandbox().state.moderation.relays.has(url)).toBe(false);
  });

  it('moderation log: f filters by who acted and by days; a bad filter is refused', async () => {
    const { moderation } = sandbox().state;
    const user = (name: string) => sandbox().state.findUserByAcct(name)!;
    moderation.record(user('bob'), 'tag', 'added tags: recent-one to users: @dana');
    moderation.record(user('alice'), 'tag', 'added tags: by-alice to users: @dana');
    moderation.record(user('bob'), 'tag', 'added tags: old-day to users: @dana');
    moderation.log.at(-1)!.time = new Date(2020, 0, 15, 12).getTime() / 1000;
    const app = await openAdmin();
    await goTo(app, 'Moderation log');
    await app.waitForText('by-alice');
    expect(app.frame()).toContain('f: by user and days');
    await app.press('f');
    await app.waitForText('Who and which days');
    await app.press(...'bob', KEYS.enter);
    await app.waitFor(
      (f) => f.includes('filter: @bob') && f.includes('recent-one') && !f.includes('by-alice'),
      "only bob's entries",
    );
    await app.press('f');
    await app.waitForText('Who and which days');
    await app.press(...' 2020-01-15', KEYS.enter);
    await app.waitFor(
      (f) =>
        f.includes('filter: @bob 2020-01-15') && f.includes('old-day') && !f.includes('recent-one'),
      "bob's entry of that day",
    );
    await app.press('f');
    await app.waitForText('Who and which days');
    await app.press(...'..2020-02-31', KEYS.enter);
    await app.waitForText('is not a user and days');
    expect(app.frame()).toContain('filter: @bob 2020-01-15');
    await app.press('f');
    await app.waitForText('Who and which days');
    await app.press(...Array(30).fill(KEYS.backspace), ...'nobody', KEYS.enter);
    await app.waitForText('No account nobody on this instance.');
  });
});
