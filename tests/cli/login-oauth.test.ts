import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AuthQuirks, type Sandbox, startSandbox } from '../../src/sandbox/index';
import { authorizeAs } from '../support/oauth-user';
import { PETREL, runCli } from './run-cli';

/**
 * `petrel login` against servers that refuse or break the password grant (issue 9): the
 * CLI falls back to the authorization-code flow, prints the sign-in page, opens it with the
 * system opener and takes the code from standard input.
 */

interface Session {
  /** Resolves with the first authorize address the CLI prints on stdout. */
  url: Promise<string>;
  write(text: string): void;
  end(text?: string): void;
  done: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

let configDir: string;
let binDir: string;
let openedFile: string;

beforeEach(() => {
  configDir = mkdtempSync(join(tmpdir(), 'petrel-oauth-'));
  // A stand-in for xdg-open that records the address it was asked to open.
  binDir = mkdtempSync(join(tmpdir(), 'petrel-opener-'));
  openedFile = join(binDir, 'opened.txt');
  const opener = join(binDir, 'xdg-open');
  writeFileSync(opener, `#!/bin/sh\nprintf '%s\\n' "$1" >> '${openedFile}'\n`);
  chmodSync(opener, 0o755);
});

afterEach(() => {
  rmSync(configDir, { recursive: true, force: true });
  rmSync(binDir, { recursive: true, force: true });
});

function startLogin(args: string[]): Session {
  const child = spawn(process.execPath, [PETREL, 'login', ...args], {
    env: {
      ...process.env,
      PETREL_CONFIG_DIR: configDir,
      PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}`,
      NO_COLOR: '1',
      HTTPS_PROXY: '',
      HTTP_PROXY: '',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let found: (url: string) => void = () => {};
  const url = new Promise<string>((resolve) => {
    found = resolve;
  });
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    const match = stdout.match(/^(http\S+\/oauth\/authorize\?\S+)$/m);
    if (match) found(match[1]!);
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
  });
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>(
    (resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => {
        found('');
        resolve({ code, stdout, stderr });
      });
    },
  );
  return {
    url,
    write: (text) => child.stdin.write(text),
    end: (text) => child.stdin.end(text),
    done,
  };
}

async function withSandbox(quirks: Partial<AuthQuirks>, body: (sb: Sandbox) => Promise<void>) {
  const sb = await startSandbox({ port: 0, quirks });
  try {
    await body(sb);
  } finally {
    await sb.close();
  }
}

async function whoami(): Promise<string> {
  const result = await runCli(['whoami'], { configDir });
  expect(result.code).toBe(0);
  return result.stdout;
}

describe('petrel login when the password grant is refused or broken', () => {
  it('falls back to the sign-in page on a server without the password grant', async () => {
    await withSandbox({ noPasswordGrant: true }, async (sb) => {
      const login = startLogin(['--server', sb.url, '--username', 'alice', '--password-stdin']);
      login.write('sandbox\n');
      const url = await login.url;
      expect(url.startsWith(`${sb.url}/oauth/authorize?`)).toBe(true);
      const query = new URL(url).searchParams;
      expect(query.get('redirect_uri')).toBe('urn:ietf:wg:oauth:2.0:oob');
      expect(query.get('code_challenge_method')).toBe('S256');
      expect(query.get('state')).toBeTruthy();
      const { code } = await authorizeAs(url, 'alice');
      login.end(`${code}\n`);
      const result = await login.done;
      expect(result.stderr).toContain('does not let apps log in with a password');
      expect(result.stdout).toContain(`Logged in as @alice on ${sb.url}`);
      expect(result.code).toBe(0);
      // The stand-in opener runs detached: wait for what it wrote.
      await expect
        .poll(() => (existsSync(openedFile) ? readFileSync(openedFile, 'utf8') : ''))
        .toBe(`${url}\n`);
      // The code was bound to the PKCE challenge: the sandbox checked the verifier.
      expect(sb.state.authCodes.size).toBe(0);
      expect(await whoami()).toContain('alice');
    });
  });

  it('falls back when the password gives a token bound to no user (verify answers 422)', async () => {
    await withSandbox({ userlessPasswordToken: true }, async (sb) => {
      const login = startLogin(['--server', sb.url, '--username', 'bob', '--password-stdin']);
      login.write('sandbox\n');
      const url = await login.url;
      expect(url).not.toBe('');
      const { code } = await authorizeAs(url, 'bob');
      login.end(`${code}\n`);
      const result = await login.done;
      expect(result.stderr).toContain('bound to no account');
      expect(result.stdout).toContain('Logged in as @bob');
      expect(result.code).toBe(0);
      expect(await whoami()).toContain('bob');
    });
  });

  it('registers the app without admin when the server refuses that scope', async () => {
    await withSandbox({ noAdminScope: true }, async (sb) => {
      const result = await runCli(
        ['login', '--server', sb.url, '--username', 'alice', '--password-stdin'],
        { configDir, stdin: 'sandbox\n' },
      );
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain('Logged in as @alice');
      expect(result.code).toBe(0);
      const scopes = [...sb.state.apps.values()].map((app) => app.scopes);
      expect(scopes).toContain('read write follow push');
      const tokens = [...sb.state.tokens.values()].filter((t) => t.userId !== null);
      expect(tokens.at(-1)?.scopes).toBe('read write follow push');
    });
  });

  it('--browser --code-stdin signs in a script with the code it is given', async () => {
    await withSandbox({}, async (sb) => {
      const login = startLogin(['--server', sb.url, '--browser', '--code-stdin']);
      const url = await login.url;
      const { code } = await authorizeAs(url, 'carol');
      // A pasted redirect address works as well as the bare code.
      login.end(`${sb.url}/callback?code=${code}\n`);
      const result = await login.done;
      expect(result.stdout).toContain('Logged in as @carol');
      expect(result.code).toBe(0);
    });
  });

  it('a wrong code is refused with exit 3 and nothing is stored', async () => {
    await withSandbox({}, async (sb) => {
      const login = startLogin(['--server', sb.url, '--browser', '--code-stdin']);
      await login.url;
      login.end('not-a-code\n');
      const result = await login.done;
      expect(result.stderr).toContain('The sign-in did not complete');
      expect(result.code).toBe(3);
      const who = await runCli(['whoami'], { configDir });
      expect(who.code).toBe(3);
    });
  });
});
