/**
 * True for loopback addresses and names; the sandbox must never listen on a network. Its own
 * copy of the client's rule (src/shared/net/loopback.ts): the test double shares no client code.
 */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}
