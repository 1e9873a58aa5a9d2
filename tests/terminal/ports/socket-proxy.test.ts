import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketProxyFor } from '../../../src/terminal/ports/socket-proxy';

const VARIABLES = [
  'http_proxy',
  'HTTP_PROXY',
  'https_proxy',
  'HTTPS_PROXY',
  'no_proxy',
  'NO_PROXY',
];

/** Set the proxy variables for one case; every one not given is empty. */
function env(values: Record<string, string>): void {
  for (const name of VARIABLES) vi.stubEnv(name, values[name] ?? '');
  vi.stubEnv('all_proxy', '');
  vi.stubEnv('ALL_PROXY', '');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('socketProxyFor: which proxy a streaming socket uses', () => {
  it('uses HTTPS_PROXY for wss: and HTTP_PROXY for ws:', () => {
    env({ HTTPS_PROXY: 'http://secure.proxy:3128', HTTP_PROXY: 'http://plain.proxy:8080' });
    expect(socketProxyFor('wss://social.example/api/v1/streaming')).toBe(
      'http://secure.proxy:3128',
    );
    expect(socketProxyFor('ws://social.example/api/v1/streaming')).toBe('http://plain.proxy:8080');
  });

  it('falls back on HTTP_PROXY for wss: when HTTPS_PROXY is unset, as the HTTP requests do', () => {
    env({ HTTP_PROXY: 'http://plain.proxy:8080' });
    expect(socketProxyFor('wss://social.example/api/v1/streaming')).toBe('http://plain.proxy:8080');
  });

  it('goes direct without proxy variables, for NO_PROXY hosts and for loopback', () => {
    env({});
    expect(socketProxyFor('wss://social.example/api/v1/streaming')).toBeUndefined();
    env({ HTTPS_PROXY: 'http://secure.proxy:3128', NO_PROXY: 'other.example, .example' });
    expect(socketProxyFor('wss://social.example/api/v1/streaming')).toBeUndefined();
    env({ HTTP_PROXY: 'http://plain.proxy:8080' });
    expect(socketProxyFor('ws://127.0.0.1:4000/api/v1/streaming')).toBeUndefined();
    expect(socketProxyFor('ws://localhost:4000/api/v1/streaming')).toBeUndefined();
  });

  it('matches a NO_PROXY entry with a port only on that port', () => {
    env({ HTTPS_PROXY: 'http://secure.proxy:3128', NO_PROXY: 'social.example:8443' });
    expect(socketProxyFor('wss://social.example:8443/api/v1/streaming')).toBeUndefined();
    expect(socketProxyFor('wss://social.example/api/v1/streaming')).toBe(
      'http://secure.proxy:3128',
    );
  });

  it('reads the lower-case spelling first and counts an empty one as unset', () => {
    env({ https_proxy: 'http://lower.proxy:1', HTTPS_PROXY: 'http://upper.proxy:2' });
    expect(socketProxyFor('wss://social.example/')).toBe('http://lower.proxy:1');
    env({ https_proxy: '', HTTPS_PROXY: 'http://upper.proxy:2' });
    expect(socketProxyFor('wss://social.example/')).toBe('http://upper.proxy:2');
  });
});
