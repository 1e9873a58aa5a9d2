import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { SANDBOX_RECOVERY_CODES } from '../../src/sandbox/seed-users';
import { authorizeAs } from '../support/oauth-user';
import { type CliResult, PETREL, runCli } from './run-cli';

/**
 * Issue 12 "Signing in, out and up" through the CLI a person runs: password, OAuth code
 * (`--oauth`), two-factor (`--totp`, `--recovery`), password_reset_required, logout that
 * revokes, `petrel register` under the server's rules, `petrel password-reset` and its 429.
 */

let sb: Sandbox;
let configDir: string;

beforeAll(async () => {
  sb = await startSandbox({ port: 0 });
});
afterAll(async () => {
  await sb.close();
});
beforeEach(() => {
  configDir = mkdtempSync(join(tmpdir(), 'petrel-signin-'));
  sb.state.quirks.select({});
});
afterEach(() => {
  rmSync(configDir, { recursive: true, force: true });
});

const cli = (args: string[], stdin?: string) => runCli(args, { configDir, stdin });
const login = (args: string[], stdin = 'sandbox\n') =>
  cli(['login', '--server', sb.url, '--password-stdin', ...args], stdin);

async function whoami(): Promise<CliResult> {
  return cli(['whoami']);
}

describe('petrel login', () => {
  it('logs in with a password', async () => {
    const result = await login(['--username', 'alice']);
    expect(result.stdout).toContain(`Logged in as @alice on ${sb.url}`);
    expect(result.code).toBe(0);
    expect((await whoami()).stdout).toContain('alice');
  });

  it('logs in with the OAuth code flow (--oauth): prints the address, reads the pasted code', async () => {
    const child = spawn(process.execPath, [PETREL, 'login', '--server', sb.url, '--oauth'], {
      env: { ...process.env, PETREL_CONFIG_DIR: configDir, NO_COLOR: '1', PATH: '/nonexistent' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    const url = new Promise<string>((resolve) => {
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        stdout += d;
        const m = stdout.match(/^(http\S+\/oauth\/authorize\?\S+)$/m);
        if (m) resolve(m[1]!);
      });
    });
    const done = new Promise<number | null>((resolve) => child.on('close', resolve));
    const { code } = await authorizeAs(await url, 'bob');
    child.stdin.end(`${code}\n`);
    expect(await done).toBe(0);
    expect(stdout).toContain('Logged in as @bob');
    expect((await whoami()).stdout).toContain('bob');
  });

  it('asks a two-factor account for its code: --totp signs in, a wrong one is refused (exit 3)', async () => {
    const wrong = await login(['--username', 'dana', '--totp', '000000']);
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('The two-factor code was not accepted');
    expect((await whoami()).code).toBe(3);

    const right = await login(['--username', 'dana', '--totp', sb.state.totpCodeFor('dana')]);
    expect(right.stdout).toContain('Logged in as @dana');
    expect(right.code).toBe(0);
    expect((await whoami()).stdout).toContain('dana');
  });

  it('takes a recovery code once (--recovery), and says what is missing without a code', async () => {
    const code = SANDBOX_RECOVERY_CODES[2]!;
    const first = await login(['--username', 'dana', '--recovery', code]);
    expect(first.code).toBe(0);
    const again = await login(['--username', 'dana', '--recovery', code]);
    expect(again.code).toBe(3);
    expect(again.stderr).toContain('not accepted');
    // Not a terminal and no code given: nothing to ask, the sentence names the options.
    const none = await login(['--username', 'dana']);
    expect(none.code).toBe(3);
    expect(none.stderr).toContain('--totp CODE or --recovery CODE');
    const both = await login(['--username', 'dana', '--totp', '1', '--recovery', '2']);
    expect(both.code).toBe(2);
  });

  it('sends an account whose password must be reset to password-reset', async () => {
    const grace = [...sb.state.users.values()].find((u) => u.username === 'grace')!;
    grace.passwordResetRequired = true;
    try {
      const result = await login(['--username', 'grace']);
      expect(result.code).toBe(3);
      expect(result.stderr).toContain('You must reset your password to log in');
      expect(result.stderr).toContain('petrel password-reset');
    } finally {
      grace.passwordResetRequired = false;
    }
  });

  it('logout revokes the token on the server', async () => {
    expect((await login(['--username', 'alice'])).code).toBe(0);
    const before = sb.state.tokens.size;
    const out = await cli(['logout']);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Logged out alice@');
    expect(sb.state.tokens.size).toBe(before - 1);
    expect((await whoami()).code).toBe(3);
  });
});

describe('petrel register', () => {
  it('registers and logs in at once on an open server (en_US and agreement sent)', async () => {
    const result = await cli(
      ['register', '--server', sb.url, '--username', 'newbie1', '--password-stdin', '--json'],
      'secret-pass\n',
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ state: 'signed_in', acct: 'newbie1' });
    expect((await whoami()).stdout).toContain('newbie1');
  });

  it('checks the server rules before asking for anything: birthday, email, reason', async () => {
    sb.state.quirks.select({
      quirks: ['birthday-required', 'account-activation-required', 'account-approval-required'],
    });
    const base = ['register', '--server', sb.url, '--username', 'newbie2', '--password-stdin'];
    const noEmail = await cli(base, 'pw\n');
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toContain('--email is required by this server');
    const young = new Date().getFullYear() - 10;
    const tooYoung = await cli(
      [...base, '--email', 'n@x.example', '--birthday', `${young}-01-01`],
      'pw\n',
    );
    expect(tooYoung.code).toBe(2);
    expect(tooYoung.stderr).toMatch(/--birthday YYYY-MM-DD must be on or before \d{4}-\d{2}-\d{2}/);
    const noReason = await cli(
      [...base, '--email', 'n@x.example', '--birthday', '1990-05-05'],
      'pw\n',
    );
    expect(noReason.stderr).toContain('--reason is required by this server');
    const ok = await cli(
      [...base, '--email', 'n@x.example', '--birthday', '1990-05-05', '--reason', 'hi', '--json'],
      'pw\n',
    );
    expect(ok.code).toBe(0);
    // Activation required: the server keeps the account waiting for its email.
    expect(JSON.parse(ok.stdout)).toMatchObject({
      state: 'waiting',
      identifier: 'missing_confirmed_email',
    });
  });

  it('shows server field errors as "Field name. message." and refuses closed registration', async () => {
    const taken = await cli(
      ['register', '--server', sb.url, '--username', 'alice', '--password-stdin'],
      'pw\n',
    );
    expect(taken.code).toBe(5);
    expect(taken.stderr).toContain('Username. has already been taken.');
    sb.state.quirks.select({ quirks: ['registrations-closed'] });
    const closed = await cli(
      ['register', '--server', sb.url, '--username', 'newbie3', '--password-stdin'],
      'pw\n',
    );
    expect(closed.code).toBe(1);
    expect(closed.stderr).toContain('Registrations are closed');
  });
});

describe('petrel password-reset', () => {
  it('sends, then is throttled with the spec sentence (429), and validates locally', async () => {
    sb.state.passwordResetTimes.length = 0;
    const bad = await cli(['password-reset', 'not-an-email', '--server', sb.url]);
    expect(bad.code).toBe(2);
    for (let i = 0; i < 3; i++) {
      const sent = await cli(['password-reset', 'alice@sandbox.example', '--server', sb.url]);
      expect(sent.stdout).toContain('Check your email for a link to reset your password.');
      expect(sent.code).toBe(0);
    }
    const throttled = await cli(['password-reset', 'alice@sandbox.example', '--server', sb.url]);
    expect(throttled.code).toBe(5);
    expect(throttled.stderr).toContain('You have reached the limit of attempts, try again later.');
    sb.state.passwordResetTimes.length = 0;
    sb.state.quirks.select({ quirks: ['no-mailer'] });
    const disabled = await cli(['password-reset', 'alice@sandbox.example', '--server', sb.url]);
    expect(disabled.code).toBe(1);
    expect(disabled.stderr).toContain('Password reset is disabled');
  });
});
