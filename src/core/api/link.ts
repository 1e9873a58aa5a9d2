/** Parsed `Link` header pagination: the query parameters of the next/prev pages. */
export interface PageLinks {
  next?: Record<string, string>;
  prev?: Record<string, string>;
}

/**
 * Parse an RFC 8288 `Link` header as Mastodon/Pleroma send it:
 * `<https://h/api/v1/timelines/home?max_id=9>; rel="next", <...?min_id=12>; rel="prev"`.
 * Only the query of each target matters: the caller keeps its own path.
 */
export function parseLinkHeader(header: string | null | undefined): PageLinks {
  const links: PageLinks = {};
  if (!header) return links;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /<([^>]*)>\s*((?:;\s*[^;]+)*)/.exec(part.trim());
    if (!match) continue;
    const [, target = '', params = ''] = match;
    const rel = /rel="?([^";]+)"?/i.exec(params)?.[1]?.trim().toLowerCase();
    if (rel !== 'next' && rel !== 'prev') continue;
    const query = target.includes('?') ? target.slice(target.indexOf('?') + 1) : '';
    const values: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(query)) values[key] = value;
    links[rel] = values;
  }
  return links;
}
