import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../src/core/api/http';
import { RefusedAnswerError } from '../../../src/core/errors';
import { createNodeFetch, type NodeFetch } from '../../../src/terminal/ports/fetch';
import { startHostileServer } from '../../support/hostile-server';

/** A decompression bomb and endless bodies: the port stops at its size limit. */

const MiB = 1024 * 1024;
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** `mib` MiB of zeros as gzip, built from 1 MiB members (~1 KiB each; gunzip reads them all). */
function gzipBomb(mib: number): Buffer {
  const member = gzipSync(Buffer.alloc(MiB));
  return Buffer.concat(Array.from({ length: mib }, () => member));
}

/** Writes `chunk` forever (as fast as the client reads) until the connection closes. */
function endless(res: ServerResponse, chunk: Buffer, closed: () => void): void {
  res.on('close', closed);
  const pump = () => {
    while (!res.destroyed && res.write(chunk)) {}
    if (!res.destroyed) res.once('drain', pump);
  };
  pump();
}

async function serve(
  answer: (res: ServerResponse) => void,
): Promise<{ url: string; seenBytes: () => number }> {
  const server = await startHostileServer();
  cleanups.push(() => server.close());
  let written = 0;
  server.handle((_req, res) => {
    const write = res.write.bind(res) as (chunk: Buffer) => boolean;
    res.write = ((chunk: Buffer) => {
      written += chunk.length;
      return write(chunk);
    }) as typeof res.write;
    answer(res);
  });
  return { url: server.url, seenBytes: () => written };
}

const engines: Array<[string, (max: number) => NodeFetch]> = [
  ['node:http', (max) => createNodeFetch({ maxAnswerBytes: max })],
  ['undici', (max) => createNodeFetch({ maxAnswerBytes: max, dispatcher: new Agent() })],
];

function track(fetch: NodeFetch): NodeFetch {
  cleanups.push(() => fetch.close());
  return fetch;
}

describe.each(engines)('the answer size limit on the %s engine', (_name, make) => {
  it('refuses a gzip bomb with "answer too large"', async () => {
    const { url } = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(gzipBomb(16));
    });
    const fetch = track(make(2 * MiB));
    const response = await fetch(`${url}/api/v1/timelines/home`);
    const error = await response.text().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusedAnswerError);
    expect((error as RefusedAnswerError).reason).toBe('too-large');
    expect((error as Error).message).toMatch(
      /^answer too large: 127\.0\.0\.1:\d+ sent more than 2 MiB/,
    );
  });

  it('stops reading an endless gzip stream at the limit (streamed, not buffered)', async () => {
    let closed = false;
    const member = gzipSync(Buffer.alloc(MiB));
    const { url } = await serve((res) => {
      res.writeHead(200, { 'content-encoding': 'gzip' });
      endless(res, member, () => {
        closed = true;
      });
    });
    const fetch = track(make(4 * MiB));
    const error = await (await fetch(`${url}/x`)).text().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusedAnswerError);
    await expect.poll(() => closed).toBe(true);
  });

  it('stops reading an endless plain body at the limit and closes the connection', async () => {
    let closed = false;
    const { url, seenBytes } = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      endless(res, Buffer.alloc(64 * 1024, 0x20), () => {
        closed = true;
      });
    });
    const fetch = track(make(MiB));
    const error = await (await fetch(`${url}/x`)).text().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusedAnswerError);
    await expect.poll(() => closed).toBe(true);
    // The server could push only what socket buffers hold beyond the limit.
    expect(seenBytes()).toBeLessThan(16 * MiB);
  });

  it('reads an answer just under the limit', async () => {
    const text = JSON.stringify('x'.repeat(MiB - 100));
    const { url } = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(gzipSync(text));
    });
    const fetch = track(make(MiB));
    expect(await (await fetch(`${url}/x`)).text()).toBe(text);
  });
});

describe('the API client over the port', () => {
  it('reports a bomb as a refused answer, not as a network failure', async () => {
    const { url } = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(gzipBomb(4));
    });
    const fetch = track(createNodeFetch({ maxAnswerBytes: MiB }));
    const error = await new HttpClient(fetch, url, 'token')
      .request('GET', '/api/v1/timelines/home')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusedAnswerError);
    expect((error as Error).message).toMatch(/answer too large/);
  });
});
