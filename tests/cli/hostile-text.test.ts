import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type HostileHandler,
  type HostileServer,
  hostileAccount,
  hostileStatus,
  sendJson,
  startHostileServer,
} from '../support/hostile-server';
import { runCli } from './run-cli';

/**
 * Text from a hostile server, through the CLI as a process: nothing that a terminal
 * interprets reaches stdout or stderr, hidden characters in handles are shown, and a post
 * too long to convert says it was cut, without library noise on stderr.
 */

let server: HostileServer;
let configDir: string;
const cli = (args: string[], stdin?: string) => runCli(args, { configDir, stdin });

/** OSC 0 (title), OSC 52 (clipboard), CSI 2J (clear), 8-bit CSI and OSC, a bidi override. */
const HOSTILE =
  'Bad\x1b]0;pwned\x07 request\x1b]52;c;ZXZpbA==\x07 for\x1b[2J\x1b[H you\x9b31m\x9d0;t\x9c \u202Egnp.exe\u202C done';

/** ESC, BEL, any other C0 but line feed, DEL, C1, bidi embeddings/overrides/isolates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for what terminals interpret
const INTERPRETED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** The timeline the server sends next (home); everything else is the default instance. */
let timeline: unknown[] = [];
let failWith: { status: number; body: unknown } | null = null;

const handler: HostileHandler = (req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/api/v1/accounts/verify_credentials') {
    sendJson(res, 200, hostileAccount());
    return;
  }
  if (path === '/api/v1/instance') {
    sendJson(res, 200, { uri: 'hostile.example', title: 'Hostile', version: '2.7.2', urls: {} });
    return;
  }
  if (path === '/api/v1/timelines/home') {
    if (failWith) sendJson(res, failWith.status, failWith.body);
    else sendJson(res, 200, timeline);
    return;
  }
  sendJson(res, 404, { error: 'Not found' });
};

beforeAll(async () => {
  server = await startHostileServer({ handler });
  configDir = await mkdtemp(join(tmpdir(), 'petrel-hostile-text-'));
  const login = await cli(['login', '--server', server.url, '--token-stdin'], 'token-1\n');
  expect(login.stderr).toBe('');
  expect(login.code).toBe(0);
});

afterAll(async () => {
  await server?.close();
  await rm(configDir, { recursive: true, force: true });
});

beforeEach(() => {
  timeline = [];
  failWith = null;
});

describe('error bodies with escape sequences', () => {
  for (const [status, code] of [
    [401, 3],
    [422, 5],
    [500, 5],
  ] as const) {
    it(`prints the readable part of a ${status} answer on stderr, no escape byte`, async () => {
      failWith = { status, body: { error: HOSTILE } };
      const result = await cli(['timeline', 'home']);
      expect(result.code).toBe(code);
      expect(result.stderr).not.toMatch(INTERPRETED);
      expect(result.stderr).not.toContain('ZXZpbA==');
      expect(result.stderr).toContain('Bad request for you');
      expect(result.stderr).toContain('gnp.exe done');
      expect(result.stdout).toBe('');
    });
  }
});

describe('statuses with hostile text', () => {
  it('marks a zero-width space in a handle, in human output', async () => {
    timeline = [
      hostileStatus('1', {
        account: hostileAccount({
          id: '7',
          username: 'alice',
          acct: 'alice\u200b@good.example',
          display_name: 'Alice\u3164\u3164',
        }),
      }),
    ];
    const result = await cli(['timeline', 'home']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Alice @alice[U+200B]@good.example');
    expect(result.stdout).not.toContain('\u200b');
    expect(result.stdout).not.toContain('\u3164');
  });

  it('keeps --json lossless but escapes C1, bidi and invisible characters', async () => {
    const content = `<p>x\u009b2Jy \u202Eevil\u202C\u200b z</p>`;
    timeline = [
      hostileStatus('1', {
        content,
        account: hostileAccount({ acct: 'alice\u200b@good.example' }),
      }),
    ];
    const result = await cli(['timeline', 'home', '--json']);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toMatch(INTERPRETED);
    expect(result.stdout).not.toContain('\u200b');
    expect(result.stdout).toContain('alice\\u200b@good.example');
    const parsed = JSON.parse(result.stdout) as Array<{
      content: string;
      account: { acct: string };
    }>;
    expect(parsed[0]?.content).toBe(content);
    expect(parsed[0]?.account.acct).toBe('alice\u200b@good.example');
  });

  it('prints HTML beyond plain paragraphs and links (html-to-text, loaded for it) among plain posts', async () => {
    timeline = [
      hostileStatus('1', { content: '<p>plain words<br>on two lines</p>' }),
      hostileStatus('2', { content: '<p>a list:</p><ul><li>one</li><li>two</li></ul>' }),
      hostileStatus('3', { content: '<blockquote>quoted</blockquote><p>AT&T &copy;</p>' }),
    ];
    const result = await cli(['timeline', 'home']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('  plain words\n  on two lines');
    expect(result.stdout).toContain('  a list:\n\n  - one\n  - two');
    expect(result.stdout).toContain('  > quoted\n\n  AT&T ©');
  });

  it('says a huge post was cut, once, and prints no library warning', async () => {
    const huge = `<p>${'many words here '.repeat(40_000)}THE-END</p>`;
    expect(huge.length).toBeGreaterThan(600_000);
    timeline = [
      hostileStatus('1', { content: huge }),
      hostileStatus('2', { content: '<p>a short one</p>' }),
      hostileStatus('3', { content: huge }),
    ];
    const result = await cli(['timeline', 'home']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout.match(/\[post cut: too long\]/g)).toHaveLength(2);
    expect(result.stdout).not.toContain('THE-END');
    expect(result.stdout).toContain('a short one');
  });
});
