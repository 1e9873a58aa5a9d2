import type { Notification } from '../../../core/domain/types';
import { mediaUrl } from '../media-viewer/media-url';

/** The emoji of a reaction: a custom emoji's image, else the character itself. */
export function ReactionEmoji({ notification }: { notification: Notification }) {
  const emoji = notification.emoji ?? '';
  const url = mediaUrl(notification.emojiUrl);
  if (url) {
    return <img className="emoji notification-emoji" src={url} alt={emoji} title={emoji} />;
  }
  return <span className="notification-emoji">{emoji}</span>;
}
