/**
 * What the status commands do (keys and buttons on a status, in both faces): the display
 * ones act on core's view state at once; the rest return an intent (open the thread, the
 * author's profile, a URL, the media viewer; copy a text) that each renderer maps to its
 * own navigation. Decided once, so the faces cannot drift apart.
 */
import type { EntityStore } from '../model/entities';
import { mediaViewerKind } from '../model/media-viewer';
import type { StatusViewStore } from './status-flags';

export type StatusCommand =
  | 'open'
  | 'reply'
  | 'author'
  | 'toggle_cw'
  | 'expand'
  | 'show_muted'
  | 'media'
  | 'copy_link';

export type StatusIntent =
  | { readonly kind: 'open_thread'; readonly statusId: string }
  | { readonly kind: 'reply'; readonly statusId: string }
  | { readonly kind: 'open_profile'; readonly accountId: string; readonly acct: string }
  | { readonly kind: 'open_media'; readonly statusId: string; readonly index: number }
  | { readonly kind: 'open_url'; readonly url: string }
  | { readonly kind: 'copy'; readonly text: string }
  /** Done in core already (display state). */
  | { readonly kind: 'done' }
  /** Nothing to do, and why (a face may say so). */
  | {
      readonly kind: 'nothing';
      readonly reason: 'no_status' | 'no_media' | 'files_only' | 'no_link';
    };

export interface StatusCommandDeps {
  entities: EntityStore;
  flags: StatusViewStore;
}

/** Whether a URL may be handed to an opener: http and https only (remote content chooses it). */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The address of a status itself (its page on its server), when it is a web address. */
export function statusAddress(status: { url: string | null; uri: string }): string | undefined {
  const url = status.url ?? status.uri;
  return url && isWebUrl(url) ? url : undefined;
}

/** Run a command on a timeline entry (a repeat acts on the repeated status). */
export function runStatusCommand(
  command: StatusCommand,
  entryId: string | undefined,
  deps: StatusCommandDeps,
): StatusIntent {
  const shown = entryId ? deps.entities.shown(entryId) : undefined;
  if (!shown) return { kind: 'nothing', reason: 'no_status' };
  const id = shown.id;
  switch (command) {
    case 'open':
      return { kind: 'open_thread', statusId: id };
    case 'reply':
      return { kind: 'reply', statusId: id };
    case 'author': {
      const author = deps.entities.account(shown.accountId);
      return author
        ? { kind: 'open_profile', accountId: author.id, acct: author.acct }
        : { kind: 'nothing', reason: 'no_status' };
    }
    case 'toggle_cw':
      deps.flags.toggle(id, 'expandingSubject');
      return { kind: 'done' };
    case 'expand':
      deps.flags.toggleMore(id);
      return { kind: 'done' };
    case 'show_muted':
      deps.flags.toggle(id, 'unmuted');
      return { kind: 'done' };
    case 'media': {
      // The viewer shows images, video, audio and flash; plain files are links (Pleroma-FE).
      if (shown.mediaAttachments.length === 0) return { kind: 'nothing', reason: 'no_media' };
      const index = shown.mediaAttachments.findIndex((a) => mediaViewerKind(a) !== null);
      return index < 0
        ? { kind: 'nothing', reason: 'files_only' }
        : { kind: 'open_media', statusId: id, index };
    }
    case 'copy_link': {
      const url = statusAddress(shown);
      return url ? { kind: 'copy', text: url } : { kind: 'nothing', reason: 'no_link' };
    }
  }
}
