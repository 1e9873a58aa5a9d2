import { action, makeObservable, observable } from 'mobx';
import type { Scheduler } from '../schedule/scheduler';

export type NoticeLevel = 'error' | 'warning' | 'success' | 'info';

/** A global notice: an i18n key plus parameters, so each face words it in its language. */
export interface Notice {
  id: number;
  level: NoticeLevel;
  messageKey: string;
  params: Record<string, string | number>;
}

/** Spec part 2 §9: error notices last 5 s. */
export const NOTICE_TIMEOUT_MS = 5000;

export class NoticeStore {
  notices: Notice[] = [];
  private nextId = 1;

  constructor(private readonly scheduler: Scheduler) {
    makeObservable(this, { notices: observable.ref, add: action, dismiss: action });
  }

  add(
    level: NoticeLevel,
    messageKey: string,
    params: Record<string, string | number> = {},
    timeoutMs: number | null = NOTICE_TIMEOUT_MS,
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
