import { action, computed, makeObservable, observable } from 'mobx';
import type { Attachment } from '../domain/types';
import type { EntityStore } from './entities';
import type { ScopeStoreKit } from './scope-store';

/** Spec part 1 §9: a swipe in the media viewer counts past a quarter of the window width. */
export const MEDIA_VIEWER_SWIPE_FRACTION = 0.25;

/** What the viewer can show; other files (html, unknown) stay out (spec part 1 §4). */
export type MediaViewerKind = 'image' | 'video' | 'audio' | 'flash';

export type MediaViewerState = 'closed' | 'open';

const FLASH_MIME = 'application/x-shockwave-flash';

/** The viewer's kind of an attachment, or null when the viewer leaves it out. */
export function mediaViewerKind(
  attachment: Pick<Attachment, 'type' | 'mimeType'>,
): MediaViewerKind | null {
  switch (attachment.type) {
    case 'image':
      return 'image';
    case 'video':
    case 'gifv':
      return 'video';
    case 'audio':
      return 'audio';
    default:
      return attachment.mimeType.toLowerCase() === FLASH_MIME ? 'flash' : null;
  }
}

/** The attachments of a status the viewer steps through, in their order. */
export function viewableMedia(attachments: readonly Attachment[]): Attachment[] {
  return attachments.filter((attachment) => mediaViewerKind(attachment) !== null);
}

/**
 * Which way a horizontal swipe moves: past the threshold (a quarter of the width) to the
 * left is the next item, to the right the previous one; shorter ones do nothing.
 */
export function swipeDirection(dx: number, width: number): 'next' | 'previous' | null {
  const threshold = width * MEDIA_VIEWER_SWIPE_FRACTION;
  // Written so that NaN (a pointer without coordinates) is no swipe either.
  if (!(Math.abs(dx) >= threshold) || dx === 0) return null;
  return dx < 0 ? 'next' : 'previous';
}

/**
 * The media viewer modal (spec part 1 §4): closed or open on one status's media. Only
 * image, video, audio and flash items are included; stepping wraps around at both ends.
 * Platform-free: keys, swipes and the browser's back button are the renderer's, which call
 * `next`, `previous` and `close`.
 */
export class MediaViewerStore {
  /** The status whose media are shown; null when closed. */
  statusId: string | null = null;
  /** Position of the current item in `media`. */
  index = 0;

  constructor(private readonly entities: EntityStore) {
    makeObservable(this, {
      statusId: observable,
      index: observable,
      media: computed,
      current: computed,
      state: computed,
      open: action,
      openAttachment: action,
      next: action,
      previous: action,
      goTo: action,
      close: action,
    });
  }

  /** The viewable media of the status (of the repeated one for a repeat). */
  get media(): Attachment[] {
    if (this.statusId === null) return [];
    const status = this.entities.shown(this.statusId);
    return status && !status.deleted ? viewableMedia(status.mediaAttachments) : [];
  }

  get current(): Attachment | undefined {
    const media = this.media;
    if (media.length === 0) return undefined;
    return media[Math.min(this.index, media.length - 1)];
  }

  /** Open while there is something to show (a deleted status closes it). */
  get state(): MediaViewerState {
    return this.media.length > 0 ? 'open' : 'closed';
  }

  get isOpen(): boolean {
    return this.state === 'open';
  }

  /**
   * Open on the status's attachment at `attachmentIndex` (its position among all the
   * status's attachments, as a gallery draws them). Returns false, and stays as it was,
   * when that attachment is not one the viewer shows.
   */
  open(statusId: string, attachmentIndex: number): boolean {
    const status = this.entities.shown(statusId);
    const attachment = status?.mediaAttachments[attachmentIndex];
    if (!status || !attachment) return false;
    return this.openAttachment(statusId, attachment.id);
  }

  /** Open on the attachment with this id. */
  openAttachment(statusId: string, attachmentId: string): boolean {
    const status = this.entities.shown(statusId);
    if (!status) return false;
    const index = viewableMedia(status.mediaAttachments).findIndex((a) => a.id === attachmentId);
    if (index < 0) return false;
    this.statusId = statusId;
    this.index = index;
    return true;
  }

  /** The next item; after the last comes the first. */
  next(): void {
    const count = this.media.length;
    if (count > 0) this.index = (this.index + 1) % count;
  }

  /** The previous item; before the first comes the last. */
  previous(): void {
    const count = this.media.length;
    if (count > 0) this.index = (this.index - 1 + count) % count;
  }

  goTo(index: number): void {
    const count = this.media.length;
    if (count > 0) this.index = ((index % count) + count) % count;
  }

  close(): void {
    this.statusId = null;
    this.index = 0;
  }
}

/** The media viewer modal, one per account (`scope.use(mediaViewerOf)`; both UIs show it). */
export const mediaViewerOf: ScopeStoreKit<MediaViewerStore> = {
  make: (scope) => new MediaViewerStore(scope.entities),
  holds: (viewer) => ({ statuses: viewer.statusId ? [viewer.statusId] : [] }),
  dispose: (viewer) => viewer.close(),
};
