/** How htmlToPlain's two converters (html-to-plain.ts, html-to-plain-lite.ts) show a link. */

/** What a link formatter needs of html-to-text's BlockTextBuilder (and of the lite `Builder`). */
export interface LinkBuilder {
  pushWordTransform(transform: (word: string) => string): void;
  popWordTransform(): unknown;
  addInline(text: string, options?: { noWordTransform?: boolean }): void;
}

/**
 * A link as htmlToPlain's reading rules show it: its text, then ` <href>` unless the text
 * stands for the address; the address alone when it has no text. `walkChildren` adds the
 * link's content. Both converters format links with this.
 */
export function formatLinkOf(
  builder: LinkBuilder,
  link: { href: string | undefined; classAttribute: string; rel: string | undefined },
  walkChildren: () => void,
): void {
  const { href } = link;
  if (!href || href.startsWith('#')) {
    walkChildren();
    return;
  }
  // Collect the words the link renders (after skipping invisible spans), as html-to-text's
  // own anchor formatter does; whitespace between words is not part of them.
  let text = '';
  builder.pushWordTransform((word) => {
    text += word;
    return word;
  });
  walkChildren();
  builder.popWordTransform();
  if (text === '') builder.addInline(href, { noWordTransform: true });
  else if (!linkTextStandsForHref(text, href, link.classAttribute, link.rel)) {
    builder.addInline(` <${href}>`, { noWordTransform: true });
  }
}

// Escaped: one character past U+00FF makes V8 hold a whole bundle's source as two bytes a
// character (tests/cli/bundle-source.test.ts).
const ELLIPSIS = /(?:\u2026|\.\.\.)$/;

/**
 * True when showing a link's `text` alone does not hide where it goes (see htmlToPlain's
 * reading rules): mentions, hashtags, the address itself, shortened or its last segment.
 */
function linkTextStandsForHref(
  text: string,
  href: string,
  classAttribute: string,
  rel: string | undefined,
): boolean {
  if (text.startsWith('@') || text.startsWith('#')) return true;
  if (/\b(?:mention|hashtag)\b/.test(classAttribute) || rel === 'tag') return true;

  const truncated = ELLIPSIS.test(text);
  const shown = comparable(text.replace(ELLIPSIS, ''));
  if (shown === '') return false;
  const matches = (target: string) => (truncated ? target.startsWith(shown) : target === shown);

  const target = comparable(href);
  return matches(target) || matches(lastPathSegment(target));
}

/** Lower-case, decoded, without scheme, `www.`, trailing slash or whitespace. */
function comparable(value: string): string {
  return safeDecode(value)
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/^[a-z][a-z0-9+.-]*:(?:\/\/)?/, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

function lastPathSegment(urlWithoutScheme: string): string {
  const path = urlWithoutScheme.replace(/[?#].*$/, '');
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(slash + 1);
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    // Malformed percent-encoding: compare the raw text.
    return value;
  }
}
