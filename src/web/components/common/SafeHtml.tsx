import { useMemo } from 'react';
import { type EmojiRef, sanitizeHtml } from './sanitize';

/**
 * The only place server HTML reaches the DOM: sanitized with DOMPurify (allowlist in
 * sanitize.ts), links forced to open in a new tab with rel="noopener noreferrer nofollow".
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
  const clean = useMemo(() => sanitizeHtml(html, emojis ?? []), [html, emojis]);
  return (
    <Tag
      className={className}
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
