import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { createNodeFetch, type NodeFetch } from '../../../src/terminal/ports/fetch';
import { shouldResend } from '../../../src/terminal/ports/stale-socket';
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

  it('sends a POST that met a dead pooled connection once more: the server never saw it', async () => {
    server = await startClosingServer((method, target, body) => ({
      status: 200,
      body: { method, target, body },
    }));
    fetch = make();
    await (await fetch(`${server.url}/first`)).text();
    const response = await fetch(`${server.url}/second`, { method: 'POST', body: 'x=1' });
    expect(JSON.parse(await response.text())).toEqual({
      method: 'POST',
      target: '/second',
      body: 'x=1',
    });
    expect(server.seen.filter((line) => line === 'POST /second')).toHaveLength(1);
  });
});

describe('shouldResend', () => {
  const socketError = (bytesRead: number) =>
    new TypeError('fetch failed', {
      cause: Object.assign(new Error('other side closed'), {
        code: 'UND_ERR_SOCKET',
        socket: { bytesRead },
      }),
    });
  const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });

  it('resends any method on a connection that had answered before (undici counts its bytes)', () => {
    expect(shouldResend('GET', socketError(812))).toBe(true);
    expect(shouldResend('POST', socketError(812))).toBe(true);
  });

  it('does not resend on a fresh connection closed unanswered, nor on a refused one', () => {
    expect(shouldResend('GET', socketError(0))).toBe(false);
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(shouldResend('GET', new TypeError('fetch failed', { cause: refused }))).toBe(false);
  });

  it('believes the engine about reuse, and resends only idempotent methods when unsure', () => {
    expect(shouldResend('POST', reset, true)).toBe(true);
    expect(shouldResend('GET', reset, false)).toBe(false);
    expect(shouldResend('DELETE', reset)).toBe(true);
    expect(shouldResend('POST', reset)).toBe(false);
    expect(shouldResend('PATCH', reset)).toBe(false);
  });
});
