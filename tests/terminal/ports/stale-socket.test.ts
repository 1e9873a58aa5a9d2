import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { createNodeFetch, type NodeFetch } from '../../../src/terminal/ports/fetch';
import { isStaleSocketFailure } from '../../../src/terminal/ports/stale-socket';
import { type ClosingServer, startClosingServer } from '../../support/closing-server';

/**
 * Both engines of the fetch port against a server that closes every connection after its
 * answer without `Connection: close`: an idempotent request on the dead pooled connection
 * is sent once more on a fresh one; a POST never is.
 */

let server: ClosingServer | undefined;
let fetch: NodeFetch | undefined;

afterEach(async () => {
  await fetch?.close();
  await server?.close();
  fetch = undefined;
  server = undefined;
});

const engines: [string, () => NodeFetch][] = [
  ['node:http', () => createNodeFetch()],
  ['undici', () => createNodeFetch({ dispatcher: new Agent({ keepAliveTimeout: 60_000 }) })],
];

describe.each(engines)('the %s engine', (_name, make) => {
  it('answers ten GETs in a row on a server that drops each connection', async () => {
    server = await startClosingServer((_method, target) => ({ status: 200, body: { target } }));
    fetch = make();
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${server.url}/n/${i}`);
      expect(JSON.parse(await response.text())).toEqual({ target: `/n/${i}` });
    }
  });

  it('never resends a POST', async () => {
    server = await startClosingServer(() => ({ status: 200, body: {} }));
    fetch = make();
    await (await fetch(`${server.url}/first`)).text();
    const second = fetch(`${server.url}/second`, { method: 'POST', body: 'x=1' }).then(
      async (response) => response.text(),
      (error: unknown) => error,
    );
    await second;
    expect(server.seen.filter((line) => line === 'POST /second').length).toBeLessThanOrEqual(1);
  });
});

describe('isStaleSocketFailure', () => {
  const socketError = (bytesRead: number) =>
    new TypeError('fetch failed', {
      cause: Object.assign(new Error('other side closed'), {
        code: 'UND_ERR_SOCKET',
        socket: { bytesRead },
      }),
    });

  it('counts a closed connection that had answered before as stale', () => {
    expect(isStaleSocketFailure(socketError(812))).toBe(true);
  });

  it('does not count a fresh connection closed unanswered, nor a refused one', () => {
    expect(isStaleSocketFailure(socketError(0))).toBe(false);
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isStaleSocketFailure(new TypeError('fetch failed', { cause: refused }))).toBe(false);
  });

  it('believes the engine when it knows whether the socket was reused', () => {
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(isStaleSocketFailure(reset, true)).toBe(true);
    expect(isStaleSocketFailure(reset, false)).toBe(false);
  });
});
