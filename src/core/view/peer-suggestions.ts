/** Spec-free: how many of the server's peers a domain field suggests at once. */
export const PEER_SUGGESTIONS = 10;

/**
 * The server's known peers (`GET /api/v1/instance/peers`, spec part 2 §7) that complete a
 * typed domain, as Pleroma-FE's domain field matches them (the typed text anywhere in the
 * name, case-folded), leaving out domains blocked already. Peers starting with the typed text
 * come first, so a prefix's completion is the first suggestion (what Tab takes).
 */
export function peerSuggestions(
  peers: readonly string[],
  typed: string,
  isBlocked: (domain: string) => boolean,
  limit = PEER_SUGGESTIONS,
): string[] {
  const part = typed.trim().toLowerCase();
  if (part === '') return [];
  const found = [...new Set(peers.map((p) => p.toLowerCase()))].filter(
    (peer) => peer.includes(part) && !isBlocked(peer),
  );
  const starts = found.filter((peer) => peer.startsWith(part));
  const inside = found.filter((peer) => !peer.startsWith(part));
  return [...starts, ...inside].slice(0, limit);
}
