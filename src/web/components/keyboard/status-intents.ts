import type { StatusCommand, StatusIntent } from '../../../core/view/status-commands';
import type { KeyActionId } from '../../../shared/keymap';
import { pathFor } from '../../app/route-table';

/** The status keys the web has, and core's command behind each. */
export const WEB_COMMANDS = {
  'status.open': 'open',
  'status.toggle_cw': 'toggle_cw',
  'status.expand': 'expand',
  'status.show_muted': 'show_muted',
  'status.author': 'author',
  'status.media': 'media',
} as const satisfies Partial<Record<KeyActionId, StatusCommand>>;

export interface WebNavigation {
  navigate: (path: string) => void;
  /** The profile route of an account (local or external, as the router names them). */
  profilePath: (account: { id: string; acct: string }) => string;
  /** Opens the media viewer modal (with its history entry). */
  openMedia: (statusId: string, attachmentIndex: number) => boolean;
}

/** Core's intents mapped to the web: routes, the media viewer modal, the clipboard, tabs. */
export function applyStatusIntent(intent: StatusIntent, web: WebNavigation): void {
  switch (intent.kind) {
    case 'open_thread':
      web.navigate(pathFor('conversation', { id: intent.statusId }));
      return;
    case 'open_profile':
      web.navigate(web.profilePath({ id: intent.accountId, acct: intent.acct }));
      return;
    case 'open_media':
      web.openMedia(intent.statusId, intent.index);
      return;
    case 'open_url':
      window.open(intent.url, '_blank', 'noopener,noreferrer');
      return;
    case 'copy':
      void navigator.clipboard?.writeText(intent.text);
      return;
    case 'reply':
    case 'done':
    case 'nothing':
      // The web's reply form opens from the status's own button; nothing else to show.
      return;
  }
}
