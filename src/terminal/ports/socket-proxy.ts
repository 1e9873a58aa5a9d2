import type { Agent } from 'node:http';
import { HttpsProxyAgent } from 'https-proxy-agent';
import { getProxyForUrl } from 'proxy-from-env';
import { ALWAYS_DIRECT } from './loopback';

/**
 * The proxy a streaming socket to `url` goes through, as the fetch port decides for HTTP:
 * `HTTPS_PROXY` for `wss:` (falling back on `HTTP_PROXY`, as undici does), `HTTP_PROXY` for
 * `ws:`, `NO_PROXY` honoured, lower-case spellings first and empty ones unset
 * (proxy-from-env's rules, which are curl's), loopback always direct.
 */
export function socketProxyFor(url: string): string | undefined {
  const target = new URL(url);
  if (ALWAYS_DIRECT.includes(target.hostname)) return undefined;
  const secure = target.protocol === 'wss:';
  const port = target.port || (secure ? '443' : '80');
  const asHttp = (scheme: 'http:' | 'https:') =>
    `${scheme}//${target.hostname}:${port}${target.pathname}`;
  const proxy = secure
    ? getProxyForUrl(asHttp('https:')) || getProxyForUrl(asHttp('http:'))
    : getProxyForUrl(asHttp('http:'));
  return proxy || undefined;
}

/**
 * An agent that tunnels the socket through the proxy with CONNECT (WebSockets cannot be
 * forwarded in absolute form), or undefined to connect directly.
 */
export function socketAgentFor(url: string): Agent | undefined {
  const proxy = socketProxyFor(url);
  return proxy ? new HttpsProxyAgent(proxy) : undefined;
}
