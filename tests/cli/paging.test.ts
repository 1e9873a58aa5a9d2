import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
 * the server wrote them (whatever the cursor is called), ids when there is no `Link`, and an
 * end when a page brings nothing new.
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

describe('petrel timeline --pages / --all', () => {
  it('a server that sends no Link header is paged by max_id: --pages 3 gets 3 pages', async () => {
    on((query, res) => {
      const below = Number(query.get('max_id') ?? '100');
      const page = [below - 1, below - 2].map((n) => hostileStatus(String(n)));
      sendJson(res, 200, page); // no Link header at all
    });
    expect(await ids(['--limit', '2', '--pages', '3'])).toEqual([
      '99',
      '98',
      '97',
      '96',
      '95',
      '94',
    ]);
    expect(timelineCalls().map((q) => q.get('max_id'))).toEqual([null, '98', '96']);
  });

  it('follows a Link whose cursor is not max_id (older_than) as it is written', async () => {
    on((query, res) => {
      const older = query.get('older_than');
      if (older === null) {
        sendJson(res, 200, [hostileStatus('20'), hostileStatus('19')], {
          link: `<${home.origin}${PUBLIC}?older_than=19&limit=2>; rel="next"`,
        });
      } else if (older === '19') {
        sendJson(res, 200, [hostileStatus('18')], {
          link: `<${home.origin}${PUBLIC}?min_id=18>; rel="prev"`,
        });
      } else sendJson(res, 500, { error: `unexpected older_than=${older}` });
    });
    expect(await ids(['--limit', '2', '--all'])).toEqual(['20', '19', '18']);
    const calls = timelineCalls();
    expect(calls.map((q) => q.get('older_than'))).toEqual([null, '19']);
    expect(calls[1]!.get('max_id')).toBeNull();
  });

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
