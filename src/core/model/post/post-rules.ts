import type { Account, Status, Visibility } from '../../domain/types';
import { COMPOSE_VISIBILITIES, type ComposeVisibility } from '../compose';

/**
 * The post form's offer rules that depend on the instance, the account and the status a
 * form answers (spec part 2 §5): which scopes the selector shows, whether a content-type
 * selector shows, whether quoting or editing is offered, and the private-post warning.
 */

export interface ScopeContext {
  /** The scope now chosen. */
  readonly current: ComposeVisibility;
  /** The scope of the status replied to, if any. */
  readonly original?: Visibility | null;
  /** The account's default scope. */
  readonly defaultScope?: Visibility | null;
  /** The instance's (or user's) minimal scopes mode. */
  readonly minimal?: boolean;
}

/**
 * Direct is always shown; the others are hidden when the original is direct; in minimal
 * scopes mode only the current, the original and the default scope show.
 */
export function scopeOptions(context: ScopeContext): ComposeVisibility[] {
  return COMPOSE_VISIBILITIES.filter((scope) => {
    if (scope === 'direct' || scope === context.current) return true;
    if (context.original === 'direct') return false;
    if (!context.minimal) return true;
    return scope === context.original || scope === context.defaultScope;
  });
}

/** Spec part 2 §5: the content-type selector appears only when the instance has several. */
export function showsContentTypes(postFormats: readonly string[]): boolean {
  return postFormats.length > 1;
}

/** An unlocked account posting privately is warned that anyone may follow it and read it. */
export function warnsPrivatePost(
  account: Pick<Account, 'locked'> | undefined,
  visibility: ComposeVisibility,
): boolean {
  return visibility === 'private' && account !== undefined && !account.locked;
}

/**
 * Quoting is offered only if the instance supports it and the status is public, unlisted,
 * local, or private and one's own (spec part 2 §5).
 */
export function canQuote(
  status: Pick<Status, 'visibility' | 'accountId'>,
  selfId: string | undefined,
  quotesSupported: boolean,
): boolean {
  if (!quotesSupported) return false;
  if (['public', 'unlisted', 'local'].includes(status.visibility)) return true;
  return status.visibility === 'private' && selfId !== undefined && status.accountId === selfId;
}

/** Editing only one's own statuses, and only where the instance supports editing. */
export function canEdit(
  status: Pick<Status, 'accountId'>,
  selfId: string | undefined,
  editingSupported: boolean,
): boolean {
  return editingSupported && selfId !== undefined && status.accountId === selfId;
}

/** The edit history is offered only for statuses that were edited. */
export function hasEditHistory(status: Pick<Status, 'editedAt'>): boolean {
  return status.editedAt !== null;
}
