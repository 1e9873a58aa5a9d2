import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type QuirkName, type Sandbox, startSandbox } from '../../src/sandbox/index';
import {
  type HostileServer,
  hostileAccount,
  hostileStatus,
  sendJson,
  startHostileServer,
} from '../support/hostile-server';
import { loginWithToken, runCli } from './run-cli';

/**
 * `petrel timeline --pages/--all` as a process, on the one pager: `Link` targets followed as
 * the server wrote them (whatever the cursor is called), ids when there is no `Link` (both
 * against the sandbox switched into those servers' quirks), and, against a hostile server,
 * an end when a page brings nothing new and no token sent to another origin.
 */

const TOKEN = 'tok-paging-stays-home';
const PUBLIC = '/api/v1/timelines/public';
let home: HostileServer;
let other: HostileServer;
let dir: string;

beforeEach(async () => {
  home = await startHostileServer({ host: '127.0.0.1' });
  other = await startHostileServer({ host: '127.0.0.2' });
  other.handle((_req, res) => sendJson(res, 200, [hostileStatus('1')]));
  dir = await mkdtemp(join(tmpdir(), 'petrel-cli-paging-'));
  on(() => undefined);
  await loginWithToken(home.url, TOKEN, dir);
});

afterEach(async () => {
  await Promise.all([home.close(), other.close()]);
  await rm(dir, { recursive: true, force: true });
});

/** `page` answers the public timeline; the calls every command makes first get plain answers. */
function on(page: (query: URLSearchParams, res: ServerResponse) => void): void {
  home.handle((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', home.origin);
    if (url.pathname === PUBLIC) page(url.searchParams, res);
    else if (url.pathname === '/api/v1/instance') sendJson(res, 200, INSTANCE);
    else if (url.pathname === '/api/v1/accounts/verify_credentials') {
      sendJson(res, 200, hostileAccount());
    } else sendJson(res, 404, { error: 'Not found' });
  });
}

const INSTANCE = { uri: 'paging.example', title: 'Paging', version: '4.2.0', urls: {}, stats: {} };

function timelineCalls(): URLSearchParams[] {
  return home.seen
    .map((r) => new URL(r.url, home.origin))
    .filter((u) => u.pathname === PUBLIC)
    .map((u) => u.searchParams);
}

async function ids(args: string[], stderr = ''): Promise<string[]> {
  const result = await runCli(['timeline', 'public', '--json', ...args], { configDir: dir });
  expect(result.stderr).toBe(stderr);
  expect(result.code).toBe(0);
  return (JSON.parse(result.stdout) as Array<{ id: string }>).map((s) => s.id);
}

describe('petrel timeline --pages against servers that page differently', () => {
  let sandbox: Sandbox;
  let sandboxDir: string;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    sandboxDir = await mkdtemp(join(tmpdir(), 'petrel-cli-paging-sandbox-'));
    await loginWithToken(sandbox.url, sandbox.state.tokenFor('alice'), sandboxDir);
  });
  afterAll(async () => {
    await sandbox?.close();
    await rm(sandboxDir, { recursive: true, force: true });
  });
  afterEach(() => sandbox.state.quirks.select({}));

  /** The public timeline's newest `count` ids, as the server lists them in one page. */
  async function newest(count: number): Promise<string[]> {
    const res = await fetch(`${sandbox.url}${PUBLIC}?limit=${count}`, {
      headers: { authorization: `Bearer ${sandbox.state.tokenFor('alice')}` },
    });
    return ((await res.json()) as Array<{ id: string }>).map((s) => s.id);
  }

  it.each<[string, QuirkName]>([
    // Before the fix the CLI stopped after the first page (the terminal fell back to ids).
    ['no Link header (snac)', 'no-link-header'],
    // Before the fix max_id brought the first page again: "stopped after 1 page".
    ['a Link with older_than, max_id ignored (GoToSocial)', 'link-older-than'],
  ])('%s: --pages 3 gets three pages', async (_name, quirk) => {
    const expected = await newest(6);
    sandbox.state.quirks.select({ quirks: [quirk] });
    const result = await runCli(['timeline', 'public', '--json', '--limit', '2', '--pages', '3'], {
      configDir: sandboxDir,
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as Array<{ id: string }>).map((s) => s.id)).toEqual(expected);
  });
});

describe('petrel timeline --pages / --all against a hostile server', () => {
  it('--all stops when the server answers the same page again (no new id)', async () => {
    on((_query, res) => {
      sendJson(res, 200, [hostileStatus('5'), hostileStatus('4')], {
        link: `<${home.origin}${PUBLIC}?max_id=4>; rel="next"`,
      });
    });
    const note = 'petrel: stopped after 1 page: the server sent the same statuses again.\n';
    expect(await ids(['--all'], note)).toEqual(['5', '4']);
    expect(timelineCalls()).toHaveLength(2);
  });

  it('a Link to another origin is not followed: the token stays home', async () => {
    on((query, res) => {
      if (query.get('max_id') === '30') return sendJson(res, 200, []);
      sendJson(res, 200, [hostileStatus('31'), hostileStatus('30')], {
        link: `<${other.origin}${PUBLIC}?max_id=1>; rel="next"`,
      });
    });
    expect(await ids(['--pages', '2'])).toEqual(['31', '30']);
    expect(other.seen).toHaveLength(0);
    expect(timelineCalls().map((q) => q.get('max_id'))).toEqual([null, '30']);
  });
});
