import { compile, type DomNode, type FormatCallback } from 'html-to-text';
import type { Status } from '../../../core';
import { mediaViewerKind } from '../../../core/model/media-viewer';
import { isWebUrl, statusAddress } from '../../../core/view/status-commands';

// One rule for which addresses may open, shared with core's status commands.
export { isWebUrl, statusAddress as statusUrl };

import { safeLine } from '../../../shared/text/terminal-safe';

/** A link a reader may open from a status. */
export interface StatusLink {
  readonly url: string;
  /** What the link says (terminal-safe). */
  readonly text: string;
}

interface Found {
  href: string;
  text: string;
  className: string;
  rel: string;
}

let found: Found[] = [];

const collectLink: FormatCallback = (elem, walk, builder) => {
  const attribs = (elem.attribs ?? {}) as Record<string, unknown>;
  const href = typeof attribs.href === 'string' ? attribs.href : '';
  let text = '';
  builder.pushWordTransform((word) => {
    text += text === '' ? word : ` ${word}`;
    return word;
  });
  walk(elem.children as DomNode[], builder);
  builder.popWordTransform();
  if (href) {
    found.push({
      href,
      text,
      className: typeof attribs.class === 'string' ? attribs.class : '',
      rel: typeof attribs.rel === 'string' ? attribs.rel : '',
    });
  }
};

// Entities (`&amp;`) in addresses are decoded by the HTML parser, as a browser would.
// Compiled on first use (a reader asking for a status's links), not while the UI starts.
let scanner: ((html: string) => string) | undefined;
function scan(html: string): string {
  scanner ??= compile({
    wordwrap: false,
    formatters: { collectLink },
    selectors: [{ selector: 'a', format: 'collectLink' }],
  });
  return scanner(html);
}

/**
 * The links of a status worth opening, in order and without repeats: links in its text
 * (not mentions or hashtags, which name people and topics rather than pages), then its
 * link card, then the attachments the media viewer leaves out (plain files are links, as in
 * Pleroma-FE). Only http(s) addresses are kept: remote content chooses them.
 */
export function statusLinks(status: Status): StatusLink[] {
  found = [];
  scan(status.content);
  const links: StatusLink[] = [];
  const seen = new Set<string>();
  const add = (url: string, text: string) => {
    if (!isWebUrl(url) || seen.has(url)) return;
    seen.add(url);
    links.push({ url, text: safeLine(text).trim() || safeLine(url) });
  };
  for (const link of found) {
    const mention = /\bmention\b/.test(link.className) || link.text.startsWith('@');
    const hashtag =
      /\bhashtag\b/.test(link.className) || link.rel === 'tag' || link.text.startsWith('#');
    if (!mention && !hashtag) add(link.href, link.text);
  }
  if (status.card) add(status.card.url, status.card.title);
  for (const file of status.mediaAttachments) {
    if (mediaViewerKind(file) === null) add(file.remoteUrl ?? file.url, file.description);
  }
  found = [];
  return links;
}
