import type { Account } from '../../../core/domain/types';
import { markInvisible, visibleName } from '../../../shared/text/invisible';
import { SafeHtml } from '../common/SafeHtml';
import { escapeHtml } from '../common/sanitize';

/**
 * A display name with its custom emoji, invisible characters dropped (they hide look-alikes);
 * falls back to the username, its hidden characters marked, when nothing visible is left.
 */
export function DisplayName({ account }: { account: Account | undefined }) {
  if (!account) return <span className="display-name">…</span>;
  const name = visibleName(account.displayName, markInvisible(account.username));
  return (
    <SafeHtml as="span" className="display-name" html={escapeHtml(name)} emojis={account.emojis} />
  );
}
