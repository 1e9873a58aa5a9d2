import { formatLinkOf } from './link-text';

/**
 * `htmlToPlain` (html-to-plain.ts) for the plain HTML most statuses are, without
 * html-to-text: paragraphs, line breaks, links, spans and images, with the five named
 * character references and numeric ones. Loading html-to-text, its HTML parser and entity
 * tables cost the CLI's human output ~1.6 MiB of its peak memory (issue 10). Anything else
 * (another tag, a comment, an unclosed or misnested element, another entity, a width) is
 * declined with `undefined`, and the caller uses html-to-text. Where it answers, the answer is
 * html-to-text's own: this is its algorithm (BlockTextBuilder without wrapping) for these
 * elements, and tests/shared/text/html-to-plain-lite.test.ts compares the two.
 */

/**
 * The longest HTML converted (UTF-16 units). Statuses are a few KiB; this bounds the work a
 * hostile document can cause (html-to-plain.ts cuts longer ones).
 */
export const MAX_HTML_LENGTH = 512 * 1024;

interface Element {
  name: 'p' | 'a' | 'span' | 'br' | 'img';
  attribs: Record<string, string>;
  children: Node[];
}
type Node = string | Element;

const VOID = new Set(['br', 'img']);
const CONTAINERS = new Set(['p', 'a', 'span']);
/** How deep elements may nest here (html-to-text's own bound is 64). */
const MAX_DEPTH = 16;

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** Decodes the references this parser knows; undefined for any other `&`. */
function decode(text: string): string | undefined {
  if (!text.includes('&')) return text;
  let failed = false;
  const out = text.replace(
    /&(?:#(\d{1,7});|#[xX]([0-9a-fA-F]{1,6});|([a-zA-Z][a-zA-Z0-9]*);)?/g,
    (whole: string, dec?: string, hex?: string, name?: string, ...rest: unknown[]) => {
      if (name !== undefined) {
        const value = NAMED[name];
        if (value === undefined) failed = true;
        return value ?? whole;
      }
      if (dec === undefined && hex === undefined) {
        // A lone `&` before whitespace or the end is text; before anything else it may start
        // a reference the parser knows (legacy names without `;`, `&#39` ...).
        const next = text[(rest[0] as number) + 1];
        if (next !== undefined && !/[ \t\r\n\f]/.test(next)) failed = true;
        return whole;
      }
      const code = dec !== undefined ? Number(dec) : Number.parseInt(hex ?? '', 16);
      // Controls, C1 (remapped from windows-1252 by the parser), surrogates, out of range.
      const odd =
        code < 0x20 ||
        (code >= 0x7f && code < 0xa0) ||
        (code >= 0xd800 && code <= 0xdfff) ||
        code > 0x10ffff;
      if (odd) failed = true;
      return odd ? whole : String.fromCodePoint(code);
    },
  );
  return failed ? undefined : out;
}

/** A name, and a quoted value or none (unquoted values are left to html-to-text). */
const ATTRIBUTE = /^\s+([a-zA-Z][a-zA-Z0-9_:-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?(?=[\s/>])/;

/** The tree of `html`, or undefined when it holds anything this parser does not take. */
function parse(html: string): Node[] | undefined {
  const root: Element = { name: 'p', attribs: {}, children: [] };
  const stack: Element[] = [root];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const end = lt === -1 ? html.length : lt;
    if (end > i) {
      const text = decode(html.slice(i, end));
      if (text === undefined) return undefined;
      (stack[stack.length - 1] as Element).children.push(text);
    }
    if (lt === -1) break;
    const close = /^<\/([a-zA-Z]+)\s*>/.exec(html.slice(lt, lt + 16));
    if (close) {
      const name = (close[1] as string).toLowerCase();
      const open = stack[stack.length - 1] as Element;
      if (stack.length === 1 || open.name !== name) return undefined;
      stack.pop();
      i = lt + close[0].length;
      continue;
    }
    const tag = /^<([a-zA-Z]+)/.exec(html.slice(lt, lt + 8));
    if (!tag) return undefined;
    const name = (tag[1] as string).toLowerCase();
    if (!VOID.has(name) && !CONTAINERS.has(name)) return undefined;
    let j = lt + tag[0].length;
    const attribs: Record<string, string> = {};
    for (;;) {
      const attribute = ATTRIBUTE.exec(html.slice(j, j + 4096));
      if (!attribute) break;
      const key = (attribute[1] as string).toLowerCase();
      const value = decode(attribute[2] ?? attribute[3] ?? '');
      if (value === undefined || key in attribs) return undefined;
      attribs[key] = value;
      j += attribute[0].length;
    }
    const rest = /^\s*(\/?)>/.exec(html.slice(j, j + 64));
    if (!rest) return undefined;
    // `<p/>` is an open `<p>` to an HTML parser: left to html-to-text.
    if (rest[1] && !VOID.has(name)) return undefined;
    i = j + rest[0].length;
    const element: Element = { name: name as Element['name'], attribs, children: [] };
    const parent = stack[stack.length - 1] as Element;
    // A paragraph only at the top, links not in links: the parser would close elements here.
    if (name === 'p' && stack.length > 1) return undefined;
    if (name === 'a' && stack.some((e) => e.name === 'a')) return undefined;
    parent.children.push(element);
    if (!VOID.has(name)) {
      if (stack.length > MAX_DEPTH) return undefined;
      stack.push(element);
    }
  }
  return stack.length === 1 ? root.children : undefined;
}

// ---- html-to-text's BlockTextBuilder, without wrapping, for blocks and inline text ----

/** html-to-text's default whitespace: ' \t\r\n\f\u200b'. */
const WORD = /[^ \t\r\n\f\u200b]+/g;
const LEADING_SPACE = /^[ \t\r\n\f\u200b]/;
const TRAILING_SPACE = /[ \t\r\n\f\u200b]$/;
const ONLY_SPACE = /^[ \t\r\n\f\u200b]*$/;

class Inline {
  lines: string[][] = [];
  words: string[] = [];
  stashedSpace = false;

  pushWord(word: string): void {
    this.words.push(word);
  }

  concatWord(word: string): void {
    const last = this.words.pop();
    this.words.push(last !== undefined ? last + word : word);
  }

  newLine(n = 1): void {
    this.lines.push(this.words);
    for (let k = 1; k < n; k++) this.lines.push([]);
    this.words = [];
  }

  isEmpty(): boolean {
    return this.lines.length === 0 && this.words.length === 0;
  }

  clear(): void {
    this.lines.length = 0;
    this.words.length = 0;
  }

  toString(): string {
    return [...this.lines, this.words].map((words) => words.join(' ')).join('\n');
  }
}

class Block {
  inline = new Inline();
  rawText = '';
  stashedLineBreaks = 0;
  constructor(
    readonly next: Block | undefined,
    public leadingLineBreaks: number,
  ) {}
}

function textOf(block: Block): string {
  return block.inline.isEmpty() ? block.rawText : block.rawText + block.inline.toString();
}

class Builder {
  private item = new Block(undefined, 1);
  private transforms: Array<(word: string) => string> = [];

  pushWordTransform(transform: (word: string) => string): void {
    this.transforms.push(transform);
  }

  popWordTransform(): void {
    this.transforms.pop();
  }

  addLineBreak(): void {
    this.item.inline.newLine();
  }

  addInline(text: string, { noWordTransform = false } = {}): void {
    const item = this.item;
    if (text.length === 0 || (item.stashedLineBreaks && ONLY_SPACE.test(text))) return;
    if (item.stashedLineBreaks) item.inline.newLine(item.stashedLineBreaks);
    const transform = noWordTransform || this.transforms.length === 0 ? undefined : this.transform;
    const inline = item.inline;
    const stashed = inline.stashedSpace;
    const words = text.match(WORD) ?? [];
    const any = words.length > 0;
    words.forEach((raw, k) => {
      const word = transform ? transform(raw) : raw;
      if (k > 0 || stashed || LEADING_SPACE.test(text)) inline.pushWord(word);
      else inline.concatWord(word);
    });
    inline.stashedSpace = (stashed && !any) || TRAILING_SPACE.test(text);
    item.stashedLineBreaks = 0;
  }

  /** The innermost transform first, as html-to-text's stack applies them. */
  private readonly transform = (word: string): string => {
    let out = word;
    for (let k = this.transforms.length - 1; k >= 0; k--)
      out = (this.transforms[k] as (w: string) => string)(out);
    return out;
  };

  openBlock(leadingLineBreaks: number): void {
    this.item = new Block(this.item, leadingLineBreaks);
  }

  closeBlock(trailingLineBreaks: number): void {
    const block = this.item;
    this.item = block.next as Block;
    addText(
      this.item,
      textOf(block),
      block.leadingLineBreaks,
      Math.max(block.stashedLineBreaks, trailingLineBreaks),
    );
  }

  toString(): string {
    let root = this.item;
    while (root.next) root = root.next;
    return textOf(root);
  }
}

function addText(
  item: Block,
  text: string,
  leadingLineBreaks: number,
  trailingLineBreaks: number,
): void {
  const parentText = textOf(item);
  const lineBreaks = Math.max(item.stashedLineBreaks, leadingLineBreaks);
  item.inline.clear();
  if (parentText) {
    item.rawText = `${parentText}${'\n'.repeat(lineBreaks)}${text}`;
  } else {
    item.rawText = text;
    item.leadingLineBreaks = lineBreaks;
  }
  item.stashedLineBreaks = trailingLineBreaks;
}

// ---- the formatters html-to-plain.ts sets up, for these elements ----

function walk(nodes: Node[], builder: Builder): void {
  for (const node of nodes) {
    if (typeof node === 'string') builder.addInline(node);
    else format(node, builder);
  }
}

function classes(element: Element): string[] {
  return (element.attribs.class ?? '').split(/[ \t\r\n\f]+/).filter(Boolean);
}

function format(element: Element, builder: Builder): void {
  switch (element.name) {
    case 'p':
      builder.openBlock(2);
      walk(element.children, builder);
      builder.closeBlock(2);
      return;
    case 'br':
      builder.addLineBreak();
      return;
    case 'img':
      if (element.attribs.alt) builder.addInline(element.attribs.alt);
      return;
    case 'span': {
      const names = classes(element);
      if (names.includes('invisible')) return;
      walk(element.children, builder);
      if (names.includes('ellipsis')) builder.addInline('…');
      return;
    }
    case 'a':
      formatLink(element, builder);
      return;
  }
}

function formatLink(element: Element, builder: Builder): void {
  const { href, class: classAttribute = '', rel } = element.attribs;
  formatLinkOf(builder, { href, classAttribute, rel }, () => walk(element.children, builder));
}

/** Does `html` use only what this converter takes? (Both spans' classes at once: no.) */
function plainEnough(nodes: Node[]): boolean {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if (node.name === 'span') {
      const names = classes(node);
      if (names.includes('invisible') && names.includes('ellipsis')) return false;
    }
    if (!plainEnough(node.children)) return false;
  }
  return true;
}

/**
 * html-to-text's answer for `html` with html-to-plain.ts's options and no wrapping (before
 * `stripControl`), or undefined when `html` holds anything else.
 */
export function liteHtmlToText(html: string): string | undefined {
  const nodes = parse(html);
  if (!nodes || !plainEnough(nodes)) return undefined;
  const builder = new Builder();
  walk(nodes, builder);
  return builder.toString();
}
