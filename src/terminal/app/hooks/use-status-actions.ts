import type { Attachment } from '../../../core/domain/types';
import { mediaViewerKind } from '../../../core/model/media-viewer';
import type { KeyActionId } from '../../../shared/keymap';
import { safeHandle } from '../../../shared/text/terminal-safe';
import { type AppServices, useServices } from '../app-context';
import { statusLinks, statusUrl } from '../layout/status-links';

/** The position of the first attachment the viewer shows (-1: none). */
function firstViewable(attachments: readonly Attachment[]): number {
  return attachments.findIndex((attachment) => mediaViewerKind(attachment) !== null);
}

/** Run an action of the `status` context on a timeline entry; false when it is not one. */
export function runStatusAction(
  services: AppServices,
  action: KeyActionId,
  entryId: string | undefined,
): boolean {
  const { root, nav, display } = services;
  if (!action.startsWith('status.')) return false;
  const shown = entryId ? root.entities.shown(entryId) : undefined;
  if (!shown) return true;
  const id = shown.id;
  switch (action) {
    case 'status.open':
      nav.openThread(id);
      return true;
    case 'status.reply':
      nav.openCompose(id);
      return true;
    case 'status.toggle_cw':
      display.toggle(id, 'expandingSubject');
      return true;
    case 'status.expand': {
      // One key for "show more": a long post, a long subject and the hidden reactions.
      display.toggleMore(id);
      return true;
    }
    case 'status.show_muted':
      display.toggle(id, 'unmuted');
      return true;
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
    case 'status.author': {
      const author = root.entities.account(shown.accountId);
      if (author) nav.openProfile(author.acct);
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
    case 'status.media':
      // Core's viewer, as on the web: plain files are not in it (Pleroma-FE links them).
      if (shown.mediaAttachments.length === 0) root.notices.add('info', 'tui.media.none');
      else if (!root.mediaViewer.open(id, firstViewable(shown.mediaAttachments)))
        root.notices.add('info', 'tui.media.files_only');
      return true;
    case 'status.copy_link': {
      const url = statusUrl(shown);
      if (!url) {
        root.notices.add('info', 'tui.copy.nothing');
        return true;
      }
      services.copy(url);
      root.notices.add('success', 'tui.copy.copied', { url });
      return true;
    }
    default:
      return false;
  }
}

/** The handler of status actions, for screens that show statuses. */
export function useStatusActions(): (action: KeyActionId, entryId: string | undefined) => boolean {
  const services = useServices();
  return (action, entryId) => runStatusAction(services, action, entryId);
}
