/**
 * Per-status display state (spec part 1 §4 "Per-status display properties": showingTall,
 * expandingSubject, showingLongSubject, replying, mediaPlaying; part 2 §4 "Post display").
 * View state, not server data: one record per shown status id, shared by every place the
 * status appears and by the keyboard. One vocabulary (Pleroma-FE's names) for both faces.
 * `replying` is not kept here: Petrel has one post form at a time, so the status being
 * replied to is the composer's `inReplyToId` (the web's reply button shows it pressed).
 */
import { action, makeObservable, observable } from 'mobx';

export interface StatusViewFlags {
  /** Content behind a subject (content warning) is shown. */
  expandingSubject: boolean;
  /** A long post (isTall) is shown in full. */
  showingTall: boolean;
  /** A subject over 240 characters is shown in full. */
  showingLongSubject: boolean;
  /** Sensitive (NSFW) attachments were revealed. */
  showingMedia: boolean;
  /** A muted status was opened despite its mute. */
  unmuted: boolean;
  /** A quoted status is hidden (quotes show by default). */
  hidingQuote: boolean;
  /** The reactions list shows all, not just the first 12. */
  showingAllReactions: boolean;
  /** The mentions line shows every account, not just the first 5 (part 2 §4). */
  expandingMentions: boolean;
  /**
   * One of its audio or video attachments is playing (the web keeps its row drawn; which
   * players play, Pleroma-FE's mediaPlaying list, is kept by web/components/status/MediaPlaying).
   */
  mediaPlaying: boolean;
}

export type StatusFlag = keyof StatusViewFlags;

const DEFAULTS: StatusViewFlags = {
  expandingSubject: false,
  showingTall: false,
  showingLongSubject: false,
  showingMedia: false,
  unmuted: false,
  hidingQuote: false,
  showingAllReactions: false,
  expandingMentions: false,
  mediaPlaying: false,
};

/** Spec-free cap: display state of this many statuses is remembered (oldest forgotten). */
export const STATUS_VIEW_KEPT = 2000;

export class StatusViewStore {
  // collapseWithSubject and hideNsfw are preferences (core settings.ts), persisted there.
  private readonly flags = observable.map<string, StatusViewFlags>({}, { deep: false });

  constructor() {
    makeObservable(this, {
      toggle: action,
      set: action,
      toggleMore: action,
      reset: action,
    });
  }

  has(statusId: string, flag: StatusFlag): boolean {
    return this.get(statusId)[flag];
  }

  /** The flags of a status as one short string (a layout cache key). */
  signature(statusId: string): string {
    const flags = this.flags.get(statusId);
    if (!flags) return '';
    return (Object.keys(flags) as StatusFlag[]).filter((flag) => flags[flag]).join(',');
  }

  /**
   * The "show more" command: one key opens (or closes again) a long post, a long subject,
   * the hidden reactions and the mentions line's rest together.
   */
  toggleMore(statusId: string): void {
    const more = !this.get(statusId).showingTall;
    this.set(statusId, 'showingTall', more);
    this.set(statusId, 'showingLongSubject', more);
    this.set(statusId, 'showingAllReactions', more);
    this.set(statusId, 'expandingMentions', more);
  }

  /** The flags of a status (defaults when it was never touched). */
  get(statusId: string): StatusViewFlags {
    return this.flags.get(statusId) ?? DEFAULTS;
  }

  toggle(statusId: string, flag: StatusFlag): void {
    this.set(statusId, flag, !this.get(statusId)[flag]);
  }

  set(statusId: string, flag: StatusFlag, value: boolean): void {
    const next = { ...this.get(statusId), [flag]: value };
    this.flags.delete(statusId);
    this.flags.set(statusId, next);
    while (this.flags.size > STATUS_VIEW_KEPT) {
      const oldest = this.flags.keys().next().value;
      if (oldest === undefined) break;
      this.flags.delete(oldest);
    }
  }

  reset(): void {
    this.flags.clear();
  }
}
