import { describe, expect, it } from 'vitest';
import type { RootStore } from '../../../src/core';
import { pendingRegistration } from '../../support/pending-registration';
import { fileSandbox, signedInOn } from '../../support/sandbox-root';
import { KEYS, renderApp } from './support/render-app';

/**
 * The administration view of the terminal (issue 15) against the sandbox's admin API:
 * alice is the admin, bob a moderator without users_delete, carol a member.
 */
const sandbox = fileSandbox();

const signedIn = (user: string): Promise<RootStore> => signedInOn(sandbox(), user);

const statusBar = (frame: string) => frame.split('\n').at(-1) ?? '';

/** alice in the admin view (`:admin`), on its Users page. */
async function alicesUsersPage() {
  const root = await signedIn('alice');
  const app = renderApp(root, { size: { columns: 140, rows: 30 } });
  await app.waitFor((f) => statusBar(f).includes('@alice'), 'alice signed in');
  await app.press(':', ...'admin', KEYS.enter);
  await app.waitForText('[Reports]');
  await app.press(KEYS.tab);
  await app.waitForText('[Users]');
  return app;
}

describe('the administration view', () => {
  it('reports: g ! lists the open ones; Enter opens one; a note and r resolve it on the server', async () => {
    const root = await signedIn('alice');
    const app = renderApp(root, { size: { columns: 140, rows: 30 } });
    await app.waitFor((f) => statusBar(f).includes('@alice'), 'alice signed in');
    await app.press('g', '!');
    await app.waitForText('[Reports]');
    await app.waitForText('grace reported hank@loud.example');
    const frame = app.frame();
    expect(frame).toContain('Users');
    expect(frame).toContain('Moderation log');
    expect(frame).toContain('Showing: Open');
    const graceReport = sandbox().seed.moderation.openReports[0]!;
    await app.press('k', 'k', 'k');
    await app.press(KEYS.enter);
    await app.waitForText('Comment: Shouting in every thread.');
    await app.waitForText('No notes yet.');
    await app.press('n');
    await app.waitForText('Enter: done · Esc: cancel');
    await app.press(...'Warned by mail', KEYS.enter);
    await app.waitForText('Note by alice: Warned by mail');
    await app.press('r');
    await app.waitForText(`Report ${graceReport} is now Resolved.`);
    expect(sandbox().state.reports.get(graceReport)?.state).toBe('resolved');
    expect(
      sandbox()
        .state.reports.get(graceReport)
        ?.notes.map((n) => n.content),
    ).toEqual(['Warned by mail']);
  });

  it('reports: a resolved one leaves the open queue; f shows the resolved ones, o reopens', async () => {
    const graceReport = sandbox().seed.moderation.openReports[0]!;
    sandbox().state.reports.get(graceReport)!.state = 'resolved';
    const root = await signedIn('alice');
    const app = renderApp(root, { size: { columns: 140, rows: 30 } });
    await app.waitFor((f) => statusBar(f).includes('@alice'), 'alice signed in');
    await app.press('g', '!');
    await app.waitForText('Showing: Open');
    await app.waitFor((f) => !f.includes('grace reported hank'), 'resolved report gone');
    await app.press('f', 'f');
    await app.waitForText('Showing: Resolved');
    await app.waitForText('grace reported hank@loud.example');
    await app.press('o');
    await app.waitForText(`Report ${graceReport} is now Open.`);
    expect(sandbox().state.reports.get(graceReport)?.state).toBe('open');
  });

  it('users: D on a pending registration rejects it after y (the account is deleted)', async () => {
    pendingRegistration(sandbox(), 'rita');
    const app = await alicesUsersPage();
    await app.press('s');
    await app.waitForText('Search users:');
    await app.press(...'rita', KEYS.enter);
    await app.waitFor((f) => f.includes('@rita') && !f.includes('@carol'), 'rita found');
    await app.waitForText('D: Reject');
    await app.press('D');
    await app.waitForText('Reject the registration of rita? The account is deleted. (y/n)');
    await app.press('y');
    await app.waitForText('rita: Reject done.');
    expect(sandbox().state.findUserByAcct('rita')?.deleted).toBe(true);
  });

  it('users: filters and search; approve runs at once, deactivate asks first (n keeps, y does it)', async () => {
    const app = await alicesUsersPage();
    await app.waitForText('@carol');
    expect(app.frame()).toContain('Page 1/1 · found: ');
    expect(app.frame()).toContain('no filters');
    // State: any → active → deactivated → pending approval.
    await app.press('f', 'f');
    await app.waitFor((f) => f.includes('@ivan') && !f.includes('@carol'), 'deactivated only');
    await app.press('f');
    await app.waitFor((f) => f.includes('@pat') && !f.includes('@ivan'), 'pending only');
    expect(app.frame()).toContain('found: 1 · pending approval');
    expect(app.frame()).toContain('a: Approve');
    await app.press('a');
    await app.waitForText('pat: Approve done.');
    expect(sandbox().state.findUserByAcct('pat')?.approved).toBe(true);
    // Back to any state, then local admins only (S), then any role again and a search.
    await app.press('f');
    await app.waitForText('no filters');
    await app.press('S');
    await app.waitFor((f) => f.includes('@alice') && !f.includes('@carol'), 'admins only');
    await app.press('S', 'S');
    await app.waitForText('no filters');
    await app.press('s');
    await app.waitForText('Search users:');
    await app.press(...'grace', KEYS.enter);
    await app.waitFor((f) => f.includes('@grace') && !f.includes('@carol'), 'grace found');
    await app.press('x');
    await app.waitForText('Deactivate grace? They will not be able to log in. (y/n)');
    await app.press('n');
    await app.waitFor((f) => !f.includes('(y/n)'), 'question gone');
    expect(sandbox().state.findUserByAcct('grace')?.deactivated).toBe(false);
    await app.press('x');
    await app.waitForText('(y/n)');
    await app.press('y');
    await app.waitForText('grace: Deactivate done.');
    expect(sandbox().state.findUserByAcct('grace')?.deactivated).toBe(true);
    expect(app.frame()).toMatch(/@grace.*deactivated/);
    // The moderation log has both, newest first.
    await app.press(KEYS.tab);
    await app.waitForText('[Moderation log]');
    await app.waitFor((f) => /@alice .*grace/.test(f) && /@alice .*pat/.test(f), 'log entries');
    await app.press('.');
    await app.waitForText('entries: ');
    sandbox().state.findUserByAcct('grace')!.deactivated = false;
  });

  it('limits: Enter edits the text limit with its type; the server and the post form take it', async () => {
    const root = await signedIn('alice');
    const app = renderApp(root, { size: { columns: 140, rows: 30 } });
    await app.waitFor((f) => statusBar(f).includes('@alice'), 'alice signed in');
    await app.press('g', '!');
    await app.waitForText('[Reports]');
    // Back from the first section: front-ends, access, then the limits.
    for (const name of ['Emoji', 'Documents', 'Front-ends', 'Access', 'Limits']) {
      await app.press('\x1b[Z');
      await app.waitForText(`[${name}]`);
    }
    await app.waitForText('Post limits');
    await app.press(KEYS.down, KEYS.enter);
    await app.waitForText('Enter: done · Esc: cancel');
    // Ctrl+U clears the field; a word is refused by the integer editor.
    await app.press('\x15', ...'many', KEYS.enter);
    await app.waitForText('is not a whole number');
    // The number and Enter in one read (as a pty or a paste delivers them) answer at once.
    await app.press(KEYS.enter, '\x15', '1234\r');
    await app.waitFor(
      (f) => f.includes(': 1234') && f.includes('Changed in the database'),
      'saved',
    );
    expect(sandbox().state.adminConfig.textLimit()).toBe(1234);
    await app.waitFor(() => root.instance.textLimit === 1234, 'instance refetched');
    await app.press('R');
    await app.waitForText("back to the server file's value? (y/n)");
    await app.press('y');
    await app.waitFor((f) => !f.includes(': 1234'), 'reset');
    expect(sandbox().state.adminConfig.textLimit()).not.toBe(1234);
  });

  it('reports: the reported posts show as text; D deletes one of your own notes after y', async () => {
    const graceReport = sandbox().seed.moderation.openReports[0]!;
    const record = sandbox().state.reports.get(graceReport)!;
    const posted = sandbox().state.statuses.get(record.statusIds[0]!)!;
    // A hostile post: markup and an escape sequence reach the terminal as plain, inert text.
    const kept = posted.content;
    posted.content = '<p>LOUD <b>words</b>\x1b[31m here</p>';
    const root = await signedIn('alice');
    const app = renderApp(root, { size: { columns: 140, rows: 30 } });
    try {
      await app.waitFor((f) => statusBar(f).includes('@alice'), 'alice signed in');
      await app.press('g', '!');
      await app.waitForText('grace reported hank@loud.example');
      await app.press('k', 'k', 'k', KEYS.enter);
      await app.waitForText('Reported posts: 1');
      await app.waitForText('@hank@loud.example: LOUD words');
      expect(app.frame()).not.toContain('<b>');
      expect(app.frame()).not.toContain('\x1b[31m');
      await app.press('n', ...'Mine to delete', KEYS.enter);
      await app.waitForText('Note by alice: Mine to delete');
      await app.press('G');
      await app.waitForText('D: delete your note');
      await app.press('D');
      await app.waitForText('Delete your note “Mine to delete”? (y/n)');
      await app.press('n');
      await app.waitFor((f) => !f.includes('(y/n)'), 'kept');
      expect(record.notes.map((n) => n.content)).toContain('Mine to delete');
      await app.press('D', 'y');
      await app.waitForText(`The note on report ${graceReport} is deleted.`);
      await app.waitFor((f) => !f.includes('Mine to delete'), 'note gone');
      expect(record.notes.map((n) => n.content)).not.toContain('Mine to delete');
    } finally {
      posted.content = kept;
    }
  });

  it('users: T lists the tag policies (TagPolicy runs) and a number turns one on, then off', async () => {
    const root = await signedIn('alice');
    const app = renderApp(root, { size: { columns: 160, rows: 30 } });
    await app.waitFor((f) => statusBar(f).includes('@alice'), 'alice signed in');
    await app.press('g', '!');
    await app.waitForText('[Reports]');
    await app.press(KEYS.tab);
    await app.waitForText('[Users]');
    await app.waitForText('@carol');
    await app.press('s');
    await app.waitForText('Search users:');
    await app.press(...'carol', KEYS.enter);
    await app.waitFor((f) => f.includes('found: 1 '), 'carol found');
    await app.waitForText('T: tag policies');
    await app.press('T');
    await app.waitForText('Tag policy to turn on or off (1 Force all posts NSFW');
    expect(app.frame()).toContain('Force unlisted');
    const frame = app.frame();
    const number = /(\d) Force unlisted/.exec(frame)?.[1] ?? '';
    expect(number).not.toBe('');
    await app.press(number, KEYS.enter);
    await app.waitForText('carol: Force unlisted on.');
    const carolTags = () => [
      ...(sandbox().state.userTags.get(sandbox().state.findUserByAcct('carol')!.id) ?? []),
    ];
    expect(carolTags()).toContain('force-unlisted');
    await app.waitFor((f) => /@carol.*Force unlisted/.test(f), 'the mark on the row');
    await app.press('T');
    await app.waitForText(`${number} Force unlisted ✓`);
    await app.press(number, KEYS.enter);
    await app.waitForText('carol: Force unlisted off.');
    expect(carolTags()).not.toContain('force-unlisted');
  });

  it('figures: the stats section shows the posts by visibility from the server', async () => {
    const answer = await fetch(`${sandbox().url}/api/v1/pleroma/admin/stats`, {
      headers: { authorization: `Bearer ${sandbox().state.tokenFor('alice')}` },
    });
    const { status_visibility: v } = (await answer.json()) as {
      status_visibility: Record<'public' | 'unlisted' | 'private' | 'direct', number>;
    };
    const root = await signedIn('alice');
    const app = renderApp(root, { size: { columns: 140, rows: 30 } });
    await app.waitFor((f) => statusBar(f).includes('@alice'), 'alice signed in');
    await app.press('g', '!');
    await app.waitForText('[Reports]');
    // Back from the first section: the config sections, then the figures before them.
    await app.waitForText('grace reported hank@loud.example');
    for (const name of [
      'Emoji',
      'Documents',
      'Front-ends',
      'Access',
      'Limits',
      'Instance',
      'Figures',
    ]) {
      await app.press('\x1b[Z');
      await app.waitForText(`[${name}]`);
    }
    await app.waitForText('Posts on this instance, by visibility');
    await app.waitForText(`Public: ${v.public}`);
    const frame = app.frame();
    expect(frame).toContain(`Unlisted: ${v.unlisted}`);
    expect(frame).toContain(`Followers-only: ${v.private}`);
    expect(frame).toContain(`Direct: ${v.direct}`);
    expect(frame).toContain(`All posts: ${v.public + v.unlisted + v.private + v.direct}`);
  });

  it('a moderator without users_delete sees no delete and no limits; a 403 names the privilege', async () => {
    const root = await signedIn('bob');
    const app = renderApp(root, { size: { columns: 140, rows: 30 } });
    await app.waitFor((f) => statusBar(f).includes('@bob'), 'bob signed in');
    await app.press('g', '!');
    await app.waitForText('[Reports]');
    expect(app.frame()).toContain('Moderation log');
    for (const admins of ['Instance', 'Limits', 'Access', 'Front-ends', 'Documents', 'Emoji'])
      expect(app.frame()).not.toContain(admins);
    await app.press(KEYS.tab);
    await app.waitForText('[Users]');
    await app.waitForText('@carol');
    await app.press('s');
    await app.waitForText('Search users:');
    await app.press(...'carol', KEYS.enter);
    await app.waitFor((f) => f.includes('@carol') && !f.includes('@grace'), 'carol found');
    const frame = app.frame();
    expect(frame).toContain('x: Deactivate');
    expect(frame).not.toContain('Delete');
    expect(frame).not.toContain('Make admin');
    await app.press('D', 'A');
    expect(app.frame()).not.toContain('(y/n)');
    expect(sandbox().state.findUserByAcct('carol')?.deleted).toBeFalsy();
    // The server takes the log away from moderators meanwhile: its 403 names the privilege.
    const privileges = sandbox().state.moderation.rolePrivileges.moderator;
    const kept = [...privileges];
    privileges.splice(privileges.indexOf('moderation_log_read'), 1);
    try {
      await app.press(KEYS.tab);
      await app.waitForText('Your account lacks the privilege moderation_log_read.');
    } finally {
      privileges.splice(0, privileges.length, ...kept);
    }
  });

  it('a member: g ! and :admin say the view is for staff, and help does not list it', async () => {
    const root = await signedIn('carol');
    // Tall enough for the whole help.
    const app = renderApp(root, { size: { columns: 140, rows: 400 } });
    await app.waitFor((f) => statusBar(f).includes('@carol'), 'carol signed in');
    await app.press('g', '!');
    await app.waitForText('The administration view is for staff');
    expect(app.frame()).not.toContain('[Reports]');
    await app.press(':', ...'admin', KEYS.enter);
    await app.waitFor((f) => statusBar(f).includes('for staff'), 'the notice again');
    expect(app.frame()).not.toContain('[Reports]');
    await app.press('?');
    await app.waitForText('Lists, follow requests, who to follow');
    expect(app.frame()).toContain('help.close');
    expect(app.frame()).not.toContain('Administration');
    expect(app.frame()).not.toContain('admin.');
    expect(app.frame()).not.toContain('Approve the registration');
    expect(app.frame()).not.toContain('reject it');
  });

  it('staff: ? in the administration view lists its keys, Reject of a pending registration too', async () => {
    pendingRegistration(sandbox(), 'rosa');
    const root = await signedIn('alice');
    const app = renderApp(root, { size: { columns: 160, rows: 400 } });
    await app.waitFor((f) => statusBar(f).includes('@alice'), 'alice signed in');
    await app.press('g', '!');
    await app.waitForText('[Reports]');
    await app.press(KEYS.tab);
    await app.waitForText('[Users]');
    await app.press('s');
    await app.waitForText('Search users:');
    await app.press(...'rosa', KEYS.enter);
    await app.waitFor((f) => f.includes('@rosa') && f.includes('D: Reject'), 'the pending row');
    await app.press('?');
    const help = await app.waitForText('Approve the registration');
    expect(help).toMatch(/D +Delete the user and their data \(a pending registration: reject it\)/);
    expect(help).toMatch(/a +Approve the registration/);
    expect(help).toMatch(/x +Activate or deactivate the user/);
    expect(help).toMatch(/r +Resolve the report/);
    expect(help).toContain('Administration: reports, users, moderation log');
  }, 40_000);
});
