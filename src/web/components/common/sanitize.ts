/**
 * The one sanitizer for server HTML (ARCHITECTURE rule 6). DOMPurify with an allowlist:
 * basic text markup and links; images only as custom emoji. Every link opens in a new tab
 * with rel="noopener noreferrer nofollow". Custom emoji shortcodes (`:blob:`) in text are
 * replaced by <img class="emoji"> for the emoji the server listed with the content.
 *
 * DOMPurify (~11 KiB gzip) is not part of the page's initial JavaScript (web budget,
 * bench/web-size.mjs): `loadSanitizer()` fetches it, main.tsx starts that at boot so it
 * normally arrives before the first timeline page, and `SafeHtml` shows nothing of a
 * fragment until it is there. Nothing unsanitized is ever rendered.
 */
import type { DOMPurify } from 'dompurify';

export interface EmojiRef {
  shortcode: string;
  url: string;
}

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

let purifier: DOMPurify | undefined;
let loading: Promise<void> | undefined;
const readyListeners = new Set<() => void>();
/** Emoji image URLs allowed for the sanitize call in progress (hooks are global). */
let allowedEmojiUrls = new Set<string>();

/** Loads DOMPurify once; resolves when `sanitizeHtml` can run. A failed load may be retried. */
export function loadSanitizer(): Promise<void> {
  loading ??= import('dompurify').then(
    (module) => {
      purifier = configure(module.default(window));
      for (const listener of readyListeners) listener();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether `sanitizeHtml` can run now (for `useSyncExternalStore`). */
export function sanitizerReady(): boolean {
  return purifier !== undefined;
}

/** Calls `listener` once the sanitizer has loaded (for `useSyncExternalStore`). */
export function onSanitizerReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
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

/**
 * How many sanitized results are kept. A virtualized timeline re-mounts a status each time
 * it scrolls back into view; sanitizing again cost ~1.2 s over 2,000 statuses
 * (bench/web-scroll.mjs), and the result depends only on the HTML and its emoji.
 */
export const SANITIZE_CACHE_SIZE = 2000;
const sanitized = new Map<string, string>();

/**
 * Sanitized HTML, safe for innerHTML (cached: the same input gives the same output).
 * Throws until `loadSanitizer()` has resolved: callers render nothing rather than raw HTML.
 */
export function sanitizeHtml(html: string, emojis: readonly EmojiRef[] = []): string {
  const key = emojis.length
    ? `${emojis.map((e) => `${e.shortcode}\u0000${e.url}`).join('\u0001')}\u0002${html}`
    : html;
  const hit = sanitized.get(key);
  if (hit !== undefined) {
    // Refresh its place: the map's order is the eviction order (least recently used first).
    sanitized.delete(key);
    sanitized.set(key, hit);
    return hit;
  }
  const clean = sanitizeUncached(html, emojis);
  sanitized.set(key, clean);
  if (sanitized.size > SANITIZE_CACHE_SIZE) {
    const oldest = sanitized.keys().next().value;
    if (oldest !== undefined) sanitized.delete(oldest);
  }
  return clean;
}

function sanitizeUncached(html: string, emojis: readonly EmojiRef[]): string {
  const purify = purifier;
  if (!purify) throw new Error('sanitizeHtml before loadSanitizer() resolved');
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

/** Escapes plain text (a display name) so it can go through `sanitizeHtml` for emoji. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
