import type { ActAsKind } from '../../../core/model/act-as';
import { mediaViewerOf } from '../../../core/model/media-viewer';
import { actNotice } from '../../../core/view/account-chooser';
import {
  runStatusCommand,
  type StatusCommand,
  type StatusIntent,
} from '../../../core/view/status-commands';
import type { KeyActionId } from '../../../shared/keymap';
import { safeHandle } from '../../../shared/text/terminal-safe';
import { type AppServices, useServices } from '../app-context';
import { statusLinks, statusUrl } from '../layout/status-links';
import { runPostFormAction } from './post-form-actions';
import { runStatusActionKey } from './status-action-keys';

/** Run an action of the `status` context on a timeline entry; false when it is not one. */
export function runStatusAction(
  services: AppServices,
  action: KeyActionId,
  entryId: string | undefined,
): boolean {
  const { root, nav, display } = services;
  if (!action.startsWith('status.')) return false;
  if (runActAsKey(services, action, entryId)) return true;
  const shown = entryId ? root.entities.shown(entryId) : undefined;
  if (!shown) return true;
  const command = COMMANDS[action];
  if (command) {
    applyStatusIntent(
      services,
      runStatusCommand(command, entryId, { entities: root.entities, flags: display }),
    );
    return true;
  }
  switch (action) {
    case 'status.unmute_author': {
      // Only a status collapsed (or shown) because its author is muted; unmuting expands
      // it by itself, the mute reasons being computed from the mute set.
      if (!root.muteReasonsFor(shown).includes('user_muted')) {
        root.notices.add('info', 'tui.unmute.not_muted');
        return true;
      }
      const acct = root.entities.account(shown.accountId)?.acct ?? shown.accountId;
      void root.mutes.unmute(shown.accountId).then((ok) => {
        // A failure rolls back and shows its own error notice.
        if (ok) root.notices.add('success', 'tui.unmute.done', { acct: safeHandle(acct) });
      });
      return true;
    }
    case 'status.open_link': {
      const links = statusLinks(shown);
      const own = statusUrl(shown);
      if (links.length === 1) services.openUrl(links[0]!.url);
      else if (links.length > 1) {
        nav.openChooser(links.map((link) => ({ url: link.url, label: link.text })));
      } else if (own) services.openUrl(own);
      else root.notices.add('info', 'tui.links.none');
      return true;
    }
    case 'status.quote':
    case 'status.edit':
    case 'status.edit_history':
      runPostFormAction(services, action, shown);
      return true;
    default:
      return entryId ? runStatusActionKey(services, action, entryId, shown) : false;
  }
}

const ACT_KINDS: Partial<Record<KeyActionId, ActAsKind>> = {
  'status.favourite': 'favourite',
  'status.repeat': 'repeat',
  'status.bookmark': 'bookmark',
  'status.reply': 'reply',
};

/**
 * `A` picks another account; the next favourite, repeat, bookmark or reply goes out as
 * it (resolved on its server first). Any other status key cancels it. True when handled.
 */
function runActAsKey(services: AppServices, action: KeyActionId, entryId: string | undefined) {
  const { accounts, root } = services;
  if (action === 'status.act_as') {
    if (!accounts.open('act')) root.notices.add('info', 'accounts.act_none');
    return true;
  }
  const acting = accounts.actingAs;
  if (!acting) return false;
  const kind = ACT_KINDS[action];
  if (!kind || !entryId) {
    accounts.stopActing();
    root.notices.add('info', 'accounts.act_cancelled', { name: acting });
    return false;
  }
  void accounts.act(entryId, kind).then((outcome) => {
    if (!outcome) return;
    const notice = actNotice(kind, outcome);
    if (notice) root.notices.add(notice.level, notice.messageKey, notice.params);
    // The reply is written as that account: it is the active one now, with its own views.
    if (outcome.kind === 'reply') services.nav.openCompose(outcome.statusId);
  });
  return true;
}

/** The keys' status commands (core decides what they do). */
const COMMANDS: Partial<Record<KeyActionId, StatusCommand>> = {
  'status.open': 'open',
  'status.reply': 'reply',
  'status.author': 'author',
  'status.toggle_cw': 'toggle_cw',
  'status.expand': 'expand',
  'status.show_muted': 'show_muted',
  'status.media': 'media',
  'status.copy_link': 'copy_link',
};

/** Core's intents mapped to the terminal: its tabs and overlays, the opener, OSC 52. */
export function applyStatusIntent(services: AppServices, intent: StatusIntent): void {
  const { root, nav } = services;
  switch (intent.kind) {
    case 'open_thread':
      nav.openThread(intent.statusId);
      return;
    case 'reply':
      nav.openCompose(intent.statusId);
      return;
    case 'open_profile':
      nav.openProfile(intent.acct);
      return;
    case 'open_media':
      root.use(mediaViewerOf).open(intent.statusId, intent.index);
      return;
    case 'open_url':
      services.openUrl(intent.url);
      return;
    case 'copy':
      services.copy(intent.text);
      root.notices.add('success', 'tui.copy.copied', { url: intent.text });
      return;
    case 'nothing':
      if (intent.reason === 'no_media') root.notices.add('info', 'tui.media.none');
      if (intent.reason === 'files_only') root.notices.add('info', 'tui.media.files_only');
      if (intent.reason === 'no_link') root.notices.add('info', 'tui.copy.nothing');
      return;
    case 'done':
      return;
  }
}

/** The handler of status actions, for screens that show statuses. */
export function useStatusActions(): (action: KeyActionId, entryId: string | undefined) => boolean {
  const services = useServices();
  return (action, entryId) => runStatusAction(services, action, entryId);
}
