/**
 * The sandbox's test hooks hand out tokens and inject faults: they open only with the
 * secret of the process that started the sandbox, and never to a web page (no CORS).
 * Uploads come back as the users' content, never as a page; a broken multipart body is
 * the client's mistake (400).
 */
import { describe, expect, it } from 'vitest';
import { HOOK_SECRET_HEADER } from '../../src/sandbox/index';
import { useSandbox } from './helpers';

describe('sandbox test hooks', () => {
  const sandbox = useSandbox();
  const fromAPage = { origin: 'https://evil.example' };

  it('refuse a caller without the secret, and a web page gets no CORS', async () => {
    const sb = sandbox();
    for (const headers of [fromAPage, { ...fromAPage, [HOOK_SECRET_HEADER]: 'guess' }]) {
      const res = await fetch(`${sb.url}/__sandbox/tokens/alice`, { headers });
      const text = await res.text();
      expect(res.status).toBe(403);
      expect(text).not.toContain(sb.state.tokenFor('alice'));
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    for (const [method, path] of [
      ['GET', '/__sandbox/seed'],
      ['GET', '/__sandbox/faults'],
      ['POST', '/__sandbox/statuses'],
      ['DELETE', '/__sandbox/faults'],
    ] as const) {
      const res = await fetch(`${sb.url}${path}`, { method, headers: fromAPage });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('answer no CORS preflight, so a page cannot even send the secret header', async () => {
    const res = await fetch(`${sb().url}/__sandbox/tokens/alice`, {
      method: 'OPTIONS',
      headers: {
        ...fromAPage,
        'access-control-request-method': 'GET',
        'access-control-request-headers': HOOK_SECRET_HEADER,
      },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-headers')).toBeNull();
    // The API itself stays open to browsers, as Pleroma's is.
    const api = await fetch(`${sb().url}/api/v1/instance`, { headers: fromAPage });
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('open with the secret the sandbox handle carries, still without CORS', async () => {
    const res = await fetch(`${sb().url}/__sandbox/tokens/alice`, { headers: sb().hookHeaders });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await res.json()) as { access_token: string }).access_token).toBe(
      sb().state.tokenFor('alice'),
    );
  });

  it('use a fresh random secret per sandbox', () => {
    expect(sb().hookSecret.length).toBeGreaterThanOrEqual(32);
    expect(sb().hookSecret).not.toMatch(/sandbox|alice/);
  });

  function sb() {
    return sandbox();
  }
});

describe('sandbox uploads', () => {
  const sandbox = useSandbox();

  async function upload(name: string, type: string, text: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([text], { type }), name);
    const res = await fetch(`${sandbox().url}/api/v1/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox().state.tokenFor('alice')}` },
      body: form,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { url: string }).url;
  }

  it('serve uploaded HTML back as an opaque, sandboxed download, never as text/html', async () => {
    const url = await upload('evil.html', 'text/html', '<script>alert(1)</script>');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(await res.text()).toBe('<script>alert(1)</script>');
  });

  it('serve images inline with their type, sandboxed and unsniffed', async () => {
    const url = await upload(
      'pic.svg',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const res = await fetch(url);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox/);
  });

  it('answer a malformed multipart body with 400, not 500', async () => {
    const res = await fetch(`${sandbox().url}/api/v1/media`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${sandbox().state.tokenFor('alice')}`,
        'content-type': 'multipart/form-data; boundary=XyZ',
      },
      body: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nno end',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/multipart/i);
  });

  it('read a multipart body whose boundary has capitals (as Chromium sends it)', async () => {
    const boundary = '----WebKitFormBoundaryAbCdEf';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="pic.png"',
      'Content-Type: image/png',
      '',
      'not really a png',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await fetch(`${sandbox().url}/api/v1/media`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${sandbox().state.tokenFor('alice')}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    expect(res.status).toBe(200);
  });
});
