import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { pendingRegistration } from '../support/pending-registration';
import { loginWithToken, runCli } from './run-cli';

/** `petrel admin` against the sandbox as admin (alice), moderator (bob) and member (carol). */
let sandbox: Sandbox;
let work: string;
const dirs: Record<string, string> = {};
const as = (user: string, args: string[], stdin?: string) =>
  runCli(['admin', ...args], { configDir: dirs[user]!, stdin });
const json = <T>(out: { stdout: string }): T => JSON.parse(out.stdout) as T;
type User = { nickname: string; is_active: boolean; is_approved: boolean; tags: string[] };
type Report = { id: string; state: string; notes: { content: string }[] };

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  work = await mkdtemp(join(tmpdir(), 'petrel-admin-'));
  for (const user of ['alice', 'bob', 'carol']) {
    dirs[user] = join(work, user);
    await loginWithToken(sandbox.url, sandbox.state.tokenFor(user), dirs[user]);
  }
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('petrel admin: permissions', () => {
  it('a member is refused with exit 3 and the missing privilege', async () => {
    const out = await as('carol', ['users']);
    expect(out.code).toBe(3);
    expect(out.stderr).toContain('Your account lacks the privilege users_read');
    expect(out.stderr).toContain("User isn't privileged.");
    expect((await as('carol', ['reports'])).code).toBe(3);
  });

  it('a moderator without users_delete cannot delete; without admin no roles or relays', async () => {
    const del = await as('bob', ['user', 'grace', 'delete', '--yes']);
    expect(del.code).toBe(3);
    expect(del.stderr).toContain('Your account lacks the privilege users_delete');
    const grant = await as('bob', ['user', 'grace', 'grant', 'admin']);
    expect(grant.code).toBe(3);
    expect(grant.stderr).toContain('Your account lacks the admin role');
    expect((await as('bob', ['relays'])).stderr).toContain('the admin role');
    // …but may read users and the log.
    expect((await as('bob', ['users', '--json'])).code).toBe(0);
    expect((await as('bob', ['log'])).code).toBe(0);
  });

  it('checks its arguments before any request (exit 2)', async () => {
    const bad = await as('alice', ['user', 'grace', 'promote']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Unknown action "promote"');
    expect((await as('alice', ['user', 'grace', 'grant', 'king'])).code).toBe(2);
    expect((await as('alice', ['reports', 'resolve'])).code).toBe(2);
    expect((await as('alice', ['reports', '--state', 'pending'])).code).toBe(2);
    expect((await as('alice', ['invites', 'create', '--expires', 'soon'])).code).toBe(2);
    expect((await as('alice', ['invites', 'email'])).stderr).toContain('needs the address');
    expect((await as('alice', ['invites', 'create', '--name', 'Dora'])).code).toBe(2);
    expect((await as('alice', ['statuses', 'visibility', '1', 'secret'])).code).toBe(2);
  });

  it('destructive actions need --yes without a terminal', async () => {
    const out = await as('alice', ['user', 'grace', 'deactivate']);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('add --yes');
    const still = json<User>(await as('alice', ['user', 'grace', '--json']));
    expect(still.is_active).toBe(true);
  });
});

describe('petrel admin: round trips', () => {
  it('user NAME reject: a pending registration is deleted (users_delete; a moderator is refused)', async () => {
    pendingRegistration(sandbox, 'rita');
    expect((await as('bob', ['user', 'rita', 'reject', '--yes'])).code).toBe(3);
    const done = await as('alice', ['user', 'rita', 'reject', '--yes']);
    expect(done.stdout).toBe('Rejected the registration of rita (the account is deleted)\n');
    const left = json<{ users: User[] }>(await as('alice', ['users', '--query', 'rita', '--json']));
    expect(left.users).toEqual([]);
  });

  it('users: every filter the web offers, alone and combined; contradictions refused', async () => {
    type L = {
      users: (User & { local: boolean; roles: { admin: boolean; moderator: boolean } })[];
    };
    const names = async (...flags: string[]) =>
      json<L>(await as('alice', ['users', ...flags, '--json'])).users;
    const active = await names('--active');
    expect(active.length).toBeGreaterThan(3);
    expect(active.every((u) => u.is_active && u.is_approved)).toBe(true);
    expect(active.map((u) => u.nickname)).not.toContain('ivan');
    expect(active.map((u) => u.nickname)).not.toContain('pat');
    const localActive = await names('--active', '--local');
    expect(localActive.length).toBeGreaterThan(0);
    expect(localActive.every((u) => u.local && u.is_active)).toBe(true);
    const remote = await names('--remote');
    expect(remote.map((u) => u.nickname)).toContain('hank@loud.example');
    expect(remote.every((u) => !u.local)).toBe(true);
    expect((await names('--admins')).map((u) => u.nickname)).toEqual(['alice']);
    expect((await names('--moderators')).map((u) => u.nickname)).toEqual(['bob']);
    expect((await names('--staff')).map((u) => u.nickname).sort()).toEqual(['alice', 'bob']);
    expect(await names('--admins', '--remote')).toEqual([]);
    const human = await as('alice', ['users', '--moderators']);
    expect(human.stdout).toMatch(/^bob .*moderator/m);
    const both = await as('alice', ['users', '--active', '--deactivated']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--active and --deactivated exclude each other');
    expect((await as('alice', ['users', '--staff', '--admins'])).code).toBe(2);
    expect((await as('alice', ['users', '--local', '--remote'])).code).toBe(2);
  });

  it('users: filters, approve a pending registration, deactivate and activate', async () => {
    const pending = json<{ users: User[] }>(await as('alice', ['users', '--pending', '--json']));
    expect(pending.users.map((u) => u.nickname)).toEqual(['pat']);
    const human = await as('alice', ['users', '--pending']);
    expect(human.stdout).toContain('pending approval');
    expect(human.stdout).toContain('birdwatching');
    const approved = await as('alice', ['user', 'pat', 'approve']);
    expect(approved.stdout).toBe('Approved pat\n');
    expect(
      json<{ users: User[] }>(await as('alice', ['users', '--pending', '--json'])).users,
    ).toEqual([]);
    const deactivated = json<{ users: User[] }>(
      await as('alice', ['users', '--deactivated', '--json']),
    );
    expect(deactivated.users.map((u) => u.nickname)).toEqual(['ivan']);
    expect((await as('bob', ['user', 'grace', 'deactivate', '--yes'])).stdout).toBe(
      'Deactivated grace\n',
    );
    expect(json<User>(await as('alice', ['user', 'grace', '--json'])).is_active).toBe(false);
    expect((await as('bob', ['user', 'grace', 'activate', '--json'])).stdout).toContain(
      '"done": true',
    );
    const found = json<{ users: User[] }>(await as('alice', ['users', '--query', 'gra', '--json']));
    expect(found.users.map((u) => [u.nickname, u.is_active])).toEqual([['grace', true]]);
  });

  it('user: tag, untag, grant and revoke roles, reset password, resend confirmation', async () => {
    await as('alice', ['user', 'dana', 'tag', 'force-unlisted']);
    expect(json<User>(await as('alice', ['user', 'dana', '--json'])).tags).toEqual([
      'force-unlisted',
    ]);
    await as('alice', ['user', 'dana', 'untag', 'force-unlisted']);
    expect(json<User>(await as('alice', ['user', 'dana', '--json'])).tags).toEqual([]);
    expect((await as('alice', ['user', 'dana', 'grant', 'moderator'])).stdout).toBe(
      'Made dana moderator\n',
    );
    expect((await as('alice', ['user', 'dana', 'revoke', 'moderator', '--yes'])).code).toBe(0);
    expect((await as('alice', ['user', 'dana', 'reset-password'])).stdout).toContain(
      'new password',
    );
    expect(sandbox.state.findUserByAcct('dana')?.passwordResetRequired).toBe(true);
    expect((await as('alice', ['user', 'dana', 'resend-confirmation'])).code).toBe(0);
  });

  it('statuses --reported: the posts open reports name, with their count', async () => {
    type S = { id: string; acct: string; reports: number };
    const open = sandbox.seed.moderation.openReports.map((id) => sandbox.state.reports.get(id)!);
    const named = [...new Set(open.flatMap((r) => r.statusIds))];
    const listed = json<S[]>(await as('bob', ['statuses', '--reported', '--json']));
    expect(listed.map((s) => s.id).sort()).toEqual(named.sort());
    expect(listed.every((s) => s.reports >= 1)).toBe(true);
    const local = json<S[]>(await as('bob', ['statuses', '--reported', '--local', '--json']));
    expect(local.every((s) => !s.acct.includes('@'))).toBe(true);
    expect(local.length).toBeLessThan(listed.length);
    const human = await as('bob', ['statuses', '--reported']);
    expect(human.stdout).toMatch(/@hank@loud\.example .*1 open report\(s\)/);
    expect((await as('bob', ['statuses', '--reported', '--user', 'hank'])).code).toBe(2);
    expect((await as('carol', ['statuses', '--reported'])).code).toBe(3);
  });

  it('reports: list open, add a note, resolve, close', async () => {
    const open = json<{ total: number; reports: Report[] }>(
      await as('bob', ['reports', '--state', 'open', '--json']),
    );
    expect(open.total).toBe(2);
    const [first, second] = open.reports;
    const noted = await as('bob', ['reports', 'note', first!.id, '--note', 'checking the posts']);
    expect(noted.stdout).toBe(`Note added to report ${first!.id}\n`);
    const shown = json<Report>(await as('bob', ['reports', 'show', first!.id, '--json']));
    expect(shown.notes.map((n) => n.content)).toEqual(['checking the posts']);
    expect((await as('bob', ['reports', 'resolve', first!.id])).stdout).toBe(
      `Report ${first!.id} is now resolved\n`,
    );
    await as('bob', ['reports', 'close', second!.id, '--note', 'duplicate']);
    expect(
      json<{ total: number }>(await as('bob', ['reports', '--state', 'open', '--json'])).total,
    ).toBe(0);
    expect((await as('bob', ['reports'])).stdout).toMatch(
      /\[resolved\][\s\S]*\[closed\]|\[closed\][\s\S]*\[resolved\]/,
    );
  });

  it('reports --user: the reports about one user, and their posts with report counts', async () => {
    type R = {
      user: string;
      reports: { id: string; account: string }[];
      statuses: { id: string; reports: number }[];
      forbidden: string[];
    };
    const reported = sandbox.state.reports.get(sandbox.seed.moderation.openReports[0]!)!;
    const record = json<R>(
      await as('alice', ['reports', '--user', '@hank@loud.example', '--json']),
    );
    expect(record.reports.map((r) => r.account)).toEqual(['hank@loud.example']);
    const counted = record.statuses.find((s) => s.id === reported.statusIds[0]);
    expect(counted?.reports).toBe(1);
    expect(record.statuses.filter((s) => s.reports === 0).length).toBe(record.statuses.length - 1);
    expect(record.forbidden).toEqual([]);
    const shown = await as('alice', ['reports', '--user', 'hank@loud.example']);
    expect(shown.stdout).toContain('1 report(s) about @hank@loud.example');
    expect(shown.stdout).toContain('Shouting in every thread.');
    expect(shown.stdout).toMatch(/\d+ post\(s\) by @hank@loud.example/);
    expect(shown.stdout).toContain('1 report(s)  ');
    const nobody = json<R>(await as('alice', ['reports', '--user', 'grace', '--json']));
    expect(nobody.reports).toEqual([]);
    expect((await as('alice', ['reports', 'show', '1', '--user', 'hank'])).code).toBe(2);
    expect((await as('carol', ['reports', '--user', 'hank@loud.example'])).code).toBe(3);
  });

  it("statuses --user: one user's posts, private ones with godmode; a member is refused", async () => {
    type S = { id: string; acct: string; visibility: string };
    const carol = sandbox.seed.users.carol;
    const secret = sandbox.state.createStatus(carol, {
      status: 'only for followers, seen by staff in godmode',
      visibility: 'private',
    });
    const plain = json<S[]>(await as('alice', ['statuses', '--user', 'carol', '--json']));
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.every((s) => s.acct === 'carol')).toBe(true);
    expect(plain.some((s) => s.id === secret.id)).toBe(false);
    const god = json<S[]>(
      await as('alice', ['statuses', '--user', '@carol', '--godmode', '--json']),
    );
    expect(god.some((s) => s.id === secret.id && s.visibility === 'private')).toBe(true);
    const shown = await as('alice', ['statuses', '--user', 'carol', '--godmode']);
    expect(shown.stdout).toContain('only for followers, seen by staff in godmode');
    const member = await as('carol', ['statuses', '--user', 'alice']);
    expect(member.code).toBe(3);
  });

  it('statuses: godmode, visibility, sensitivity, delete', async () => {
    const { statuses } = sandbox.seed;
    type S = { id: string; visibility: string; sensitive: boolean };
    sandbox.state.createStatus(sandbox.seed.users.carol, {
      status: 'followers only, moderators see it in godmode',
      visibility: 'private',
    });
    const plain = json<S[]>(await as('bob', ['statuses', '--json']));
    const hidden = (s: S) => s.visibility === 'private' || s.visibility === 'direct';
    expect(plain.some(hidden)).toBe(false);
    const god = json<S[]>(await as('bob', ['statuses', '--godmode', '--local', '--json']));
    expect(god.some(hidden)).toBe(true);
    expect((await as('bob', ['statuses', 'visibility', statuses.mention, 'private'])).stdout).toBe(
      `Status ${statuses.mention} is now private\n`,
    );
    expect(sandbox.state.statuses.get(statuses.mention)?.visibility).toBe('private');
    await as('bob', ['statuses', 'sensitive', statuses.mention]);
    expect(sandbox.state.statuses.get(statuses.mention)?.sensitive).toBe(true);
    expect((await as('bob', ['statuses', 'delete', statuses.mention])).code).toBe(2);
    expect((await as('bob', ['statuses', 'delete', statuses.mention, '--yes'])).code).toBe(0);
    expect(sandbox.state.statuses.has(statuses.mention)).toBe(false);
  });

  it('docs: show, set from stdin (the public page follows), reset; admins only', async () => {
    const panel = () => fetch(`${sandbox.url}/instance/panel.html`).then((r) => r.text());
    const shown = await as('alice', ['docs', 'show', 'instance-panel']);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('Petrel sandbox');
    const set = await as(
      'alice',
      ['docs', 'set', 'instance-panel', '--json'],
      '<p>Harbour rules: be kind.</p>',
    );
    expect(json<{ url: string }>(set).url).toBe(`${sandbox.url}/instance/panel.html`);
    expect(await panel()).toBe('<p>Harbour rules: be kind.</p>');
    expect(
      json<{ html: string }>(await as('alice', ['docs', 'show', 'instance-panel', '--json'])).html,
    ).toBe('<p>Harbour rules: be kind.</p>');
    expect((await as('alice', ['docs', 'reset', 'instance-panel'])).code).toBe(2);
    const reset = await as('alice', ['docs', 'reset', 'instance-panel', '--yes']);
    expect(reset.stdout).toBe('instance-panel is back to the shipped one\n');
    expect(await panel()).toContain('Petrel sandbox');
    expect((await as('alice', ['docs', 'show', 'rules'])).code).toBe(2);
    const moderator = await as('bob', ['docs', 'show', 'terms-of-service']);
    expect(moderator.code).toBe(3);
    expect(moderator.stderr).toContain('Your account lacks the admin');
  });

  it('emoji: the packs with their counts; reload for admins, not members', async () => {
    type P = { name: string; count: number };
    const packs = json<P[]>(await as('alice', ['emoji', '--json']));
    expect(packs).toContainEqual(expect.objectContaining({ name: 'blobcat', count: 2 }));
    expect(packs).toContainEqual(expect.objectContaining({ name: 'sandbox', count: 3 }));
    expect((await as('alice', ['emoji', 'list'])).stdout).toMatch(/^blobcat {2}2 emoji/m);
    expect((await as('alice', ['emoji', 'reload'])).stdout).toBe('Emoji reloaded\n');
    expect((await as('carol', ['emoji', 'reload'])).code).toBe(3);
    expect((await as('alice', ['emoji', 'import'])).code).toBe(2);
  });

  it('invites, relays, stats and the log of it all', async () => {
    const invite = json<{ token: string; max_use?: number; maxUse: number; inviteType: string }>(
      await as('alice', [
        'invites',
        'create',
        '--max-uses',
        '3',
        '--expires',
        '2031-05-01',
        '--json',
      ]),
    );
    expect(invite).toMatchObject({ maxUse: 3, inviteType: 'reusable_date_limited' });
    expect((await as('alice', ['invites'])).stdout).toContain(invite.token);
    expect((await as('alice', ['invites', 'revoke', invite.token, '--yes'])).stdout).toBe(
      `Revoked invite ${invite.token}\n`,
    );
    expect((await as('alice', ['invites'])).stdout).toContain('used/revoked');
    expect(
      (await as('alice', ['invites', 'email', 'dora@example.com', '--name', 'Dora'])).stdout,
    ).toBe('Invite sent to dora@example.com\n');
    expect(json(await as('alice', ['invites', 'email', 'eve@example.com', '--json']))).toEqual({
      email: 'eve@example.com',
      sent: true,
    });
    expect(sandbox.state.moderation.emailInvites).toEqual([
      { email: 'dora@example.com', name: 'Dora' },
      { email: 'eve@example.com', name: null },
    ]);
    expect((await as('carol', ['invites', 'email', 'x@example.com'])).code).toBe(3);

    const relay = 'https://relay.example/actor';
    expect((await as('alice', ['relays', 'follow', relay])).stdout).toBe(
      `Following relay ${relay}\n`,
    );
    expect((await as('alice', ['relays'])).stdout).toContain(relay);
    await as('alice', ['relays', 'unfollow', relay, '--yes']);
    expect((await as('alice', ['relays'])).stdout).toBe('No relays\n');

    const stats = json<{ status_visibility: { public: number }; open_reports: number | null }>(
      await as('alice', ['stats', '--json']),
    );
    expect(stats.status_visibility.public).toBeGreaterThan(10);
    expect(stats.open_reports).toBe(0);
    expect((await as('bob', ['stats'])).code).toBe(3);

    const log = (await as('alice', ['log'])).stdout;
    expect(log).toContain('@alice approved users: @pat');
    expect(log).toContain('@bob deactivated users: @grace');
    expect(log).toContain('@alice followed relay: https://relay.example/actor');
    expect(log).toMatch(/@bob updated report #\S+ \(on user @\S+\) with 'resolved' state/);
    const searched = json<{ total: number }>(
      await as('alice', ['log', '--search', 'made @dana', '--json']),
    );
    expect(searched.total).toBe(1);
  });

  it('log --user and --since/--until: what one staff member did, on which days', async () => {
    type Log = { total: number; items: { message: string; time: string }[] };
    const bob = json<Log>(await as('alice', ['log', '--user', 'bob', '--json']));
    expect(bob.total).toBeGreaterThan(0);
    expect(bob.items.every((e) => e.message.startsWith('@bob '))).toBe(true);
    const alice = json<Log>(await as('alice', ['log', '--user', '@alice', '--json']));
    expect(alice.items.every((e) => e.message.startsWith('@alice '))).toBe(true);
    expect(alice.total + bob.total).toBeLessThanOrEqual(
      json<Log>(await as('alice', ['log', '--json'])).total,
    );
    // An entry from a day long ago, at local noon: only a range holding that day finds it.
    const { moderation } = sandbox.state;
    moderation.record(
      sandbox.state.findUserByAcct('bob')!,
      'tag',
      'added tags: old-day to users: @dana',
    );
    moderation.log.at(-1)!.time = new Date(2020, 0, 15, 12).getTime() / 1000;
    const day = json<Log>(
      await as('alice', ['log', '--since', '2020-01-15', '--until', '2020-01-15', '--json']),
    );
    expect(day.items.map((e) => e.message)).toEqual(['@bob added tags: old-day to users: @dana']);
    const before = json<Log>(await as('alice', ['log', '--until', '2020-01-14', '--json']));
    expect(before.total).toBe(0);
    expect((await as('alice', ['log', '--until', '2020-01-14'])).stdout).toBe(
      'No log entries match\n',
    );
    const since = json<Log>(await as('alice', ['log', '--since', '2020-01-16', '--json']));
    expect(since.items.some((e) => e.message.includes('old-day'))).toBe(false);
    expect(since.total).toBeGreaterThan(0);
    const both = json<Log>(
      await as('alice', ['log', '--user', 'alice', '--until', '2020-12-31', '--json']),
    );
    expect(both.total).toBe(0);
    expect((await as('alice', ['log', '--since', '2020-02-30'])).code).toBe(2);
    expect(
      (await as('alice', ['log', '--since', '2020-02-02', '--until', '2020-02-01'])).code,
    ).toBe(2);
    const nobody = await as('alice', ['log', '--user', 'nobody']);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('No user nobody');
  });
});
