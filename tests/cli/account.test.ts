import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { SANDBOX_PASSWORD } from '../../src/sandbox/seed-users';
import { loginWithToken, runCli } from './run-cli';

/**
 * `petrel account …` against the sandbox (issue 14, spec part 2 §2 security tab, §7 "Account
 * settings"): the security tab for scripts. Each flow uses its own seeded user.
 */
let sandbox: Sandbox;
const dirs: Record<string, string> = {};
const as = (who: string, args: string[], stdin?: string) =>
  runCli(['account', ...args], { configDir: dirs[who]!, stdin });
const user = (name: string) => sandbox.state.findUserByAcct(name)!;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  for (const who of ['alice', 'aliceToo', 'carol', 'grace', 'dana', 'ticker', 'fresh']) {
    dirs[who] = await mkdtemp(join(tmpdir(), `petrel-acct-${who}-`));
  }
  for (const who of ['alice', 'carol', 'grace', 'dana', 'ticker']) {
    await loginWithToken(sandbox.url, sandbox.state.tokenFor(who), dirs[who]!);
  }
});

afterAll(async () => {
  await sandbox?.close();
  for (const dir of Object.values(dirs)) await rm(dir, { recursive: true, force: true });
});

async function passwordLogin(dir: string, username: string, password: string) {
  return runCli(['login', '--server', sandbox.url, '--username', username, '--password-stdin'], {
    configDir: dir,
    stdin: `${password}\n`,
  });
}

describe('petrel account password and email', () => {
  it('takes passwords only from stdin or a prompt, checked before anything is sent', async () => {
    const inArgv = await as('alice', ['password', 'hunter2']);
    expect(inArgv.code).toBe(2);
    const noTty = await as('alice', ['password']);
    expect(noTty.code).toBe(2);
    expect(noTty.stderr).toContain('use --password-stdin');
    const oneLine = await as('alice', ['password', '--password-stdin'], `${SANDBOX_PASSWORD}\n`);
    expect(oneLine.code).toBe(2);
    expect(oneLine.stderr).toContain('No new password given');
    expect(user('alice').password).toBe(SANDBOX_PASSWORD);
  });

  it('a wrong current password is refused with the spec message (exit 3)', async () => {
    const wrong = await as('alice', ['password', '--password-stdin'], 'nope\nnew-secret\n');
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('There was an issue changing your email/password.');
    expect(wrong.stderr).toContain('Wrong current password');
    expect(user('alice').password).toBe(SANDBOX_PASSWORD);
  });

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const changed = await as(
      'alice',
      ['password', '--password-stdin', '--json'],
      `${SANDBOX_PASSWORD}\ncorrect horse\n`,
    );
    expect(changed.stderr).toBe('');
    expect(changed.code).toBe(0);
    expect(JSON.parse(changed.stdout)).toEqual({ changed: 'password' });
    const old = await passwordLogin(dirs.fresh!, 'alice', SANDBOX_PASSWORD);
    expect(old.code).toBe(3);
    const fresh = await passwordLogin(dirs.fresh!, 'alice', 'correct horse');
    expect(fresh.stderr).toBe('');
    expect(fresh.stdout).toContain('Logged in as @alice');
  });

  it('changes the email, refusing a malformed address before asking for the password', async () => {
    const bad = await as('alice', ['email', 'not-an-address', '--password-stdin'], 'x\n');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('not an email address');
    const ok = await as(
      'alice',
      ['email', 'alice@example.org', '--password-stdin'],
      'correct horse\n',
    );
    expect(ok.stderr).toBe('');
    expect(ok.stdout).toContain('Email changed to alice@example.org.');
    expect(user('alice').email).toBe('alice@example.org');
    const cleared = await as(
      'alice',
      ['email', '', '--password-stdin', '--json'],
      'correct horse\n',
    );
    expect(JSON.parse(cleared.stdout)).toEqual({ email: null });
    expect(user('alice').email).toBeNull();
  });
});

describe('petrel account tokens and revoke', () => {
  let tokens: Array<{ id: string; app_name: string }>;

  it('lists the logged-in apps, newest first; a revoke asks first and checks the id', async () => {
    // A second login of alice: its own token, the newest.
    expect((await passwordLogin(dirs.aliceToo!, 'alice', 'correct horse')).code).toBe(0);
    const listed = await as('alice', ['tokens', '--json']);
    expect(listed.stderr).toBe('');
    tokens = JSON.parse(listed.stdout) as typeof tokens;
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    expect((await as('alice', ['tokens'])).stdout).toContain(tokens[0]!.app_name);
    const typo = await as('alice', ['revoke', '99999', '--yes']);
    expect(typo.code).toBe(1);
    expect(typo.stderr).toContain('No token with id 99999');
    const unasked = await as('alice', ['revoke', tokens[0]!.id]);
    expect(unasked.code).toBe(2);
    expect(unasked.stderr).toContain('add --yes');
  });

  it('revokes one: that login stops working, the others go on', async () => {
    const newest = tokens[0]!;
    const builtin = sandbox.state.tokens.get('sandbox-token-alice');
    expect(newest.id).not.toBe(String(builtin?.id));
    const revoked = await as('alice', ['revoke', newest.id, '--yes', '--json']);
    expect(revoked.stderr).toBe('');
    expect(JSON.parse(revoked.stdout)).toMatchObject({ revoked: newest.id });
    expect((await runCli(['whoami'], { configDir: dirs.aliceToo! })).code).toBe(3);
    expect((await runCli(['whoami'], { configDir: dirs.alice! })).code).toBe(0);
  });
});

describe('petrel account backup and alias', () => {
  it('requests a backup and lists it', async () => {
    const empty = await as('alice', ['backup', 'list']);
    expect(empty.stdout).toContain('No backups yet');
    const made = await as('alice', ['backup', 'create', '--json']);
    expect(made.stderr).toBe('');
    const backups = JSON.parse(made.stdout) as Array<{ state: string; url: string }>;
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatchObject({ state: 'ready' });
    const listed = await as('alice', ['backup']);
    expect(listed.stdout).toContain('ready');
    expect(listed.stdout).toContain(backups[0]!.url);
  });

  it('adds, lists and removes aliases; a malformed or unknown name is refused', async () => {
    expect((await as('alice', ['alias', 'add', 'not a name'])).code).toBe(2);
    const added = await as('alice', ['alias', 'add', '@bob', '--json']);
    expect(added.stderr).toBe('');
    expect(JSON.parse(added.stdout)).toEqual({ aliases: [`${sandbox.url}/users/bob`] });
    expect((await as('alice', ['alias', 'list'])).stdout).toContain(`${sandbox.url}/users/bob`);
    const unknown = await as('alice', ['alias', 'remove', 'carol']);
    expect(unknown.code).toBe(5);
    expect(unknown.stderr).toContain('Could not remove the alias.');
    const removed = await as('alice', ['alias', 'remove', 'bob']);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain('No aliases');
  });
});

describe('petrel account move, delete and 2fa', () => {
  it('moves to an account that lists this one as an alias, after asking', async () => {
    const early = await as(
      'carol',
      ['move', 'grace', '--yes', '--password-stdin'],
      `${SANDBOX_PASSWORD}\n`,
    );
    expect(early.code).toBe(5);
    expect(early.stderr).toContain('Could not move the account.');
    expect(early.stderr).toContain('alsoKnownAs');
    expect((await as('grace', ['alias', 'add', 'carol'])).code).toBe(0);
    const unasked = await as(
      'carol',
      ['move', 'grace', '--password-stdin'],
      `${SANDBOX_PASSWORD}\n`,
    );
    expect(unasked.code).toBe(2);
    const moved = await as(
      'carol',
      ['move', '@grace', '--yes', '--password-stdin', '--json'],
      `${SANDBOX_PASSWORD}\n`,
    );
    expect(moved.stderr).toBe('');
    expect(JSON.parse(moved.stdout)).toEqual({ moved_to: 'grace' });
    expect(user('carol').movedToId).toBe(user('grace').id);
  });

  it('deletes only with --yes and the right password; the login is then forgotten', async () => {
    const unasked = await as('ticker', ['delete', '--password-stdin'], `${SANDBOX_PASSWORD}\n`);
    expect(unasked.code).toBe(2);
    expect(unasked.stderr).toContain('add --yes');
    const wrong = await as('ticker', ['delete', '--yes', '--password-stdin'], 'nope\n');
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('Could not delete the account. Wrong current password.');
    expect(user('ticker').deactivated).toBe(false);
    const gone = await as(
      'ticker',
      ['delete', '--yes', '--password-stdin'],
      `${SANDBOX_PASSWORD}\n`,
    );
    expect(gone.stderr).toBe('');
    expect(gone.stdout).toContain('Deleted ticker@');
    expect(user('ticker').deactivated).toBe(true);
    const after = await runCli(['whoami'], { configDir: dirs.ticker! });
    expect(after.code).toBe(3);
  });

  it('says whether two-factor authentication is on', async () => {
    expect(JSON.parse((await as('dana', ['2fa', '--json'])).stdout)).toEqual({ totp: true });
    expect((await as('grace', ['2fa'])).stdout).toContain('Two-factor authentication is off.');
  });

  it('needs a login (exit 3) and documents every subcommand', async () => {
    const anonymous = await runCli(['account', 'tokens'], { configDir: `${dirs.fresh!}-none` });
    expect(anonymous.code).toBe(3);
    const help = await runCli(['account', '--help'], { configDir: dirs.fresh! });
    for (const word of [
      'password',
      'email',
      'tokens',
      'revoke',
      'backup',
      'alias',
      'move',
      'delete',
      '2fa',
    ])
      expect(help.stdout).toContain(word);
  });
});

describe('petrel account import', () => {
  it('follows, blocks or mutes the accounts of a file; a wrong kind or a missing file is exit 2', async () => {
    const list = join(dirs.dana!, 'mutes.csv');
    await writeFile(list, 'grace\nnobody@nowhere.example\n');
    const dana = user('dana');
    const grace = user('grace');
    expect(sandbox.state.isMuting(dana.id, grace.id)).toBe(false);
    const done = await as('dana', ['import', 'mutes', list]);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('Import started: mutes from mutes.csv.');
    expect(sandbox.state.isMuting(dana.id, grace.id)).toBe(true);

    const wrong = await as('dana', ['import', 'friends', list]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Import follows, blocks or mutes');
    const missing = await as('dana', ['import', 'follows', join(dirs.dana!, 'nope.csv')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Error importing follows: cannot read');
  });
});
