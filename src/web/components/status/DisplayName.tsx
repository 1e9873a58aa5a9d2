import type { Account } from '../../../core/domain/types';
import { SafeHtml } from '../common/SafeHtml';
import { escapeHtml } from '../common/sanitize';

/** A display name with its custom emoji; falls back to the username. */
export function DisplayName({ account }: { account: Account | undefined }) {
  if (!account) return <span className="display-name">…</span>;
  const name = account.displayName.trim() === '' ? account.username : account.displayName;
  return (
    <SafeHtml as="span" className="display-name" html={escapeHtml(name)} emojis={account.emojis} />
  );
}
