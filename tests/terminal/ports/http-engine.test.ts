import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { readAnswerText } from '../../../src/terminal/ports/answer-limit';
import { closeHttpEngine, httpFetch } from '../../../src/terminal/ports/http-engine';

const servers: Server[] = [];

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

afterEach(async () => {
  closeHttpEngine();
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('httpFetch (node:http engine)', () => {
  it('decodes a gzip answer and exposes headers like fetch', async () => {
    const url = await serve((req, res) => {
      expect(req.headers['accept-encoding']).toMatch(/gzip/);
      res.writeHead(200, {
        'Content-Encoding': 'gzip',
        'Content-Type': 'application/json',
        Link: '<http://x/?max_id=1>; rel="next"',
      });
      res.end(gzipSync(JSON.stringify([{ id: '1', text: 'héllo ✓' }])));
    });
    const response = await httpFetch(`${url}/api`);
    expect(response.ok).toBe(true);
    expect(response.headers.get('link')).toContain('max_id=1');
    expect(response.headers.get('missing')).toBeNull();
    expect(JSON.parse(await readAnswerText(response.body, 1024, 'x'))).toEqual([
      { id: '1', text: 'héllo ✓' },
    ]);
  });

  it('sends a string body with its length and returns a redirect as an answer', async () => {
    const seen: string[] = [];
    const url = await serve((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c;
      });
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${body}`);
        if (req.url === '/start') {
          res.writeHead(303, { Location: '/done' });
          res.end();
        } else {
          res.writeHead(201);
          res.end('ok');
        }
      });
    });
    // Redirects are followed by one policy above the engines (redirects.ts, fetch.ts).
    const response = await httpFetch(`${url}/start`, { method: 'POST', body: 'a=1' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/done');
    expect(seen).toEqual(['POST /start a=1']);
  });

  it('rejects a refused connection as fetch does', async () => {
    const url = await serve((_req, res) => res.end());
    const port = new URL(url).port;
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const error = await httpFetch(`http://127.0.0.1:${port}/`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('fetch failed');
    expect(((error as TypeError).cause as { code?: string }).code).toBe('ECONNREFUSED');
  });
});
