import { afterEach, describe, expect, it } from 'vitest';
import type { SocketLike } from '../../../src/core/ports';
import { nodeSocketFactory } from '../../../src/terminal/ports/socket';
import { type HostileServer, startHostileServer } from '../../support/hostile-server';

/** The streaming handshake carries the token in its URL; a redirect must not carry it on. */

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(host: string): Promise<HostileServer> {
  const started = await startHostileServer({ host });
  cleanups.push(() => started.close());
  return started;
}

function outcome(socket: SocketLike): Promise<{ error: unknown; code: number }> {
  return new Promise((resolve) => {
    let error: unknown;
    socket.onerror = (e) => {
      error = e;
    };
    socket.onclose = (ev) => resolve({ error, code: ev.code });
  });
}

describe('the streaming socket handshake', () => {
  it.each([301, 302, 307, 308])(
    'is not followed when answered %i to another origin, so the token stays home',
    async (status) => {
      const home = await server('127.0.0.1');
      const other = await server('127.0.0.2');
      const wsOther = other.url.replace('http:', 'ws:');
      home.handle((req, res) => {
        res.writeHead(status, { location: `${wsOther}${req.url}` });
        res.end();
      });
      const socket = nodeSocketFactory(
        `${home.url.replace('http:', 'ws:')}/api/v1/streaming?access_token=s3cret&stream=user`,
      );
      const { error, code } = await outcome(socket);
      expect(home.seen[0]?.url).toContain('access_token=s3cret');
      expect(other.seen).toEqual([]);
      expect(code).toBe(1006);
      expect(String(error)).toMatch(new RegExp(`Unexpected server response: ${status}`));
      expect(String(error)).not.toContain('s3cret');
    },
  );
});
