import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type HostileServer,
  hostileAccount,
  hostileStatus,
  sendJson,
  startHostileServer,
} from '../support/hostile-server';
import { type CliResult, runCli } from './run-cli';

/**
 * Issue 7, what a hostile server's data does to the CLI: looping `Link` headers, deep
 * repeat and quote chains, ids with path characters, moved accounts and quoted posts.
 * Each runs `bin/petrel` as a process against the hostile-server double.
 */

let server: HostileServer;
let configDir: string;

type Route = (path: string, query: URLSearchParams, res: ServerResponse) => boolean;

/** Answers the calls of a login and of every command's start; `route` answers the rest. */
function serve(route: Route): void {
  server.handle((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', server.origin);
    if (url.pathname === '/api/v1/instance') {
      sendJson(res, 200, { uri: '127.0.0.1', title: 'Hostile', version: '2.7.2 (Pleroma 2.6.0)' });
    } else if (url.pathname === '/api/v1/accounts/verify_credentials') {
      sendJson(res, 200, hostileAccount());
    } else if (!route(url.pathname, url.searchParams, res)) {
      sendJson(res, 404, { error: 'Not found' });
    }
  });
}

function petrel(args: string[]): Promise<CliResult> {
  return runCli(args, { configDir });
}

/** Requests the server saw for a path (query left out). */
function requestsTo(path: string): number {
  return server.seen.filter((r) => r.url.split('?')[0] === path).length;
}

/**
 * A chain `depth` statuses deep through `field` (`reblog`, or `quote` inside `pleroma`),
 * written as text: building it as objects and stringifying would itself overflow.
 */
function chainJson(depth: number, field: 'reblog' | 'quote'): string {
  const hole = '"__inner__"';
  const link = (id: number) =>
    JSON.stringify({
      id: String(id),
      url: `http://127.0.0.1/notice/${id}`,
      account: { id: String(id), username: `u${id}`, acct: `u${id}` },
      content: `<p>link ${id}</p>`,
      ...(field === 'reblog' ? { reblog: '__inner__' } : { pleroma: { quote: '__inner__' } }),
    }).split(hole);
  const heads: string[] = [];
  const tails: string[] = [];
  for (let i = 1; i < depth; i++) {
    const [head = '', tail = ''] = link(i);
    heads.push(head);
    tails.push(tail);
  }
  const innermost = JSON.stringify({
    id: String(depth),
    account: { id: 'x', username: 'x', acct: 'x' },
  });
  return heads.join('') + innermost + tails.reverse().join('');
}

beforeAll(async () => {
  server = await startHostileServer();
  configDir = await mkdtemp(join(tmpdir(), 'petrel-hostile-model-'));
  serve(() => false);
  const login = await runCli(['login', '--server', server.url, '--token-stdin'], {
    configDir,
    stdin: 'hostile-token\n',
  });
  expect(login.code, login.stderr).toBe(0);
});

afterAll(async () => {
  await server.close();
  await rm(configDir, { recursive: true, force: true });
});

beforeEach(() => {
  server.seen.length = 0;
});

describe('endless paging', () => {
  /** Old code never stopped: the double gives up after this many pages so the test ends. */
  const GIVE_UP = 300;

  it('stops when a fresh max_id brings the same statuses again', async () => {
    let served = 0;
    const same = Array.from({ length: 20 }, (_, i) => hostileStatus(String(100 - i)));
    serve((path, _query, res) => {
      if (path !== '/api/v1/timelines/home') return false;
      served += 1;
      const next = `<${server.url}/api/v1/timelines/home?max_id=${1000 - served}>; rel="next"`;
      sendJson(res, 200, served > GIVE_UP ? [] : same, { link: next });
      return true;
    });
    const result = await petrel(['timeline', 'home', '--all', '--json']);
    expect(result.code, result.stderr).toBe(0);
    expect(requestsTo('/api/v1/timelines/home')).toBe(2);
    const printed = JSON.parse(result.stdout) as { id: string }[];
    expect(printed.map((s) => s.id)).toEqual(same.map((s) => s.id));
    expect(result.stderr).toContain('the server sent the same statuses again');
  });

  it('caps --all at 100 pages, says so on stderr, and --pages changes the cap', async () => {
    let served = 0;
    serve((path, query, res) => {
      if (path !== '/api/v1/timelines/home') return false;
      served += 1;
      const top = Number(query.get('max_id') ?? 1_000_000);
      const page = served > GIVE_UP ? [] : [hostileStatus(String(top - 1))];
      const next = `<${server.url}/api/v1/timelines/home?max_id=${top - 1}>; rel="next"`;
      sendJson(res, 200, page, { link: next });
      return true;
    });
    const all = await petrel(['timeline', 'home', '--all', '--limit', '1', '--ndjson']);
    expect(all.code, all.stderr).toBe(0);
    expect(requestsTo('/api/v1/timelines/home')).toBe(100);
    expect(all.stdout.trim().split('\n')).toHaveLength(100);
    expect(all.stderr).toContain('stopped after 100 pages');
    expect(all.stdout).not.toContain('stopped');

    server.seen.length = 0;
    served = 0;
    const three = await petrel(['timeline', 'home', '--all', '--pages', '3', '--json']);
    expect(three.code, three.stderr).toBe(0);
    expect(requestsTo('/api/v1/timelines/home')).toBe(3);
    expect(JSON.parse(three.stdout)).toHaveLength(3);
  });

  it('documents the cap in --help', async () => {
    const help = await petrel(['timeline', '--help']);
    expect(help.stdout).toMatch(/at most 100/);
  });
});

describe('deep nesting', () => {
  const DEPTH = 20_000;

  it('shows a status at the top of a 20,000-deep repeat chain, human and --json', async () => {
    const body = chainJson(DEPTH, 'reblog');
    serve((path, _query, res) => {
      if (path !== '/api/v1/statuses/1') return false;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
      return true;
    });
    const human = await petrel(['show', '1']);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toContain('@u1 repeated');
    expect(human.stdout).toContain('link 2');
    expect(human.stderr).not.toMatch(/call stack/i);
    const json = await petrel(['show', '1', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const status = JSON.parse(json.stdout) as { reblog: { id: string; reblog: unknown } };
    expect(status.reblog.id).toBe('2');
    expect(status.reblog.reblog).toBeNull();
  });

  it('shows a 20,000-deep quote chain two posts deep, then a link', async () => {
    const body = chainJson(DEPTH, 'quote');
    serve((path, _query, res) => {
      if (path !== '/api/v1/statuses/1') return false;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
      return true;
    });
    const human = await petrel(['show', '1']);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toContain('link 1');
    expect(human.stdout).toMatch(/┃ quoting u2 @u2/);
    expect(human.stdout).toContain('link 2');
    expect(human.stdout).toContain('quoted post: http://127.0.0.1/notice/3');
    expect(human.stdout).not.toContain('link 3');
    const json = await petrel(['show', '1', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const status = JSON.parse(json.stdout) as {
      pleroma: { quote: { id: string; pleroma: { quote: unknown; quote_url: string } } };
    };
    expect(status.pleroma.quote.id).toBe('2');
    expect(status.pleroma.quote.pleroma.quote).toBeNull();
    expect(status.pleroma.quote.pleroma.quote_url).toBe('http://127.0.0.1/notice/3');
  });
});

describe('ids with path characters', () => {
  it('refuses . and .. before any request, with exit 2', async () => {
    serve(() => false);
    for (const args of [
      ['show', '..'],
      ['show', '.'],
      ['thread', '..'],
      ['show', ''],
    ]) {
      const result = await petrel(args);
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(2);
      expect(result.stderr).toMatch(/not a valid id|empty id/);
    }
    expect(server.seen.filter((r) => r.url.startsWith('/api/v1/statuses'))).toEqual([]);
    expect(requestsTo('/api/v1/')).toBe(0);
    expect(requestsTo('/api/v1/context')).toBe(0);
  });

  it('sends any other id as one percent-encoded segment', async () => {
    serve(() => false);
    await petrel(['show', '1/context?x=#']);
    const urls = server.seen.map((r) => r.url).filter((u) => u.startsWith('/api/v1/statuses'));
    expect(urls).toEqual(['/api/v1/statuses/1%2Fcontext%3Fx%3D%23']);
  });
});

describe('moved accounts and quotes in human output', () => {
  const moved = hostileAccount({
    id: '2',
    username: 'alice',
    acct: 'alice@new.example',
    url: 'https://new.example/users/alice',
  });
  const alice = hostileAccount({ moved });

  function serveAlice(): void {
    serve((path, _query, res) => {
      if (path === '/api/v1/accounts/lookup') sendJson(res, 200, alice);
      else if (path === '/api/v1/accounts/1/statuses')
        sendJson(res, 200, [hostileStatus('7', { account: alice })]);
      else return false;
      return true;
    });
  }

  it('profile says where the account moved, in human output and --json', async () => {
    serveAlice();
    const human = await petrel(['profile', 'alice']);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toContain('Alice has moved to @alice@new.example');
    // Its statuses say it too, on their author line.
    expect(human.stdout).toContain('Alice @alice (moved to @alice@new.example)');
    const json = await petrel(['profile', 'alice', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const parsed = JSON.parse(json.stdout) as {
      account: { moved: { acct: string; url: string; moved: unknown } };
      statuses: { account: { moved: { acct: string } } }[];
    };
    expect(parsed.account.moved.acct).toBe('alice@new.example');
    expect(parsed.account.moved.url).toBe('https://new.example/users/alice');
    expect(parsed.account.moved.moved).toBeNull();
    expect(parsed.statuses[0]?.account.moved.acct).toBe('alice@new.example');
  });

  it('shows a quoted post indented, with its author', async () => {
    const bob = hostileAccount({ id: '3', username: 'bob', acct: 'bob', display_name: 'Bob' });
    const quoted = hostileStatus('8', { account: bob, content: '<p>the quoted words</p>' });
    serve((path, _query, res) => {
      if (path !== '/api/v1/statuses/9') return false;
      sendJson(res, 200, hostileStatus('9', { pleroma: { quote: quoted } }));
      return true;
    });
    const result = await petrel(['show', '9']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^ {2}┃ quoting Bob @bob · .* · id 8$/m);
    expect(result.stdout).toMatch(/^ {2}┃ {3}the quoted words$/m);
  });
});
