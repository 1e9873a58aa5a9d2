import { ApiError, describeError } from '../errors';
import type { NoticeStore } from './notices';

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

export function noticeModerationFailure(notices: NoticeStore, error: unknown): void {
  notices.add('error', 'general.generic_error_message', { detail: moderationFailureDetail(error) });
}
