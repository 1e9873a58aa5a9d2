/** Parsed `Link` header pagination: the query parameters of the next/prev pages. */
export interface PageLinks {
  next?: Record<string, string>;
  prev?: Record<string, string>;
}

/** The `Link` header's next/prev targets as the server wrote them (absolute or relative URLs). */
export interface LinkTargets {
  next?: string;
  prev?: string;
}

/**
 * The next/prev targets of an RFC 8288 `Link` header as Mastodon/Pleroma send it:
 * `<https://h/api/v1/timelines/home?max_id=9>; rel="next", <...?min_id=12>; rel="prev"`.
 * `paging.ts` follows them verbatim.
 */
export function parseLinkTargets(header: string | null | undefined): LinkTargets {
  const targets: LinkTargets = {};
  if (!header) return targets;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /<([^>]*)>\s*((?:;\s*[^;]+)*)/.exec(part.trim());
    if (!match) continue;
    const [, target = '', params = ''] = match;
    const rel = /rel="?([^";]+)"?/i.exec(params)?.[1]?.trim().toLowerCase();
    if (rel === 'next' || rel === 'prev') targets[rel] = target;
  }
  return targets;
}

/** The query of each `Link` target (what callers that keep their own path read). */
export function parseLinkHeader(header: string | null | undefined): PageLinks {
  const links: PageLinks = {};
  for (const [rel, target] of Object.entries(parseLinkTargets(header))) {
    const query = target.includes('?') ? target.slice(target.indexOf('?') + 1) : '';
    const values: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(query)) values[key] = value;
    links[rel as keyof PageLinks] = values;
  }
  return links;
}
