import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { loginWithToken, runCli } from './run-cli';

/**
 * Several accounts on two servers (issue 12): two sandboxes federated in this process, on
 * two loopback addresses; carol on the first, bob on the second (each a local user there).
 */
let first: Sandbox;
let second: Sandbox;
let configDir: string;
let carol: string;
let bobKey: string;
const cli = (args: string[], stdin?: string) => runCli(args, { configDir, stdin });

beforeAll(async () => {
  first = await startSandbox({ port: 0 });
  second = await startSandbox({ port: 0, host: '127.0.0.2', federateWith: [first] });
  configDir = await mkdtemp(join(tmpdir(), 'petrel-accounts-'));
  await loginWithToken(first.url, first.state.tokenFor('carol'), configDir);
  carol = `carol@${new URL(first.url).host}`;
  bobKey = `bob@${new URL(second.url).host}`;
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await rm(configDir, { recursive: true, force: true });
});

describe('petrel accounts', () => {
  it('a second login adds an account; the first stays current until `accounts use`', async () => {
    const login = await runCli(['login', '--server', second.url, '--token-stdin'], {
      configDir,
      stdin: `${second.state.tokenFor('bob')}\n`,
    });
    expect(login.code).toBe(0);
    expect(login.stdout).toContain(`Added ${bobKey}; the current account is still ${carol}`);

    const list = await cli(['accounts', '--json']);
    expect(list.code).toBe(0);
    const accounts = JSON.parse(list.stdout) as Array<Record<string, unknown>>;
    expect(accounts).toEqual([
      expect.objectContaining({ name: carol, server: first.url, current: true }),
      expect.objectContaining({ name: bobKey, server: second.url, current: false }),
    ]);
    // Tokens stay in credentials.json, never in what is listed or in config.json.
    expect(list.stdout).not.toContain(second.state.tokenFor('bob'));
    const config = await readFile(join(configDir, 'config.json'), 'utf8');
    expect(config).not.toContain(second.state.tokenFor('bob'));

    const human = await cli(['accounts']);
    expect(human.stdout).toMatch(new RegExp(`^\\* ${carol.replace(/\./g, '\\.')}`, 'm'));

    // whoami as each: the global --account picks the login for one command only.
    const asBob = await cli(['--account', 'bob', 'whoami', '--json']);
    expect(asBob.code).toBe(0);
    expect(JSON.parse(asBob.stdout)).toMatchObject({ username: 'bob' });
    const afterwards = await cli(['whoami', '--json']);
    expect(JSON.parse(afterwards.stdout)).toMatchObject({ username: 'carol' });
  });

  it('refuses unknown and ambiguous names with exit codes 3 and 2', async () => {
    const unknown = await cli(['whoami', '--account', 'zed']);
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain('No account "zed" is logged in');
    // carol on both servers: "carol" alone fits two accounts.
    const secondCarol = `carol@${new URL(second.url).host}`;
    await runCli(['login', '--server', second.url, '--token-stdin'], {
      configDir,
      stdin: `${second.state.tokenFor('carol')}\n`,
    });
    const ambiguous = await cli(['--account', 'carol', 'whoami']);
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr).toContain(`fits several accounts (${carol}, ${secondCarol})`);
    const exact = await cli(['--account', secondCarol, 'whoami', '--json']);
    expect(JSON.parse(exact.stdout)).toMatchObject({
      username: 'carol',
      url: `${second.url}/users/carol`,
    });
    expect((await cli(['accounts', 'remove', secondCarol])).code).toBe(0);
    const prefix = await cli(['--account', 'c', 'timeline', 'home', '--limit', '1', '--json']);
    expect(prefix.code).toBe(0);
  });

  it('act as another account: favourite, repeat, bookmark and reply resolve the status on its server', async () => {
    // carol posts on the first server; bob on the second acts on it by carol's id.
    const status = first.state.createStatus('carol', { status: 'federated hello', silent: true });
    const fav = await cli(['fav', status.id, '--as', 'bob', '--json']);
    expect(fav.stderr).toBe('');
    expect(fav.code).toBe(0);
    const seen = JSON.parse(fav.stdout) as Record<string, unknown>;
    // The id is the second server's copy of the status, favourited by bob there.
    expect(seen.id).not.toBe(status.id);
    expect(seen).toMatchObject({ favourited: true, uri: `${first.url}/objects/${status.id}` });
    const copyId = String(seen.id);
    const bob = second.state.findUserByAcct('bob')!;
    expect(second.state.favourites.get(copyId)?.has(bob.id)).toBe(true);
    // Nothing happened on the first server.
    expect(first.state.favourites.get(status.id)?.size ?? 0).toBe(0);

    // A second action finds the same copy (resolved once).
    const boost = await cli(['boost', status.id, '--as', 'bob', '--json']);
    expect(JSON.parse(boost.stdout)).toMatchObject({ id: copyId, reblogged: true });
    const bookmark = await cli(['bookmark', status.id, '--as', bobKey]);
    expect(bookmark.stdout).toBe(`Bookmarked ${copyId}\n`);

    const reply = await cli([
      'post',
      'hello from the other side',
      '--reply-to',
      status.id,
      '--as',
      'bob',
      '--json',
    ]);
    expect(reply.code).toBe(0);
    expect(JSON.parse(reply.stdout)).toMatchObject({ in_reply_to_id: copyId });
    expect(
      [...second.state.statuses.values()].some(
        (s) => s.accountId === bob.id && s.inReplyToId === copyId,
      ),
    ).toBe(true);

    // The current account is untouched by --as.
    const whoami = await cli(['whoami', '--json']);
    expect(JSON.parse(whoami.stdout)).toMatchObject({ username: 'carol' });
  });

  it('follow --as follows the account from the other server (its copy there), and unfollow --as', async () => {
    const graceAcct = `grace@${new URL(first.url).host}`;
    const followed = await cli(['follow', graceAcct, '--as', 'bob', '--json']);
    expect(followed.stderr).toBe('');
    expect(followed.code).toBe(0);
    const bob = second.state.findUserByAcct('bob')!;
    const copy = second.state.findUserByAcct(graceAcct)!;
    expect(copy).toBeTruthy();
    expect(JSON.parse(followed.stdout)).toMatchObject({ id: copy.id });
    expect(second.state.isFollowing(bob.id, copy.id)).toBe(true);
    // carol, the current account, follows no one new on her own server.
    const carolHere = first.state.findUserByAcct('carol')!;
    const graceHere = first.state.findUserByAcct('grace')!;
    expect(first.state.isFollowing(carolHere.id, graceHere.id)).toBe(false);

    const unfollowed = await cli(['unfollow', graceAcct, '--as', 'bob', '--json']);
    expect(unfollowed.code).toBe(0);
    expect(second.state.isFollowing(bob.id, copy.id)).toBe(false);
  });

  it('says so in one sentence when the other server cannot resolve the status', async () => {
    const secret = first.state.createStatus('carol', {
      status: 'followers only',
      visibility: 'private',
      silent: true,
    });
    const fav = await cli(['fav', secret.id, '--as', 'bob']);
    expect(fav.code).toBe(1);
    expect(fav.stderr).toContain(`Status ${secret.id}`);
    expect(fav.stderr).toContain('could not be found from');
    expect(fav.stdout).toBe('');
  });

  it('use switches the current account; remove revokes and forgets, and the next becomes current', async () => {
    const use = await cli(['accounts', 'use', 'bob']);
    expect(use.code).toBe(0);
    expect(use.stdout).toBe(`Now using ${bobKey}\n`);
    expect(JSON.parse((await cli(['whoami', '--json'])).stdout)).toMatchObject({ username: 'bob' });

    const bobToken = second.state.tokenFor('bob');
    const remove = await cli(['accounts', 'remove', bobKey]);
    expect(remove.code).toBe(0);
    expect(remove.stdout).toContain(`Removed ${bobKey}`);
    expect(remove.stdout).toContain(`Current account is now ${carol}`);
    const list = JSON.parse((await cli(['accounts', '--json'])).stdout) as unknown[];
    expect(list).toEqual([expect.objectContaining({ name: carol, current: true })]);
    const credentials = await readFile(join(configDir, 'credentials.json'), 'utf8');
    expect(credentials).not.toContain(bobToken);

    const again = await cli(['accounts', 'remove', 'bob']);
    expect(again.code).toBe(3);
  });
});
