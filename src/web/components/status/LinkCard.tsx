import type { LinkCard as Card } from '../../../core/domain/types';
import { useT } from '../../app/hooks';

const HTTP_URL = /^https?:\/\//i;

/** The link preview card: image, title, description and provider, opening in a new tab. */
export function LinkCard({ card }: { card: Card }) {
  const t = useT();
  if (!HTTP_URL.test(card.url)) return null;
  const image = card.image && HTTP_URL.test(card.image) ? card.image : null;
  let host = card.providerName;
  if (!host) {
    try {
      host = new URL(card.url).host;
    } catch {
      host = '';
    }
  }
  return (
    <a
      className="link-card"
      href={card.url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      aria-label={`${t('status.link_preview')}: ${card.title || card.url}`}
    >
      {image ? <img className="link-card-image" src={image} alt="" loading="lazy" /> : null}
      <span className="link-card-text">
        {host ? <span className="link-card-host faint">{host}</span> : null}
        <span className="link-card-title">{card.title || card.url}</span>
        {card.description ? (
          <span className="link-card-description">{card.description}</span>
        ) : null}
      </span>
    </a>
  );
}
