/**
 * The allowlist half of the one sanitizer (sanitize.ts, ARCHITECTURE rule 6), loaded with
 * DOMPurify by `loadSanitizer()`: outside the page's initial JavaScript (web budget).
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type { EmojiRef } from './sanitize';

/** Sanitizes server HTML with the emoji it may show (uncached; sanitize.ts caches). */
export type Purify = (html: string, emojis: readonly EmojiRef[]) => string;

export const ALLOWED_TAGS = [
  'a',
  'p',
  'br',
  'span',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'img',
];

const ALLOWED_ATTR = ['href', 'class', 'title', 'alt', 'src', 'lang', 'dir'];
const LINK_REL = 'noopener noreferrer nofollow';
const SAFE_URL = /^(?:https?:|mailto:|xmpp:|\/(?!\/))/i;
const SHORTCODE = /:([a-zA-Z0-9_+-]+):/g;

/** Emoji image URLs allowed for the sanitize call in progress (hooks are global). */
let allowedEmojiUrls = new Set<string>();

/** DOMPurify for this window with Petrel's allowlist and hooks. */
export function createPurifier(window: Window & typeof globalThis): Purify {
  const purify = configure(createDOMPurify(window));
  return (html, emojis) => sanitizeWith(purify, html, emojis);
}

function configure(instance: DOMPurify): DOMPurify {
  instance.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'img') return;
    const img = node as Element;
    const src = img.getAttribute('src') ?? '';
    // An <img> survives only as a custom emoji of this post.
    if (!img.classList.contains('emoji') || !allowedEmojiUrls.has(src)) {
      img.parentNode?.removeChild(img);
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('rel', LINK_REL);
      node.setAttribute('target', '_blank');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('draggable', 'false');
      node.setAttribute('loading', 'lazy');
    }
  });
  return instance;
}

function emojiImage(doc: Document, emoji: EmojiRef): HTMLImageElement {
  const img = doc.createElement('img');
  img.className = 'emoji';
  img.src = emoji.url;
  img.alt = `:${emoji.shortcode}:`;
  img.title = `:${emoji.shortcode}:`;
  return img;
}

/** Replaces `:shortcode:` in text nodes (not inside links' href or code) with emoji images. */
function emojify(root: DocumentFragment, emojis: readonly EmojiRef[]): void {
  if (emojis.length === 0) return;
  const byCode = new Map(emojis.map((e) => [e.shortcode, e]));
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('code, pre')) continue;
    if (node.nodeValue && SHORTCODE.test(node.nodeValue)) texts.push(node as Text);
    SHORTCODE.lastIndex = 0;
  }
  for (const text of texts) {
    const value = text.nodeValue ?? '';
    const parts = doc.createDocumentFragment();
    let last = 0;
    for (const match of value.matchAll(SHORTCODE)) {
      const emoji = byCode.get(match[1] ?? '');
      if (!emoji || !SAFE_URL.test(emoji.url)) continue;
      parts.append(value.slice(last, match.index), emojiImage(doc, emoji));
      last = match.index + match[0].length;
    }
    if (last === 0) continue;
    parts.append(value.slice(last));
    text.replaceWith(parts);
  }
}

function sanitizeWith(purify: DOMPurify, html: string, emojis: readonly EmojiRef[]): string {
  allowedEmojiUrls = new Set(emojis.map((e) => e.url));
  try {
    const fragment = purify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      RETURN_DOM_FRAGMENT: true,
    });
    emojify(fragment, emojis);
    const container = fragment.ownerDocument.createElement('div');
    container.append(fragment);
    return container.innerHTML;
  } finally {
    allowedEmojiUrls = new Set();
  }
}
