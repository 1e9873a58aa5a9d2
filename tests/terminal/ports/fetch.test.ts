import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createNodeFetch, type NodeFetch } from '../../../src/terminal/ports/fetch';
import { TransportError } from '../../../src/terminal/ports/transport-error';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serve(handler: Handler): Promise<{ url: string; port: number }> {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port };
}

/** A port on loopback where nothing listens. */
async function closedPort(): Promise<number> {
  const { port } = await serve(() => {});
  await cleanups.pop()?.();
  return port;
}

function track(fetch: NodeFetch): NodeFetch {
  cleanups.push(() => fetch.close());
  return fetch;
}

function withEnv(vars: Record<string, string | undefined>): void {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  cleanups.push(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
}

const NO_PROXY_ENV = {
  HTTP_PROXY: undefined,
  http_proxy: undefined,
  HTTPS_PROXY: undefined,
  https_proxy: undefined,
  NO_PROXY: undefined,
  no_proxy: undefined,
};

describe('createNodeFetch', () => {
  it('GETs a resource with status, headers and body', async () => {
    withEnv(NO_PROXY_ENV);
    const { url } = await serve((req, _body, res) => {
      res.setHeader('Link', '<https://x/next>; rel="next"');
      res.end(JSON.stringify({ path: req.url, auth: req.headers.authorization }));
    });
    const fetch = track(createNodeFetch());
    const response = await fetch(`${url}/api/v1/timelines/home?limit=20`, {
      headers: { Authorization: 'Bearer t0k' },
    });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.headers.get('link')).toBe('<https://x/next>; rel="next"');
    expect(JSON.parse(await response.text())).toEqual({
      path: '/api/v1/timelines/home?limit=20',
      auth: 'Bearer t0k',
    });
  });

  it('reports an HTTP error status as an answer, not a failure', async () => {
    withEnv(NO_PROXY_ENV);
    const { url } = await serve((_req, _body, res) => {
      res.statusCode = 422;
      res.end('{"error":"Invalid"}');
    });
    const response = await track(createNodeFetch())(url);
    expect(response.ok).toBe(false);
    expect(response.status).toBe(422);
    expect(await response.text()).toBe('{"error":"Invalid"}');
  });

  it('POSTs a urlencoded body', async () => {
    withEnv(NO_PROXY_ENV);
    const { url } = await serve((req, body, res) => {
      res.end(`${req.method} ${req.headers['content-type']} ${body}`);
    });
    const response = await track(createNodeFetch())(`${url}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=alice',
    });
    expect(await response.text()).toBe(
      'POST application/x-www-form-urlencoded grant_type=password&username=alice',
    );
  });

  it('uploads a FormData built with the global FormData as multipart', async () => {
    withEnv(NO_PROXY_ENV);
    const { url } = await serve((req, body, res) => {
      res.end(`${req.headers['content-type']}\n${body}`);
    });
    const form = new FormData();
    form.append('description', 'a cat');
    form.append('file', new Blob(['PNGDATA'], { type: 'image/png' }), 'cat.png');
    const text = await (
      await track(createNodeFetch())(`${url}/api/v1/media`, { method: 'POST', body: form })
    ).text();
    expect(text).toMatch(/^multipart\/form-data; boundary=/);
    expect(text).toContain('name="description"\r\n\r\na cat');
    expect(text).toContain(
      'name="file"; filename="cat.png"\r\nContent-Type: image/png\r\n\r\nPNGDATA',
    );
  });

  it('gives up on a server that never answers after the configured time', async () => {
    withEnv(NO_PROXY_ENV);
    const { url } = await serve(() => {});
    const fetch = track(createNodeFetch({ timeoutMs: 200 }));
    const started = Date.now();
    const error = await fetch(`${url}/api/v1/instance`).catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).name).toBe('TimeoutError');
    expect((error as TransportError).message).toBe(`Request to ${url} timed out after 200 ms`);
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(2000);
  });

  it('times out a body that stalls after the headers', async () => {
    withEnv(NO_PROXY_ENV);
    const { url } = await serve((_req, _body, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('[{"id":');
    });
    const response = await track(createNodeFetch({ timeoutMs: 200 }))(url);
    await expect(response.text()).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('reports a connection that breaks off in the middle of the body', async () => {
    withEnv(NO_PROXY_ENV);
    const { url } = await serve((req, _body, res) => {
      res.writeHead(200, { 'Content-Length': '1000' });
      res.write('[{"id":', () => req.socket.destroy());
    });
    const response = await track(createNodeFetch())(url);
    const error = await response.text().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as Error).message).toMatch(
      /^Connection to 127\.0\.0\.1:\d+ was closed unexpectedly$/,
    );
  });

  it('passes the caller’s abort through as an AbortError', async () => {
    withEnv(NO_PROXY_ENV);
    const { url } = await serve(() => {});
    const controller = new AbortController();
    const pending = track(createNodeFetch())(url, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('explains a refused connection without leaking the path or query', async () => {
    withEnv(NO_PROXY_ENV);
    const port = await closedPort();
    const error = await track(createNodeFetch())(
      `http://127.0.0.1:${port}/api/v1/streaming?access_token=secret`,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).name).toBe('NetworkError');
    expect((error as TransportError).message).toBe(`Connection refused by 127.0.0.1:${port}`);
    expect((error as Error).message).not.toContain('secret');
    expect((error as Error).cause).toBeInstanceOf(Error);
  });

  it('goes direct to loopback even when HTTP_PROXY points at a dead proxy', async () => {
    const deadProxy = await closedPort();
    withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: `http://127.0.0.1:${deadProxy}` });
    const { url } = await serve((_req, _body, res) => res.end('direct'));
    const response = await track(createNodeFetch({ timeoutMs: 2000 }))(url);
    expect(await response.text()).toBe('direct');
  });

  it('goes direct to hosts listed in NO_PROXY', async () => {
    const seen: string[] = [];
    const { url: proxyUrl } = await serve((req, _body, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.end('via proxy');
    });
    withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxyUrl, NO_PROXY: '.internal.invalid' });
    const fetch = track(createNodeFetch({ timeoutMs: 2000 }));
    // The host does not exist, so going direct fails; going through the proxy would succeed.
    const error = await fetch('http://pleroma.internal.invalid/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(seen).toEqual([]);
  });

  it('sends requests for other hosts through HTTP_PROXY', async () => {
    const seen: string[] = [];
    const { url: proxyUrl } = await serve((req, _body, res) => {
      seen.push(`${req.method} ${req.url} HTTP/${req.httpVersion}`);
      res.end('via proxy');
    });
    withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxyUrl, NO_PROXY: 'internal.example' });
    const fetch = track(createNodeFetch({ timeoutMs: 2000 }));
    const response = await fetch('http://pleroma.example/api/v1/instance');
    expect(await response.text()).toBe('via proxy');
    expect(seen).toEqual(['GET http://pleroma.example/api/v1/instance HTTP/1.1']);
  });
});
