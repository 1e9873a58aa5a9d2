/**
 * Turns plain post text into the HTML Pleroma sends for `text/plain` posts: escaped text,
 * `<br/>` for newlines, links, `h-card` mentions and `class="hashtag"` tag links.
 */

export interface MentionTarget {
  id: string;
  username: string;
  acct: string;
  url: string;
}

export interface RenderedText {
  html: string;
  mentions: MentionTarget[];
  tags: string[];
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// One pass over the text so escaping and linking never see each other's output.
const TOKEN =
  /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])|(?<![\w@/])@([A-Za-z0-9_]+)(?:@([A-Za-z0-9.-]+(?::\d+)?))?|(?<![\w&/#])#([\p{L}\p{N}_]+)/gu;

/**
 * @param resolve finds the mentioned account by username and domain (null = local).
 * @param baseUrl the sandbox's own origin, for hashtag links.
 */
export function renderPlainText(
  text: string,
  resolve: (username: string, domain: string | null) => MentionTarget | undefined,
  baseUrl: string,
): RenderedText {
  const mentions: MentionTarget[] = [];
  const tags: string[] = [];
  let html = '';
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    html += escapeHtml(text.slice(last, at));
    last = at + m[0].length;
    const [whole, url, user, domain, tag] = m;
    if (url) {
      html += `<a href="${escapeHtml(url)}" rel="ugc">${escapeHtml(url)}</a>`;
    } else if (user) {
      const target = resolve(user, domain ?? null);
      if (!target) {
        html += escapeHtml(whole);
        continue;
      }
      if (!mentions.some((t) => t.id === target.id)) mentions.push(target);
      html += `<span class="h-card"><a class="u-url mention" data-user="${target.id}" href="${escapeHtml(target.url)}" rel="ugc">@<span>${escapeHtml(target.username)}</span></a></span>`;
    } else if (tag) {
      const name = tag.toLowerCase();
      if (!tags.includes(name)) tags.push(name);
      html += `<a class="hashtag" data-tag="${escapeHtml(name)}" href="${baseUrl}/tag/${encodeURIComponent(name)}" rel="tag ugc">#${escapeHtml(tag)}</a>`;
    }
  }
  html += escapeHtml(text.slice(last));
  return { html: html.replace(/\r?\n/g, '<br/>'), mentions, tags };
}

/** Custom emoji shortcodes used in a text, in order of first use. */
export function findShortcodes(text: string, known: (code: string) => boolean): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/:([A-Za-z0-9_]+):/g)) {
    const code = m[1]!;
    if (known(code) && !found.includes(code)) found.push(code);
  }
  return found;
}
