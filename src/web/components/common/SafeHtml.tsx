import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  type EmojiRef,
  loadSanitizer,
  onSanitizerReady,
  sanitizeHtml,
  sanitizerReady,
} from './sanitize';

/**
 * The only place server HTML reaches the DOM: sanitized with DOMPurify (allowlist in
 * sanitize.ts), links forced to open in a new tab with rel="noopener noreferrer nofollow".
 * Until DOMPurify has loaded (lazily, see sanitize.ts) the element is empty, never raw.
 */
export function SafeHtml({
  html,
  emojis,
  className,
  as: Tag = 'div',
  lang,
}: {
  html: string;
  emojis?: readonly EmojiRef[];
  className?: string;
  as?: 'div' | 'span';
  lang?: string;
}) {
  const ready = useSyncExternalStore(onSanitizerReady, sanitizerReady);
  useEffect(() => {
    // Normally already started by main.tsx; a failed load is retried by the next fragment.
    if (!ready) loadSanitizer().catch(() => {});
  }, [ready]);
  const clean = useMemo(
    () => (ready ? sanitizeHtml(html, emojis ?? []) : ''),
    [ready, html, emojis],
  );
  return (
    <Tag
      className={className}
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
