/**
 * Security headers of `petrel web`: a strict CSP for the app, and a fence around what the
 * server sends through the proxy. The proxy puts the server's files (uploads, the media
 * proxy's copies of remote files) in the app's origin, where the tokens live; a file that
 * the browser renders as a document there could read them. The fence makes such a
 * document harmless: a `sandbox` CSP gives it an opaque origin (no storage, no cookies, no
 * script), `nosniff` stops HTML hiding behind another type, and anything that is not an
 * image, video or audio is a download, never a page.
 *
 * NODE-ONLY CODE, loaded by serve.ts. Hand-written: a few constant header values; helmet
 * and the like set one policy per app, not one per proxied answer.
 */
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';

/** The policy of every proxied answer a browser might open as a page. */
export const FENCE_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

/**
 * The server's own login pages (OAuth authorize, two-factor) must run as pages: they are
 * forms whose session cookie a sandboxed (opaque-origin) page would not send. They come
 * from the server that issues the token, not from its users, so they are not fenced.
 */
const UNFENCED_PREFIXES = ['/oauth/'];

/** Types a browser shows inline without running anything (SVG runs under the fence's CSP). */
const INLINE_TYPE = /^(image|video|audio)\//i;

/**
 * The CSP sources of index.html's inline scripts (`'sha256-…'`): the one inline script is the
 * theme's, applying the cached theme before the first paint (index.html). Only these exact
 * texts run; any other inline script stays blocked.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/**
 * index.html: scripts only from the bundle and the inline scripts whose hashes are given
 * (the theme's), no plugins, no `<base>`, never framed; the API and the streaming socket
 * on this origin. Images and media come from any server (remote avatars, attachments).
 */
export function appHeaders(
  origin: string,
  apiServer = '',
  scriptHashes: readonly string[] = [],
): OutgoingHttpHeaders {
  const socketOrigin = origin ? ` ${origin.replace(/^http/, 'ws')}` : '';
  // Remote follow (spec part 2 §2) is a form the page posts to the server's own ostatus
  // page, which then runs at the server's origin, away from the tokens kept here.
  const formServer = apiServer ? ` ${apiServer}` : '';
  return {
    'content-security-policy': [
      "default-src 'self'",
      ["script-src 'self'", ...scriptHashes].join(' '),
      // React sets style attributes through the CSSOM (not covered by CSP); the sanitized
      // server HTML and a few components still carry inline style attributes.
      "style-src 'self' 'unsafe-inline'",
      'img-src * data: blob:',
      'media-src * data: blob:',
      `connect-src 'self'${socketOrigin}`,
      "object-src 'none'",
      "base-uri 'none'",
      `form-action 'self'${formServer}`,
      "frame-ancestors 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
  };
}

/** True for proxied paths whose answers get the fence (all but the server's login pages). */
export function isFenced(pathname: string): boolean {
  return !UNFENCED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Adds the fence to a proxied answer's headers (already lower-cased). A server's own CSP
 * is replaced: it was written for its origin, not for ours.
 */
export function fenceHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const type = String(headers['content-type'] ?? '');
  const disposition = String(headers['content-disposition'] ?? '');
  const out: OutgoingHttpHeaders = {
    ...headers,
    'content-security-policy': FENCE_CSP,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  if (!INLINE_TYPE.test(type.trim()) && !/^attachment\b/i.test(disposition.trim())) {
    out['content-disposition'] = 'attachment';
  }
  return out;
}
