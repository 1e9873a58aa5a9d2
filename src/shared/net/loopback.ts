/**
 * Loopback addresses and names. Petrel's servers (the sandbox, `petrel web`) hold or hand
 * out tokens and must never listen on a network unless a user says so explicitly.
 */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}
