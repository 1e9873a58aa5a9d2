import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { closedPort, runCli } from './run-cli';

let sandbox: Sandbox;
let configDir: string;
const cli = (args: string[], stdin?: string) => runCli(args, { configDir, stdin });

async function freshConfig(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'petrel-cli-test-'));
}

async function injectFault(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...sandbox.hookHeaders },
    body: JSON.stringify(fault),
  });
  expect(response.ok).toBe(true);
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  configDir = await freshConfig();
});

afterAll(async () => {
  await sandbox?.close();
  await rm(configDir, { recursive: true, force: true });
});

describe('petrel CLI against the sandbox', () => {
  it('prints help with the commands and exit codes', async () => {
    const result = await cli(['--help']);
    expect(result.code).toBe(0);
    for (const command of [
      'login',
      'logout',
      'whoami',
      'timeline',
      'post',
      'show',
      'sandbox',
      'demo',
      'tui',
      'web',
    ]) {
      expect(result.stdout).toContain(command);
    }
    expect(result.stdout).toContain('Exit codes');
  });

  it('refuses commands that need a login with exit code 3', async () => {
    const result = await cli(['timeline', 'home']);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/Not logged in/);
    expect(result.stdout).toBe('');
  });

  it('rejects invalid arguments with exit code 2 and a clear sentence', async () => {
    const bogus = await cli(['timeline', 'bogus']);
    expect(bogus.code).toBe(2);
    expect(bogus.stderr).toMatch(/Unknown timeline "bogus"/);
    const limit = await cli(['timeline', 'home', '--limit', '0']);
    expect(limit.code).toBe(2);
    expect(limit.stderr).toMatch(/between 1 and 40/);
    const visibility = await cli(['post', 'hi', '--visibility', 'everyone']);
    expect(visibility.code).toBe(2);
    const unknownOption = await cli(['whoami', '--frobnicate']);
    expect(unknownOption.code).toBe(2);
  });

  it('names a mistyped command and suggests the right one, with exit code 2', async () => {
    const result = await cli(['timelin', 'home', '--json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown command 'timelin'");
    expect(result.stderr).toContain('Did you mean timeline?');
    expect(result.stdout).toBe('');
  });

  it('says "Wrong username or password" and stores nothing for a bad password', async () => {
    const result = await cli(
      ['login', '--server', sandbox.url, '--username', 'alice', '--password-stdin'],
      'not-the-password\n',
    );
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/Wrong username or password/);
    expect((await cli(['whoami'])).code).toBe(3);
  });

  it('needs --password-stdin when standard input is not a terminal', async () => {
    const result = await cli(['login', '--server', sandbox.url, '--username', 'alice']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--password-stdin/);
  });

  it('logs in with the password grant and keeps the token owner-only', async () => {
    const result = await cli(
      ['login', '--server', sandbox.url, '--username', 'alice', '--password-stdin'],
      'sandbox\n',
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Logged in as @alice/);
    const credentials = join(configDir, 'credentials.json');
    const mode = (await stat(credentials)).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(await readFile(credentials, 'utf8')).toMatch(/tokens/);
  });

  it('whoami --json prints the account in the API shape', async () => {
    const result = await cli(['whoami', '--json']);
    expect(result.code).toBe(0);
    const account = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(account.acct).toBe('alice');
    expect(account.display_name).toEqual(expect.any(String));
    expect((account.pleroma as Record<string, unknown>).is_admin).toBe(true);
  });

  it('timeline home --json prints one JSON array of snake_case statuses', async () => {
    const result = await cli(['timeline', 'home', '--json', '--limit', '5']);
    expect(result.code).toBe(0);
    const statuses = JSON.parse(result.stdout) as Array<Record<string, unknown>>;
    expect(statuses).toHaveLength(5);
    for (const status of statuses) {
      expect(status).toHaveProperty('created_at');
      expect(status).toHaveProperty('spoiler_text');
      expect(status).toHaveProperty('media_attachments');
      expect((status.account as Record<string, unknown>).acct).toEqual(expect.any(String));
    }
    const ids = statuses.map((s) => s.id as string);
    expect([...ids].sort().reverse()).toEqual(ids);
  });

  it('follows Link headers with --pages and --ndjson', async () => {
    const result = await cli(['timeline', 'public', '--limit', '10', '--pages', '3', '--ndjson']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(30);
    const ids = lines.map((line) => (JSON.parse(line) as { id: string }).id);
    expect(new Set(ids).size).toBe(30);
  });

  it('prints human-readable statuses by default', async () => {
    const result = await cli(['timeline', 'local', '--limit', '3']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/@\w+ · .+ · (public|unlisted) · id /);
    expect(result.stdout).not.toMatch(/<p>|<\/a>/);
  });

  it('posts with a content warning and visibility, then shows it and finds it in home', async () => {
    const posted = await cli([
      'post',
      'Hello from the CLI test',
      '--cw',
      'testing',
      '--visibility',
      'unlisted',
      '--json',
    ]);
    expect(posted.code).toBe(0);
    const status = JSON.parse(posted.stdout) as Record<string, unknown>;
    expect(status.spoiler_text).toBe('testing');
    expect(status.visibility).toBe('unlisted');
    const shown = await cli(['show', status.id as string]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('CW: testing');
    expect(shown.stdout).toContain('Hello from the CLI test');
    const home = await cli(['timeline', 'home', '--json', '--limit', '3']);
    expect((JSON.parse(home.stdout) as Array<{ id: string }>).map((s) => s.id)).toContain(
      status.id,
    );
  });

  it('posts text read from standard input with "-" and replies', async () => {
    const parent = JSON.parse((await cli(['post', 'parent post', '--json'])).stdout) as {
      id: string;
    };
    const result = await cli(
      ['post', '-', '--reply-to', parent.id, '--json'],
      'multi\nline reply\n',
    );
    expect(result.code).toBe(0);
    const reply = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(reply.in_reply_to_id).toBe(parent.id);
    expect(String(reply.content)).toMatch(/multi/);
  });

  it('refuses an empty post with exit code 2', async () => {
    const result = await cli(['post', '-'], '   \n');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Can't post an empty status/);
  });

  it('maps a 502 answer to exit code 5 with the status in the message', async () => {
    await injectFault({
      method: 'GET',
      path: '/api/v1/timelines/home',
      status: 502,
      body: '<html>Bad Gateway</html>',
      times: 1,
    });
    const result = await cli(['timeline', 'home']);
    expect(result.code).toBe(5);
    expect(result.stderr).toMatch(/502/);
  });

  it('maps malformed JSON to exit code 5', async () => {
    await injectFault({
      method: 'GET',
      path: '/api/v1/timelines/home',
      status: 200,
      body: '[{"id": "1", ',
      times: 1,
    });
    const result = await cli(['timeline', 'home', '--json']);
    expect(result.code).toBe(5);
    expect(result.stderr).toMatch(/not valid JSON/);
    expect(result.stdout).toBe('');
  });

  it('maps an unreachable server to exit code 4', async () => {
    const port = await closedPort();
    const result = await cli(['timeline', 'public', '--server', `http://127.0.0.1:${port}`]);
    expect(result.code).toBe(4);
    expect(result.stderr).toMatch(/Network error/);
  });

  it('reads a public timeline anonymously with --server', async () => {
    const dir = await freshConfig();
    const result = await runCli(
      ['timeline', 'public', '--server', sandbox.url, '--limit', '2', '--json'],
      { configDir: dir },
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toHaveLength(2);
    await rm(dir, { recursive: true, force: true });
  });

  it('adopts a verified token with --token-stdin and refuses a bad one', async () => {
    const dir = await freshConfig();
    const bad = await runCli(['login', '--server', sandbox.url, '--token-stdin'], {
      configDir: dir,
      stdin: 'nope\n',
    });
    expect(bad.code).toBe(3);
    expect((await runCli(['whoami'], { configDir: dir })).code).toBe(3);
    const good = await runCli(['login', '--server', sandbox.url, '--token-stdin'], {
      configDir: dir,
      stdin: `${sandbox.state.tokenFor('bob')}\n`,
    });
    expect(good.code).toBe(0);
    const whoami = await runCli(['whoami', '--json'], { configDir: dir });
    expect((JSON.parse(whoami.stdout) as { acct: string }).acct).toBe('bob');
    await rm(dir, { recursive: true, force: true });
  });

  it('logs out by revoking the token', async () => {
    const dir = await freshConfig();
    await runCli(['login', '--server', sandbox.url, '--username', 'carol', '--password-stdin'], {
      configDir: dir,
      stdin: 'sandbox\n',
    });
    const creds = JSON.parse(await readFile(join(dir, 'credentials.json'), 'utf8')) as {
      tokens: Record<string, string>;
    };
    const token = Object.values(creds.tokens)[0]!;
    const out = await runCli(['logout'], { configDir: dir });
    expect(out.code).toBe(0);
    expect((await runCli(['whoami'], { configDir: dir })).code).toBe(3);
    const check = await fetch(`${sandbox.url}/api/v1/accounts/verify_credentials`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(check.status).toBeGreaterThanOrEqual(400);
    await rm(dir, { recursive: true, force: true });
  });
});
