/**
 * The `Host` header `petrel web` answers to. Binding loopback keeps other machines out, but
 * not other web pages in the user's own browser: a page whose name is made to resolve to
 * 127.0.0.1 (DNS rebinding) would reach the proxy as the same origin, with the user's server
 * behind it. The browser sends that page's name as `Host`, so any name other than the
 * address the server is bound to, or `localhost`, is refused.
 *
 * NODE-ONLY CODE (loaded by serve.ts).
 */
import type { AddressInfo } from 'node:net';

/** HTTP's own word for "not the server you asked for" (RFC 9110, 15.5.20). */
export const MISDIRECTED_STATUS = 421;

export const MISDIRECTED_TEXT =
  'Misdirected request: petrel web answers only to its loopback address';

/**
 * The `Host` values, lower-cased, of a server bound to `address`: its literal address and
 * `localhost` (which resolves to it), each with the port, and without it on port 80.
 */
export function acceptedHosts(address: AddressInfo): ReadonlySet<string> {
  const literal = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const names = [literal.toLowerCase(), 'localhost'];
  const hosts = names.map((name) => `${name}:${address.port}`);
  if (address.port === 80) hosts.push(...names);
  return new Set(hosts);
}

/** Whether a request's `Host` header names this server (a missing one does not). */
export function isAcceptedHost(header: string | undefined, accepted: ReadonlySet<string>): boolean {
  return header !== undefined && accepted.has(header.trim().toLowerCase());
}
