import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Sandbox } from '../../src/sandbox/index';
import { asRecord, send, useSandbox } from './helpers';

interface StreamEvent {
  event: string;
  payload: string;
  stream?: string[];
}

/** Opens a socket and collects its events; `next` waits for one matching event. */
async function connect(sb: Sandbox, query: string, protocols?: string[]) {
  const ws = new WebSocket(`${sb.url.replace('http', 'ws')}/api/v1/streaming?${query}`, protocols);
  const events: StreamEvent[] = [];
  const waiters: { match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }[] = [];
  ws.on('message', (data) => {
    const e = JSON.parse(data.toString()) as StreamEvent;
    events.push(e);
    for (const w of [...waiters]) {
      if (w.match(e)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(e);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = (match: (e: StreamEvent) => boolean, ms = 2000): Promise<StreamEvent> => {
    const done = events.find(match);
    if (done) return Promise.resolve(done);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching event')), ms);
      waiters.push({
        match,
        resolve: (e) => {
          clearTimeout(timer);
          resolve(e);
        },
      });
    });
  };
  return { ws, events, next };
}

describe('sandbox streaming', () => {
  const sandbox = useSandbox();

  it('delivers update to the user stream of a follower, then delete', async () => {
    const sb = sandbox();
    const { ws, next } = await connect(
      sb,
      `access_token=${sb.state.tokenFor('alice')}&stream=user`,
    );
    const posted = asRecord(
      (
        await send(
          sb,
          'POST',
          '/api/v1/statuses',
          { status: 'streamed to alice' },
          sb.state.tokenFor('bob'),
        )
      ).body,
    );
    const update = await next((e) => e.event === 'update');
    expect(update.stream).toEqual(['user']);
    expect(typeof update.payload).toBe('string');
    const status = JSON.parse(update.payload) as {
      id: string;
      content: string;
      account: { acct: string };
    };
    expect(status.id).toBe(posted.id);
    expect(status.account.acct).toBe('bob');
    await send(sb, 'DELETE', `/api/v1/statuses/${posted.id}`, null, sb.state.tokenFor('bob'));
    const del = await next((e) => e.event === 'delete');
    expect(del.payload).toBe(posted.id);
    ws.close();
  });

  it('takes the token from Sec-WebSocket-Protocol and streams notifications', async () => {
    const sb = sandbox();
    const { ws, next } = await connect(sb, 'stream=user', [sb.state.tokenFor('alice')]);
    expect(ws.protocol).toBe(sb.state.tokenFor('alice'));
    sb.state.createStatus('carol', { status: 'hey @alice, look' });
    const n = await next((e) => e.event === 'notification');
    const body = JSON.parse(n.payload) as { type: string; account: { acct: string } };
    expect(body.type).toBe('mention');
    expect(body.account.acct).toBe('carol');
    ws.close();
  });

  it('public and hashtag streams, subscribe messages, anonymous access', async () => {
    const sb = sandbox();
    const { ws, next, events } = await connect(sb, 'stream=public');
    ws.send(JSON.stringify({ type: 'subscribe', stream: 'hashtag', tag: 'Kites' }));
    await next((e) => e.event === 'pleroma:respond');
    sb.state.createStatus('dave@remote.example', { status: 'More #kites today' });
    const pub = await next((e) => e.event === 'update' && e.stream?.[0] === 'public');
    const tag = await next((e) => e.event === 'update' && e.stream?.[0] === 'hashtag');
    expect(tag.stream).toEqual(['hashtag', 'kites']);
    expect(JSON.parse(pub.payload).id).toBe(JSON.parse(tag.payload).id);
    // Private posts never reach public streams.
    sb.state.createStatus('bob', { status: 'followers only #kites', visibility: 'private' });
    sb.state.createStatus('bob', { status: 'public again' });
    await next((e) => e.event === 'update' && JSON.parse(e.payload).content === 'public again');
    expect(events.some((e) => e.event === 'update' && e.payload.includes('followers only'))).toBe(
      false,
    );
    ws.close();
  });

  it('list and direct streams', async () => {
    const sb = sandbox();
    const token = sb.state.tokenFor('alice');
    const list = sb.seed.lists.remotePals;
    const { ws, next } = await connect(sb, `access_token=${token}&stream=list&list=${list}`);
    ws.send(JSON.stringify({ type: 'subscribe', stream: 'direct' }));
    await next((e) => e.event === 'pleroma:respond');
    sb.state.createStatus('erin@social.example', { status: 'for the list' });
    const upd = await next((e) => e.event === 'update');
    expect(upd.stream).toEqual(['list', list]);
    sb.state.createStatus('bob', { status: '@alice a secret', visibility: 'direct' });
    const conv = await next((e) => e.event === 'conversation');
    expect(conv.stream).toEqual(['direct']);
    const body = JSON.parse(conv.payload) as {
      last_status: { visibility: string };
      accounts: { acct: string }[];
    };
    expect(body.last_status.visibility).toBe('direct');
    expect(body.accounts.map((a) => a.acct)).toEqual(['bob']);
    ws.close();
  });

  it('refuses a list stream of someone else', async () => {
    const sb = sandbox();
    const res = await new Promise<number>((resolve) => {
      const ws = new WebSocket(
        `${sb.url.replace('http', 'ws')}/api/v1/streaming?stream=list&list=${sb.seed.lists.remotePals}&access_token=${sb.state.tokenFor('bob')}`,
      );
      ws.on('unexpected-response', (_req, r) => resolve(r.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => undefined);
    });
    expect(res).toBe(401);
  });

  it('refuses the user stream without a token and bad tokens', async () => {
    const sb = sandbox();
    const attempt = (query: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${sb.url.replace('http', 'ws')}/api/v1/streaming?${query}`);
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
        ws.on('error', () => undefined);
      });
    expect(await attempt('stream=user')).toBe(401);
    expect(await attempt('stream=user&access_token=wrong')).toBe(401);
    expect(await attempt('stream=nonsense')).toBe(404);
  });

  it('close() ends open sockets promptly', async () => {
    const { startSandbox } = await import('../../src/sandbox/index');
    const sb = await startSandbox();
    const { ws } = await connect(sb, 'stream=public');
    const closed = new Promise<void>((resolve) => ws.on('close', () => resolve()));
    const keepAlive = await fetch(`${sb.url}/api/v1/instance`, {
      headers: { connection: 'keep-alive' },
    });
    expect(keepAlive.status).toBe(200);
    const t0 = Date.now();
    await sb.close();
    await closed;
    expect(Date.now() - t0).toBeLessThan(1000);
  });
});
