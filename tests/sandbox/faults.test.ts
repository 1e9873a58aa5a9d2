import { describe, expect, it } from 'vitest';
import { getJson, send, useSandbox } from './helpers';

describe('sandbox fault injection', () => {
  const sandbox = useSandbox();

  it('answers the next N matching requests with the raw body, then recovers', async () => {
    const sb = sandbox();
    const token = sb.state.tokenFor('alice');
    const added = await send(
      sb,
      'POST',
      '/__sandbox/faults',
      {
        method: 'GET',
        path: '/api/v1/timelines/home',
        status: 502,
        body: '<html>Bad Gateway</html>',
        times: 2,
      },
      undefined,
      sb.hookHeaders,
    );
    expect(added.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${sb.url}/api/v1/timelines/home`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(502);
      expect(await res.text()).toBe('<html>Bad Gateway</html>');
    }
    expect((await getJson(sb, '/api/v1/timelines/home', token)).status).toBe(200);
    // Other paths and methods were never affected.
    expect((await getJson(sb, '/api/v1/instance')).status).toBe(200);
  });

  it('status 0 drops the connection; delayMs delays; DELETE clears', async () => {
    const sb = sandbox();
    await send(
      sb,
      'POST',
      '/__sandbox/faults',
      {
        method: 'GET',
        path: '/api/v1/instance',
        status: 0,
      },
      undefined,
      sb.hookHeaders,
    );
    await expect(fetch(`${sb.url}/api/v1/instance`)).rejects.toThrow();
    await send(
      sb,
      'POST',
      '/__sandbox/faults',
      {
        method: 'GET',
        path: '/api/v1/instance',
        status: 503,
        body: '{"error":"down"}',
        delayMs: 150,
      },
      undefined,
      sb.hookHeaders,
    );
    const t0 = Date.now();
    const slow = await fetch(`${sb.url}/api/v1/instance`);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    expect(slow.status).toBe(503);
    expect(slow.headers.get('content-type')).toContain('application/json');
    expect(await slow.json()).toEqual({ error: 'down' });
    await send(
      sb,
      'POST',
      '/__sandbox/faults',
      {
        method: 'GET',
        path: '/api/v1/instance',
        status: 500,
        times: 5,
      },
      undefined,
      sb.hookHeaders,
    );
    await send(sb, 'DELETE', '/__sandbox/faults', null, undefined, sb.hookHeaders);
    expect((await getJson(sb, '/api/v1/instance')).status).toBe(200);
  });
});
