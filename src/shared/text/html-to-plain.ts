import {
  compile,
  type DomNode,
  type FormatCallback,
  type HtmlToTextOptions,
  type SelectorDefinition,
} from 'html-to-text';
import { liteHtmlToText, MAX_HTML_LENGTH } from './html-to-plain-lite';
import { formatLinkOf } from './link-text';
import { stripControl } from './terminal-safe';

export { MAX_HTML_LENGTH };

export interface HtmlToPlainOptions {
  /** Wrap lines at this many columns; omitted or 0 means no wrapping (the view wraps). */
  width?: number;
  /** The line that ends a text cut because it was too long (default `CUT_MARK`). */
  cutMark?: string;
}

// MAX_HTML_LENGTH: we cut before html-to-text does, because its own cut is silent in the
// text and says so with `console.warn` on stderr, once per post.

/** Ends a text that was cut at `MAX_HTML_LENGTH`, so a reader knows there was more. */
export const CUT_MARK = '… [post cut: too long]';

/**
 * Reduces status, bio or announcement HTML to plain text for the terminal and the CLI's
 * human output, then removes every terminal control sequence (entities are decoded first,
 * so `&#27;` cannot smuggle an ESC through).
 *
 * Reading rules:
 * - paragraphs are separated by one blank line, `<br>` is a line break, no word wrap
 *   unless `width` is given;
 * - a link shows its text. Its address follows as `text <href>` only when the text does
 *   not already stand for it: mentions (`@name`), hashtags (`#tag`), a text that is the
 *   URL itself with the scheme/`www.` stripped or cut short with an ellipsis (Mastodon's
 *   `invisible`/`ellipsis` spans, Pleroma's shortened media names), or the last path segment
 *   (`#<a href=".../tag/cats">cats</a>`, `<a href=".../image.png">image.png</a>`). So a
 *   link whose text names a different place than it goes to is always visible;
 * - images become their alt text (custom emoji keep their `:shortcode:`);
 * - headings keep their case; lists use `- `; scripts and styles are dropped.
 */
export function htmlToPlain(html: string, opts: HtmlToPlainOptions = {}): string {
  const width = opts.width && opts.width > 0 ? Math.floor(opts.width) : 0;
  if (html.length <= MAX_HTML_LENGTH) {
    // Plain status HTML without html-to-text's parser and selector tree (the same answer,
    // html-to-plain-lite.ts); anything else, or a width to wrap at, goes to html-to-text.
    const lite = width === 0 ? liteHtmlToText(html) : undefined;
    return stripControl(lite ?? converter(width)(html));
  }
  // Never split a surrogate pair: half a character would reach the terminal as U+FFFD.
  const end = isHighSurrogate(html.charCodeAt(MAX_HTML_LENGTH - 1))
    ? MAX_HTML_LENGTH - 1
    : MAX_HTML_LENGTH;
  const text = stripControl(converter(width)(html.slice(0, end))).trimEnd();
  return `${text}\n${opts.cutMark ?? CUT_MARK}`;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

const converters = new Map<number, (html: string) => string>();

// Compiling the selector tree is the expensive part; a converter per width is reused.
function converter(width: number): (html: string) => string {
  let convert = converters.get(width);
  if (!convert) {
    convert = compile(optionsFor(width));
    converters.set(width, convert);
  }
  return convert;
}

const block = (selector: string, lines: number): SelectorDefinition => ({
  selector,
  format: 'block',
  options: { leadingLineBreaks: lines, trailingLineBreaks: lines },
});

const heading = (selector: string): SelectorDefinition => ({
  selector,
  format: 'heading',
  options: { leadingLineBreaks: 2, trailingLineBreaks: 1, uppercase: false },
});

function optionsFor(width: number): HtmlToTextOptions {
  return {
    wordwrap: width > 0 ? width : false,
    // Bound the work a hostile document can cause; statuses are a few KiB.
    limits: { maxInputLength: MAX_HTML_LENGTH, maxDepth: 64, ellipsis: '…' },
    formatters: { petrelLink, petrelImage, petrelEllipsis },
    selectors: [
      { selector: 'a', format: 'petrelLink' },
      { selector: 'img', format: 'petrelImage' },
      { selector: 'span.invisible', format: 'skip' },
      { selector: 'span.ellipsis', format: 'petrelEllipsis' },
      {
        selector: 'p',
        format: 'paragraph',
        options: { leadingLineBreaks: 2, trailingLineBreaks: 2 },
      },
      heading('h1'),
      heading('h2'),
      heading('h3'),
      heading('h4'),
      heading('h5'),
      heading('h6'),
      {
        selector: 'ul',
        format: 'unorderedList',
        options: { itemPrefix: '- ', leadingLineBreaks: 1, trailingLineBreaks: 1 },
      },
      {
        selector: 'ol',
        format: 'orderedList',
        options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
      },
      {
        selector: 'table',
        format: 'dataTable',
        options: { uppercaseHeaderCells: false, maxColumnWidth: 40 },
      },
      block('div', 1),
      { selector: 'script', format: 'skip' },
      { selector: 'style', format: 'skip' },
      { selector: 'template', format: 'skip' },
      { selector: 'noscript', format: 'skip' },
      { selector: 'title', format: 'skip' },
    ],
  };
}

const petrelLink: FormatCallback = (elem, walk, builder) => {
  const link = {
    href: attribute(elem, 'href'),
    classAttribute: attribute(elem, 'class') ?? '',
    rel: attribute(elem, 'rel'),
  };
  formatLinkOf(builder, link, () => walk(elem.children, builder));
};

const petrelImage: FormatCallback = (elem, _walk, builder) => {
  const alt = attribute(elem, 'alt');
  if (alt) builder.addInline(alt);
};

/** Mastodon marks a shortened link text with `<span class="ellipsis">`; show that it is cut. */
const petrelEllipsis: FormatCallback = (elem, walk, builder) => {
  walk(elem.children, builder);
  builder.addInline('…');
};

function attribute(elem: DomNode, name: string): string | undefined {
  const attribs: unknown = elem.attribs;
  if (typeof attribs !== 'object' || attribs === null) return undefined;
  const value: unknown = (attribs as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}
