/**
 * The status action keys of the web (f, b, B, r, ", e, H, D, p, M, E, V, !, y, O, w f, w b,
 * w e, A: the shared keymap's, as the terminal has them) on the `j`/`k` selection. Each runs
 * what the status's action bar, menu and post links run (core's `StatusActions`, the post
 * dialogs), with the same confirmations: a key that needs a question opens the bar's own
 * dialog. Feedback is core's brief notice (`actionNotice`), so a key on a post whose bar
 * does not show the change (a bookmark, a pin) still says what happened; a failed toggle
 * keeps its inline error on the status, as a click's does.
 */
import type { Status } from '../../../core/domain/types';
import { canEdit, canQuote, hasEditHistory } from '../../../core/model/post/post-rules';
import type { ActionResult, StatusToggle } from '../../../core/model/status-actions';
import { statusActionAvailability } from '../../../core/model/status-rules';
import {
  type ActionDone,
  actionNotice,
  toggleDone,
} from '../../../core/view/status-action-notices';
import { statusAddress } from '../../../core/view/status-commands';
import type { KeyActionId } from '../../../shared/keymap';
import { postStoresOf } from '../../model/post-stores';
import type { WebModel } from '../../model/web-model';
import type { StatusDialog } from '../status/status-dialogs';

/** The dialogs a key may open (the extra-actions menu is the bar's own). */
export type KeyStatusDialog = Exclude<StatusDialog, 'menu'>;

export interface StatusKeyDeps {
  model: WebModel;
  /** Opens one of the status's dialogs for the entry (the keyboard layer draws it). */
  openDialog: (dialog: KeyStatusDialog, entryId: string) => void;
  /** Puts text on the clipboard. */
  copy: (text: string) => void;
  /** Opens a web address in a new tab. */
  openUrl: (url: string) => void;
}

const TOGGLES: Partial<Record<KeyActionId, StatusToggle>> = {
  'status.favourite': 'favourite',
  'status.repeat': 'repeat',
  'status.bookmark': 'bookmark',
  'status.pin': 'pin',
  'status.mute_thread': 'thread_mute',
};

const FLAGS: Readonly<Record<StatusToggle, keyof Status>> = {
  favourite: 'favourited',
  repeat: 'reblogged',
  bookmark: 'bookmarked',
  pin: 'pinned',
  thread_mute: 'threadMuted',
};

function notify(model: WebModel, done: ActionDone, result: ActionResult<unknown>): void {
  // A failed toggle, reaction or vote shows on the status itself (inline, until dismissed).
  if (result.kind === 'failed' && !result.messageKey) return;
  const notice = actionNotice(done, result);
  if (notice) model.root.notices.add(notice.level, notice.messageKey, notice.params);
}

async function runToggle(model: WebModel, toggle: StatusToggle, entryId: string, on: boolean) {
  const actions = await model.root.loadStatusActions();
  notify(model, toggleDone(toggle, on), await actions.toggle(toggle, entryId, on));
}

/** Run a status action key on the selected entry; false when the key is not one of these. */
export function runStatusActionKey(
  action: KeyActionId,
  entryId: string,
  deps: StatusKeyDeps,
): boolean {
  const { model } = deps;
  const { root } = model;
  const shown = root.entities.shown(entryId);
  const toggle = TOGGLES[action];
  if (toggle === undefined && !isStatusActionKey(action)) return false;
  const warn = (key: Parameters<typeof root.notices.add>[1]) => root.notices.add('warning', key);
  if (!shown) return true;
  if (shown.deleted) {
    warn('status_actions.refused.deleted');
    return true;
  }
  if (!root.session.isSignedIn) {
    warn('status_actions.refused.not_signed_in');
    return true;
  }
  const ownId = root.session.accountId ?? undefined;
  const me = root.session.account ?? (ownId ? { id: ownId, privileges: [] } : undefined);
  const can = statusActionAvailability(shown, me, root.instance.capabilities);
  const caps = root.instance.capabilities;

  if (toggle) {
    const on = !shown[FLAGS[toggle]];
    // Spec: repeating (not undoing) asks first when the setting is on; a lock says why not.
    if (toggle === 'repeat' && on && can.repeat === 'yes' && root.preferences.confirmRepeat)
      deps.openDialog('confirm_repeat', entryId);
    else void runToggle(model, toggle, entryId, on);
    return true;
  }
  switch (action) {
    case 'status.reply':
      replyTo(model, shown);
      return true;
    case 'status.quote':
      if (canQuote(shown, ownId, caps.quotes)) postStoresOf(model).postModals.show('quote', shown);
      else warn('status_actions.refused.quote_unavailable');
      return true;
    case 'status.edit':
      if (canEdit(shown, ownId, caps.editing)) postStoresOf(model).postModals.show('edit', shown);
      else warn('status_actions.refused.edit_unavailable');
      return true;
    case 'status.edit_history':
      if (hasEditHistory(shown)) postStoresOf(model).postModals.showHistory(shown.id);
      else warn('status_actions.refused.no_edit_history');
      return true;
    case 'status.delete':
      if (!can.delete) warn('status_actions.refused.delete_not_allowed');
      else if (root.preferences.confirmDelete) deps.openDialog('confirm_delete', entryId);
      else
        void root
          .loadStatusActions()
          .then(async (a) => notify(model, 'delete', await a.remove(entryId)));
      return true;
    case 'status.react':
      if (can.react) deps.openDialog('react', entryId);
      else warn('status_actions.refused.reactions_unsupported');
      return true;
    case 'status.report':
      if (can.report) deps.openDialog('report', entryId);
      return true;
    case 'status.vote':
      focusPoll(shown, entryId, model);
      return true;
    case 'status.act_as':
      // As the terminal's `A`: the account and the action are picked in the "As…" dialog.
      if (root.accounts.some((entry) => !entry.active)) deps.openDialog('act_as', entryId);
      else warn('accounts.act_none');
      return true;
    case 'status.favourited_by':
      deps.openDialog('favourited_by', entryId);
      return true;
    case 'status.reblogged_by':
      deps.openDialog('reblogged_by', entryId);
      return true;
    case 'status.reacted_by':
      deps.openDialog('reacted_by', entryId);
      return true;
    case 'status.copy_link':
    case 'status.open_source': {
      const url = statusAddress(shown);
      if (!url) warn('status_actions.refused.no_link');
      else if (action === 'status.open_source') deps.openUrl(url);
      else {
        deps.copy(url);
        root.notices.add('success', 'status_actions.link_copied');
      }
      return true;
    }
    default:
      return false;
  }
}

/** The keys this module runs (besides the toggles). */
const OTHER_KEYS: ReadonlySet<KeyActionId> = new Set<KeyActionId>([
  'status.reply',
  'status.act_as',
  'status.quote',
  'status.edit',
  'status.edit_history',
  'status.delete',
  'status.react',
  'status.report',
  'status.vote',
  'status.favourited_by',
  'status.reblogged_by',
  'status.reacted_by',
  'status.copy_link',
  'status.open_source',
]);

function isStatusActionKey(action: KeyActionId): boolean {
  return OTHER_KEYS.has(action);
}

/** As the bar's reply button: the sidebar's form takes the reply; without one, a dialog. */
function replyTo(model: WebModel, shown: Status): void {
  const field = document.querySelector<HTMLTextAreaElement>('.sidebar .post-form textarea');
  if (!field) {
    postStoresOf(model).postModals.show('reply', shown);
    return;
  }
  postStoresOf(model).composer.startReply(shown, model.root.session.account);
  field.focus();
}

/**
 * `V`: the poll's first choice takes the focus (Space ticks, Tab reaches Vote), as voting
 * is done on the poll itself; a poll that takes no votes says why.
 */
function focusPoll(shown: Status, entryId: string, model: WebModel): void {
  const { poll } = shown;
  if (!poll) {
    model.root.notices.add('warning', 'status_actions.refused.no_poll');
    return;
  }
  const choice = document.querySelector<HTMLInputElement>(
    `article[data-entry-id="${CSS.escape(entryId)}"] .poll-choice input:not(:disabled)`,
  );
  if (choice) choice.focus();
  else model.root.notices.add('warning', 'status_actions.refused.poll_closed');
}
