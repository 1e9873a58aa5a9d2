import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { SANDBOX_RECOVERY_CODES } from '../../src/sandbox/seed-users';
import { Pty, tuiEnv } from '../support/pty-run';
import { runCli } from './run-cli';

/**
 * `petrel login` in a real terminal (issue 12: "prompts when interactive"): the password is
 * asked without echo, then a two-factor account is asked for its code; an empty answer
 * switches to a recovery code (spec part 1 §4: totp ⇄ recovery).
 */
let sandbox: Sandbox;
let work: string;
const runs: Pty[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  work = await mkdtemp(join(tmpdir(), 'petrel-login-prompt-'));
});
afterEach(async () => {
  await Promise.all(runs.splice(0).map((run) => run.stop()));
});
afterAll(async () => {
  await sandbox?.close();
  await rm(work, { recursive: true, force: true });
});

function login(configDir: string): Pty {
  const pty = new Pty(
    ['login', '--server', sandbox.url, '--username', 'dana'],
    tuiEnv(join(work, configDir), join(work, `${configDir}-cache`)),
  );
  runs.push(pty);
  return pty;
}

describe('petrel login asks in a terminal', () => {
  it('asks for the password (not echoed), then the two-factor code', async () => {
    const pty = login('totp');
    await pty.waitFor('Password for dana: ');
    await pty.type('sandbox\r');
    await pty.waitFor('Authentication code (empty: use a recovery code): ');
    // Nothing of the typed password shows between the two questions.
    expect(pty.screen().split('Password for dana: ')[1]).not.toContain('sandbox');
    await pty.type(`${sandbox.state.totpCodeFor('dana')}\r`);
    await pty.waitFor('Logged in as @dana');
    const whoami = await runCli(['whoami'], { configDir: join(work, 'totp') });
    expect(whoami.stdout).toContain('dana');
  });

  it('an empty code switches to a recovery code', async () => {
    const pty = login('recovery');
    await pty.waitFor('Password for dana: ');
    await pty.type('sandbox\r');
    await pty.waitFor('Authentication code (empty: use a recovery code): ');
    await pty.type('\r');
    await pty.waitFor('Recovery code: ');
    await pty.type(`${SANDBOX_RECOVERY_CODES[0]}\r`);
    await pty.waitFor('Logged in as @dana');
  });
});
