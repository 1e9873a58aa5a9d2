import { action, makeObservable, observable } from 'mobx';
import type { Scheduler } from '../schedule/scheduler';

/**
 * The message keys the catalogues define. Core knows no catalogue (shared builds on core),
 * so src/shared/i18n fills this in by declaration merging; every renderer sees typed keys.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by src/shared/i18n (declaration merging)
export interface MessageCatalogue {}

/** A key of the English catalogue (any string until src/shared/i18n is part of the program). */
export type MessageKey = [keyof MessageCatalogue] extends [never] ? string : keyof MessageCatalogue;

export type NoticeLevel = 'error' | 'warning' | 'success' | 'info';

/**
 * A global notice: an i18n key plus parameters, so each face words it in its language. The
 * key is one English defines, so no face can show a raw key.
 */
export interface Notice {
  id: number;
  level: NoticeLevel;
  messageKey: MessageKey;
  params: Record<string, string | number>;
}

/** Spec part 1 §9 / part 2 §9: a notice clears after 2 s. */
export const NOTICE_TIMEOUT_MS = 2000;
/** Spec part 2 §9: error notices last 5 s. */
export const NOTICE_ERROR_TIMEOUT_MS = 5000;
/** Spec part 2 §9: screen-reader notices clear after 1 s. */
export const SCREEN_READER_NOTICE_MS = 1000;

/** A message for screen readers only (a live region), no notice on screen. */
export interface Announcement {
  messageKey: MessageKey;
  params: Record<string, string | number>;
}

export class NoticeStore {
  notices: Notice[] = [];
  /** What the live region says now; cleared after 1 s so a repeat is spoken again. */
  announcement: Announcement | null = null;
  private nextId = 1;

  constructor(private readonly scheduler: Scheduler) {
    makeObservable(this, {
      notices: observable.ref,
      announcement: observable.ref,
      add: action,
      dismiss: action,
      announce: action,
    });
  }

  /**
   * Says `messageKey` to screen readers (spec part 2 §9), replacing what they were told; the
   * region empties 1 s later, so the next announcement, even the same words, is a change.
   */
  announce(messageKey: MessageKey, params: Record<string, string | number> = {}): void {
    const said: Announcement = { messageKey, params };
    this.announcement = said;
    this.scheduler.after(
      'announce',
      SCREEN_READER_NOTICE_MS,
      action(() => {
        if (this.announcement === said) this.announcement = null;
      }),
    );
  }

  add(
    level: NoticeLevel,
    messageKey: MessageKey,
    params: Record<string, string | number> = {},
    timeoutMs: number | null = level === 'error' ? NOTICE_ERROR_TIMEOUT_MS : NOTICE_TIMEOUT_MS,
  ): Notice {
    const notice: Notice = { id: this.nextId++, level, messageKey, params };
    this.notices = [...this.notices, notice];
    if (timeoutMs !== null) {
      this.scheduler.after(`notice:${notice.id}`, timeoutMs, () => this.dismiss(notice.id));
    }
    return notice;
  }

  dismiss(id: number): void {
    this.notices = this.notices.filter((notice) => notice.id !== id);
  }
}
