/**
 * The one sanitizer for server HTML (ARCHITECTURE rule 6). DOMPurify with an allowlist:
 * basic text markup and links; images only as custom emoji. Every link opens in a new tab
 * with rel="noopener noreferrer nofollow". Custom emoji shortcodes (`:blob:`) in text are
 * replaced by <img class="emoji"> for the emoji the server listed with the content.
 *
 * DOMPurify (~11 KiB gzip) and the allowlist around it (purifier.ts) are not part of the
 * page's initial JavaScript (web budget, bench/web-size.mjs): `loadSanitizer()` fetches
 * them, main.tsx starts that at boot so they normally arrive before the first timeline
 * page, and `SafeHtml` shows nothing of a fragment until then. Nothing unsanitized is ever
 * rendered.
 */
import type { Purify } from './purifier';

export interface EmojiRef {
  shortcode: string;
  url: string;
}

let purifier: Purify | undefined;
let loading: Promise<void> | undefined;
const readyListeners = new Set<() => void>();

/** Loads DOMPurify once; resolves when `sanitizeHtml` can run. A failed load may be retried. */
export function loadSanitizer(): Promise<void> {
  // The purifier's module brings DOMPurify and the allowlist with it (one lazy chunk).
  loading ??= import('./purifier').then(
    (module) => {
      purifier = module.createPurifier(window);
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
  if (!purifier) throw new Error('sanitizeHtml before loadSanitizer() resolved');
  const clean = purifier(html, emojis);
  sanitized.set(key, clean);
  if (sanitized.size > SANITIZE_CACHE_SIZE) {
    const oldest = sanitized.keys().next().value;
    if (oldest !== undefined) sanitized.delete(oldest);
  }
  return clean;
}

/** Escapes plain text (a display name) so it can go through `sanitizeHtml` for emoji. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
