import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { connect as connectTo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { closedPort, PETREL, runCli } from './run-cli';

/**
 * Why two loopback addresses: the fetch port sends localhost, 127.0.0.1 and [::1] direct
 * whatever the proxy variables say (src/terminal/ports/fetch.ts, ALWAYS_DIRECT: a proxy
 * cannot reach the user's own machine, which `petrel demo` relies on). A server the proxy
 * should carry therefore has to be elsewhere: 127.0.0.2, which is loopback too on Linux
 * (all of 127.0.0.0/8) but not on that list. macOS only configures 127.0.0.1, hence the check.
 */
const OTHER_LOOPBACK = '127.0.0.2';

async function canListenOn(host: string): Promise<boolean> {
  const server = createNetServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(0, host, () => server.close(() => resolve(true)));
  });
}

const otherLoopbackWorks = await canListenOn(OTHER_LOOPBACK);
const OTHER_LOOPBACK_NOTE = `skipped where ${OTHER_LOOPBACK} cannot be bound, as on macOS`;

interface Proxy {
  url: string;
  /** `METHOD target` of every request the proxy received, in order. */
  seen: string[];
  close(): Promise<void>;
}

/**
 * A minimal forwarding proxy: takes absolute-form requests (`GET http://host:port/path`),
 * records them and forwards them with http.request, piping the answer back. CONNECT is
 * recorded and tunnelled (streaming sockets need it); plain-http requests must not use it,
 * which the tests check in `seen`.
 */
async function startProxy(): Promise<Proxy> {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end('absolute-form request URL expected');
      return;
    }
    const upstream = request(
      target,
      { method: req.method, headers: { ...req.headers, connection: 'close' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502);
      res.end(String(error));
    });
    req.pipe(upstream);
  });
  server.on('connect', (req, socket, head) => {
    seen.push(`CONNECT ${req.url}`);
    const [host = '', port = '0'] = (req.url ?? '').split(':');
    const upstream = connectTo(Number(port), host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const drop = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', drop);
    socket.on('error', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The proxy variables of a run, in both spellings so that whatever the test's own
 * environment holds cannot win (undici reads the lower-case form first, even when empty).
 */
function proxyEnv(httpProxy: string, noProxy: string): Record<string, string> {
  return {
    HTTP_PROXY: httpProxy,
    http_proxy: httpProxy,
    HTTPS_PROXY: '',
    https_proxy: '',
    NO_PROXY: noProxy,
    no_proxy: noProxy,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The proxy forwarded a GET of `path` (any query) on `server` in absolute form. */
function expectProxied(server: string, path: string): void {
  expect(proxy.seen).toContainEqual(
    expect.stringMatching(new RegExp(`^GET ${escapeRegExp(server + path)}(\\?|$)`)),
  );
}

// Each run starts Node and the bundled undici: slow on a loaded two-core machine.
const TIMEOUT = 60_000;

let proxy: Proxy;
let sandbox: Sandbox;
let other: Sandbox | undefined;
let configDir: string;
let cacheDir: string;

const timeline = (server: string, env: Record<string, string>) =>
  runCli(['timeline', 'public', '--server', server, '--json'], {
    configDir,
    env: { PETREL_CACHE_DIR: cacheDir, ...env },
  });

beforeAll(async () => {
  proxy = await startProxy();
  sandbox = await startSandbox({ port: 0 });
  if (otherLoopbackWorks) other = await startSandbox({ port: 0, host: OTHER_LOOPBACK });
  configDir = await mkdtemp(join(tmpdir(), 'petrel-proxy-config-'));
  cacheDir = await mkdtemp(join(tmpdir(), 'petrel-proxy-cache-'));
});

afterAll(async () => {
  await proxy?.close();
  await sandbox?.close();
  await other?.close();
  for (const dir of [configDir, cacheDir]) {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
});

beforeEach(() => {
  proxy.seen.length = 0;
});

describe.skipIf(!otherLoopbackWorks)(
  `HTTP_PROXY / NO_PROXY for a server on ${OTHER_LOOPBACK} (${OTHER_LOOPBACK_NOTE})`,
  () => {
    it(
      `sends requests through HTTP_PROXY in absolute form, with the same result as direct`,
      async () => {
        const server = other!.url;
        const direct = await timeline(server, proxyEnv('', ''));
        expect(direct.code).toBe(0);
        expect(proxy.seen).toEqual([]);

        const proxied = await timeline(server, proxyEnv(proxy.url, ''));
        expect(proxied.stderr).toBe('');
        expect(proxied.code).toBe(0);
        const statuses = JSON.parse(proxied.stdout) as Array<Record<string, unknown>>;
        expect(Array.isArray(statuses)).toBe(true);
        expect(statuses.length).toBeGreaterThan(0);
        for (const status of statuses) {
          expect(status.id).toEqual(expect.any(String));
          expect(status.content).toEqual(expect.any(String));
          expect(String(status.url)).toMatch(new RegExp(`^${escapeRegExp(server)}/`));
        }
        expect(proxied.stdout).toBe(direct.stdout);
        expectProxied(server, '/api/v1/timelines/public');
        expect(proxy.seen.filter((line) => line.startsWith('CONNECT'))).toEqual([]);
      },
      TIMEOUT,
    );

    it(
      `goes direct for a host in NO_PROXY, with or without its port`,
      async () => {
        const server = other!.url;
        const port = new URL(server).port;
        const direct = await timeline(server, proxyEnv('', ''));
        expect(direct.code).toBe(0);
        for (const noProxy of [
          OTHER_LOOPBACK,
          `${OTHER_LOOPBACK}:${port}`,
          `example.org, ${OTHER_LOOPBACK}`,
        ]) {
          proxy.seen.length = 0;
          const result = await timeline(server, proxyEnv(proxy.url, noProxy));
          expect(result.stderr).toBe('');
          expect(result.code).toBe(0);
          expect(result.stdout).toBe(direct.stdout);
          expect(proxy.seen, `NO_PROXY=${noProxy}`).toEqual([]);
        }
      },
      TIMEOUT,
    );

    it(
      `uses HTTP_PROXY when http_proxy is set but empty (empty counts as unset, as in curl)`,
      async () => {
        const server = other!.url;
        const result = await timeline(server, { ...proxyEnv(proxy.url, ''), http_proxy: '' });
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        expectProxied(server, '/api/v1/timelines/public');
      },
      TIMEOUT,
    );

    it(
      `still uses the proxy when NO_PROXY names the host with another port`,
      async () => {
        // undici's rule: an entry with a port matches only that port.
        const server = other!.url;
        const result = await timeline(server, proxyEnv(proxy.url, `${OTHER_LOOPBACK}:1`));
        expect(result.code).toBe(0);
        expectProxied(server, '/api/v1/timelines/public');
      },
      TIMEOUT,
    );

    it(
      `fails with the network exit code, naming the proxy, when the proxy is down`,
      async () => {
        const port = await closedPort();
        const result = await timeline(other!.url, proxyEnv(`http://127.0.0.1:${port}`, ''));
        expect(result.code).toBe(4);
        expect(result.stderr).toMatch(/^petrel: Network error/);
        // What the user has to fix is the proxy, not the server.
        expect(result.stderr).toContain(
          `Connection refused by the proxy 127.0.0.1:${port} (proxy for ${new URL(other!.url).host})`,
        );
        expect(result.stdout).toBe('');
      },
      TIMEOUT,
    );
  },
);

describe('HTTP_PROXY for a server on 127.0.0.1', () => {
  it(
    'reaches a server on 127.0.0.1 directly even with HTTP_PROXY set and NO_PROXY empty',
    async () => {
      const direct = await timeline(sandbox.url, proxyEnv('', ''));
      expect(direct.code).toBe(0);
      const result = await timeline(sandbox.url, proxyEnv(proxy.url, ''));
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toBe(direct.stdout);
      expect(JSON.parse(result.stdout)).toEqual(expect.any(Array));
      expect(proxy.seen).toEqual([]);

      // Even a proxy that is down does not matter for loopback.
      const dead = await timeline(
        sandbox.url,
        proxyEnv(`http://127.0.0.1:${await closedPort()}`, ''),
      );
      expect(dead.code).toBe(0);
      expect(dead.stdout).toBe(direct.stdout);
    },
    TIMEOUT,
  );
});

describe.skipIf(!otherLoopbackWorks)(
  `streaming through the proxy for a server on ${OTHER_LOOPBACK} (${OTHER_LOOPBACK_NOTE})`,
  () => {
    it(
      'petrel stream tunnels its socket through HTTP_PROXY with CONNECT and gets live events',
      async () => {
        const server = other!;
        const streamConfig = await mkdtemp(join(tmpdir(), 'petrel-proxy-stream-'));
        try {
          const login = await runCli(
            ['login', '--server', server.url, '--username', 'alice', '--password-stdin'],
            { configDir: streamConfig, stdin: 'sandbox\n', env: proxyEnv('', '') },
          );
          expect(login.code).toBe(0);

          const child = spawn(process.execPath, [PETREL, 'stream', 'public', '--ndjson'], {
            env: {
              ...process.env,
              PETREL_CONFIG_DIR: streamConfig,
              PETREL_CACHE_DIR: cacheDir,
              ...proxyEnv(proxy.url, ''),
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let out = '';
          let err = '';
          child.stdout.setEncoding('utf8').on('data', (d: string) => {
            out += d;
          });
          child.stderr.setEncoding('utf8').on('data', (d: string) => {
            err += d;
          });
          const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
          try {
            // Post until one arrives over the socket (the first may come before it joined).
            const text = `through the proxy ${Date.now()}`;
            await expect
              .poll(
                async () => {
                  if (!out.includes(text)) {
                    server.state.createStatus('bob', { status: text, visibility: 'public' });
                  }
                  return out.includes(text);
                },
                { timeout: 20_000, interval: 500 },
              )
              .toBe(true);
          } finally {
            child.kill('SIGINT');
          }
          expect(await exited, err).toBe(0);
          const event = out
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as { event: string; payload: { content?: string } })
            .find((e) => e.event === 'update');
          expect(event?.payload.content).toContain('through the proxy');
          // The socket went through the proxy as a tunnel; the HTTP calls in absolute form.
          const port = new URL(server.url).port;
          expect(proxy.seen).toContain(`CONNECT ${OTHER_LOOPBACK}:${port}`);
          expectProxied(server.url, '/api/v1/instance');
        } finally {
          await rm(streamConfig, { recursive: true, force: true });
        }
      },
      TIMEOUT,
    );
  },
);
