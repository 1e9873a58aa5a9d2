import { describe, expect, it } from 'vitest';
import { describeNetworkFailure } from '../../../src/terminal/ports/transport-error';

/** A failure as Node's net module reports it, wrapped the way fetch wraps it. */
function failed(code: string, fields: Record<string, unknown>): TypeError {
  const cause = Object.assign(new Error(`connect ${code}`), { code, ...fields });
  return new TypeError('fetch failed', { cause });
}

describe('describeNetworkFailure', () => {
  it('names the server when the server refused', () => {
    const error = failed('ECONNREFUSED', { address: '203.0.113.5', port: 443 });
    expect(describeNetworkFailure('https://social.example', error)).toBe(
      'Connection refused by social.example',
    );
  });

  it('names the proxy when the connection to the proxy failed', () => {
    const error = failed('ECONNREFUSED', { address: '10.0.0.8', port: 3128 });
    expect(describeNetworkFailure('https://social.example', error, ['http://10.0.0.8:3128'])).toBe(
      'Connection refused by the proxy 10.0.0.8:3128 (proxy for social.example)',
    );
  });

  it('names the proxy when its host name does not resolve', () => {
    const error = failed('ENOTFOUND', { hostname: 'proxy.corp' });
    expect(
      describeNetworkFailure('https://social.example', error, ['http://proxy.corp:8080']),
    ).toBe(
      'Could not find the proxy proxy.corp:8080 (DNS lookup failed) (proxy for social.example)',
    );
  });

  it('keeps the server when a proxy is configured but the failure was elsewhere', () => {
    const error = failed('ECONNREFUSED', { address: '127.0.0.1', port: 4000 });
    expect(describeNetworkFailure('http://127.0.0.1:4000', error, ['http://127.0.0.1:3128'])).toBe(
      'Connection refused by 127.0.0.1:4000',
    );
  });
});
