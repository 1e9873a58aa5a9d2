import type { MouseEvent } from 'react';
import type { Status } from '../../../core/domain/types';
import { pathFor } from '../../app/route-table';
import { useNavigate } from '../../app/router';
import { useProfilePath } from '../../app/use-profile-path';
import { SafeHtml } from '../common/SafeHtml';
import { extractTag, findMention, isHashtagLink, type LinkInfo } from './status-links';

function linkInfo(anchor: HTMLAnchorElement): LinkInfo {
  return {
    href: anchor.getAttribute('href') ?? '',
    text: anchor.textContent ?? '',
    classes: [...anchor.classList],
  };
}

/**
 * A status's sanitized HTML. Clicks on hashtags open the tag timeline and clicks on
 * mentions the profile; a hashtag with no extractable tag and every other link keep their
 * new-tab behaviour (target _blank, rel noopener, set by the sanitizer).
 */
export function StatusContent({ status, tall }: { status: Status; tall: boolean }) {
  const navigate = useNavigate();
  const profilePath = useProfilePath();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a');
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    const link = linkInfo(anchor);
    const mention = findMention(link, status.mentions);
    if (mention) {
      event.preventDefault();
      navigate(profilePath(mention));
      return;
    }
    if (isHashtagLink(link, status.tags)) {
      const tag = extractTag(link, status.tags);
      if (tag) {
        event.preventDefault();
        navigate(pathFor('tag-timeline', { tag }));
      }
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: links handle Enter themselves (click event)
    <div
      className={tall ? 'status-content-wrap status-content-tall' : 'status-content-wrap'}
      onClick={onClick}
    >
      <SafeHtml
        className="status-content"
        html={status.content}
        emojis={status.emojis}
        lang={status.language ?? undefined}
      />
    </div>
  );
}
