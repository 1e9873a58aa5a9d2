/**
 * The brief notice each status action gives (spec: every action gives visible feedback,
 * failures included), decided once for every face that shows notices.
 */
import type { MessageKey, NoticeLevel } from '../model/notices';
import type { ActionResult, StatusToggle } from '../model/status-actions';
import type { ActionRefusal } from '../model/status-rules';

export type ActionDone =
  | 'favourite'
  | 'unfavourite'
  | 'repeat'
  | 'unrepeat'
  | 'bookmark'
  | 'unbookmark'
  | 'pin'
  | 'unpin'
  | 'mute_thread'
  | 'unmute_thread'
  | 'react'
  | 'unreact'
  | 'delete'
  | 'vote'
  | 'report';

export interface ActionNotice {
  level: NoticeLevel;
  messageKey: MessageKey;
  params: Record<string, string | number>;
}

const DONE: Readonly<Record<ActionDone, MessageKey>> = {
  favourite: 'status_actions.done.favourite',
  unfavourite: 'status_actions.done.unfavourite',
  repeat: 'status_actions.done.repeat',
  unrepeat: 'status_actions.done.unrepeat',
  bookmark: 'status_actions.done.bookmark',
  unbookmark: 'status_actions.done.unbookmark',
  pin: 'status_actions.done.pin',
  unpin: 'status_actions.done.unpin',
  mute_thread: 'status_actions.done.mute_thread',
  unmute_thread: 'status_actions.done.unmute_thread',
  react: 'status_actions.done.react',
  unreact: 'status_actions.done.unreact',
  delete: 'status_actions.done.delete',
  vote: 'status_actions.done.vote',
  report: 'status_actions.done.report',
};

export const REFUSAL_KEYS: Readonly<Record<ActionRefusal, MessageKey>> = {
  no_status: 'status_actions.refused.no_status',
  not_signed_in: 'status_actions.refused.not_signed_in',
  deleted: 'status_actions.refused.deleted',
  repeat_private: 'status_actions.refused.repeat_private',
  pin_not_own: 'status_actions.refused.pin_not_own',
  pin_visibility: 'status_actions.refused.pin_visibility',
  delete_not_allowed: 'status_actions.refused.delete_not_allowed',
  reactions_unsupported: 'status_actions.refused.reactions_unsupported',
  no_emoji: 'status_actions.refused.no_emoji',
  no_poll: 'status_actions.refused.no_poll',
  poll_closed: 'status_actions.refused.poll_closed',
  no_choice: 'status_actions.refused.no_choice',
  choice_out_of_range: 'status_actions.refused.choice_out_of_range',
  one_choice_only: 'status_actions.refused.one_choice_only',
  busy: 'status_actions.refused.busy',
};

/** Which way a toggle went, as its notice names it. */
export function toggleDone(toggle: StatusToggle, on: boolean): ActionDone {
  const names: Record<StatusToggle, [ActionDone, ActionDone]> = {
    favourite: ['favourite', 'unfavourite'],
    repeat: ['repeat', 'unrepeat'],
    bookmark: ['bookmark', 'unbookmark'],
    pin: ['pin', 'unpin'],
    thread_mute: ['mute_thread', 'unmute_thread'],
  };
  return names[toggle][on ? 0 : 1];
}

/**
 * The notice for a result. A failure that core already announced (a delete's 5 s error
 * notice) gives none, so it is not shown twice.
 */
export function actionNotice(
  done: ActionDone,
  result: ActionResult<unknown>,
  params: Record<string, string | number> = {},
): ActionNotice | null {
  switch (result.kind) {
    case 'done':
      return { level: 'success', messageKey: DONE[done], params };
    case 'refused':
      return { level: 'warning', messageKey: REFUSAL_KEYS[result.reason], params: {} };
    case 'failed':
      if (result.messageKey === 'status.delete_error') return null;
      if (result.messageKey) return { level: 'error', messageKey: result.messageKey, params: {} };
      return {
        level: 'error',
        messageKey: 'status_actions.failed',
        params: { detail: result.detail },
      };
  }
}
