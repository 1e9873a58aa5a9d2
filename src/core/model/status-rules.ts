/**
 * Who may do what to a status (spec part 2 §5 and §6), as pure functions: core's actions
 * refuse by them and every face hides or disables its controls by the same answers.
 */
import type { Capabilities } from '../api/capabilities';
import type { Account, Poll, Status } from '../domain/types';
import { pollExpired } from './status-display';

/** Spec part 2 §6: the privilege that lets a moderator delete anyone's status. */
export const DELETE_PRIVILEGE = 'messages_delete';

/** Why an action is not offered (or was refused before any request). */
export type ActionRefusal =
  | 'no_status'
  | 'not_signed_in'
  | 'deleted'
  | 'repeat_private'
  | 'pin_not_own'
  | 'pin_visibility'
  | 'delete_not_allowed'
  | 'reactions_unsupported'
  | 'no_emoji'
  | 'no_poll'
  | 'poll_closed'
  | 'no_choice'
  | 'choice_out_of_range'
  | 'one_choice_only'
  | 'busy';

/** Spec: repeat is unavailable for private and direct statuses (a lock icon shows). */
export function repeatLocked(status: Pick<Status, 'visibility'>): boolean {
  return status.visibility === 'private' || status.visibility === 'direct';
}

/** Spec: pinning only for own public or unlisted statuses. */
export function pinRefusal(
  status: Pick<Status, 'accountId' | 'visibility'>,
  ownId: string | null,
): ActionRefusal | null {
  if (!ownId || status.accountId !== ownId) return 'pin_not_own';
  if (status.visibility !== 'public' && status.visibility !== 'unlisted') return 'pin_visibility';
  return null;
}

/** Spec: deleting only for own statuses, or for holders of messages_delete. */
export function mayDelete(
  status: Pick<Status, 'accountId'>,
  me: Pick<Account, 'id' | 'privileges'> | undefined,
): boolean {
  if (!me) return false;
  return status.accountId === me.id || me.privileges.includes(DELETE_PRIVILEGE);
}

/** Spec: the forward-to-remote-instance option appears only for non-local users. */
export function mayForwardReport(account: Pick<Account, 'isLocal'> | undefined): boolean {
  return account !== undefined && !account.isLocal;
}

/** Spec: a vote is sent only with at least one chosen option (and one only for single choice). */
export function voteRefusal(
  poll: Poll | null,
  choices: readonly number[],
  now: number,
): ActionRefusal | null {
  if (!poll) return 'no_poll';
  if (poll.voted || pollExpired(poll, now)) return 'poll_closed';
  if (choices.length === 0) return 'no_choice';
  if (choices.some((c) => !Number.isInteger(c) || c < 0 || c >= poll.options.length))
    return 'choice_out_of_range';
  if (!poll.multiple && new Set(choices).size > 1) return 'one_choice_only';
  return null;
}

/** What a face offers on one status: each action's availability, decided once. */
export interface StatusActionAvailability {
  favourite: boolean;
  /** `locked`: shown with a lock, not usable (private or direct). */
  repeat: 'yes' | 'locked' | 'no';
  bookmark: boolean;
  pin: boolean;
  muteThread: boolean;
  react: boolean;
  delete: boolean;
  report: boolean;
}

/** Anonymous visitors get nothing here (the faces link them to their own server instead). */
export function statusActionAvailability(
  status: Status,
  me: Pick<Account, 'id' | 'privileges'> | undefined,
  capabilities: Pick<Capabilities, 'emojiReactions' | 'bookmarks'>,
): StatusActionAvailability {
  const signedIn = me !== undefined && !status.deleted;
  const own = signedIn && status.accountId === me.id;
  return {
    favourite: signedIn,
    repeat: !signedIn ? 'no' : repeatLocked(status) ? 'locked' : 'yes',
    bookmark: signedIn && capabilities.bookmarks,
    pin: signedIn && pinRefusal(status, me?.id ?? null) === null,
    muteThread: signedIn,
    react: signedIn && capabilities.emojiReactions,
    delete: signedIn && mayDelete(status, me),
    // Spec: anyone signed in may report a status (reporting oneself makes no sense).
    report: signedIn && !own,
  };
}
