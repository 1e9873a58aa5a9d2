import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type WebServer } from '../../src/cli/web-host/serve';
import { type ClosingServer, startClosingServer } from '../support/closing-server';

/**
 * `petrel web`'s proxy in front of a server that closes every connection after its answer
 * without `Connection: close`. Before the fix, a request that went out on a pooled
 * connection the server had already closed came back to the browser as 502.
 */

let upstream: ClosingServer;
let web: WebServer;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'petrel-web-stale-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="app"></div>');
  upstream = await startClosingServer((method, target, body) => ({
    status: 200,
    body: { method, target, body },
  }));
  web = await startWebServer({ port: 0, apiServer: upstream.url, distDir: dist });
});

afterAll(async () => {
  await web?.close();
  await upstream?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('petrel web proxying a server that drops each connection', () => {
  it('answers every page load in full, never 502', async () => {
    // Six page loads of six parallel API calls each, as the web client makes them.
    for (let load = 0; load < 6; load++) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, async (_, i) => {
          const response = await fetch(`${web.url}/api/v1/timelines/public?load=${load}&i=${i}`);
          return { status: response.status, body: (await response.json()) as { target: string } };
        }),
      );
      for (const [i, answer] of answers.entries()) {
        expect(answer.status).toBe(200);
        expect(answer.body.target).toBe(`/api/v1/timelines/public?load=${load}&i=${i}`);
      }
    }
  });

  it('sends an idempotent request body again on the fresh connection', async () => {
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${web.url}/api/v1/lists/1`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: `list ${i}` }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ body: JSON.stringify({ title: `list ${i}` }) });
    }
  });
});
