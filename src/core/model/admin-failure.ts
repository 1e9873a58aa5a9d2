import { runInAction } from 'mobx';
import { AdminForbiddenError, type AdminPrivilege } from '../api/admin-common';
import { ApiError, describeError } from '../errors';
import type { NoticeStore } from './notices';
import type { LoadState } from './pager';

/**
 * Spec part 2 §8 "Report state failure" (and the other moderation toggles): a global error
 * notice with the generic error key and message for 5000 ms; a server answer >= 500 gives
 * its status text, >= 400 its first error message.
 */
export function moderationFailureDetail(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 500) return `HTTP ${error.status}`;
    return error.serverMessage ?? error.message;
  }
  return describeError(error);
}

/** The privilege a refused admin call named (a 403, spec part 2 §6), else null. */
export function forbiddenPrivilege(error: unknown): AdminPrivilege | null {
  return error instanceof AdminForbiddenError ? error.privilege : null;
}

/** The failure's notice; a 403 names the privilege the account lacks. */
export function noticeModerationFailure(notices: NoticeStore, error: unknown): void {
  const privilege = forbiddenPrivilege(error);
  if (privilege) notices.add('error', 'admin_moderation.lacks_privilege', { privilege });
  else
    notices.add('error', 'general.generic_error_message', {
      detail: moderationFailureDetail(error),
    });
}

/** What an admin section's store says about its last load (reports, users, log, figures). */
export interface DeskLoad {
  state: LoadState;
  loadError: string | null;
  forbidden: AdminPrivilege | null;
}

/** A section's load failed: its words, and the privilege a 403 named. */
export function markDeskFailed(store: DeskLoad, error: unknown): void {
  runInAction(() => {
    store.state = 'failed';
    store.loadError = describeError(error);
    store.forbidden = forbiddenPrivilege(error);
  });
}

/** A store whose moderation actions mark what is on its way (a report, a user, a post). */
export interface ModerationRun {
  busy: string | null;
}

/**
 * One moderation action's frame: `busy` names what it is for while `call` runs; a refusal
 * runs `undo` (an optimistic change put back) and gives the spec's error notice. True when
 * the server took it.
 */
export async function runModeration(
  store: ModerationRun,
  run: { busy: string; notices: NoticeStore; undo?: () => void },
  call: () => Promise<void>,
): Promise<boolean> {
  runInAction(() => {
    store.busy = run.busy;
  });
  try {
    await call();
    return true;
  } catch (error) {
    if (run.undo) runInAction(run.undo);
    noticeModerationFailure(run.notices, error);
    return false;
  } finally {
    runInAction(() => {
      store.busy = null;
    });
  }
}
