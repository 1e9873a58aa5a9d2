import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { SANDBOX_PASSWORD } from '../../src/sandbox/seed-users';
import { totpCode } from '../../src/sandbox/totp';
import { type CliResult, loginWithToken, PETREL, runCli } from './run-cli';

/**
 * `petrel account 2fa …` against the sandbox (issue 14, spec part 2 §7 "Two-factor"): setup
 * shows the key and its otpauth:// address, reads a code the test computes from that key (as
 * an authenticator app would), prints the backup codes; confirm, codes, disable.
 */
let sandbox: Sandbox;
let work: string;
const dirs: Record<string, string> = {};
const as = (who: string, args: string[], stdin?: string) =>
  runCli(['account', '2fa', ...args], { configDir: dirs[who]!, stdin });
const mfaOf = (who: string) => sandbox.state.findUserByAcct(who)!.mfa;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  work = await mkdtemp(join(tmpdir(), 'petrel-2fa-'));
  for (const who of ['grace', 'carol']) {
    dirs[who] = join(work, who);
    await loginWithToken(sandbox.url, sandbox.state.tokenFor(who), dirs[who]);
  }
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/**
 * `petrel account 2fa setup --password-stdin ARGS`: the password line at once, then, once
 * the key is on stdout, `answer(key)` as the next line (the code typed from the app).
 */
function setupWith(
  who: string,
  args: string[],
  answer: (key: string) => string,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [PETREL, 'account', '2fa', 'setup', '--password-stdin', ...args],
      {
        env: { ...process.env, PETREL_CONFIG_DIR: dirs[who]!, NO_COLOR: '1' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    let answered = false;
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
      const key = /"key":"([A-Z2-7]+)"|^ {2}([A-Z2-7]{16,})$/m.exec(stdout);
      if (key && !answered) {
        answered = true;
        child.stdin.end(`${answer(key[1] ?? key[2]!)}\n`);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.on('error', () => {});
    child.stdin.write(`${SANDBOX_PASSWORD}\n`);
  });
}

describe('petrel account 2fa', () => {
  it('setup: a wrong code is refused (exit 3) and leaves it off; the right one turns it on', async () => {
    const wrong = await setupWith('grace', [], () => '000000');
    expect(wrong.stdout).toContain('Scan this code with an authenticator app, or type the key:');
    expect(wrong.stdout).toMatch(/otpauth:\/\/totp\/[^\s]*grace\?secret=[A-Z2-7]+/);
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('Two-factor change failed: the code was not accepted');
    expect(mfaOf('grace')).toBeFalsy();

    const right = await setupWith('grace', [], (key) => totpCode(key));
    expect(right.stderr).toBe('');
    expect(right.code).toBe(0);
    expect(right.stdout).toContain('Two-factor authentication is on (TOTP).');
    expect(right.stdout).toContain('Backup codes: keep them safe, each works once.');
    const codes = mfaOf('grace')!.backupCodes;
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(right.stdout).toContain(`  ${code}\n`);
    expect(JSON.parse((await as('grace', ['--json'])).stdout)).toEqual({ totp: true });
    // Already on: setup refuses before asking for anything.
    const again = await as('grace', ['setup', '--password-stdin'], `${SANDBOX_PASSWORD}\n`);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already on');
  });

  it('new backup codes (--yes without a terminal), then disable with the password', async () => {
    const before = [...mfaOf('grace')!.backupCodes];
    expect((await as('grace', ['codes'])).code).toBe(2);
    const fresh = await as('grace', ['codes', '--yes', '--json']);
    expect(fresh.code).toBe(0);
    const { backup_codes } = JSON.parse(fresh.stdout) as { backup_codes: string[] };
    expect(backup_codes).toEqual(mfaOf('grace')!.backupCodes);
    expect(backup_codes).not.toEqual(before);

    const wrong = await as('grace', ['disable', '--password-stdin'], 'not it\n');
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('Two-factor change failed: Wrong current password.');
    expect(mfaOf('grace')).toBeTruthy();
    const off = await as(
      'grace',
      ['disable', '--password-stdin', '--json'],
      `${SANDBOX_PASSWORD}\n`,
    );
    expect(off.stderr).toBe('');
    expect(JSON.parse(off.stdout)).toEqual({ totp: false });
    expect(mfaOf('grace')).toBeFalsy();
    expect((await as('grace', [])).stdout).toContain('Two-factor authentication is off.');
    expect((await as('grace', ['codes', '--yes'])).code).toBe(1);
  });

  it('--json setup without a code shows the key; confirm --code turns that key on', async () => {
    const shown = await setupWith('carol', ['--json'], () => '');
    expect(shown.code).toBe(0);
    const lines = shown.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const { key, provisioning_uri } = JSON.parse(lines[0]!) as Record<string, string>;
    expect(provisioning_uri).toContain(`secret=${key}`);
    expect(mfaOf('carol')).toBeFalsy();

    const local = await as('carol', ['confirm', '--code', '12ab'], `${SANDBOX_PASSWORD}\n`);
    expect(local.code).toBe(2);
    expect(local.stderr).toContain('A code from the app is 6 digits');
    const on = await as(
      'carol',
      ['confirm', '--code', totpCode(key!), '--password-stdin', '--json'],
      `${SANDBOX_PASSWORD}\n`,
    );
    expect(on.stderr).toBe('');
    expect(JSON.parse(on.stdout)).toEqual({
      totp: true,
      backup_codes: mfaOf('carol')!.backupCodes,
    });
  });

  it('documents every subcommand', async () => {
    const help = await runCli(['account', '2fa', '--help'], { configDir: dirs.carol! });
    for (const word of ['status', 'setup', 'confirm', 'disable', 'codes', 'otpauth://'])
      expect(help.stdout).toContain(word);
  });
});
